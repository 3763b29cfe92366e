/// The actions of a control, run as a user's interaction would run them: untracked, and watched for
/// untracked reads on behalf of the nearest controller.
@MainActor
struct ControlActions<Event: Equatable> {
  private var handlers: [(event: Event, run: @MainActor () -> Void, tag: ControlActionTag?)] = []

  /// Adds a handler; it carries ``ControlActionTag/current`` when one is set, so whoever set
  /// it can remove the handler later.
  mutating func add(for event: Event, _ handler: @escaping @MainActor () -> Void) {
    // Handlers removed since the last add leave the list now (`send` cannot mutate).
    handlers.removeAll { $0.tag?.isRemoved == true }
    handlers.append((event, handler, ControlActionTag.current))
  }

  /// Runs the handlers registered for `event` that were not removed.
  func send(_ event: Event, from view: View, named name: String) {
    let matching = handlers.filter { $0.event == event && $0.tag?.isRemoved != true }
    guard !matching.isEmpty else { return }
    view.runUserAction(named: name) {
      // A handler may remove a later one: that one no longer runs.
      for handler in matching where handler.tag?.isRemoved != true { handler.run() }
    }
  }
}

/// Marks the handlers a control adds while it is ``current``, so they can be removed:
/// the handler lists of buttons, switches, sliders, segmented controls and text fields
/// are private, and a removed handler is skipped, then dropped at the next add.
@MainActor
package final class ControlActionTag {
  /// The tag handlers added now carry; `nil` outside ``tagging(_:)``.
  package private(set) static var current: ControlActionTag?

  /// Whether the handlers carrying this tag were removed.
  package private(set) var isRemoved = false

  /// Creates a tag.
  package init() {}

  /// Runs `body`, whose control handlers carry this tag.
  /// - Parameter body: Adds handlers to controls.
  package func tagging(_ body: () -> Void) {
    let outer = Self.current
    Self.current = self
    defer { Self.current = outer }
    body()
  }

  /// Removes the handlers carrying this tag: they never run again.
  package func remove() {
    isRemoved = true
  }
}
