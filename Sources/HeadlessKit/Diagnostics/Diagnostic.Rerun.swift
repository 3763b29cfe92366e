extension Diagnostic {
  /// Why a hook will run again: the facts of a trace line.
  public struct Rerun: Sendable, Equatable {
    /// The object whose hook re-runs: a controller's type, or a view's type and
    /// identifier (`Label(title)`).
    public var owner: String
    /// The hook that read the changed state.
    public var hook: Hook
    /// The method that read it, as written: the hook's own name, or for
    /// ``Hook/configuration`` the widget's method (`updateConfiguration(using:)`,
    /// `configurationUpdateHandler`).
    public var method: String
    /// The pass in which it re-runs.
    public var pass: Int
    /// The changes coalesced into this re-run, in the order they happened; empty when
    /// Observation did not name them.
    public var changes: [Change]
    /// A view inside `owner` that read the same change: the re-run may only be the echo
    /// of reads merged into `owner`'s scope by a nested `updatePropertiesIfNeeded()` or
    /// `layoutIfNeeded()`.
    public var alsoReadBy: String?
    /// The view is in no visible window: the hook re-runs when it is on screen again, not
    /// in ``pass``.
    public var offScreen: Bool

    /// Creates the facts of a re-run.
    /// - Parameters:
    ///   - owner: The object whose hook re-runs.
    ///   - hook: The hook that read the changed state.
    ///   - pass: The pass in which it re-runs.
    ///   - changes: The changes coalesced into the re-run.
    ///   - alsoReadBy: A view inside `owner` that read the same change, if any.
    ///   - offScreen: Whether the view is in no visible window.
    ///   - method: The method that read; `hook`'s description when `nil`.
    public init(
      owner: String, hook: Hook, pass: Int, changes: [Change], alsoReadBy: String?,
      offScreen: Bool = false, method: String? = nil
    ) {
      self.owner = owner
      self.hook = hook
      self.method = method ?? hook.description
      self.pass = pass
      self.changes = changes
      self.alsoReadBy = alsoReadBy
      self.offScreen = offScreen
    }

    /// Equal writes to one property from one thread, counted.
    public struct Change: Sendable, Equatable {
      /// `Type.property` when the model names its properties, else the type.
      public var property: String
      /// The writer's thread.
      public var thread: Thread
      /// How many writes were coalesced.
      public var writes: Int
      /// The values before and after (`light → dark`), when known: a trait's change.
      public var values: String?

      /// Creates a change.
      /// - Parameters:
      ///   - property: `Type.property`, or `traitCollection.trait` for a trait.
      ///   - thread: The writer's thread.
      ///   - writes: How many writes were coalesced.
      ///   - values: The values before and after, when known.
      public init(property: String, thread: Thread, writes: Int, values: String? = nil) {
        self.property = property
        self.thread = thread
        self.writes = writes
        self.values = values
      }
    }
  }
}
