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
    (platformView as? NavigationStackView)?.reconcileContent(root, element: element)
  }
}

/// The HeadlessKit view of a `NavigationStack`: a bar with the title, the content below.
final class NavigationStackView: ContentContainerView, LaidOutView {
  let bar = HeadlessKit.View()
  let titleLabel = HeadlessKit.Label()

  override var contentOffset: Int { 1 }

  override init(frame: Rect) {
    super.init(frame: frame)
    bar.backgroundColor = HeadlessKit.Color(named: "systemGray6")
    bar.identifier = "navigationBar"
    titleLabel.font = HeadlessKit.Font.preferredFont(forTextStyle: .headline)
    titleLabel.identifier = "navigationTitle"
    bar.addSubview(titleLabel)
    addSubview(bar)
  }

  /// Shows `title` in the bar.
  func setTitle(_ title: String) {
    if titleLabel.text != title { titleLabel.text = title }
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
    let content = Rect(
      x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
    SwiftUILayout.placeVertically(Array(contentViews), in: content, spacing: 0)
  }

  override var treeDetails: [String] { ["NavigationStack"] }
}
