/// The actions of a control, run as a user's interaction would run them: untracked, and watched for
/// untracked reads on behalf of the nearest controller.
@MainActor
struct ControlActions<Event: Equatable> {
  private var handlers: [(event: Event, run: @MainActor () -> Void)] = []

  mutating func add(for event: Event, _ handler: @escaping @MainActor () -> Void) {
    handlers.append((event, handler))
  }

  /// Runs the handlers registered for `event`.
  func send(_ event: Event, from view: View, named name: String) {
    let matching = handlers.filter { $0.event == event }
    guard !matching.isEmpty else { return }
    view.runUserAction(named: name) { for handler in matching { handler.run() } }
  }
}
