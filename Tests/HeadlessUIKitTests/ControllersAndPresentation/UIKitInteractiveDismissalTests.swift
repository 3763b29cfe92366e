import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A person swiping a sheet away, and the presentation controller's delegate:
// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
// (the dismissal messages follow a person's swipe, never a programmatic dismissal;
// `presentationControllerDidAttemptToDismiss(_:)` when `isModalInPresentation` or
// `presentationControllerShouldDismiss(_:)` refuses) and
// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation

/// An edit screen in a navigation controller, presented as a sheet, as public code
/// writes it: it refuses to be swiped away while there are unsaved changes.
private final class EditController: UIViewController, UIAdaptivePresentationControllerDelegate {
  var hasChanges = false
  var asksToConfirm = false
  var events: [String] = []

  override var isModalInPresentation: Bool {
    get { hasChanges }
    set {}
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.presentationController?.delegate = self
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    events.append("should")
    return !asksToConfirm
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    events.append("will")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    events.append("did")
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    events.append("attempted")
  }
}

@MainActor
@Suite struct UIKitInteractiveDismissalTests {
  @Test func aSwipeDismissesASheetAndTellsTheDelegate() {
    let host = TestHost()
    let root = UIViewController()
    host.show(root)
    let edit = EditController()
    let navigation = UINavigationController(rootViewController: edit)
    root.present(navigation, animated: true)
    host.flush()
    #expect(navigation.presentationController is UISheetPresentationController)
    #expect(edit.presentationController === navigation.presentationController)

    #expect(host.swipeDownSheet())
    #expect(edit.events == ["should", "will", "did"])
    #expect(root.presentedViewController == nil)
  }

  @Test func anEditScreenWithChangesRefusesAndHearsTheAttempt() {
    let host = TestHost()
    let root = UIViewController()
    host.show(root)
    let edit = EditController()
    let navigation = UINavigationController(rootViewController: edit)
    root.present(navigation, animated: true)
    host.flush()

    edit.hasChanges = true
    #expect(!host.swipeDownSheet())
    #expect(edit.events == ["attempted"])
    #expect(root.presentedViewController === navigation)

    edit.hasChanges = false
    edit.asksToConfirm = true
    edit.events = []
    #expect(!host.swipeDownSheet())
    #expect(edit.events == ["should", "attempted"])
    #expect(root.presentedViewController === navigation)

    // A programmatic dismissal tells the delegate nothing.
    edit.events = []
    root.dismiss(animated: true)
    host.flush()
    #expect(edit.events.isEmpty)
    #expect(root.presentedViewController == nil)
  }

  @Test func aFullScreenPresentationCannotBeSwipedAway() {
    let host = TestHost()
    let root = UIViewController()
    host.show(root)
    let cover = UIViewController()
    cover.modalPresentationStyle = .overFullScreen
    #expect(cover.sheetPresentationController == nil)
    root.present(cover, animated: true)
    host.flush()
    #expect(!host.swipeDownSheet())
    #expect(root.presentedViewController === cover)
  }

  /// Apple: in a compact environment a popover behaves as a form sheet
  /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover).
  @Test func aPopoverKeepsItsAnchorAndShowsAsASheetOnAPhone() {
    let host = TestHost()
    let root = UIViewController()
    host.show(root)
    let button = UIButton(type: .system)
    root.view.addSubview(button)
    let menu = UIViewController()
    menu.modalPresentationStyle = .popover
    let popover = menu.popoverPresentationController
    popover?.sourceView = button
    popover?.sourceRect = button.bounds
    popover?.permittedArrowDirections = [.up, .down]
    #expect(menu.sheetPresentationController == nil)
    #expect(menu.presentationController === popover)
    root.present(menu, animated: true)
    host.flush()
    #expect(root.presentedViewController === menu)
    #expect(popover?.sourceView === button)
    #expect(popover?.adaptiveSheetPresentationController.detents.count == 1)
    #expect(host.swipeDownSheet())
    #expect(root.presentedViewController == nil)
  }
}
