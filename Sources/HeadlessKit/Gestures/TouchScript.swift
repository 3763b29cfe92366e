package import Foundation

/// What fingers do during one gesture, frame by frame, on the gesture's own clock: the
/// input ``GestureSession`` plays (HeadlessKitTesting's `TestHost` writes these).
package struct TouchScript: Sendable {
  /// One finger's part in a frame.
  package struct Finger: Sendable {
    /// Names the finger across frames.
    package var id: Int
    /// Where it is, in the window's coordinates.
    package var location: Point
    /// `.began`, `.moved`, `.stationary` or `.ended`.
    package var phase: Touch.Phase

    package init(id: Int, location: Point, phase: Touch.Phase) {
      self.id = id
      self.location = location
      self.phase = phase
    }
  }

  /// The fingers that changed at one moment.
  package struct Frame: Sendable {
    /// When, in seconds from the script's start.
    package var time: TimeInterval
    /// The fingers.
    package var fingers: [Finger]

    package init(time: TimeInterval, fingers: [Finger]) {
      self.time = time
      self.fingers = fingers
    }
  }

  /// The frames, in time order.
  package var frames: [Frame]

  package init(frames: [Frame] = []) { self.frames = frames }

  /// Appends a frame `delay` seconds after the last one.
  package mutating func append(after delay: TimeInterval, _ fingers: [Finger]) {
    let time = (frames.last?.time ?? 0) + (frames.isEmpty ? 0 : delay)
    frames.append(Frame(time: time, fingers: fingers))
  }
}
