import Synchronization

/// The traits one hook of one view read from one object (a view or controller) during
/// its last run: the values then, and which traits were read. The trait phase compares
/// the object's traits now with these values on those traits, and re-runs the hook when
/// one differs.
final class TraitReads: @unchecked Sendable {
  /// The object read from; touched on the main actor only.
  weak var source: AnyObject?
  /// Its traits when first read in the run.
  let snapshot: TraitValues
  /// The hook that read them.
  let hook: Hook
  /// The traits read (``TraitMask`` bits); set from any thread a collection is read on.
  private let bits = Atomic<UInt16>(0)

  init(source: AnyObject, snapshot: TraitValues, hook: Hook) {
    self.source = source
    self.snapshot = snapshot
    self.hook = hook
  }

  func note(_ trait: Trait) {
    bits.bitwiseOr(trait.bit.rawValue, ordering: .relaxed)
  }

  var mask: TraitMask { TraitMask(rawValue: bits.load(ordering: .relaxed)) }
}

/// A handler registered with ``TraitEnvironment/registerForTraitChanges(_:handler:)``.
struct TraitHandler {
  let id: Int
  let traits: TraitMask
  let call: @MainActor (AnyObject, TraitCollection) -> Void
}

/// The registration ``TraitEnvironment/registerForTraitChanges(_:handler:)`` returns.
struct TraitHandlerToken: TraitChangeRegistration {
  let id: Int
}

/// The trait state of one view or controller, made when it first needs one: its
/// overrides, what its hooks read, its handlers. Most views never have one (8 bytes
/// each for the reference).
@MainActor
final class TraitState {
  weak var view: View?
  weak var controller: Controller?
  var overrides = TraitOverrides()
  /// The reads of each tracker slot's last run, for the view's hooks.
  var reads: [[TraitReads]] = []
  var handlers: [TraitHandler] = []
  /// A controller's trait reads in untracked callbacks, until one changes.
  var untrackedReads: [(callback: String, reads: TraitReads)] = []
  /// The type overrides `traitCollectionDidChange(_:)`.
  var callsDidChange = false
  /// What handlers and `traitCollectionDidChange(_:)` last saw.
  var delivered: TraitValues?
  /// Listed in ``TraitSystem/watched``.
  var isWatched = false

  init(view: View) { self.view = view }
  init(controller: Controller) { self.controller = controller }

  var owner: AnyObject? { view ?? controller }

  /// Whether the trait phase has anything to look at here.
  var hasWatchers: Bool {
    callsDidChange || !handlers.isEmpty || !untrackedReads.isEmpty
      || reads.contains { !$0.isEmpty }
  }

  func watch() {
    guard !isWatched else { return }
    isWatched = true
    TraitSystem.watched.append(self)
  }
}
