/// The object that fine-tunes a recognizer: whether it may begin, which touches it
/// receives, which recognizers it recognizes alongside or waits for. UIGestureRecognizerDelegate's
/// role; every method has a default, so implement only those you need.
///
/// ```swift
/// extension CardController: GestureRecognizerDelegate {
///   func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
///     !model.isLocked
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may leave `.possible` for `.began` or `.ended`; returning
  /// `false` fails it. `true` by default.
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: Whether it may.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

  /// Whether the two recognizers may recognize at the same time; `false` by default, so
  /// the first to recognize prevents the other. Either delegate saying `true` is enough.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer whose delegate is asked.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether both may recognize.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail; `false` by
  /// default.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer whose delegate is asked.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether it waits.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail; `false` by
  /// default.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer whose delegate is asked.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether the other waits.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether the recognizer receives `touch`; `true` by default.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: A touch beginning in its view.
  /// - Returns: Whether it receives the touch.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool

  /// Whether the recognizer receives `press`; `true` by default. There are no presses
  /// headless, so it is never asked.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - press: A press.
  /// - Returns: Whether it receives the press.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press)
    -> Bool

  /// Whether the recognizer receives `event`; `true` by default.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - event: An event beginning in its view.
  /// - Returns: Whether it receives the event.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: TouchEvent)
    -> Bool
}

extension GestureRecognizerDelegate {
  /// `true`: the recognizer may begin.
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  /// `false`: the first to recognize prevents the other.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// `false`: no wait.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// `false`: no wait.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// `true`: every touch is received.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch
  ) -> Bool { true }

  /// `true`: every press is received.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - press: The press.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive press: Press
  ) -> Bool { true }

  /// `true`: every event is received.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - event: The event.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive event: TouchEvent
  ) -> Bool { true }
}
