import Observation
import Synchronization

extension HookTracker {
  /// A slot's first change since the loop last took one, posted from the writer's thread
  /// with its tracker; the tracker keeps it as the box of the scope it captures.
  final class Report: Sendable {
    /// The slot; `phase` names it.
    let index: Int
    /// The generation of the scope that fired, and its `ObservationTracking`.
    let generation: Int
    let tracking: ScopeHandle
    /// The writer already cancelled the scope (it saw it retired).
    let cancelled: Bool

    init(_ index: Int, _ generation: Int, _ tracking: ScopeHandle, cancelled: Bool) {
      self.index = index
      self.generation = generation
      self.tracking = tracking
      self.cancelled = cancelled
    }

    /// The phase whose hooks read the change.
    var phase: Invalidation { Invalidation(slot: index) }

    /// Unregisters the scope, reading `tracking` in place: `report.tracking.cancelScope()`
    /// copies the resilient value out and destroys the copy (the `cycle` row).
    func cancelScope() { tracking.cancelScope() }
  }

  /// A slot's change, as the loop takes it.
  struct Drained {
    /// The object to invalidate.
    let owner: any TrackerOwner
    /// The hook that last ran in the slot, for diagnostics.
    let hook: Hook
    /// The changes seen since the last report was taken, when causes were wanted.
    let causes: [ObservedChange]
    /// Which hooks read those changes, when causes were wanted.
    let readers: [AttributedRead]
  }

  /// A sink, as writers find it. Held strongly, so a fire costs no weak load: a sink
  /// outlives its owner by as long as trackers point at it, and stops recording when
  /// its owner goes (``ChangeSink`` asks that of it).
  final class SinkRef: Sendable {
    let sink: any ChangeSink
    let serial: UInt64
    init(_ sink: any ChangeSink) {
      self.sink = sink
      serial = sink.serial
    }
  }
}
