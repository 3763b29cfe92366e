/// The scopes bursts cut, one per slot of a tracker: the cutting writer leaves its scope
/// here before it publishes the cut (``SlotBoard/countCoalescedFire(_:generation:beforeCut:)``),
/// and the loop takes it when the slot's next run starts, to re-arm its reads
/// (``HookTracker/rearmCutScope(_:)``).
///
/// Threading: one lock, taken once per cut attempt and once per re-arming. Every writer
/// leaves an entry object of its own, so that a writer whose cut did not happen withdraws
/// only what it left: another writer may have cut the same scope since, and its entry
/// must stay for the loop (two writers' entries for one generation name the same scope).
///
/// Why the loop should always find the entry of a cut (once, under AddressSanitizer, it
/// did not, for a cause not found yet; the run is then confirmed by another, see
/// ``HookTracker/rearmCutScope(_:)``): a writer publishes a cut only by an
/// exchange of the word it read just before it left its entry, and the word never takes
/// a value twice (its epoch advances with each report taken, its generation with each
/// run), so the word did not change in between; a writer that withdraws saw a word
/// without that cut, so it withdraws before the cut's writer leaves its entry, or its
/// entry was replaced; and the cut stands until the run that takes the entry starts.
final class CutScopes: Sendable {
  /// A cut scope and its generation, as one writer left it.
  final class Entry: Sendable {
    let generation: Int
    let scope: ScopeHandle
    init(generation: Int, scope: ScopeHandle) {
      self.generation = generation
      self.scope = scope
    }
  }

  private let slots = Locked(PerSlot<Entry?>(nil))

  /// A writer, before publishing a cut: leaves its entry, replacing any of its own
  /// generation or an older one. (A writer that read the slot before a run installed a
  /// newer scope may get here late: it must not replace a newer scope's entry.)
  func leave(_ entry: Entry, in index: Int) {
    slots.withLock { slots in
      if let existing = slots[index], existing.generation > entry.generation { return }
      slots[index] = entry
    }
  }

  /// A writer whose cut did not happen: removes its entry if it is still there.
  func withdraw(_ entry: Entry, from index: Int) {
    slots.withLock { if $0[index] === entry { $0[index] = nil } }
  }

  /// The loop, when a run starts on a cut slot: takes the entry of `generation`.
  func take(_ index: Int, generation: Int) -> Entry? {
    slots.withLock { slots in
      guard let entry = slots[index], entry.generation == generation else { return nil }
      slots[index] = nil
      return entry
    }
  }
}
