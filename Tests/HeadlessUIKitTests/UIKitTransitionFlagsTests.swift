import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

/// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed` as
/// UIKit answers them: true inside the appearance callbacks of the transition that moves
/// the controller, in UIKit's spellings too (Apple's `isMovingToParent` page: "returns
/// true only when called from inside the viewWillAppear(_:) and viewDidAppear(_:)
/// methods"; likewise `isMovingFromParent` in `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)`, developer.apple.com/documentation/uikit/uiviewcontroller).
@MainActor
@Suite struct UIKitTransitionFlagsTests {
  /// Records the four flags in each appearance callback, in UIKit's spelling.
  final class FlagController: UIViewController {
    var seen: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      seen.append("willAppear moving=\(isMovingToParent) presented=\(isBeingPresented)")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      seen.append("didAppear moving=\(isMovingToParent) presented=\(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      seen.append("willDisappear moving=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      seen.append("didDisappear moving=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
    }
  }

  @Test func aPushedThenPoppedControllerSeesItsMovesInUIKitsCallbacks() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let host = TestHost()
    host.show(navigation)
    let pushed = FlagController()
    navigation.pushViewController(pushed, animated: false)
    host.flush()
    navigation.popViewController(animated: false)
    host.flush()
    #expect(
      pushed.seen == [
        "willAppear moving=true presented=false", "didAppear moving=true presented=false",
        "willDisappear moving=true dismissed=false", "didDisappear moving=true dismissed=false",
      ])
  }

  @Test func aPresentedThenDismissedControllerSeesItInUIKitsCallbacks() {
    let root = UIViewController()
    let host = TestHost()
    host.show(root)
    let sheet = FlagController()
    root.present(sheet, animated: false)
    host.flush()
    sheet.dismiss(animated: false)
    host.flush()
    #expect(
      sheet.seen == [
        "willAppear moving=false presented=true", "didAppear moving=false presented=true",
        "willDisappear moving=false dismissed=true", "didDisappear moving=false dismissed=true",
      ])
  }

  /// Apple's removal recipe (`willMove(toParent:)` page: call `willMove(toParent: nil)`
  /// before `removeFromParent()`): the child is moving from its parent while its view
  /// leaves.
  @Test func aChildRemovedByApplesRecipeIsMovingFromItsParent() {
    let parent = UIViewController()
    let child = FlagController()
    let host = TestHost()
    host.show(parent)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    host.flush()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    host.flush()
    #expect(
      child.seen.suffix(2) == [
        "willDisappear moving=true dismissed=false", "didDisappear moving=true dismissed=false",
      ])
    #expect(!child.isMovingFromParent, "false outside the callbacks")
  }

  /// UIKit's `init(rootViewController:)` makes the root its child at once, before the
  /// navigation controller's view loads.
  @Test func aNavigationControllersRootIsItsChildBeforeTheViewLoads() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(!navigation.isViewLoaded)
    #expect(root.parent === navigation)
    #expect(navigation.children.count == 1 && navigation.children.first === root)
    #expect(root.navigationController === navigation)
    #expect(navigation.viewControllers.first === root)
  }
}
