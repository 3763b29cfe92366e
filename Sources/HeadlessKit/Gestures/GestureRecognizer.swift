public import Foundation

/// Turns touches on a view into a gesture and runs handlers when it is recognized:
/// UIGestureRecognizer's role, and the superclass of the concrete recognizers.
///
/// Attach a recognizer to a view with ``View/addGestureRecognizer(_:)``. Handlers run on
/// the main actor each time ``state`` changes to `.began`, `.changed`, `.ended` or
/// `.cancelled` (a discrete recognizer, such as a tap, only reaches `.ended`). The
/// handler is given the recognizer typed as its own class.
///
/// ```swift
/// let tap = TapGestureRecognizer { tap in
///   print("tapped at", tap.location(in: tap.view))
/// }
/// card.addGestureRecognizer(tap)
/// ```
///
/// Headless, touches come from HeadlessKitTesting's `TestHost` gestures (`tap(_:)`,
/// `swipe(_:direction:)`, `drag(_:by:)`...), which hit-test the window, hand the touches to
/// the recognizers of the view found and of its superviews, and arbitrate between them
/// as UIKit does: the first to recognize prevents the others unless the delegate lets
/// them recognize simultaneously, ``require(toFail:)`` holds a recognizer until the other
/// fails, and the delegate's `gestureRecognizerShouldBegin(_:)` can refuse to begin.
///
/// Subclass it as in UIKit: override ``touchesBegan(_:with:)`` and its siblings, set
/// ``state``, and override ``reset()`` to clear your own state.
@preconcurrency @MainActor
open class GestureRecognizer {
  /// Where a recognizer is in recognizing its gesture, as UIKit's
  /// `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    /// Not recognized yet: the state every recognizer starts in and returns to.
    case possible
    /// A continuous gesture began: handlers run.
    case began
    /// A continuous gesture changed: handlers run.
    case changed
    /// The gesture ended, or a discrete gesture was recognized: handlers run.
    case ended
    /// A continuous gesture was cancelled: handlers run.
    case cancelled
    /// The touches are not this gesture: no handler runs.
    case failed

