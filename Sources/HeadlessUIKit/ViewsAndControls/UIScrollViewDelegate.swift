public import HeadlessKit

/// What a scroll view tells about its scrolling and zooming, as UIKit's
/// `UIScrollViewDelegate`; every method is optional, as in UIKit. `UITableViewDelegate`
/// and `UICollectionViewDelegate` inherit it, as in UIKit, so a table's delegate hears
/// ``scrollViewDidScroll(_:)`` when the table scrolls. There are no fingers dragging and
/// no deceleration here: the dragging, deceleration and zooming messages are never sent
/// by HeadlessUIKit's views, and their defaults do nothing.
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed, as UIKit's `scrollViewDidScroll(_:)`: sent at the
  /// layout after the change.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user is about to drag, as UIKit's `scrollViewWillBeginDragging(_:)`.
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifted after a drag, as UIKit's
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - velocity: The velocity at the lift, in points per millisecond.
  ///   - targetContentOffset: Where scrolling will stop; the delegate may change it.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// A drag ended, as UIKit's `scrollViewDidEndDragging(_:willDecelerate:)`.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether scrolling goes on.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Scrolling starts to slow down, as UIKit's `scrollViewWillBeginDecelerating(_:)`.
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Scrolling stopped after slowing down, as UIKit's `scrollViewDidEndDecelerating(_:)`.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated scroll ended, as UIKit's `scrollViewDidEndScrollingAnimation(_:)`: sent
  /// after `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)`.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view zooming scales, as UIKit's `viewForZooming(in:)`; none by default.
  /// - Parameter scrollView: The scroll view.
  /// - Returns: The view, or `nil` for no zooming.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Zooming is about to start, as UIKit's `scrollViewWillBeginZooming(_:with:)`.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view to zoom.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// Zooming ended, as UIKit's `scrollViewDidEndZooming(_:with:atScale:)`.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The zoomed view.
  ///   - scale: The final scale.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// The zoom scale changed, as UIKit's `scrollViewDidZoom(_:)`: sent by
  /// `setZoomScale(_:animated:)`.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Whether a tap on the status bar scrolls to the top, as UIKit's
  /// `scrollViewShouldScrollToTop(_:)`; `true` by default (there is no status bar here).
  /// - Parameter scrollView: The scroll view.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// A scroll to the top ended, as UIKit's `scrollViewDidScrollToTop(_:)`.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The adjusted content inset changed, as UIKit's
  /// `scrollViewDidChangeAdjustedContentInset(_:)`: sent when `contentInset` changes.
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - velocity: The velocity.
  ///   - targetContentOffset: Where scrolling will stop.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether scrolling goes on.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view zooms.
  /// - Parameter scrollView: The scroll view.
  /// - Returns: `nil`.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view to zoom.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The zoomed view.
  ///   - scale: The final scale.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Does nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Scrolls to the top.
  /// - Parameter scrollView: The scroll view.
  /// - Returns: `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
