import HeadlessKit

/// Space that grows along its stack's axis, as SwiftUI's `Spacer`.
nonisolated public struct Spacer: View, Equatable {
  /// The length it never shrinks below.
  public var minLength: Double?

  /// Creates a spacer.
  /// - Parameter minLength: The length it never shrinks below; 8 when `nil`.
  public init(minLength: Double? = nil) { self.minLength = minLength }

  /// A primitive view.
  public typealias Body = Never
}

@MainActor
extension Spacer: RenderedView {
  func makePlatformView() -> HeadlessKit.View { SpacerView() }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    (platformView as? SpacerView)?.minLength = minLength ?? SwiftUILayout.defaultSpacing
  }
}

/// The HeadlessKit view of a `Spacer`: flexible along its stack's axis (both outside one).
final class SpacerView: HeadlessKit.View, LaidOutView {
  var minLength = SwiftUILayout.defaultSpacing

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
  }

  func isFlexible(along axis: Axis) -> Bool {
    guard let stack = superview as? StackContainerView else { return true }
    return stack.axis == axis
  }
}

/// A thin line across its stack, as SwiftUI's `Divider`.
nonisolated public struct Divider: View, Equatable {
  /// Creates a divider.
  public init() {}
  /// A primitive view.
  public typealias Body = Never
}

@MainActor
extension Divider: RenderedView {
  func makePlatformView() -> HeadlessKit.View {
    let line = DividerView()
    line.backgroundColor = HeadlessKit.Color(named: "separator")
    return line
  }

  func update(_ platformView: HeadlessKit.View, element: Element) {}
}

/// The HeadlessKit view of a `Divider`: one point thick, as long as its stack is wide.
final class DividerView: HeadlessKit.View, LaidOutView {
  private var lineAxis: Axis {
    (superview as? StackContainerView)?.axis == .horizontal ? .vertical : .horizontal
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    lineAxis == .horizontal
      ? Size(width: proposal.width ?? 0, height: 1) : Size(width: 1, height: proposal.height ?? 0)
  }

  func isFlexible(along axis: Axis) -> Bool { axis == lineAxis }
}
