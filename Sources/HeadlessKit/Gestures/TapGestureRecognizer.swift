import Foundation

/// Recognizes one or more taps of one or more fingers: UITapGestureRecognizer's role.
/// Discrete: handlers run once, at `.ended`, when the last required tap lifts.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer { _ in model.zoomIn() }
/// doubleTap.numberOfTapsRequired = 2
/// photo.addGestureRecognizer(doubleTap)
/// ```
///
/// It fails when a finger moves more than 10 points, when more
/// fingers touch than ``numberOfTouchesRequired``, or when the next tap does not start
/// within about a third of a second of the last lift.
open class TapGestureRecognizer: GestureRecognizer {
  /// How many taps make the gesture; 1 by default.
  public var numberOfTapsRequired = 1
  /// How many fingers each tap takes; 1 by default.
  public var numberOfTouchesRequired = 1
  /// How far a finger may move during a tap (UIKit does not document its figure).
  package static let allowableMovement: Double = 10

  private var tapsDone = 0
  private var fingersThisTap = 0
  private var starts: [ObjectIdentifier: Point] = [:]

  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesBegan(touches, with: event)
    guard tapsDone < numberOfTapsRequired else { return }
    deadline = nil
    for touch in touches { starts[ObjectIdentifier(touch)] = touch.windowLocation }
    fingersThisTap = max(fingersThisTap, self.touches.count)
    if fingersThisTap > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesMoved(touches, with: event)
    guard tapsDone < numberOfTapsRequired else { return }
    for touch in touches {
      guard let start = starts[ObjectIdentifier(touch)] else { continue }
      let distance = hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y)
      if distance > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesEnded(touches, with: event)
    guard tapsDone < numberOfTapsRequired, state == .possible else { return }
    // Still fingers down: the tap ends when the last lifts.
    guard self.touches.count == touches.count else { return }
    guard fingersThisTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsDone += 1
    fingersThisTap = 0
    starts.removeAll()
    if tapsDone == numberOfTapsRequired {
      state = .ended
    } else {
      deadline = event.timestamp + GestureSession.multiTapInterval
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesCancelled(touches, with: event)
    state = .failed
  }

  package override func deadlinePassed() {
    if state == .possible, tapsDone < numberOfTapsRequired { state = .failed }
  }

  open override func reset() {
    super.reset()
    tapsDone = 0
    fingersThisTap = 0
    starts.removeAll()
  }
}
