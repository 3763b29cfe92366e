public import Foundation

/// Shows a region of a larger content area: UIScrollView's role.
///
/// ``contentOffset`` is always clamped to the scrollable range, from zero to
/// ``contentSize`` minus the bounds size. Scrolling flags layout (subclasses such as
/// lists lay out what became visible).
///
/// ```swift
/// scroll.contentSize = Size(width: 390, height: 2_000)
/// scroll.scroll(to: Point(x: 0, y: 500))
/// ```
@preconcurrency @MainActor
open class ScrollView: View {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(ScrollView.self, []) }

  /// The size of the scrollable content; a change re-clamps the offset.
  public var contentSize: Size = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      contentOffset = clamped(contentOffset)
      setNeedsLayout()
    }
  }

  /// The top-left point of the content shown at the top-left of the bounds, clamped.
  public var contentOffset: Point = .zero {
    didSet {
      let clampedOffset = clamped(contentOffset)
      if clampedOffset != contentOffset { contentOffset = clampedOffset }
      if contentOffset != oldValue {
        setNeedsLayout()
        invalidate(.display)
      }
    }
  }

  /// The largest offset: content size minus bounds size, never negative.
  public var maximumContentOffset: Point {
    Point(
      x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
  }

  /// Creates a scroll view.
  /// - Parameter frame: The initial frame.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// Scrolls as a user would, clamped to the content.
  /// - Parameter offset: The requested offset.
  public func scroll(to offset: Point) {
    contentOffset = offset
  }

  /// The part of the content currently visible, in content coordinates.
  public var visibleContentRect: Rect {
    Rect(origin: contentOffset, size: bounds.size)
  }

  private func clamped(_ offset: Point) -> Point {
    let maximum = maximumContentOffset
    return Point(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y))
  }

  /// Re-clamps the offset to the current bounds (a size change lays the view out).
  open override func layoutSubviews() {
    let clampedOffset = clamped(contentOffset)
    if clampedOffset != contentOffset { contentOffset = clampedOffset }
  }

  /// Content size and offset.
  open override var treeDetails: [String] {
    [
      "contentSize=\(contentSize.compactDescription)",
      "contentOffset=\(contentOffset.compactDescription)",
    ]
  }
}
