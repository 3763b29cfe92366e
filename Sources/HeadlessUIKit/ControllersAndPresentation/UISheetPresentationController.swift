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

  /// Runs `changes` at once: nothing animates headlessly.
  /// - Parameter changes: The changes to the sheet.
  public func animateChanges(_ changes: () -> Void) { changes() }

  var pendingSelection: Detent?

  override init(presentedViewController: UIViewController) {
    super.init(presentedViewController: presentedViewController)
  }
}
