public import Foundation

/// Recognizes fingers held still for a while: UILongPressGestureRecognizer's role.
/// Continuous: `.began` once the fingers have been down ``minimumPressDuration`` seconds,
/// `.changed` as they move, `.ended` when they lift.
///
/// ```swift
/// let press = LongPressGestureRecognizer { press in
///   if press.state == .began { model.showMenu() }
/// }
/// ```
///
/// It fails when a finger moves more than ``allowableMovement`` points before it begins,
/// or lifts too early.
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long, in seconds, the fingers must be held; 0.5 by default.
  public var minimumPressDuration: TimeInterval = 0.5
  /// How many fingers must be held; 1 by default.
  public var numberOfTouchesRequired = 1
  /// How many taps must come before the press (a double-tap-and-hold takes 1); 0 by
  /// default.
  public var numberOfTapsRequired = 0
  /// How far, in points, the fingers may move before the gesture begins; 10 by default.
  public var allowableMovement: Double = 10

  private var tapsDone = 0
  private var pressing = false
  private var starts: [ObjectIdentifier: Point] = [:]

  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    deadline = nil
    for touch in touches { starts[ObjectIdentifier(touch)] = touch.windowLocation }
    if self.touches.count > numberOfTouchesRequired {
      state = .failed
    } else if self.touches.count == numberOfTouchesRequired, tapsDone == numberOfTapsRequired {
      pressing = true
      deadline = event.timestamp + minimumPressDuration
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesMoved(touches, with: event)
    switch state {
    case .began, .changed:
      state = .changed
    case .possible:
      for touch in touches {
        guard let start = starts[ObjectIdentifier(touch)] else { continue }
        if hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y)
          > allowableMovement
        {
          state = .failed
          return
        }
      }
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesEnded(touches, with: event)
    switch state {
    case .began, .changed:
      state = .ended
    case .possible:
      if pressing || self.touches.count != touches.count {
        state = .failed  // lifted before the press was long enough
      } else {
        tapsDone += 1
        starts.removeAll()
        if tapsDone > numberOfTapsRequired {
          state = .failed
        } else {
          deadline = event.timestamp + GestureSession.multiTapInterval
        }
      }
    default:
      break
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesCancelled(touches, with: event)
    state = state == .possible ? .failed : .cancelled
  }

  package override func deadlinePassed() {
    guard state == .possible else { return }
    state = pressing ? .began : .failed
  }

  open override func reset() {
    super.reset()
    tapsDone = 0
    pressing = false
    starts.removeAll()
  }
}