    /// A discrete gesture was recognized: the same state as ``ended``.
    public static var recognized: State { .ended }
  }

  /// The state; subclasses set it as they recognize. A change to `.began`, `.changed`,
  /// `.ended` or `.cancelled` runs the handlers (a change out of `.possible` may first
  /// wait for recognizers it requires to fail, and may be refused by the delegate).
  public var state: State {
    get { storedState }
    set { GestureArbiter.transition(self, to: newValue) }
  }

  /// Whether the recognizer receives touches; `true` by default. Turning it off while a
  /// gesture is under way cancels a continuous gesture (`.cancelled`) and fails any other.
  public var isEnabled = true {
    didSet {
      guard !isEnabled, oldValue else { return }
      switch storedState {
      case .began, .changed: state = .cancelled
      case .possible where session != nil: state = .failed
      default: break
      }
    }
  }

  /// The view the recognizer is attached to.
  public package(set) weak var view: View?

  /// The object asked whether the recognizer may begin, receive a touch, recognize with
  /// another or wait for another.
  public weak var delegate: (any GestureRecognizerDelegate)?

  /// Whether the view's touches are cancelled when the gesture is recognized; `true` by
  /// default. Headless views receive no touches of their own, so it changes nothing.
  public var cancelsTouchesInView = true
  /// Whether the view's touches are held back until the gesture fails; `false` by
  /// default. Headless views receive no touches of their own, so it changes nothing.
  public var delaysTouchesBegan = false
  /// Whether the view's ended touches are held back until the gesture fails; `true` by
  /// default. Headless views receive no touches of their own, so it changes nothing.
  public var delaysTouchesEnded = true
  /// Whether the recognizer takes touches of one type at a time; `true` by default.
  /// Headless touches are all direct, so it changes nothing.
  public var requiresExclusiveTouchType = true
  /// A name to tell recognizers apart in tests and logs.
  public var name: String?

  /// The number of fingers down in the gesture.
  public var numberOfTouches: Int { touches.count }

  // MARK: State kept for the arbiter and subclasses

  package var storedState: State = .possible
  /// The gesture under way that delivers touches to this recognizer.
  package weak var session: GestureSession?
  /// A change out of `.possible` held until the recognizers this one requires fail.
  package var pendingState: State?
  /// The fingers down that this recognizer receives, oldest first.
  package var touches: [Touch] = []
  /// The gesture's location when no finger is down: the last one seen.
  package var lastLocation: Point?
  /// The gesture's location whatever the fingers do (a swipe's is where it began).
  package var fixedLocation: Point?
  /// When, on the gesture's clock, the recognizer wants ``deadlinePassed()`` called.
  package var deadline: TimeInterval?
  /// Recognizers that must fail before this one may recognize.
  package var failureRequirements: [WeakGestureRecognizer] = []
  /// State that companion modules (HeadlessUIKit) attach, keyed by the attaching type.
  package var attachments: [ObjectIdentifier: AnyObject] = [:]
  private final var handlers: [@MainActor (GestureRecognizer) -> Void] = []

  /// Creates a recognizer with no handler and no view. (UIKit's `init(target:action:)`
  /// and `addTarget(_:action:)` take Objective-C selectors and do not exist here: use
  /// ``init(handler:)`` and ``addHandler(_:)``.)
  public init() {}

  /// Creates a recognizer that runs `handler` on each change of state that sends
  /// actions.
  ///
  /// ```swift
  /// let swipe = SwipeGestureRecognizer { swipe in model.dismiss() }
  /// ```
  /// - Parameter handler: Given the recognizer, typed as its own class.
  public convenience init(handler: @escaping @MainActor (Self) -> Void) {
    self.init()
    addHandler(handler)
  }

  /// Adds a handler, run after those added before it.
  /// - Parameter handler: Given the recognizer, typed as its own class.
  public final func addHandler(_ handler: @escaping @MainActor (Self) -> Void) {
    handlers.append { recognizer in
      if let recognizer = recognizer as? Self { handler(recognizer) }
    }
  }

  /// Removes every handler.
  public func removeAllHandlers() { handlers.removeAll() }

  /// Runs the handlers, as a state change to `.began`, `.changed`, `.ended` or
  /// `.cancelled` does.
  package func sendActions() {
    for handler in handlers { handler(self) }
  }

  /// The gesture's location in `view`'s coordinates (the window's for `nil`): the
  /// centroid of the fingers down, or, once they lifted, where the gesture was last (a
  /// tap where it lifted, a swipe where it began).
  /// - Parameter view: The view whose coordinates to use.
  /// - Returns: The location.
  public func location(in view: View?) -> Point {
    GestureGeometry.convert(windowLocation, toViewOrWindow: view)
  }

  /// The location of one finger in `view`'s coordinates (the window's for `nil`).
  /// - Parameters:
  ///   - touchIndex: The finger's index, below ``numberOfTouches``.
  ///   - view: The view whose coordinates to use.
  /// - Returns: The location.
  public func location(ofTouch touchIndex: Int, in view: View?) -> Point {
    precondition(
      touches.indices.contains(touchIndex),
      "location(ofTouch:in:): index \(touchIndex) beyond numberOfTouches \(touches.count)")
    return touches[touchIndex].location(in: view)
  }

  /// The centroid of the fingers down in the window, or the last location.
  package var windowLocation: Point {
    if let fixedLocation { return fixedLocation }
    guard !touches.isEmpty else { return lastLocation ?? .zero }
    return Self.centroid(touches.map(\.windowLocation))
  }

  package static func centroid(_ points: [Point]) -> Point {
    guard !points.isEmpty else { return .zero }
    let sum = points.reduce(Point.zero) { Point(x: $0.x + $1.x, y: $0.y + $1.y) }
    return Point(x: sum.x / Double(points.count), y: sum.y / Double(points.count))
  }

  // MARK: Methods for subclasses

  /// Called when fingers touch down in the view or its subviews.
  /// - Parameters:
  ///   - touches: The new touches.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
  /// Called when fingers move.
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}
  /// Called when fingers lift.
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
  /// Called when touches are cancelled.
  /// - Parameters:
  ///   - touches: The touches cancelled.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}
  /// Called when estimated properties of touches were updated; headless touches have
  /// none, so it is never called.
  /// - Parameter touches: The touches.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

  /// Called when physical buttons go down; headless there are none, so it is never
  /// called.
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event they belong to.
  open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {}
  /// Called when pressed buttons change; never called headless.
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event they belong to.
  open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent) {}
  /// Called when buttons come up; never called headless.
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event they belong to.
  open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {}
  /// Called when presses are cancelled; never called headless.
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: The event they belong to.
  open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent) {}
  /// Stops delivering `button` to the recognizer; there are no presses headless, so it
  /// does nothing.
  /// - Parameters:
  ///   - button: The press.
  ///   - event: The event it belongs to.
  open func ignore(_ button: Press, for event: PressesEvent) {}

  /// Called after the gesture finished (recognized, failed or cancelled), before the
  /// state returns to `.possible`: override it to clear your own state, calling `super`.
  open func reset() {}

  /// Stops delivering `touch` to the recognizer for the rest of the gesture.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: The event it belongs to.
  open func ignore(_ touch: Touch, for event: TouchEvent) {
    touches.removeAll { $0 === touch }
    session?.ignore(touch, by: self)
  }

  /// Whether the recognizer takes part in `event`; `true` by default.
  /// - Parameter event: The event.
  /// - Returns: Whether to receive it.
  open func shouldReceive(_ event: TouchEvent) -> Bool { true }

  /// Whether this recognizer can stop `preventedGestureRecognizer` by recognizing first;
  /// `true` by default.
  /// - Parameter preventedGestureRecognizer: The other recognizer.
  /// - Returns: Whether it can.
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, recognizing first, stops this one; `true` by
  /// default.
  /// - Parameter preventingGestureRecognizer: The other recognizer.
  /// - Returns: Whether it can.
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Whether this recognizer waits for `otherGestureRecognizer` to fail; `false` by
  /// default.
  /// - Parameter otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether it waits.
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }

  /// Whether `otherGestureRecognizer` waits for this one to fail; `false` by default.
  /// - Parameter otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether it waits.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }

  /// Makes this recognizer wait, before recognizing, until `otherGestureRecognizer`
  /// fails; when the other recognizes, this one fails. A single tap that requires a
  /// double tap to fail runs only when no second tap comes.
  /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
  public func require(toFail otherGestureRecognizer: GestureRecognizer) {
    failureRequirements.removeAll { $0.recognizer == nil }
    guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
    else { return }
    failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
  }

  /// Called when ``deadline`` passes on the gesture's clock.
  package func deadlinePassed() {}
}

/// A recognizer held weakly.
@MainActor
package struct WeakGestureRecognizer {
  package weak var recognizer: GestureRecognizer?
  package init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
