import Foundation
import HeadlessKit

/// One presentation's or dismissal's transition: the context a custom animator gets and
/// the coordinator `transitionCoordinator` gives, as UIKit's private classes are both.
@MainActor
final class HeadlessTransition: NSObject, UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator
{
  /// The transitions under way, innermost last (an animator that never calls
  /// `completeTransition(_:)` leaves its transition here, as UIKit leaves it unfinished;
  /// it holds its controllers weakly, so it keeps neither alive).
  static var active: [HeadlessTransition] = []

  private weak var from: UIViewController?
  private weak var to: UIViewController?
  private let container: UIView
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  private(set) var transitionWasCancelled = false
  private(set) var isFinished = false
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// What ending the transition does (presenting or dismissing for real).
  var whenComplete: ((Bool) -> Void)?

  init(
    from: UIViewController?, to: UIViewController?, container: UIView, animated: Bool,
    style: UIModalPresentationStyle
  ) {
    self.from = from
    self.to = to
    self.container = container
    self.isAnimated = animated
    self.presentationStyle = style
    super.init()
    Self.active.append(self)
  }

  /// The transition under way that moves `controller` or one of its ancestors.
  static func coordinating(_ controller: UIViewController) -> HeadlessTransition? {
    for transition in active.reversed() {
      var node: Controller? = controller
      while let current = node {
        if current === transition.from || current === transition.to { return transition }
        node = current.parent ?? current.presentingController
      }
    }
    return nil
  }

  var containerView: UIView { container }
  var isInteractive: Bool { false }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isCancelled: Bool { transitionWasCancelled }
  var transitionDuration: TimeInterval { 0 }
  var percentComplete: CGFloat { isFinished ? 1 : 0 }
  var completionVelocity: CGFloat { 1 }
  var targetTransform: CGAffineTransform { .identity }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {}
  func finishInteractiveTransition() {}
  func cancelInteractiveTransition() { transitionWasCancelled = true }
  func pauseInteractiveTransition() {}

  func completeTransition(_ didComplete: Bool) {
    guard !isFinished else { return }
    isFinished = true
    transitionWasCancelled = !didComplete
    // Let go of what the closure holds (the animator, which may keep this context, as an
    // interactive one does), so the two do not keep each other once the transition ends.
    let complete = whenComplete
    whenComplete = nil
    complete?(didComplete)
    Self.active.removeAll { $0 === self }
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: from?.view
    case .to: to?.view
    default: nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    vc === from ? (vc.viewIfLoaded?.frame ?? .zero) : .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === to ? container.bounds : .zero
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion {
      if isFinished { completion(self) } else { completions.append(completion) }
    }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}
}

/// UIKit's transition state of a controller: attached on first use.
@MainActor
final class ControllerTransitionState {
  weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  var modalTransitionStyle = UIModalTransitionStyle.coverVertical

  static func of(_ controller: UIViewController) -> ControllerTransitionState {
    attachment(in: &controller.attachments, ControllerTransitionState.init)
  }

  static func existing(_ controller: UIViewController) -> ControllerTransitionState? {
    controller.attachments[ObjectIdentifier(ControllerTransitionState.self)]
      as? ControllerTransitionState
  }
}

extension UIViewController {
  /// The object that supplies this controller's custom transition objects when it is
  /// presented or dismissed, as UIKit's `transitioningDelegate`; held weakly, as UIKit's.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { ControllerTransitionState.existing(self)?.transitioningDelegate }
    set { ControllerTransitionState.of(self).transitioningDelegate = newValue }
  }

  /// How the controller arrives when presented, as UIKit's `modalTransitionStyle`;
  /// `.coverVertical` by default (kept: nothing animates here).
  public var modalTransitionStyle: UIModalTransitionStyle {
    get { ControllerTransitionState.existing(self)?.modalTransitionStyle ?? .coverVertical }
    set { ControllerTransitionState.of(self).modalTransitionStyle = newValue }
  }

  /// The coordinator of the presentation or dismissal moving this controller (or one of
  /// its ancestors), as UIKit's `transitionCoordinator`: set from the start of the
  /// transition (its `viewWillAppear(_:)` and `viewWillDisappear(_:)` see it) until it
  /// ends; `nil` otherwise. Its alongside blocks run at once (nothing animates here), its
  /// completion blocks when the transition ends.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    HeadlessTransition.coordinating(self)
  }

  /// Presents with the transition UIKit would run: the presentation controller's
  /// transition messages, a coordinator, and the transitioning delegate's animator when
  /// there is one.
  func presentWithTransition(
    _ presented: UIViewController, animated: Bool, style: PresentationStyle,
    completion: (@MainActor () -> Void)?
  ) {
    let delegate = presented.transitioningDelegate
    if let custom = delegate?.presentationController(
      forPresented: presented, presenting: self, source: self)
    {
      ControllerUIKitState.of(presented).plainPresentation = custom
    }
    let presentation = presented.presentationController
    let container: UIView = viewIfLoaded?.window ?? view
    let transition = HeadlessTransition(
      from: self, to: presented, container: container, animated: animated,
      style: presented.modalPresentationStyle)
    presentation?.presentationTransitionWillBegin()
    present(presented, style: style, completion: completion)
    guard presented.presentingController != nil else {
      // Refused (a diagnostic says why): the transition never started.
      transition.completeTransition(false)
      return
    }
    let animator = delegate?.animationController(
      forPresented: presented, presenting: self, source: self)
    transition.whenComplete = { [weak presented] completed in
      presentation?.presentationTransitionDidEnd(completed)
      if !completed, let presented { presented.dismiss(completion: nil) }
      animator?.animationEnded(completed)
    }
    if let animator {
      animator.animateTransition(using: transition)
    } else {
      presented.afterAppearing { transition.completeTransition(true) }
    }
  }

  /// Dismisses with the transition UIKit would run; the dismissal happens when the
  /// transition completes (at once without a custom animator).
  func dismissWithTransition(animated: Bool, completion: (@MainActor () -> Void)?) {
    guard let dismissed = controllerToDismiss as? UIViewController,
      let presenter = dismissed.presentingViewController
    else {
      dismiss(completion: completion)
      return
    }
    let presentation = dismissed.presentationController
    let container: UIView = dismissed.viewIfLoaded?.window ?? presenter.view
    let transition = HeadlessTransition(
      from: dismissed, to: presenter, container: container, animated: animated,
      style: dismissed.modalPresentationStyle)
    presentation?.dismissalTransitionWillBegin()
    let animator = dismissed.transitioningDelegate?.animationController(forDismissed: dismissed)
    guard let animator else {
      transition.whenComplete = { presentation?.dismissalTransitionDidEnd($0) }
      presenter.dismiss {
        transition.completeTransition(true)
        completion?()
      }
      return
    }
    // The dismissed controller's viewWillDisappear runs before the animation, as on iOS,
    // and so does the viewWillAppear of a presenter a full-screen presentation hid; their
    // viewDidDisappear and viewDidAppear once the animator completes the transition. A
    // cancelled transition undoes them, the last begun first.
    let disappearing = beginDismissalAppearance()
    let reappearing = disappearing?.beginPresenterReappearance()
    transition.whenComplete = { [weak disappearing, weak reappearing] completed in
      guard completed else {
        reappearing?.cancelPresenterReappearance()
        disappearing?.cancelDismissalAppearance()
        presentation?.dismissalTransitionDidEnd(false)
        animator.animationEnded(false)
        return
      }
      presenter.dismiss {
        presentation?.dismissalTransitionDidEnd(true)
        animator.animationEnded(true)
        completion?()
      }
    }
    animator.animateTransition(using: transition)
  }
}
