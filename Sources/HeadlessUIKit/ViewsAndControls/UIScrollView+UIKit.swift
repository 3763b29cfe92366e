public import HeadlessKit

/// UIKit's scroll view state a HeadlessKit `ScrollView` does not keep itself.
@MainActor
final class ScrollUIKitState {
  var contentInset = UIEdgeInsets.zero
  var contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
  var isScrollEnabled = true
  var isPagingEnabled = false
  var bounces = true
  var alwaysBounceVertical = false
  var alwaysBounceHorizontal = false
  var showsVerticalScrollIndicator = true
  var showsHorizontalScrollIndicator = true
  var scrollsToTop = true
  var isDirectionalLockEnabled = false
  var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
  var decelerationRate = UIScrollView.DecelerationRate.normal
  var minimumZoomScale: CGFloat = 1
  var maximumZoomScale: CGFloat = 1
  var zoomScale: CGFloat = 1

  static func of(_ view: ScrollView) -> ScrollUIKitState {
    attachment(in: &view.attachments, ScrollUIKitState.init)
  }

  static func existing(_ view: ScrollView) -> ScrollUIKitState? {
    view.attachments[ObjectIdentifier(ScrollUIKitState.self)] as? ScrollUIKitState
  }
}

extension ScrollView {
  /// How the content inset is adjusted for the safe area, as UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// UIKit's choice.
    case automatic = 0
    /// Adjusted on scrollable axes.
    case scrollableAxes = 1
    /// Never adjusted.
    case never = 2
    /// Always adjusted.
    case always = 3
  }

  /// How the keyboard is dismissed by dragging, as UIKit's
  /// `UIScrollView.KeyboardDismissMode` (kept: there is no keyboard here).
  public enum KeyboardDismissMode: Int, Sendable {
    /// Not dismissed.
    case none = 0
    /// Dismissed when a drag begins.
    case onDrag = 1
    /// Follows the drag.
    case interactive = 2
    /// Dismissed when a drag begins, unless it is a tap.
    case onDragWithAccessory = 3
    /// Follows the drag, with the accessory.
    case interactiveWithAccessory = 4
  }

  /// How fast scrolling slows down, as UIKit's `UIScrollView.DecelerationRate` (kept:
  /// nothing decelerates here).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The rate.
    public var rawValue: CGFloat
    /// Creates a rate.
    /// - Parameter rawValue: The rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The default rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A quick stop, 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// Space around the content, as UIKit's `contentInset`: kept, and reported as
  /// ``adjustedContentInset`` (there is no safe area to add); a change tells a table's
  /// delegate `scrollViewDidChangeAdjustedContentInset(_:)`.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  public var contentInset: UIEdgeInsets {
    get { ScrollUIKitState.existing(self)?.contentInset ?? .zero }
    set {
      let state = ScrollUIKitState.of(self)
      guard state.contentInset != newValue else { return }
      state.contentInset = newValue
      if let table = self as? UITableView {
        table.delegate?.scrollViewDidChangeAdjustedContentInset(table)
      }
    }
  }

  /// The inset the content really has, as UIKit's `adjustedContentInset`:
  /// ``contentInset`` here.
  public var adjustedContentInset: UIEdgeInsets { contentInset }

  /// How the inset is adjusted, as UIKit's `contentInsetAdjustmentBehavior` (kept).
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { ScrollUIKitState.existing(self)?.contentInsetAdjustmentBehavior ?? .automatic }
    set { ScrollUIKitState.of(self).contentInsetAdjustmentBehavior = newValue }
  }

  /// Scrolls to an offset, as UIKit's `setContentOffset(_:animated:)`: at once (nothing
  /// animates here); an animated scroll then tells a table's delegate
  /// `scrollViewDidEndScrollingAnimation(_:)`, as UIKit does when the animation ends.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  /// - Parameters:
  ///   - contentOffset: The offset, clamped to the content.
  ///   - animated: Whether it would animate on iOS.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
    if animated, let table = self as? UITableView {
      table.layoutIfNeeded()  // the delegate hears of the scroll first, as in UIKit
      table.delegate?.scrollViewDidEndScrollingAnimation(table)
    } else if animated, let collection = self as? UICollectionView {
      collection.layoutIfNeeded()
      collection.delegate?.scrollViewDidEndScrollingAnimation(collection)
    }
  }

  /// Scrolls just enough to show a rectangle of the content, as UIKit's
  /// `scrollRectToVisible(_:animated:)`; nothing happens when it is visible already.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
  /// - Parameters:
  ///   - rect: The rectangle, in the content's coordinates.
  ///   - animated: Whether it would animate on iOS.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let size = bounds.size
    if rect.minY < offset.y {
      offset.y = rect.minY
    } else if rect.maxY > offset.y + size.height {
      offset.y = min(rect.minY, rect.maxY - size.height)
    }
    if rect.minX < offset.x {
      offset.x = rect.minX
    } else if rect.maxX > offset.x + size.width {
      offset.x = min(rect.minX, rect.maxX - size.width)
    }
    guard offset != contentOffset else { return }
    setContentOffset(offset, animated: animated)
  }

  /// Whether the user may scroll, as UIKit's `isScrollEnabled` (kept: `TestHost` scrolls
  /// by setting the offset).
  public var isScrollEnabled: Bool {
    get { ScrollUIKitState.existing(self)?.isScrollEnabled ?? true }
    set { ScrollUIKitState.of(self).isScrollEnabled = newValue }
  }
  /// Whether scrolling stops on pages, as UIKit's `isPagingEnabled` (kept).
  public var isPagingEnabled: Bool {
    get { ScrollUIKitState.existing(self)?.isPagingEnabled ?? false }
    set { ScrollUIKitState.of(self).isPagingEnabled = newValue }
  }
  /// Whether scrolling bounces past the edges, as UIKit's `bounces` (kept: offsets are
  /// clamped).
  public var bounces: Bool {
    get { ScrollUIKitState.existing(self)?.bounces ?? true }
    set { ScrollUIKitState.of(self).bounces = newValue }
  }
  /// Whether it bounces vertically with short content, as UIKit's `alwaysBounceVertical`
  /// (kept).
  public var alwaysBounceVertical: Bool {
    get { ScrollUIKitState.existing(self)?.alwaysBounceVertical ?? false }
    set { ScrollUIKitState.of(self).alwaysBounceVertical = newValue }
  }
  /// Whether it bounces horizontally with narrow content, as UIKit's
  /// `alwaysBounceHorizontal` (kept).
  public var alwaysBounceHorizontal: Bool {
    get { ScrollUIKitState.existing(self)?.alwaysBounceHorizontal ?? false }
    set { ScrollUIKitState.of(self).alwaysBounceHorizontal = newValue }
  }
  /// Whether the vertical indicator shows, as UIKit's `showsVerticalScrollIndicator`
  /// (kept: pictures draw no indicators).
  public var showsVerticalScrollIndicator: Bool {
    get { ScrollUIKitState.existing(self)?.showsVerticalScrollIndicator ?? true }
    set { ScrollUIKitState.of(self).showsVerticalScrollIndicator = newValue }
  }
  /// Whether the horizontal indicator shows, as UIKit's `showsHorizontalScrollIndicator`
  /// (kept: pictures draw no indicators).
  public var showsHorizontalScrollIndicator: Bool {
    get { ScrollUIKitState.existing(self)?.showsHorizontalScrollIndicator ?? true }
    set { ScrollUIKitState.of(self).showsHorizontalScrollIndicator = newValue }
  }
  /// Whether a status-bar tap scrolls to the top, as UIKit's `scrollsToTop` (kept: there
  /// is no status bar).
  public var scrollsToTop: Bool {
    get { ScrollUIKitState.existing(self)?.scrollsToTop ?? true }
    set { ScrollUIKitState.of(self).scrollsToTop = newValue }
  }
  /// Whether a drag scrolls along one axis, as UIKit's `isDirectionalLockEnabled` (kept).
  public var isDirectionalLockEnabled: Bool {
    get { ScrollUIKitState.existing(self)?.isDirectionalLockEnabled ?? false }
    set { ScrollUIKitState.of(self).isDirectionalLockEnabled = newValue }
  }
  /// How dragging dismisses the keyboard, as UIKit's `keyboardDismissMode` (kept).
  public var keyboardDismissMode: KeyboardDismissMode {
    get { ScrollUIKitState.existing(self)?.keyboardDismissMode ?? .none }
    set { ScrollUIKitState.of(self).keyboardDismissMode = newValue }
  }
  /// How fast scrolling slows down, as UIKit's `decelerationRate` (kept).
  public var decelerationRate: DecelerationRate {
    get { ScrollUIKitState.existing(self)?.decelerationRate ?? .normal }
    set { ScrollUIKitState.of(self).decelerationRate = newValue }
  }
  /// Whether a finger is down, as UIKit's `isTracking`: never, headlessly.
  public var isTracking: Bool { false }
  /// Whether the user is dragging, as UIKit's `isDragging`: never, headlessly.
  public var isDragging: Bool { false }
  /// Whether scrolling is slowing down, as UIKit's `isDecelerating`: never, headlessly.
  public var isDecelerating: Bool { false }
  /// The smallest zoom scale, as UIKit's `minimumZoomScale`; 1 by default.
  public var minimumZoomScale: CGFloat {
    get { ScrollUIKitState.existing(self)?.minimumZoomScale ?? 1 }
    set { ScrollUIKitState.of(self).minimumZoomScale = newValue }
  }
  /// The largest zoom scale, as UIKit's `maximumZoomScale`; 1 by default.
  public var maximumZoomScale: CGFloat {
    get { ScrollUIKitState.existing(self)?.maximumZoomScale ?? 1 }
    set { ScrollUIKitState.of(self).maximumZoomScale = newValue }
  }
  /// The zoom scale, as UIKit's `zoomScale`: clamped to the minimum and maximum; kept
  /// (pictures do not scale the zoomed view).
  public var zoomScale: CGFloat {
    get { ScrollUIKitState.existing(self)?.zoomScale ?? 1 }
    set { setZoomScale(newValue, animated: false) }
  }
  /// Sets the zoom scale, as UIKit's `setZoomScale(_:animated:)`: clamped; a change tells
  /// a table's delegate `scrollViewDidZoom(_:)`.
  /// - Parameters:
  ///   - scale: The scale.
  ///   - animated: Ignored: nothing animates here.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    let state = ScrollUIKitState.of(self)
    let clamped = min(max(scale, state.minimumZoomScale), state.maximumZoomScale)
    guard clamped != state.zoomScale else { return }
    state.zoomScale = clamped
    if let table = self as? UITableView { table.delegate?.scrollViewDidZoom(table) }
  }
}
