package import Foundation

/// One gesture played on a window: hit-tests each finger, hands the touches to the
/// recognizers of the view found and of its superviews, passes their deadlines on the
/// gesture's own clock, arbitrates between them (`GestureSession+Arbitration.swift`) and
/// resets them when the fingers are gone and every recognizer has decided.
///
/// Main actor only. The clock is the script's: no wall-clock time is read or waited
/// for, so a gesture replays the same way every time.
@MainActor
package final class GestureSession {
  /// How long after a finger lifts a new one counts as the next tap (UIKit does not
  /// document its figure; about a third of a second is what users feel).
  package static let multiTapInterval: TimeInterval = 0.35
  /// How far from the last tap the next may land and still count as the next tap.
  package static let multiTapDistance: Double = 45

  private let window: Window
  /// The recognizers taking part, in the order they first received a touch.
  var participants: [GestureRecognizer] = []
  /// The recognizers that recognized in this gesture (began or ended), in order.
  var recognized: [GestureRecognizer] = []
  private var fingers: [Int: Touch] = [:]
  private var recipients: [ObjectIdentifier: [GestureRecognizer]] = [:]
  private var now: TimeInterval = 0
  private var lastLift: (time: TimeInterval, location: Point, tapCount: Int)?
  /// Touches the views they landed on no longer get: a recognizer took them.
  private var takenFromView: Set<ObjectIdentifier> = []

  private init(window: Window) { self.window = window }

  /// Plays `script` on `window`'s views and their recognizers, then lets the gesture's
  /// clock run on until every recognizer has decided, and resets them.
  /// - Parameters:
  ///   - script: The fingers' frames.
  ///   - window: The window (its origin is the script's origin).
  package static func perform(_ script: TouchScript, in window: Window) {
    let session = GestureSession(window: window)
    for frame in script.frames {
      session.passDeadlines(upTo: frame.time)
      session.now = frame.time
      session.deliver(frame)
    }
    session.finish()
  }

  /// The deepest view at `point` (in the window's coordinates) that takes touches:
  /// shown, not transparent, with user interaction enabled, its frame containing the
  /// point; subviews front to back.
  package static func hitTest(_ point: Point, in window: Window) -> View? {
    hitTest(point, view: window, origin: .zero)
  }

  private static func hitTest(_ point: Point, view: View, origin: Point) -> View? {
    guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return nil }
    let size = view.frame.size
    let local = Point(x: point.x - origin.x, y: point.y - origin.y)
    guard local.x >= 0, local.y >= 0, local.x < size.width, local.y < size.height else {
      return nil
    }
    let offset = (view as? ScrollView)?.contentOffset ?? .zero
    for subview in view.subviews.reversed() {
      let subviewOrigin = Point(
        x: origin.x + subview.frame.origin.x - offset.x,
        y: origin.y + subview.frame.origin.y - offset.y)
      if let hit = hitTest(point, view: subview, origin: subviewOrigin) { return hit }
    }
    return view
  }

  // MARK: Delivery

  private func deliver(_ frame: TouchScript.Frame) {
    var began: [Touch] = []
    var moved: [Touch] = []
    var ended: [Touch] = []
    for finger in frame.fingers {
      switch finger.phase {
      case .began:
        began.append(touchDown(finger))
      case .moved, .stationary:
        guard let touch = fingers[finger.id] else { continue }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = finger.location
        touch.phase = finger.phase
        touch.timestamp = now
        moved.append(touch)
      default:
        guard let touch = fingers[finger.id] else { continue }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = finger.location
        touch.phase = finger.phase == .cancelled ? .cancelled : .ended
        touch.timestamp = now
        ended.append(touch)
        fingers[finger.id] = nil
        lastLift = (now, finger.location, touch.tapCount)
      }
    }
    let event = TouchEvent(timestamp: now, touches: Set(fingers.values).union(ended))
    for recognizer in participants {
      deliver(began: began, moved: moved, ended: ended, event: event, to: recognizer)
    }
    deliverToViews(began: began, moved: moved, ended: ended, event: event)
  }

  /// Hands the frame's touches to the views they landed on, after the recognizers, as
  /// UIKit does: began, then cancelled for the touches a recognizer that cancels touches
  /// in views has just taken, then moved and ended for the others.
  private func deliverToViews(began: [Touch], moved: [Touch], ended: [Touch], event: TouchEvent) {
    func send(_ touches: [Touch], _ message: (View, Set<Touch>) -> Void) {
      var groups: [(view: View, touches: [Touch])] = []
      for touch in touches where !takenFromView.contains(ObjectIdentifier(touch)) {
        guard let view = touch.view else { continue }
        if let index = groups.firstIndex(where: { $0.view === view }) {
          groups[index].touches.append(touch)
        } else {
          groups.append((view, [touch]))
        }
      }
      for group in groups { message(group.view, Set(group.touches)) }
    }
    send(began) { $0.touchesBegan($1, with: event) }
    var taken: [Touch] = []
    for touch in Array(fingers.values) + ended
    where !takenFromView.contains(ObjectIdentifier(touch)) && isTakenByRecognizer(touch) {
      taken.append(touch)
    }
    send(taken) { $0.touchesCancelled($1, with: event) }
    for touch in taken { takenFromView.insert(ObjectIdentifier(touch)) }
    send(moved) { $0.touchesMoved($1, with: event) }
    send(ended.filter { $0.phase != .cancelled }) { $0.touchesEnded($1, with: event) }
    send(ended.filter { $0.phase == .cancelled }) { $0.touchesCancelled($1, with: event) }
    for touch in ended { takenFromView.remove(ObjectIdentifier(touch)) }
  }

  /// Whether a recognizer of `touch` that cancels touches in views has recognized.
  private func isTakenByRecognizer(_ touch: Touch) -> Bool {
    touch.gestureRecognizers?.contains { recognizer in
      recognizer.cancelsTouchesInView
        && [.began, .changed, .ended].contains(recognizer.storedState)
    } ?? false
  }

  private func touchDown(_ finger: TouchScript.Finger) -> Touch {
    var tapCount = 1
    if let lastLift, now - lastLift.time <= Self.multiTapInterval,
      hypot(finger.location.x - lastLift.location.x, finger.location.y - lastLift.location.y)
        <= Self.multiTapDistance
    {
      tapCount = lastLift.tapCount + 1
    }
    let view = Self.hitTest(finger.location, in: window)
    let touch = Touch(
      at: finger.location, timestamp: now, tapCount: tapCount, view: view, window: window)
    fingers[finger.id] = touch
    var takers: [GestureRecognizer] = []
    var current = view
    while let node = current {
      for recognizer in node.gestureRecognizers ?? [] where receives(touch, recognizer) {
        takers.append(recognizer)
      }
      current = node.superview
    }
    touch.gestureRecognizers = takers.isEmpty ? nil : takers
    recipients[ObjectIdentifier(touch)] = takers
    for recognizer in takers where !participants.contains(where: { $0 === recognizer }) {
      participants.append(recognizer)
      recognizer.session = self
    }
    return touch
  }

  private func receives(_ touch: Touch, _ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.isEnabled else { return false }
    let joined = participants.contains { $0 === recognizer }
    if !joined {
      // A recognizer busy with another gesture, or not reset, takes no new one.
      guard recognizer.session == nil, recognizer.storedState == .possible else { return false }
      let event = TouchEvent(timestamp: now, touches: Set(fingers.values))
      guard recognizer.shouldReceive(event),
        recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
      else { return false }
    }
    return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
  }

  private func deliver(
    began: [Touch], moved: [Touch], ended: [Touch], event: TouchEvent,
    to recognizer: GestureRecognizer
  ) {
    func mine(_ touches: [Touch]) -> [Touch] {
      touches.filter { touch in
        recipients[ObjectIdentifier(touch)]?.contains { $0 === recognizer } ?? false
      }
    }
    let began = mine(began)
    let moved = mine(moved)
    let ended = mine(ended)
    if !began.isEmpty, isTakingTouches(recognizer) {
      recognizer.touches += began
      recognizer.touchesBegan(Set(began), with: event)
    }
    if !moved.isEmpty, isTakingTouches(recognizer) {
      recognizer.touchesMoved(Set(moved), with: event)
    }
    guard !ended.isEmpty else { return }
    if isTakingTouches(recognizer) {
      let cancelled = ended.filter { $0.phase == .cancelled }
      let lifted = ended.filter { $0.phase != .cancelled }
      if !lifted.isEmpty { recognizer.touchesEnded(Set(lifted), with: event) }
      if !cancelled.isEmpty { recognizer.touchesCancelled(Set(cancelled), with: event) }
    }
    if !recognizer.touches.isEmpty { recognizer.lastLocation = recognizer.windowLocation }
    recognizer.touches.removeAll { touch in ended.contains { $0 === touch } }
  }

  /// Whether `recognizer` still takes touches: it has not finished (a recognizer waiting
  /// for others to fail still does).
  private func isTakingTouches(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.session === self && recognizer.isEnabled
      && [.possible, .began, .changed].contains(recognizer.storedState)
  }

  /// Stops delivering `touch` to `recognizer`.
  package func ignore(_ touch: Touch, by recognizer: GestureRecognizer) {
    recipients[ObjectIdentifier(touch)]?.removeAll { $0 === recognizer }
  }

  // MARK: Time

  /// Passes, in time order, every deadline up to `time`.
  private func passDeadlines(upTo time: TimeInterval) {
    while let next = participants.filter({ $0.deadline != nil && isTakingTouches($0) })
      .min(by: { $0.deadline! < $1.deadline! }), let deadline = next.deadline, deadline <= time
    {
      now = max(now, deadline)
      next.deadline = nil
      next.deadlinePassed()
    }
  }

  /// The fingers are gone: lets time run until no deadline is left, fails whatever is
  /// still possible (which frees those waiting on it), and resets every participant.
  private func finish() {
    passDeadlines(upTo: .infinity)
    for recognizer in participants where recognizer.storedState == .possible {
      if recognizer.pendingState == nil { recognizer.state = .failed }
    }
    for recognizer in participants where recognizer.storedState == .possible {
      recognizer.pendingState = nil
      recognizer.state = .failed
    }
    for recognizer in participants where [.began, .changed].contains(recognizer.storedState) {
      recognizer.state = .cancelled
    }
    for recognizer in participants {
      recognizer.reset()
      recognizer.storedState = .possible
      recognizer.pendingState = nil
      recognizer.touches = []
      recognizer.deadline = nil
      recognizer.session = nil
    }
  }
}
