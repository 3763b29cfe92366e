import HeadlessKit

/// A navigation bar over its root view, as SwiftUI's `NavigationStack`; the title comes from
/// the `navigationTitle(_:)` of a view inside it.
///
/// ```swift
/// NavigationStack {
///   List(items) { Text($0.name) }
///     .navigationTitle("Items")
/// }
/// ```
nonisolated public struct NavigationStack<Root: View>: View {
  let root: Root

  /// Creates a stack showing `root`.
  /// - Parameter root: The root view.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// A primitive view.
  public typealias Body = Never
}

/// A navigation bar over its content, as SwiftUI's older `NavigationView`.
public typealias NavigationView = NavigationStack

@MainActor
extension NavigationStack: RenderedView {
  func makePlatformView() -> HeadlessKit.View { NavigationStackView(frame: .zero) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let stack = platformView as? NavigationStackView else { return }
    // Read in the declaring body's scope: a push or a pop re-evaluates it.
    let path = stack.path.value
    stack.showTopLevel(depth: path.count)
    var element = element
    element.environment.isInNavigationStack = true
    if let top = path.last {
      stack.reconcileContent(top.id(path.count), element: element)
    } else {
      stack.reconcileContent(root, element: element)
    }
  }
}

/// The HeadlessKit view of a `NavigationStack`: a bar with the title, the content below.
final class NavigationStackView: ContentContainerView, LaidOutView {
  let bar = HeadlessKit.View()
  let titleLabel = HeadlessKit.Label()
  let backButton = HeadlessKit.Button(title: "Back")
  /// The destinations pushed over the root, observable so that pushes re-evaluate the body
  /// that declared the stack.
  let path = StateBox<[AnyView]>([])
  /// The title each level asked for, by depth.
  private var titles: [Int: String] = [:]
  private var depth = 0

  override var contentOffset: Int { 1 }

  override init(frame: Rect) {
    super.init(frame: frame)
    bar.backgroundColor = HeadlessKit.Color(named: "systemGray6")
    bar.identifier = "navigationBar"
    titleLabel.font = HeadlessKit.Font.preferredFont(forTextStyle: .headline)
    titleLabel.identifier = "navigationTitle"
    bar.addSubview(titleLabel)
    backButton.identifier = "backButton"
    backButton.isHidden = true
    backButton.addAction { [unowned self] in self.pop() }
    bar.addSubview(backButton)
    addSubview(bar)
  }

  /// Shows `title` in the bar while the current level is shown.
  func setTitle(_ title: String) {
    titles[depth] = title
    if titleLabel.text != title { titleLabel.text = title }
  }

  /// The destinations `navigationDestination(for:destination:)` registered, by value type.
  var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]

  /// Pushes a destination.
  func push(_ destination: AnyView) { path.value.append(destination) }

  /// Pushes the destination registered for `value`'s type; nothing when none is.
  func push(value: Any) {
    guard let destination = destinations[ObjectIdentifier(type(of: value))] else { return }
    push(destination(value))
  }

  /// Pops the top destination.
  func pop() {
    if !path.value.isEmpty { path.value.removeLast() }
  }

  /// Shows the bar of the level at `depth`.
  func showTopLevel(depth: Int) {
    self.depth = depth
    titles = titles.filter { $0.key <= depth }
    let title = titles[depth] ?? ""
    if titleLabel.text != title { titleLabel.text = title }
    if backButton.isHidden != (depth == 0) { backButton.isHidden = depth == 0 }
  }

  /// The nearest navigation stack above `view`.
  static func nearest(above view: HeadlessKit.View) -> NavigationStackView? {
    var current = view.superview
    while let candidate = current {
      if let stack = candidate as? NavigationStackView { return stack }
      current = candidate.superview
    }
    return nil
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? 390, height: proposal.height ?? 844)
  }

  func isFlexible(along axis: Axis) -> Bool { true }

  override func layoutSubviews() {
    super.layoutSubviews()
    let barHeight = NavigationController.barHeight
    bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
    let titleSize = titleLabel.intrinsicContentSize
    titleLabel.frame = Rect(
      x: (bounds.width - titleSize.width) / 2, y: (barHeight - titleSize.height) / 2,
      width: titleSize.width, height: titleSize.height)
    let backSize = backButton.intrinsicContentSize
    backButton.frame = Rect(
      x: 8, y: (barHeight - backSize.height) / 2, width: backSize.width, height: backSize.height)
    let content = Rect(
      x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
    SwiftUILayout.placeVertically(Array(contentViews), in: content, spacing: 0)
  }

  override var treeDetails: [String] { ["NavigationStack"] }
}

/// A button that pushes a destination onto the enclosing `NavigationStack`, as SwiftUI's
/// `NavigationLink`; drawn by a HeadlessKit button titled with the label's text.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination?
  var pushedValue: AnyHashable?

  /// A link with a custom label.
  /// - Parameters:
  ///   - destination: The view pushed.
  ///   - label: The label.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A link whose destination is built now and pushed when it is tapped.
  /// - Parameters:
  ///   - destination: The view pushed.
  ///   - label: The label.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
  }

  /// The link, as a button.
  public var body: some View {
    _NavigationLinkButton(
      label: label, destination: destination.map { AnyView($0) }, value: pushedValue)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a string.
  /// - Parameters:
  ///   - title: The title.
  ///   - destination: The view pushed.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled with a localized string.
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - destination: The view pushed.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

/// The button a `NavigationLink` draws.
struct _NavigationLinkButton<Label: View>: View, RenderedView {
  let label: Label
  let destination: AnyView?
  let value: AnyHashable?
  typealias Body = Never

  func makePlatformView() -> HeadlessKit.View { ActionButton(frame: .zero) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let button = platformView as? ActionButton else { return }
    let destination = self.destination
    let value = self.value
    let source = Button(action: { [weak button] in
      guard let button, let stack = NavigationStackView.nearest(above: button) else { return }
      if let destination {
        stack.push(destination)
      } else if let value {
        stack.push(value: value.base)
      }
    }) { label }
    source.update(button, element: element)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes a value; the enclosing stack's `navigationDestination(for:)` for
  /// the value's type makes the view.
  /// - Parameters:
  ///   - value: The value; a link with `nil` does nothing.
  ///   - label: The label.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
    pushedValue = value
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link titled with a string that pushes a value.
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension View {
  /// The view the enclosing `NavigationStack` pushes for a `NavigationLink(value:)` whose
  /// value is a `D`.
  /// - Parameters:
  ///   - data: The value type.
  ///   - destination: Makes the view for a value.
  /// - Returns: The modified view.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let make: (Any) -> AnyView = { value in AnyView(destination(value as! D)) }
    return modifier(
      AttachingModifier(attachment: .navigationDestination(ObjectIdentifier(D.self), make)))
  }
}
