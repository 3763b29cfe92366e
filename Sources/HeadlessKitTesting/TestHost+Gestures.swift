public import Foundation
public import HeadlessKit

/// Gestures a test performs on a view: the fingers go down where a user's would, the
/// window is hit-tested (hidden views, transparent ones and those with
/// `isUserInteractionEnabled` off let the touch through to what is beneath), and the
/// recognizers of the view found and of its superviews see the touches and arbitrate as
/// in UIKit. Time is the gesture's own: a long press or a double tap's wait passes
/// without sleeping. Each gesture then flushes.
///
/// ```swift
/// let host = TestHost()
/// host.show(controller)
/// host.doubleTap(controller.photo)
/// #expect(controller.zoomed)
/// ```
///
/// Points are in the view's coordinates; the default is the view's centre.
extension TestHost {
  /// Taps `view` with one finger or more, once or more.
  /// - Parameters:
  ///   - view: The view to tap.
  ///   - point: Where, in the view's coordinates; its centre by default.
  ///   - count: How many taps, in quick succession; 1 by default.
  ///   - touches: How many fingers tap at once; 1 by default.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether the first finger landed on `view` or one of its subviews.
  @discardableResult
  public func tap(
    _ view: View, at point: Point? = nil, count: Int = 1, touches: Int = 1,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Bool {
    let start = windowPoint(point, in: view)
    var script = TouchScript()
    for _ in 0..<max(count, 1) {
      script.append(after: 0.1, fingers(touches, at: start, .began))
      script.append(after: 0.05, fingers(touches, at: start, .ended))
    }
    return play(script, on: view, fileID, filePath, line, column)
  }

  /// Taps `view` twice in quick succession.
  /// - Parameters:
  ///   - view: The view to tap.
  ///   - point: Where, in the view's coordinates; its centre by default.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether the finger landed on `view` or one of its subviews.
  @discardableResult
  public func doubleTap(
    _ view: View, at point: Point? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Bool {
    tap(
      view, at: point, count: 2, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Presses `view` and holds still for `duration` seconds before lifting.
  /// - Parameters:
  ///   - view: The view to press.
  ///   - point: Where, in the view's coordinates; its centre by default.
  ///   - duration: How long the finger stays down; 1 second by default (a long press
  ///     recognizer needs 0.5).
  ///   - touches: How many fingers press; 1 by default.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether the first finger landed on `view` or one of its subviews.
  @discardableResult
  public func longPress(
    _ view: View, at point: Point? = nil, duration: TimeInterval = 1, touches: Int = 1,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Bool {
    let start = windowPoint(point, in: view)
    var script = TouchScript()
    script.append(after: 0, fingers(touches, at: start, .began))
    script.append(after: duration, fingers(touches, at: start, .ended))
    return play(script, on: view, fileID, filePath, line, column)
  }

  /// Swipes across `view`: the fingers travel 100 points in `direction` in a tenth of
  /// a second.
  /// - Parameters:
  ///   - view: The view to swipe.
  ///   - direction: One direction: `.left`, `.right`, `.up` or `.down`.
  ///   - point: Where the swipe starts, in the view's coordinates; its centre by default.
  ///   - touches: How many fingers swipe; 1 by default.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether the first finger landed on `view` or one of its subviews.
  @discardableResult
  public func swipe(
    _ view: View, direction: SwipeGestureRecognizer.Direction, from point: Point? = nil,
    touches: Int = 1, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> Bool {
    var vector = Point.zero
    if direction.contains(.right) { vector.x += 100 }
    if direction.contains(.left) { vector.x -= 100 }
    if direction.contains(.down) { vector.y += 100 }
    if direction.contains(.up) { vector.y -= 100 }
    let start = windowPoint(point, in: view)
    let script = stroke(from: start, by: vector, steps: 5, duration: 0.1, touches: touches)
    return play(script, on: view, fileID, filePath, line, column)
  }

  /// Drags across `view` by `translation` in even steps, then lifts: what a pan
  /// recognizer follows (`.began` after 10 points, `.changed` at each later step,
  /// `.ended` at the lift).
  /// - Parameters:
  ///   - view: The view to drag on.
  ///   - translation: How far the fingers travel.
  ///   - point: Where the drag starts, in the view's coordinates; its centre by default.
  ///   - steps: How many moves; 10 by default.
  ///   - duration: How long the drag takes, in seconds; half a second by default.
  ///   - touches: How many fingers drag; 1 by default.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether the first finger landed on `view` or one of its subviews.
  @discardableResult
  public func drag(
    _ view: View, by translation: Point, from point: Point? = nil, steps: Int = 10,
    duration: TimeInterval = 0.5, touches: Int = 1, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Bool {
    let start = windowPoint(point, in: view)
    let script = stroke(
      from: start, by: translation, steps: max(steps, 1), duration: duration,
      touches: touches)
    return play(script, on: view, fileID, filePath, line, column)
  }

  /// Pinches `view` with two fingers on either side of a point, moving them apart
  /// (`scale` above 1) or together (below 1) in even steps, then lifts them.
  /// - Parameters:
  ///   - view: The view to pinch.
  ///   - scale: The fingers' final distance over their first (100 points).
  ///   - point: The point between the fingers, in the view's coordinates; its centre by
  ///     default.
  ///   - steps: How many moves; 10 by default.
  ///   - duration: How long the pinch takes, in seconds; half a second by default.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether the first finger landed on `view` or one of its subviews.
  @discardableResult
  public func pinch(
    _ view: View, scale: Double, at point: Point? = nil, steps: Int = 10,
    duration: TimeInterval = 0.5, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> Bool {
    let center = windowPoint(point, in: view)
    func pair(_ distance: Double, _ phase: Touch.Phase) -> [TouchScript.Finger] {
      [
        TouchScript.Finger(
          id: 0, location: Point(x: center.x - distance / 2, y: center.y), phase: phase),
        TouchScript.Finger(
          id: 1, location: Point(x: center.x + distance / 2, y: center.y), phase: phase),
      ]
    }
    let steps = max(steps, 1)
    var script = TouchScript()
    script.append(after: 0, pair(100, .began))
    for step in 1...steps {
      let distance = 100 * (1 + (scale - 1) * Double(step) / Double(steps))
      script.append(after: duration / Double(steps), pair(distance, .moved))
    }
    script.append(after: 0.01, pair(100 * scale, .ended))
    return play(script, on: view, fileID, filePath, line, column)
  }

  /// Presses `view` for `duration`, then drags by `translation` before lifting: a long
  /// press that moves, as XCUITest's `press(forDuration:thenDragTo:)` makes; then flushes.
  /// - Parameters:
  ///   - view: The view pressed.
  ///   - duration: How long the finger stays still before it moves, in seconds.
  ///   - translation: How far the finger moves, in points.
  ///   - point: Where in the view the finger lands; its centre by default.
  ///   - steps: How many moves the drag takes.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether the finger landed on `view`.
  @discardableResult
  public func press(
    _ view: View, duration: TimeInterval, thenDragBy translation: Point, from point: Point? = nil,
    steps: Int = 10, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Bool {
    let start = windowPoint(point, in: view)
    let steps = max(steps, 1)
    var script = TouchScript()
    script.append(after: 0, fingers(1, at: start, .began))
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      let location = Point(
        x: start.x + translation.x * fraction, y: start.y + translation.y * fraction)
      script.append(after: step == 1 ? duration : 0.05, fingers(1, at: location, .moved))
    }
    let end = Point(x: start.x + translation.x, y: start.y + translation.y)
    script.append(after: 0.01, fingers(1, at: end, .ended))
    return play(script, on: view, fileID, filePath, line, column)
  }

  // MARK: Scripts

  private func windowPoint(_ point: Point?, in view: View) -> Point {
    let origin = GestureGeometry.windowOrigin(of: view)
    let local = point ?? Point(x: view.bounds.midX, y: view.bounds.midY)
    return Point(x: origin.x + local.x, y: origin.y + local.y)
  }

  /// `count` fingers side by side, 20 points apart, centred on `point`.
  private func fingers(_ count: Int, at point: Point, _ phase: Touch.Phase)
    -> [TouchScript.Finger]
  {
    let count = max(count, 1)
    return (0..<count).map { index in
      let x = point.x + (Double(index) - Double(count - 1) / 2) * 20
      return TouchScript.Finger(id: index, location: Point(x: x, y: point.y), phase: phase)
    }
  }

  private func stroke(
    from start: Point, by vector: Point, steps: Int, duration: TimeInterval, touches: Int
  ) -> TouchScript {
    func at(_ fraction: Double) -> Point {
      Point(x: start.x + vector.x * fraction, y: start.y + vector.y * fraction)
    }
    var script = TouchScript()
    script.append(after: 0, fingers(touches, at: start, .began))
    for step in 1...steps {
      script.append(
        after: duration / Double(steps),
        fingers(touches, at: at(Double(step) / Double(steps)), .moved))
    }
    script.append(after: 0.01, fingers(touches, at: at(1), .ended))
    return script
  }

  private func play(
    _ script: TouchScript, on view: View, _ fileID: String, _ filePath: String, _ line: Int,
    _ column: Int
  ) -> Bool {
    var landed = false
    if let first = script.frames.first?.fingers.first,
      var hit = GestureSession.hitTest(first.location, in: window)
    {
      while hit !== view, let parent = hit.superview { hit = parent }
      landed = hit === view
    }
    GestureSession.perform(script, in: window)
    flush(fileID: fileID, filePath: filePath, line: line, column: column)
    return landed
  }
}
