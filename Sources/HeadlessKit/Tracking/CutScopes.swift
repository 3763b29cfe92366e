/// The scopes bursts cut, per slot of a tracker: a writer about to cut leaves its scope
/// here before it publishes the cut (``SlotBoard/countCoalescedFire(_:generation:beforeCut:)``),
/// and the loop takes it when the slot's next run starts, to re-arm its reads
/// (``HookTracker/rearmCutScope(_:)``).
///
/// Threading: one lock, taken once per cut attempt and once per re-arming. Every writer
/// leaves an entry object of its own beside the others, and a writer whose cut did not
/// happen withdraws only that entry.
///
/// Why the loop always finds an entry of a cut: the cutting writer left its entry before
/// the exchange that published the cut, the loop takes entries only after the exchange
/// that starts the run saw it, and nothing but that take removes the cutter's entry
/// (writers withdraw their own entries only). One entry per slot, replaced by each writer,
/// was not enough: a second writer that had read the same word could replace the cutter's
/// entry after the run started, fail its exchange on the running word, and withdraw,
/// leaving nothing (`aLateWriterWithdrawingAfterTheRunStartedLeavesTheCuttersEntry`).
/// Every entry a writer does not withdraw is of a cut generation, so the take that
/// follows removes it: at most one entry per concurrent writer waits here.
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

  private let slots = Locked(PerSlot<[Entry]>([]))

  /// A writer, before publishing a cut: leaves its entry beside any others.
  func leave(_ entry: Entry, in index: Int) {
    slots.withLock { $0[index].append(entry) }
  }

  /// A writer whose cut did not happen: removes its own entry if it is still there.
  func withdraw(_ entry: Entry, from index: Int) {
    slots.withLock { slots in
      if let position = slots[index].firstIndex(where: { $0 === entry }) {
        slots[index].remove(at: position)
      }
    }
  }

  /// The loop, when a run starts on a cut slot: takes an entry of `generation` (entries
  /// of one generation name the same scope), and drops every entry of that generation or
  /// an older one, which no run will take.
  func take(_ index: Int, generation: Int) -> Entry? {
    slots.withLock { slots in
      let entry = slots[index].first { $0.generation == generation }
      if entry != nil { slots[index].removeAll { $0.generation <= generation } }
      return entry
    }
  }

  /// The entries waiting in slot `index`, for tests.
  func count(in index: Int) -> Int {
    slots.withLock { $0[index].count }
  }
}
