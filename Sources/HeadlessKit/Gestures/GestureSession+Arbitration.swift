/// Where a recognizer's state changes go: straight to the recognizer outside a gesture,
/// through the session's arbitration during one.
@MainActor
enum GestureArbiter {
  static func transition(_ recognizer: GestureRecognizer, to newState: GestureRecognizer.State) {
    if let session = recognizer.session {
      session.transition(recognizer, to: newState)
    } else {
      recognizer.storedState = newState
      if newState.sendsActions { recognizer.sendActions() }
    }
  }
}

extension GestureRecognizer.State {
  /// Whether reaching this state runs the handlers.
  var sendsActions: Bool { [.began, .changed, .ended, .cancelled].contains(self) }
  /// Whether the recognizer is done with the gesture.
  var isFinished: Bool { [.ended, .cancelled, .failed].contains(self) }
}

/// UIKit's rules between the recognizers of one gesture:
///
/// - Leaving `.possible` (for `.began`, or `.ended` for a discrete gesture) asks the
///   delegate's `gestureRecognizerShouldBegin(_:)`; `false` fails the recognizer.
/// - A recognizer that must wait for others to fail (`require(toFail:)`, the
///   `shouldRequireFailure` overrides and delegate methods) keeps the change pending while
///   any of them is still possible; it fails when one of them recognizes, and the pending
///   change is made when the last of them fails. Recognizers that take no part in the
///   gesture count as failed.
/// - The first to recognize prevents every other (a possible one fails, a continuous one
///   under way is cancelled) unless either's delegate lets them recognize simultaneously
///   or `canPrevent(_:)` / `canBePrevented(by:)` says no.
extension GestureSession {
  func transition(_ recognizer: GestureRecognizer, to newState: GestureRecognizer.State) {
    let oldState = recognizer.storedState
    if recognizer.pendingState != nil {
      // Waiting: only a failure or cancellation changes anything.
      if newState == .failed || newState == .cancelled { fail(recognizer) }
      return
    }
    switch (oldState, newState) {
    case (.possible, .began), (.possible, .ended):
      tryToRecognize(recognizer, as: newState)
    case (_, .failed):
      if !oldState.isFinished { fail(recognizer) }
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
      (.began, .cancelled), (.changed, .cancelled):
      recognizer.storedState = newState
      recognizer.sendActions()
    case (.possible, .cancelled):
      fail(recognizer)
    default:
      guard oldState != newState else { return }
      recognizer.storedState = newState
      if newState.sendsActions { recognizer.sendActions() }
    }
  }

  private func tryToRecognize(
    _ recognizer: GestureRecognizer, as newState: GestureRecognizer.State
  ) {
    let prevented = recognized.contains { other in
      other !== recognizer && [.began, .changed, .ended].contains(other.storedState)
        && prevents(other, recognizer)
    }
    guard !prevented, recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    else {
      fail(recognizer)
      return
    }
    let requirements = failureRequirements(of: recognizer)
    if requirements.contains(where: { $0.storedState != .possible && $0.storedState != .failed }) {
      fail(recognizer)
      return
    }
    if requirements.contains(where: { $0.storedState == .possible }) {
      recognizer.pendingState = newState
      return
    }
    recognizer.storedState = newState
    recognized.append(recognizer)
    for other in participants where other !== recognizer && !other.storedState.isFinished {
      if failureRequirements(of: other).contains(where: { $0 === recognizer }) {
        fail(other)
      } else if prevents(recognizer, other) {
        if other.storedState == .possible {
          fail(other)
        } else {
          other.storedState = .cancelled
          other.sendActions()
        }
      }
    }
    recognizer.sendActions()
  }

  /// Fails `recognizer`, then lets those that waited for it go ahead when nothing else
  /// holds them.
  private func fail(_ recognizer: GestureRecognizer) {
    recognizer.pendingState = nil
    recognizer.storedState = .failed
    for waiting in participants where waiting.pendingState != nil {
      let requirements = failureRequirements(of: waiting)
      guard requirements.contains(where: { $0 === recognizer }),
        requirements.allSatisfy({ $0.storedState == .failed })
      else { continue }
      let pending = waiting.pendingState!
      waiting.pendingState = nil
      tryToRecognize(waiting, as: pending)
    }
  }

  /// The participants `recognizer` must wait for.
  func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
    participants.filter { other in
      other !== recognizer
        && (recognizer.failureRequirements.contains { $0.recognizer === other }
          || recognizer.shouldRequireFailure(of: other)
          || other.shouldBeRequiredToFail(by: recognizer)
          || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
            == true
          || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer)
            == true)
    }
  }

  /// Whether `winner`, recognizing, stops `other`.
  private func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
    let simultaneous =
      winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other)
      == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner)
        == true
    return !simultaneous && winner.canPrevent(other) && other.canBePrevented(by: winner)
  }
}
