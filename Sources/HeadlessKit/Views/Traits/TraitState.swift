import Synchronization

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
