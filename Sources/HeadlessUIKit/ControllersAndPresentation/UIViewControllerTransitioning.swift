public import Foundation
public import HeadlessKit

/// The keys of the controllers in a transition, as UIKit's
/// `UITransitionContextViewControllerKey`.
/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public var rawValue: String
  /// Creates a key.
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller visible at the start of the transition.
  public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller visible at its end.
  public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the views in a transition, as UIKit's `UITransitionContextViewKey`.
/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public var rawValue: String
  /// Creates a key.
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view of the controller leaving.
  public static let from = Self(rawValue: "UITransitionContextFromViewKey")
  /// The view of the controller arriving.
  public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// How a presented controller arrives when it is not a custom transition, as UIKit's
/// `UIModalTransitionStyle` (kept: nothing animates here).
/// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, Sendable {
  /// Slides up from the bottom.
  case coverVertical = 0
  /// Flips over.
  case flipHorizontal = 1
  /// Fades in.
  case crossDissolve = 2
  /// Curls the presenter's view up.
  case partialCurl = 3
}

/// What an animator of a transition is told, as UIKit's
/// `UIViewControllerContextTransitioning`.
/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view the transition happens in: the window, here.
  var containerView: UIView { get }
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether a gesture drives it.
  var isInteractive: Bool { get }
  /// Whether it was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The presented controller's style.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Reports an interactive transition's progress.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Reports that an interactive transition finishes.
  func finishInteractiveTransition()
  /// Reports that an interactive transition is cancelled.
  func cancelInteractiveTransition()
  /// Reports that an interactive transition paused.
  func pauseInteractiveTransition()
  /// Ends the transition: the animator calls this when its animations end.
  func completeTransition(_ didComplete: Bool)
  /// A controller of the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The rotation applied during the transition: none, here.
  var targetTransform: CGAffineTransform { get }
  /// Where a controller's view starts.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where a controller's view ends.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition, as UIKit's
/// `UIViewControllerAnimatedTransitioning`: HeadlessUIKit asks it to animate when a
/// controller with a ``UIViewControllerTransitioningDelegate`` is presented or dismissed,
/// and the transition ends when it calls `completeTransition(_:)`.
/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// How long the animation takes.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Animates the transition, then calls `completeTransition(_:)`.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called after the transition ended; optional in UIKit.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing, as UIKit's optional requirement left out.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively, as UIKit's
/// `UIViewControllerInteractiveTransitioning`. HeadlessUIKit runs every transition to
/// its end at once, so interaction controllers are asked for but not used.
/// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Starts the interactive transition.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// The speed of the end of the transition; optional in UIKit.
  var completionSpeed: CGFloat { get }
  /// Whether the transition starts interactively; optional in UIKit.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// 1, as UIKit's default.
  public var completionSpeed: CGFloat { 1 }
  /// `true`, as UIKit's default.
  public var wantsInteractiveStart: Bool { true }
}

/// An interaction controller driven by a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`: keeps the percentage and whether it finished
/// or was cancelled.
/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  /// How far the transition is, 0 to 1.
  public private(set) var percentComplete: CGFloat = 0
  /// The speed of the end of the transition.
  open var completionSpeed: CGFloat = 1
  /// Whether the transition starts interactively.
  open var wantsInteractiveStart = true
  /// The duration of the transition.
  public private(set) var duration: CGFloat = 0
  private weak var context: (any UIViewControllerContextTransitioning)?

  /// Creates one.
  public override init() { super.init() }

  /// Starts the transition.
  /// - Parameter transitionContext: The transition.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
  }

  /// Sets the progress, as UIKit's `update(_:)`.
  /// - Parameter percentComplete: 0 to 1.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Cancels the transition, as UIKit's `cancel()`.
  open func cancel() { context?.cancelInteractiveTransition() }
  /// Finishes the transition, as UIKit's `finish()`.
  open func finish() { context?.finishInteractiveTransition() }
  /// Pauses the transition, as UIKit's `pause()`.
  open func pause() { context?.pauseInteractiveTransition() }
}

/// The object that supplies a controller's custom transition objects, as UIKit's
/// `UIViewControllerTransitioningDelegate`. Every requirement is optional, as in UIKit.
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// The animator of a presentation.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator of a dismissal.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller of a presentation.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The interaction controller of a dismissal.
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// A custom presentation controller.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// None: the default transition.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// None: the default transition.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  /// None.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// None.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// None: UIKit's own for the style.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// What a coordinator's blocks are told about the transition, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The presented controller's style.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether it started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether it can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether a gesture drives it now.
  var isInteractive: Bool { get }
  /// Whether it was cancelled.
  var isCancelled: Bool { get }
  /// How long it takes.
  var transitionDuration: TimeInterval { get }
  /// How far it is.
  var percentComplete: CGFloat { get }
  /// The speed of its end.
  var completionVelocity: CGFloat { get }
  /// A controller of the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view it happens in.
  var containerView: UIView { get }
  /// The rotation applied: none, here.
  var targetTransform: CGAffineTransform { get }
}

/// Runs code alongside a transition and after it, as UIKit's
/// `UIViewControllerTransitionCoordinator`, which a controller's `transitionCoordinator`
/// and `viewWillTransition(to:with:)` give.
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` after it.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs `animation` alongside the transition, for a view outside it, and `completion`
  /// after it.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs `handler` when the transition stops or starts being interactive.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
