import HeadlessKit
/// A sheet's settings, as UIKit's `UISheetPresentationController`: the detents the sheet
/// can rest at, the one it rests at, and the grabber.
@preconcurrency @MainActor
public final class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet can rest at, as UIKit's `detents`; `[.large()]` by default.
  /// Set while the sheet is on screen (in `animateChanges(_:)` or not), the sheet takes
  /// the new detents at its next layout.
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
  public var detents: [Detent] = [.large()] {
    didSet {
      if let controller = presentedWeak, controller.presentingController != nil {
        controller.replaceSheetDetents(detents.map(\.detent))
        controller.largestUndimmedDetent = undimmedDetent
      }
    }
  }

  /// Whether the sheet shows a grabber; `false` by default, as in UIKit. Kept for code
  /// written against UIKit; HeadlessKit's pictures always draw the grabber.
  public var prefersGrabberVisible = false

  /// The identifier of the detent last selected, as UIKit's `selectedDetentIdentifier`:
  /// `nil` by default, which rests the sheet at the smallest of its active detents.
  /// Setting it before presentation picks where the sheet starts; on screen it moves the
  /// sheet at the next layout (an identifier the sheet's detents lack is reported and
  /// ignored).
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
  public var selectedDetentIdentifier: Detent.Identifier? {
    get {
      if let controller = presentedWeak, controller.presentingController != nil {
        return controller.chosenDetent.map { Detent.Identifier(coreName: $0.name) }
      }
      return pendingSelection
    }
    set {
      if let controller = presentedWeak, controller.presentingController != nil {
        guard let newValue else { return }
        controller.selectedDetent = newValue.coreDetent(among: detents)
      } else {
        pendingSelection = newValue
      }
    }
  }

  /// The sheet's corner radius, as UIKit's `preferredCornerRadius`; `nil` for the
  /// system's (kept: pictures draw the system's).
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredcornerradius
  public var preferredCornerRadius: CGFloat?

  /// The largest detent that leaves the screen beneath the sheet undimmed, as UIKit's
  /// `largestUndimmedDetentIdentifier`: `nil` (the default) dims it at every detent;
  /// otherwise pictures draw no dimming while the sheet rests at a detent no taller than
  /// this one.
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier
  public var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { presentedWeak?.largestUndimmedDetent = undimmedDetent }
  }

  /// HeadlessKit's detent for ``largestUndimmedDetentIdentifier``.
  var undimmedDetent: HeadlessKit.Detent? {
    guard let identifier = largestUndimmedDetentIdentifier else { return nil }
    return detents.first { $0.identifier == identifier }?.detent
      ?? (identifier == .medium ? .medium : identifier == .large ? .large : nil)
  }

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

  /// Asks the sheet to resolve its detents again, as UIKit's `invalidateDetents()`: after
  /// a change a custom detent's resolver reads, the sheet takes the new heights at its
  /// window's next layout. (A resolver's reads of `@Observable` state are tracked too: a
  /// change to them lays the window out again without this call.)
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/invalidatedetents()
  public func invalidateDetents() {
    presentedWeak?.viewIfLoaded?.window?.setNeedsLayout()
  }

  /// Runs `changes` at once: nothing animates headlessly.
  /// - Parameter changes: The changes to the sheet.
  public func animateChanges(_ changes: () -> Void) { changes() }

  /// The identifier set before presentation.
  var pendingSelection: Detent.Identifier?

  override init(presentedViewController: UIViewController) {
    super.init(presentedViewController: presentedViewController)
  }
}
