public import Foundation
import HeadlessKit
public import Testing

extension ScreenElement {
  /// Taps the element twice in quick succession, as XCUITest's `doubleTap()`, through the
  /// gesture recognizers of the view and its ancestors, then flushes.
  /// - Parameter sourceLocation: Where a failure is recorded (defaults to the caller).
  public func doubleTap(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let view = target(at: sourceLocation) else { return }
    host.doubleTap(
      view, fileID: sourceLocation.fileID, filePath: sourceLocation.filePath,
      line: sourceLocation.line, column: sourceLocation.column)
  }

  /// Presses the element for `duration` seconds, as XCUITest's `press(forDuration:)`: a
  /// long press, through the gesture recognizers, then flushes.
  /// - Parameters:
  ///   - duration: How long the finger stays down, in seconds.
  ///   - sourceLocation: Where a failure is recorded (defaults to the caller).
  public func press(
    forDuration duration: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let view = target(at: sourceLocation) else { return }
    host.longPress(
      view, duration: duration, fileID: sourceLocation.fileID,
      filePath: sourceLocation.filePath, line: sourceLocation.line, column: sourceLocation.column)
  }

  /// Presses the element for `duration` seconds, then drags to the centre of `other`
  /// before lifting, as XCUITest's `press(forDuration:thenDragTo:)`; then flushes.
  /// - Parameters:
  ///   - duration: How long the finger stays down before it moves, in seconds.
  ///   - other: Where the finger lifts.
  ///   - sourceLocation: Where a failure is recorded (defaults to the caller).
  public func press(
    forDuration duration: TimeInterval, thenDragTo other: ScreenElement,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let view = target(at: sourceLocation), other.target(at: sourceLocation) != nil
    else { return }
    let from = frame
    let to = other.frame
    let translation = Point(x: to.midX - from.midX, y: to.midY - from.midY)
    host.press(
      view, duration: duration, thenDragBy: translation, fileID: sourceLocation.fileID,
      filePath: sourceLocation.filePath, line: sourceLocation.line, column: sourceLocation.column)
  }

  /// Swipes left on the element, as XCUITest's `swipeLeft()`, then flushes.
  /// - Parameter sourceLocation: Where a failure is recorded (defaults to the caller).
  public func swipeLeft(sourceLocation: SourceLocation = #_sourceLocation) {
    swipe(.left, sourceLocation)
  }

  /// Swipes right on the element, as XCUITest's `swipeRight()`, then flushes.
  /// - Parameter sourceLocation: Where a failure is recorded (defaults to the caller).
  public func swipeRight(sourceLocation: SourceLocation = #_sourceLocation) {
    swipe(.right, sourceLocation)
  }

  /// Swipes up on the element, as XCUITest's `swipeUp()`, then flushes.
  /// - Parameter sourceLocation: Where a failure is recorded (defaults to the caller).
  public func swipeUp(sourceLocation: SourceLocation = #_sourceLocation) {
    swipe(.up, sourceLocation)
  }

  /// Swipes down on the element, as XCUITest's `swipeDown()`, then flushes.
  /// - Parameter sourceLocation: Where a failure is recorded (defaults to the caller).
  public func swipeDown(sourceLocation: SourceLocation = #_sourceLocation) {
    swipe(.down, sourceLocation)
  }

  private func swipe(_ direction: SwipeGestureRecognizer.Direction, _ location: SourceLocation) {
    guard let view = target(at: location) else { return }
    host.swipe(
      view, direction: direction, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column)
  }
}
