public import Foundation
public import HeadlessKit

// UIKit's property animators, timing curves and view transitions. HeadlessKit runs no
// animation frames: an animation's blocks run when it starts, so views take their end
// values at once, and its completions run after the next flush, as those of
// `UIView.animate(withDuration:animations:completion:)` do here.
// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator

/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux has none).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat
  /// Creates a vector.
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  /// Creates a zero vector.
  public init() { self.init(dx: 0, dy: 0) }
  /// The zero vector.
  public static let zero = CGVector()
  /// `(dx, dy)`.
  public var description: String { "(\(dx), \(dy))" }
}

extension View {
  /// An animation's pacing, as UIKit's `UIView.AnimationCurve` (the raw values are
  /// UIKit's; the keyboard's own curve, 7, has no case, as in UIKit).
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even.
    case linear = 3
  }

  /// Options for ``animateKeyframes(withDuration:delay:options:animations:completion:)``,
  /// as UIKit's `UIView.KeyframeAnimationOptions`, with UIKit's bits. Kept: no frames are
  /// calculated headlessly.
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// Creates options from UIKit's bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews at commit time.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Allow interaction while animating.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from the current state of an animation in flight.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backwards and forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Use this duration, not the enclosing animation's.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Do not inherit the enclosing animation's options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Linear interpolation between keyframes.
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even pacing.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// Cubic interpolation.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// Cubic interpolation, evenly paced.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Runs `animations` at once, as UIKit's
  /// `transition(with:duration:options:animations:completion:)`: the view takes its end
  /// state; `completion` runs once, with `true`, after the next flush.
  /// https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
  /// - Parameters:
  ///   - view: The view whose content changes.
  ///   - duration: The transition's length in seconds.
  ///   - options: How to transition (`transitionCrossDissolve`…); kept.
  ///   - animations: The changes to make.
  ///   - completion: Called once with `true` after the next flush.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: options, animations: animations ?? {},
      completion: completion)
  }

  /// Replaces `fromView` with `toView`, as UIKit's
  /// `transition(from:to:duration:options:completion:)`: `toView` takes `fromView`'s
  /// place in its superview and `fromView` is removed, or, with
  /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. `completion`
  /// runs once, with `true`, after the next flush.
  /// https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)
  /// - Parameters:
  ///   - fromView: The view that goes.
  ///   - toView: The view that comes.
  ///   - duration: The transition's length in seconds.
  ///   - options: How to transition; `.showHideTransitionViews` hides instead of removing.
  ///   - completion: Called once with `true` after the next flush.
  public static func transition(
    from fromView: View, to toView: View, duration: TimeInterval,
    options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else if let superview = fromView.superview {
          if toView.superview !== superview {
            let index = superview.subviews.firstIndex { $0 === fromView } ?? 0
            superview.insertSubview(toView, at: index)
          }
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// Runs `animations` at once, as UIKit's
  /// `animateKeyframes(withDuration:delay:options:animations:completion:)`: each keyframe
  /// added inside (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``)
  /// runs in order, so the views take the last keyframe's values; `completion` runs once,
  /// with `true`, after the next flush.
  /// - Parameters:
  ///   - duration: The animation's length in seconds.
  ///   - delay: Seconds before it would start.
  ///   - options: How to animate; kept.
  ///   - animations: The block that adds the keyframes.
  ///   - completion: Called once with `true` after the next flush.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: [], animations: animations,
      completion: completion)
  }

  /// Runs `animations` at once, as a keyframe of UIKit's
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
  /// - Parameters:
  ///   - frameStartTime: When the keyframe starts, from 0 to 1 of the whole animation.
  ///   - frameDuration: Its length, from 0 to 1 of the whole animation.
  ///   - animations: The changes to make.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping @MainActor () -> Void
  ) {
    animations()
  }

  /// Runs `animations` at once, as UIKit's
  /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`
  /// (iOS 17): the views end where the spring settles them; `completion` runs once, with
  /// `true`, after the next flush.
  /// - Parameters:
  ///   - duration: The spring's perceptual duration, 0.5 by default.
  ///   - bounce: How bouncy it is, 0 by default.
  ///   - velocity: The initial velocity, 0 by default.
  ///   - delay: Seconds before it would start, 0 by default.
  ///   - options: How to animate.
  ///   - animations: The changes to make.
  ///   - completion: Called once with `true` after the next flush.
  public static func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }
}

// MARK: Timing curves

/// What kind of timing curve a provider gives, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's built-in curves.
  case builtin = 0
  /// A cubic Bézier curve.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve and a spring together.
  case composed = 3
}

/// A provider of an animation's timing curve, as UIKit's `UITimingCurveProvider`. The
/// curve is kept: HeadlessKit runs no frames.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic parameters, if the curve has any.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring parameters, if the curve has any.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve, as UIKit's `UICubicTimingParameters`.
@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The built-in curve this is, as UIKit's `animationCurve`.
  public let animationCurve: UIView.AnimationCurve
  /// The first control point, as UIKit's `controlPoint1`.
  public let controlPoint1: CGPoint
  /// The second control point, as UIKit's `controlPoint2`.
  public let controlPoint2: CGPoint
  private let isBuiltIn: Bool

  /// The ease-in-out curve, as UIKit's `init()`.
  public override convenience init() { self.init(animationCurve: .easeInOut) }

  /// A built-in curve, as UIKit's `init(animationCurve:)`.
  /// - Parameter curve: The curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    switch curve {
    case .easeInOut: (controlPoint1, controlPoint2) = (.init(x: 0.42, y: 0), .init(x: 0.58, y: 1))
    case .easeIn: (controlPoint1, controlPoint2) = (.init(x: 0.42, y: 0), .init(x: 1, y: 1))
    case .easeOut: (controlPoint1, controlPoint2) = (.init(x: 0, y: 0), .init(x: 0.58, y: 1))
    case .linear: (controlPoint1, controlPoint2) = (.init(x: 0, y: 0), .init(x: 1, y: 1))
    }
    isBuiltIn = true
    super.init()
  }

  /// A custom curve, as UIKit's `init(controlPoint1:controlPoint2:)`.
  /// - Parameters:
  ///   - point1: The first control point.
  ///   - point2: The second control point.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isBuiltIn = false
    super.init()
  }

  /// `.builtin` for a built-in curve, else `.cubic`.
  public var timingCurveType: UITimingCurveType { isBuiltIn ? .builtin : .cubic }
  /// This object.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// `nil`.
  public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve, as UIKit's `UISpringTimingParameters`.
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The spring's initial velocity, as UIKit's `initialVelocity`.
  public let initialVelocity: CGVector
  /// The damping ratio, 0 to 1 (critically damped), as given.
  public let dampingRatio: CGFloat

  /// A critically damped spring, as UIKit's `init()`.
  public override convenience init() { self.init(dampingRatio: 1) }

  /// A spring of a damping ratio, as UIKit's `init(dampingRatio:)`.
  /// - Parameter ratio: The damping ratio.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring of a damping ratio and initial velocity, as UIKit's
  /// `init(dampingRatio:initialVelocity:)`.
  /// - Parameters:
  ///   - ratio: The damping ratio.
  ///   - velocity: The initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    super.init()
  }

  /// A spring of a mass, stiffness and damping, as UIKit's
  /// `init(mass:stiffness:damping:initialVelocity:)`.
  /// - Parameters:
  ///   - mass: The mass.
  ///   - stiffness: The stiffness.
  ///   - damping: The damping.
  ///   - velocity: The initial velocity.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    let critical = 2 * (mass * stiffness).squareRoot()
    dampingRatio = critical > 0 ? damping / critical : 1
    initialVelocity = velocity
    super.init()
  }

  /// A spring of a perceptual duration and bounce, as UIKit's
  /// `init(duration:bounce:initialVelocity:)` (iOS 17).
  /// - Parameters:
  ///   - duration: The perceptual duration.
  ///   - bounce: The bounce, -1 to 1.
  ///   - velocity: The initial velocity.
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    initialVelocity = velocity
    super.init()
  }

  /// `.spring`.
  public var timingCurveType: UITimingCurveType { .spring }
  /// `nil`.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// This object.
  public var springTimingParameters: UISpringTimingParameters? { self }
}

// MARK: Property animators

/// The state of an animator, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished.
  case inactive = 0
  /// Started or paused.
  case active = 1
  /// Stopped, waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animation ended, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At its end.
  case end = 0
  /// At its start.
  case start = 1
  /// Where it was when it stopped.
  case current = 2
}

/// An animation that can be started, paused and stopped, as UIKit's `UIViewAnimating`.
@MainActor
public protocol UIViewAnimating: AnyObject {
  /// The animator's state.
  var state: UIViewAnimatingState { get }
  /// Whether it runs.
  var isRunning: Bool { get }
  /// Whether it runs backwards.
  var isReversed: Bool { get set }
  /// How far it is, 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts it.
  func startAnimation()
  /// Starts it after a delay.
  /// - Parameter delay: Seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses it.
  func pauseAnimation()
  /// Stops it.
  /// - Parameter withoutFinishing: `true` to end it at once, `false` to wait for
  ///   `finishAnimation(at:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation.
  /// - Parameter finalPosition: Where it ends.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that accepts more animations and completions, as UIKit's
/// `UIViewImplicitlyAnimating`.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations.
  /// - Parameter animation: The changes.
  func addAnimations(_ animation: @escaping @MainActor () -> Void)
  /// Adds animations that start part-way.
  /// - Parameters:
  ///   - animation: The changes.
  ///   - delayFactor: When they start, 0 to 1 of the remaining time.
  func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
  /// Adds a completion.
  /// - Parameter completion: Called with where the animation ended.
  func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused or stopped animation.
  /// - Parameters:
  ///   - parameters: A new timing curve, or `nil` to keep the current one.
  ///   - durationFactor: The remaining time, as a factor of the original duration.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// An animation of views' properties that can be started, paused, scrubbed and stopped,
/// as UIKit's `UIViewPropertyAnimator`
/// (https://developer.apple.com/documentation/uikit/uiviewpropertyanimator).
///
/// HeadlessKit runs no frames, so:
/// - the animation blocks run when the animator starts or is paused (as UIKit captures
///   them then), and a block added while it is active runs at once: views take their
///   end values;
/// - the completions run after the next flush following ``startAnimation()``, with
///   `.end` (`.start` when ``isReversed``), unless ``pausesOnCompletion`` keeps it paused;
/// - ``fractionComplete`` is kept as set, and reversing or finishing at `.start` or
///   `.current` cannot restore values the blocks replaced: the views keep the end values.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The duration in seconds, as UIKit's `duration`.
  public let duration: TimeInterval
  /// The delay in seconds, as UIKit's `delay`.
  public private(set) var delay: TimeInterval = 0
  /// The timing curve, as UIKit's `timingParameters`.
  public let timingParameters: (any UITimingCurveProvider)?
  /// Whether it can be paused and stopped, as UIKit's `isInterruptible`; `true`.
  open var isInterruptible = true
  /// Whether views take touches while it runs, as UIKit's `isUserInteractionEnabled`.
  open var isUserInteractionEnabled = true
  /// Whether hit testing is left to the app, as UIKit's `isManualHitTestingEnabled`.
  open var isManualHitTestingEnabled = false
  /// Whether scrubbing is linear, as UIKit's `scrubsLinearly`; `true`.
  open var scrubsLinearly = true
  /// Whether the animator stays active at its end, as UIKit's `pausesOnCompletion`.
  open var pausesOnCompletion = false
  /// Whether pending updates are flushed around the blocks, as iOS 26's `flushUpdates`
  /// (the `UIView.AnimationOptions.flushUpdates` option of the animation).
  open var flushUpdates = false

  /// The animator's state, as UIKit's `state`.
  open private(set) var state = UIViewAnimatingState.inactive
  /// Whether it runs, as UIKit's `isRunning`.
  open private(set) var isRunning = false
  /// Whether it runs backwards, as UIKit's `isReversed`.
  open var isReversed = false
  /// How far it is, 0 to 1, as UIKit's `fractionComplete`; kept as set.
  open var fractionComplete: CGFloat = 0

  private var animations: [@MainActor () -> Void] = []
  private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
  /// Which start the pending completion belongs to: a pause or stop makes it stale.
  private var run = 0

  /// Creates an animator of a timing curve, as UIKit's
  /// `init(duration:timingParameters:)`.
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - parameters: The timing curve.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  /// Creates an animator of a built-in curve, as UIKit's
  /// `init(duration:curve:animations:)`.
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - curve: The curve.
  ///   - animations: The changes, or `nil` to add them later.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator of a cubic curve, as UIKit's
  /// `init(duration:controlPoint1:controlPoint2:animations:)`.
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - point1: The first control point.
  ///   - point2: The second control point.
  ///   - animations: The changes, or `nil` to add them later.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator of a spring, as UIKit's `init(duration:dampingRatio:animations:)`.
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - ratio: The damping ratio.
  ///   - animations: The changes, or `nil` to add them later.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { self.animations.append(animations) }
  }

  /// Creates and starts an animator, as UIKit's
  /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - delay: Seconds before it would start.
  ///   - options: How to animate; `.flushUpdates` flushes around the blocks.
  ///   - animations: The changes.
  ///   - completion: Called with where it ended, after the next flush.
  /// - Returns: The running animator.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: .easeInOut, animations: animations)
    animator.flushUpdates = options.contains(.flushUpdates)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds animations, as UIKit's `addAnimations(_:)`: run at once if the animator is
  /// active, else when it starts.
  /// - Parameter animation: The changes.
  open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
    if state == .active {
      perform([animation])
    } else {
      animations.append(animation)
    }
  }

  /// Adds animations that start part-way, as UIKit's `addAnimations(_:delayFactor:)`.
  /// - Parameters:
  ///   - animation: The changes.
  ///   - delayFactor: When they start, 0 to 1 of the remaining time; kept.
  open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, as UIKit's `addCompletion(_:)`.
  /// - Parameter completion: Called with where the animation ended.
  open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animation, as UIKit's `startAnimation()`: its blocks run now, its
  /// completions after the next flush.
  open func startAnimation() {
    if state == .inactive { activate() }
    guard state == .active, !isRunning else { return }
    isRunning = true
    run += 1
    let thisRun = run
    // A completion that waits for the next flush, as `animate`'s does.
    UIView.animate(withDuration: 0, animations: {}) { [weak self] _ in
      guard let self, self.isRunning, self.run == thisRun else { return }
      self.reachEnd()
    }
  }

  /// Starts the animation, as UIKit's `startAnimation(afterDelay:)`; the delay is kept
  /// (no frames run headlessly).
  /// - Parameter delay: Seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    startAnimation()
  }

  /// Pauses the animation, as UIKit's `pauseAnimation()`: an inactive animator becomes
  /// active (its blocks run), a running one stops running.
  open func pauseAnimation() {
    if state == .inactive { activate() }
    guard state == .active else { return }
    isRunning = false
  }

  /// Stops the animation, as UIKit's `stopAnimation(_:)`: with `true` it ends at once
  /// (inactive, no completion); with `false` it waits, stopped, for
  /// ``finishAnimation(at:)``.
  /// - Parameter withoutFinishing: Whether to end at once.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes a stopped animation, as UIKit's `finishAnimation(at:)`: the completions run
  /// now with `finalPosition`.
  /// - Parameter finalPosition: Where it ends.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    precondition(
      state == .stopped,
      "UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator "
        + "(state is \(state)); call stopAnimation(false) first")
    finish(at: finalPosition)
  }

  /// Resumes a paused or stopped animation, as UIKit's
  /// `continueAnimation(withTimingParameters:durationFactor:)`.
  /// - Parameters:
  ///   - parameters: A new timing curve, or `nil`; kept.
  ///   - durationFactor: The remaining time's factor; kept.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    if state == .stopped { state = .active }
    startAnimation()
  }

  private func activate() {
    state = .active
    let blocks = animations
    animations = []
    perform(blocks)
  }

  private func perform(_ blocks: [@MainActor () -> Void]) {
    guard !blocks.isEmpty else { return }
    UIView.animate(
      withDuration: duration, delay: delay, options: flushUpdates ? [.flushUpdates] : [],
      animations: { for block in blocks { block() } })
  }

  private func reachEnd() {
    if pausesOnCompletion {
      isRunning = false
      fractionComplete = isReversed ? 0 : 1
      return
    }
    finish(at: isReversed ? .start : .end)
  }

  private func finish(at position: UIViewAnimatingPosition) {
    isRunning = false
    state = .inactive
    fractionComplete = 0
    let waiting = completions
    completions = []
    for completion in waiting { completion(position) }
  }
}
