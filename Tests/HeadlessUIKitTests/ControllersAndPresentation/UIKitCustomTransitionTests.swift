import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Custom transitions as Apple's "Customizing the Transition Animations" (View Controller
// Programming Guide) and the pages below describe them: a presented controller's
// transitioningDelegate supplies an animator
// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate),
// whose animateTransition(using:) ends the transition by calling completeTransition(_:)
// (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:));
// the coordinator runs completion blocks "after the transition finishes"
// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)).
@MainActor
@Suite struct UIKitCustomTransitionTests {
  final class Log {
    var lines: [String] = []
  }

  final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: Log
    let presenting: Bool
    var completes = true
    init(log: Log, presenting: Bool) {
      self.log = log
      self.presenting = presenting
    }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      let from = transitionContext.viewController(forKey: .from)
      let to = transitionContext.viewController(forKey: .to)
      log.lines.append(
        "animate \(presenting ? "in" : "out") from=\(from?.title ?? "-") to=\(to?.title ?? "-")")
      if presenting, let toView = transitionContext.view(forKey: .to) {
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: to!)
        toView.alpha = 0
      }
      UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
        transitionContext.view(forKey: .to)?.alpha = 1
      }
      transitionContext.completeTransition(completes)
    }
    func animationEnded(_ transitionCompleted: Bool) {
      log.lines.append("ended \(transitionCompleted)")
    }
  }

  final class Fade: NSObject, UIViewControllerTransitioningDelegate {
    let log: Log
    var completes = true
    init(log: Log) { self.log = log }
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      let animator = Animator(log: log, presenting: true)
      animator.completes = completes
      return animator
    }
    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    { Animator(log: log, presenting: false) }
  }

  final class Screen: UIViewController {
    let log: Log
    init(_ title: String, log: Log) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.lines.append("\(title!) willAppear coordinator=\(transitionCoordinator != nil)")
      transitionCoordinator?.animate(
        alongsideTransition: { _ in self.log.lines.append("\(self.title!) alongside") },
        completion: { context in
          self.log.lines.append("\(self.title!) coordinator done cancelled=\(context.isCancelled)")
        })
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.lines.append("\(title!) didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.lines.append("\(title!) willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.lines.append("\(title!) didDisappear")
    }
  }

  /// A root screen on screen, its log emptied.
  private func shownRoot() -> (Log, Screen, TestHost) {
    let log = Log()
    let root = Screen("root", log: log)
    let host = TestHost()
    host.show(root)
    host.flush()
    log.lines = []
    return (log, root, host)
  }

  @Test func aCustomAnimatorRunsThePresentationAndTheDismissal() {
    let (log, root, host) = shownRoot()
    let fade = Fade(log: log)
    let card = Screen("card", log: log)
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = fade
    root.present(card, animated: true) { log.lines.append("presented") }
    host.flush()
    #expect(
      log.lines == [
        "card willAppear coordinator=true", "card alongside", "animate in from=root to=card",
        "ended true", "card coordinator done cancelled=false", "card didAppear", "presented",
      ])
    #expect(card.view.alpha == 1)
    // A custom presentation leaves the presenter on screen.
    #expect(root.view.window === host.window)
    #expect(card.transitionCoordinator == nil)
    log.lines = []
    card.dismiss(animated: true) { log.lines.append("dismissed") }
    host.flush()
    // viewWillDisappear "is called before the view is actually removed and before any
    // animations are configured"
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)):
    // before the animator's animateTransition(using:).
    #expect(
      log.lines == [
        "card willDisappear", "animate out from=card to=root", "card didDisappear", "ended true",
        "dismissed",
      ])
    #expect(root.presentedViewController == nil)
  }

  /// An animator that ends the transition later, as one whose animation's completion
  /// calls `completeTransition(_:)`.
  final class LaterAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: Log
    var context: (any UIViewControllerContextTransitioning)?
    init(log: Log) { self.log = log }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      log.lines.append("animate")
      context = transitionContext
    }
    func animationEnded(_ transitionCompleted: Bool) {
      log.lines.append("ended \(transitionCompleted)")
    }
  }

  final class LaterDismissal: NSObject, UIViewControllerTransitioningDelegate {
    let animator: LaterAnimator
    init(animator: LaterAnimator) { self.animator = animator }
    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    { animator }
  }

  /// A card presented over the root screen, whose dismissal a `LaterAnimator` animates
  /// until the test completes it; the log is empty. The delegate is returned to keep it
  /// alive, as the controller holds it weakly.
  /// Starts `card`'s custom dismissal, then has the animator cancel it
  /// (`cancelInteractiveTransition()`, `completeTransition(false)`); the log keeps only
  /// what followed the start.
  private func dismissThenCancel(
    _ card: Screen, _ host: TestHost, _ log: Log, _ animator: LaterAnimator
  ) throws {
    card.dismiss(animated: true)
    host.flush()
    log.lines = []
    let context = try #require(animator.context)
    context.cancelInteractiveTransition()
    context.completeTransition(false)
    host.flush()
  }

  private func presentedCardDismissedLater(
    style: UIModalPresentationStyle = .overFullScreen
  ) -> (
    Log, Screen, TestHost, Screen, LaterAnimator, LaterDismissal
  ) {
    let (log, root, host) = shownRoot()
    let animator = LaterAnimator(log: log)
    let delegate = LaterDismissal(animator: animator)
    let card = Screen("card", log: log)
    card.modalPresentationStyle = style
    card.transitioningDelegate = delegate
    root.present(card, animated: false)
    host.flush()
    log.lines = []
    return (log, root, host, card, animator, delegate)
  }

  /// A dismissing controller's viewWillDisappear runs before animateTransition(using:)
  /// and its viewDidDisappear only once the animator calls completeTransition(true)
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:),
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)).
  @Test func aCustomDismissalDisappearsAroundTheAnimation() throws {
    let (log, root, host, card, animator, delegate) = presentedCardDismissedLater()
    card.dismiss(animated: true) { log.lines.append("dismissed") }
    host.flush()
    #expect(log.lines == ["card willDisappear", "animate"])
    #expect(card.transitionCoordinator != nil, "the transition is under way")
    #expect(root.presentedViewController === card, "not dismissed before it completes")
    log.lines = []
    try #require(animator.context).completeTransition(true)
    host.flush()
    #expect(log.lines == ["card didDisappear", "ended true", "dismissed"])
    #expect(root.presentedViewController == nil)
    withExtendedLifetime(delegate) {}
  }

  /// A dismissal the animator cancels (`completeTransition(false)`) leaves the controller
  /// presented, and it appears again.
  @Test func aCancelledCustomDismissalAppearsAgain() throws {
    let (log, root, host, card, animator, delegate) = presentedCardDismissedLater()
    try dismissThenCancel(card, host, log, animator)
    let appearance = log.lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
      .filter {
        ["card willAppear", "card didAppear", "card didDisappear"].contains($0)
          || $0.hasPrefix("ended")
      }
    #expect(appearance == ["card willAppear", "card didAppear", "ended false"])
    #expect(root.presentedViewController === card)
    withExtendedLifetime(delegate) {}
  }

  /// A full-screen presentation took the presenter off screen; its custom dismissal
  /// brings it back around the animation: the presenter's viewWillAppear(_:) when the
  /// transition begins, before animateTransition(using:), and its viewDidAppear(_:) only
  /// once the animator calls completeTransition(true)
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:),
  /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning).
  @Test func aCustomFullScreenDismissalBringsThePresenterBackAroundTheAnimation() throws {
    let (log, root, host, card, animator, delegate) = presentedCardDismissedLater(
      style: .fullScreen)
    #expect(root.viewIfLoaded?.window == nil, "hidden by the full-screen presentation")
    card.dismiss(animated: true) { log.lines.append("dismissed") }
    host.flush()
    #expect(
      log.lines == [
        "card willDisappear", "root willAppear coordinator=true", "root alongside", "animate",
      ])
    #expect(root.presentedViewController === card, "not dismissed before it completes")
    log.lines = []
    try #require(animator.context).completeTransition(true)
    host.flush()
    #expect(
      log.lines == [
        "card didDisappear", "root coordinator done cancelled=false", "root didAppear",
        "ended true", "dismissed",
      ])
    #expect(!log.lines.contains("root willAppear coordinator=true"), "no second willAppear")
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === host.window)
    withExtendedLifetime(delegate) {}
  }

  /// A cancelled full-screen dismissal (`completeTransition(false)`) ends the presenter's
  /// appearance with viewWillDisappear(_:) and viewDidDisappear(_:), then the presented
  /// controller appears again; a later dismissal brings the presenter back.
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  @Test func aCancelledCustomFullScreenDismissalHidesThePresenterAgain() throws {
    let (log, root, host, card, animator, delegate) = presentedCardDismissedLater(
      style: .fullScreen)
    try dismissThenCancel(card, host, log, animator)
    let appearance = log.lines.filter { !$0.contains("coordinator done") }
    #expect(
      appearance == [
        "root willDisappear", "root didDisappear", "card willAppear coordinator=true",
        "card alongside", "card didAppear", "ended false",
      ])
    #expect(root.presentedViewController === card)
    #expect(root.viewIfLoaded?.window == nil, "still hidden")
    log.lines = []
    card.dismiss(animated: true)
    host.flush()
    try #require(animator.context).completeTransition(true)
    host.flush()
    #expect(
      log.lines.filter { $0.hasPrefix("root") && !$0.contains("coordinator done") } == [
        "root willAppear coordinator=true", "root alongside", "root didAppear",
      ])
    #expect(root.view.window === host.window)
    withExtendedLifetime(delegate) {}
  }

  @Test func anAnimatorThatDoesNotCompleteUndoesThePresentation() {
    let (log, root, host) = shownRoot()
    let fade = Fade(log: log)
    fade.completes = false
    let card = Screen("card", log: log)
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = fade
    root.present(card, animated: true)
    host.flush()
    #expect(root.presentedViewController == nil)
    #expect(log.lines.contains("ended false"))
    #expect(log.lines.contains("card coordinator done cancelled=true"))
  }

  @Test func withoutAnAnimatorTheCoordinatorFinishesAfterTheControllerAppears() {
    let (log, root, host) = shownRoot()
    root.present(Screen("sheet", log: log), animated: true)
    host.flush()
    #expect(
      log.lines == [
        "sheet willAppear coordinator=true", "sheet alongside", "sheet didAppear",
        "sheet coordinator done cancelled=false",
      ])
  }

  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen:
  // "the views beneath the presented content aren't removed from the view hierarchy".
  @Test func overFullScreenKeepsThePresenterVisible() {
    let (log, root, host) = shownRoot()
    let cover = Screen("cover", log: log)
    cover.modalPresentationStyle = .overFullScreen
    root.present(cover, animated: false)
    host.flush()
    #expect(root.view.window === host.window)
    #expect(cover.view.frame == host.window.bounds)
    #expect(!log.lines.contains("root willDisappear"))
    cover.dismiss(animated: false)
    host.flush()
    #expect(!log.lines.contains("root willAppear coordinator=true"))
    let full = Screen("full", log: log)
    full.modalPresentationStyle = .fullScreen
    root.present(full, animated: false)
    host.flush()
    #expect(root.viewIfLoaded?.window == nil)
    #expect(log.lines.contains("root willDisappear"))
  }

  // https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:):
  // called before the size changes, passed down to children by the default
  // implementation; the coordinator's completion runs once the size changed.
  @Test func aWindowResizeTellsControllersTheNewSize() {
    final class Sized: UIViewController {
      var sizes: [CGSize] = []
      var sizeAtCompletion: CGSize?
      override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        coordinator.animate(alongsideTransition: nil) { _ in
          self.sizeAtCompletion = self.view.bounds.size
        }
      }
    }
    let parent = Sized()
    let child = Sized()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let host = TestHost()
    host.show(parent)
    host.flush()
    #expect(parent.sizes.isEmpty)
    host.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    host.flush()
    #expect(parent.sizes == [CGSize(width: 844, height: 390)])
    #expect(child.sizes == [CGSize(width: 844, height: 390)])
    #expect(parent.sizeAtCompletion == CGSize(width: 844, height: 390))
  }
}
