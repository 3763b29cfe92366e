import Foundation

/// Recognizes two fingers moving apart or together: UIPinchGestureRecognizer's role.
/// Continuous: `.began` once the distance between them has changed by 5%, `.changed`
/// as they move, `.ended` when one lifts.
///
/// ```swift
/// let zoom = PinchGestureRecognizer { pinch in
///   model.zoom *= pinch.scale
///   pinch.scale = 1
/// }
/// ```
open class PinchGestureRecognizer: GestureRecognizer {
  /// The distance between the fingers over what it was when they touched down; set it
  /// (to 1, say) to measure from here on.
  public var scale: Double {
    get { scaleNow }
    set {
      scaleNow = newValue
      if let distance = currentDistance { baseDistance = distance / max(newValue, .ulpOfOne) }
    }
  }
  /// How fast ``scale`` changes, in scale factor per second.
  public private(set) var velocity: Double = 0

  /// How much the distance must change, as a fraction, before the gesture begins.
  package static let threshold: Double = 0.05

  private var scaleNow: Double = 1
  private var baseDistance: Double?
  private var lastSample: (scale: Double, time: TimeInterval)?

  private var currentDistance: Double? {
    guard touches.count >= 2 else { return nil }
    let a = touches[0].windowLocation
    let b = touches[1].windowLocation
    return hypot(a.x - b.x, a.y - b.y)
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesBegan(touches, with: event)
    if self.touches.count == 2, let distance = currentDistance, distance > 0 {
      baseDistance = distance / scaleNow
      lastSample = (scaleNow, event.timestamp)
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesMoved(touches, with: event)
    guard let baseDistance, let distance = currentDistance else { return }
    let newScale = distance / baseDistance
    if let lastSample, event.timestamp > lastSample.time {
      velocity = (newScale - lastSample.scale) / (event.timestamp - lastSample.time)
    }
    lastSample = (newScale, event.timestamp)
    scaleNow = newScale
    switch state {
    case .possible:
      if abs(newScale - 1) >= Self.threshold { state = .began }
    case .began, .changed:
      state = .changed
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
      if self.touches.count == touches.count { state = .failed }
    default:
      break
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
    super.touchesCancelled(touches, with: event)
    state = state == .possible ? .failed : .cancelled
  }

  open override func reset() {
    super.reset()
    scaleNow = 1
    velocity = 0
    baseDistance = nil
    lastSample = nil
  }
}
