import HeadlessKit
/// A sheet's settings, as UIKit's `UISheetPresentationController`: the detents the sheet
/// can rest at, the one it rests at, and the grabber.
@preconcurrency @MainActor
public final class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet can rest at; `[.large()]` by default. Read when the sheet is
  /// presented.
  public var detents: [Detent] = [.large()]

  /// Whether the sheet shows a grabber; `false` by default, as in UIKit. Kept for code
  /// written against UIKit; HeadlessKit's pictures always draw the grabber.
  public var prefersGrabberVisible = false

  /// The detent the sheet rests at, as UIKit's `selectedDetentIdentifier`: `nil` means the
  /// smallest. Setting it before presentation picks where the sheet starts; on screen it
  /// moves the sheet (an identifier the sheet's detents lack is reported and ignored).
  public var selectedDetentIdentifier: Detent.Identifier? {
    get {
      if let controller = presentedWeak, controller.presentingController != nil {
        return controller.selectedDetent.map { Detent($0).identifier }
      }
      return pendingSelection?.identifier
    }
    set {
      let detent = newValue.map { Detent($0 == .medium ? .medium : .large) }
      if let controller = presentedWeak, controller.presentingController != nil {
        controller.selectedDetent = detent?.detent
      } else {
        pendingSelection = detent
      }
    }
  }

  /// The sheet's corner radius, as UIKit's `preferredCornerRadius`; `nil` for the
  /// system's (kept: pictures draw the system's).
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredcornerradius
  public var preferredCornerRadius: CGFloat?

  /// The largest detent at which the presenter is not dimmed, as UIKit's
  /// `largestUndimmedDetentIdentifier`; `nil` dims at every detent (kept: pictures do not
  /// dim).
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier
  public var largestUndimmedDetentIdentifier: Detent.Identifier?

  /// Whether scrolling the sheet's content to its edge grows the sheet, as UIKit's
  /// `prefersScrollingExpandsWhenScrolledToEdge`; `true` by default (kept).
  public var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether the sheet attaches to the bottom edge in compact height, as UIKit's
  /// `prefersEdgeAttachedInCompactHeight`; `false` by default (kept).
  public var prefersEdgeAttachedInCompactHeight = false

  /// Whether an edge-attached sheet takes its content's preferred width, as UIKit's
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached`; `false` by default (kept).
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// Whether the sheet's presenter shrinks behind it, as UIKit's
  /// `prefersPageSizing`; `true` by default (kept).
  public var prefersPageSizing = true

  /// Asks the sheet to measure its detents again, as UIKit's `invalidateDetents()`:
  /// nothing to do here, where detents have fixed heights.
  public func invalidateDetents() {}

  /// Runs `changes` at once: nothing animates headlessly.
  /// - Parameter changes: The changes to the sheet.
  public func animateChanges(_ changes: () -> Void) { changes() }

  var pendingSelection: Detent?

  override init(presentedViewController: UIViewController) {
    super.init(presentedViewController: presentedViewController)
  }
}
