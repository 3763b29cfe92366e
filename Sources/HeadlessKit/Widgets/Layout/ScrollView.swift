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
      // Set in code, the size is what the content guide takes where nothing else
      // decides it.
      if let contentGuide {
        contentGuide.scrollSize = contentSize
        if !isTakingGuideSize { setNeedsConstraintSolve() }
      }
    }
  }

  /// ``contentLayoutGuide`` and ``frameLayoutGuide``, once asked for.
  private var contentGuide: LayoutGuide?
  private var frameGuide: LayoutGuide?
  /// Set while the content guide's solved size becomes ``contentSize``.
  private var isTakingGuideSize = false

  /// The scrollable content's rectangle, as UIKit's `contentLayoutGuide`: its leading
  /// and top edges are the content's origin, and its size is the ``contentSize``.
  ///
  /// Constrain the content's edges to it, and the size those constraints give becomes
  /// ``contentSize`` at each layout; where they leave the size free, the guide takes the
  /// ``contentSize`` set in code. Pair it with ``frameLayoutGuide``'s width to scroll one
  /// way only.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
  public var contentLayoutGuide: LayoutGuide {
    if let contentGuide { return contentGuide }
    let guide = LayoutGuide(role: .scrollContent, owningView: self)
    guide.scrollSize = contentSize
    guide.sizeWasPlaced = { [unowned self] size in self.contentGuideWasPlaced(size) }
    contentGuide = guide
    return guide
  }

  /// The scroll view's own frame, as UIKit's `frameLayoutGuide`: as large as the scroll
  /// view and fixed while the content scrolls, so a view pinned to it stays in place.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
  public var frameLayoutGuide: LayoutGuide {
    if let frameGuide { return frameGuide }
    let guide = LayoutGuide(role: .scrollFrame, owningView: self)
    guide.scrollOffset = contentOffset
    frameGuide = guide
    return guide
  }

  /// The layout engine placed ``contentLayoutGuide``: its size becomes the content size.
  private func contentGuideWasPlaced(_ size: Size) {
    guard size != contentSize else { return }
    isTakingGuideSize = true
    contentSize = size
    isTakingGuideSize = false
  }

  /// The top-left point of the content shown at the top-left of the bounds, clamped.
  public var contentOffset: Point = .zero {
    didSet {
      let clampedOffset = clamped(contentOffset)
      if clampedOffset != contentOffset { contentOffset = clampedOffset }
      if contentOffset != oldValue {
        setNeedsLayout()
        invalidate(.display)
        // The frame guide stays where the scroll view is.
        if let frameGuide {
          frameGuide.scrollOffset = contentOffset
          setNeedsConstraintSolve()
        }
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
