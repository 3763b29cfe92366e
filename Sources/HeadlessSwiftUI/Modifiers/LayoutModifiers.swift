import HeadlessKit

/// A modifier drawn by a HeadlessKit view around its content (padding, frames, backgrounds).
@MainActor
protocol WrappingModifier {
  /// The wrapper's layout and look.
  var wrapper: Wrapper { get }
}

/// What a wrapping modifier does.
enum Wrapper: Equatable {
  case padding(EdgeInsets)
  case frame(width: Double?, height: Double?, maxWidth: Double?, maxHeight: Double?, Alignment)
  case background
  case hidden
}

/// The element of a wrapped view: the wrapper's HeadlessKit view holds the content's views.
struct WrappedView: View, RenderedView {
  let content: any View
  let background: (any View)?
  let wrapper: Wrapper
  typealias Body = Never

  func makePlatformView() -> HeadlessKit.View { WrapperView() }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let view = platformView as? WrapperView else { return }
    if view.wrapper != wrapper {
      view.wrapper = wrapper
      view.setNeedsLayout()
    }
    if view.isHidden != (wrapper == .hidden) { view.isHidden = wrapper == .hidden }
    view.hasBackground = background != nil
    view.reconcileContent(
      AnyView(WrappedContent(content: content, background: background)), element: element)
  }
}

/// The background (when any) then the content, as the wrapper's children.
struct WrappedContent: View, FlattenedView {
  let content: any View
  let background: (any View)?
  typealias Body = Never

  func flatten(into elements: inout [Element], context: FlattenContext) {
    if let background {
      var backgroundContext = context.appending(.branch(-1))
      backgroundContext.attachments = []
      flattenView(background, backgroundContext, into: &elements)
    }
    flattenView(content, context.appending(.branch(0)), into: &elements)
  }
}

/// The HeadlessKit view of a padding, frame, background or hidden modifier.
final class WrapperView: ContentContainerView, LaidOutView {
  var wrapper = Wrapper.background
  var hasBackground = false

  private var content: [HeadlessKit.View] { Array(subviews.dropFirst(hasBackground ? 1 : 0)) }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    switch wrapper {
    case .padding(let insets):
      let inner = ProposedViewSize(
        width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
        height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
      let size = contentSize(inner)
      return Size(
        width: Double(size.width) + insets.leading + insets.trailing,
        height: Double(size.height) + insets.top + insets.bottom)
    case .frame(let width, let height, let maxWidth, let maxHeight, _):
      let inner = contentSize(
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
      return Size(
        width: width
          ?? (maxWidth == .infinity
            ? (proposal.width ?? Double(inner.width)) : Double(inner.width)),
        height: height
          ?? (maxHeight == .infinity
            ? (proposal.height ?? Double(inner.height)) : Double(inner.height)))
    case .background, .hidden:
      return contentSize(proposal)
    }
  }

  private func contentSize(_ proposal: ProposedViewSize) -> Size {
    SwiftUILayout.verticalSize(of: content, proposal: proposal, spacing: 0)
  }

  func isFlexible(along axis: Axis) -> Bool {
    if case .frame(let width, let height, let maxWidth, let maxHeight, _) = wrapper {
      let fixed = axis == .horizontal ? width : height
      if fixed != nil { return false }
      if (axis == .horizontal ? maxWidth : maxHeight) == .infinity { return true }
    }
    return content.contains { SwiftUILayout.isFlexible($0, along: axis) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if hasBackground, let background = subviews.first {
      background.frame = bounds
    }
    switch wrapper {
    case .padding(let insets):
      let inner = Rect(
        x: insets.leading, y: insets.top,
        width: max(0, Double(bounds.width) - insets.leading - insets.trailing),
        height: max(0, Double(bounds.height) - insets.top - insets.bottom))
      SwiftUILayout.placeVertically(content, in: inner, spacing: 0)
    case .frame(_, _, _, _, let alignment):
      for child in content { SwiftUILayout.place(child, in: bounds, alignment: alignment) }
    case .background, .hidden:
      SwiftUILayout.placeVertically(content, in: bounds, spacing: 0)
    }
  }

  override var treeDetails: [String] {
    switch wrapper {
    case .padding: ["padding"]
    case .frame: ["frame"]
    case .background: ["background"]
    case .hidden: ["hidden"]
    }
  }
}

/// A wrapping modifier.
struct WrappingViewModifier: ViewModifier, PrimitiveModifier {
  let wrapper: Wrapper
  let background: (any View)?
  typealias Body = Never

  func flatten(content: any View, into elements: inout [Element], context: FlattenContext) {
    // The wrapper takes the attachments (an identifier names the padded view); its content
    // starts with none.
    var inner = context
    inner.attachments = []
    let view = WrappedView(content: content, background: background, wrapper: wrapper)
    flattenView(view, context, into: &elements)
    _ = inner
  }
}

extension View {
  /// Adds space around the view.
  /// - Parameters:
  ///   - edges: The edges to pad.
  ///   - length: The space; 16 when `nil`.
  /// - Returns: The modified view.
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
    let length = length ?? 16
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0,
        trailing: edges.contains(.trailing) ? length : 0))
  }

  /// Adds the same space on every edge.
  /// - Parameter length: The space.
  /// - Returns: The modified view.
  public func padding(_ length: Double) -> some View { padding(.all, length) }

  /// Adds space around the view.
  /// - Parameter insets: The space on each edge.
  /// - Returns: The modified view.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(WrappingViewModifier(wrapper: .padding(insets), background: nil))
  }

  /// Gives the view a fixed width, height, or both.
  /// - Parameters:
  ///   - width: The width; the content's when `nil`.
  ///   - height: The height; the content's when `nil`.
  ///   - alignment: Where the content sits.
  /// - Returns: The modified view.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      WrappingViewModifier(
        wrapper: .frame(width: width, height: height, maxWidth: nil, maxHeight: nil, alignment),
        background: nil))
  }

  /// Lets the view grow (with `.infinity`) or bounds it.
  /// - Parameters:
  ///   - minWidth: Ignored (kept for SwiftUI's signature).
  ///   - idealWidth: Ignored.
  ///   - maxWidth: The largest width; `.infinity` takes what is offered.
  ///   - minHeight: Ignored.
  ///   - idealHeight: Ignored.
  ///   - maxHeight: The largest height; `.infinity` takes what is offered.
  ///   - alignment: Where the content sits.
  /// - Returns: The modified view.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      WrappingViewModifier(
        wrapper: .frame(
          width: nil, height: nil, maxWidth: maxWidth, maxHeight: maxHeight, alignment),
        background: nil))
  }

  /// Draws a view behind this one, as large as this one.
  /// - Parameters:
  ///   - alignment: Where the background sits.
  ///   - content: The background.
  /// - Returns: The modified view.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(WrappingViewModifier(wrapper: .background, background: content()))
  }

  /// Fills the space behind this view with a style.
  /// - Parameter style: The style (a colour).
  /// - Returns: The modified view.
  public func background<S: ShapeStyle>(_ style: S) -> some View {
    modifier(WrappingViewModifier(wrapper: .background, background: style as? Color))
  }

  /// Hides the view; it keeps its place in the layout.
  /// - Returns: The modified view.
  public func hidden() -> some View {
    modifier(WrappingViewModifier(wrapper: .hidden, background: nil))
  }
}
