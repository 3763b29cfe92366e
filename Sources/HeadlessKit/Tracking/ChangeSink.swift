/// Where trackers and watches report changes: the update loop adopts it.
///
/// Tracking knows nothing of the loop, views or controllers; it hands changes to this
/// protocol and the loop decides what they mean. Called on the writer's thread, from
/// inside Observation's change notification, so an implementation only records and
/// returns. Trackers hold their sink strongly (a fire then costs no weak load), so a
/// sink whose owner is gone must record nothing more: what it records holds trackers.
protocol ChangeSink: AnyObject, Sendable {
  /// A slot of `tracker` saw its first counted change since the loop last took one; the
  /// loop hands `report` back to the tracker (``HookTracker/take(_:)``).
  func trackerChanged(_ tracker: HookTracker, _ report: consuming HookTracker.Report)
  /// Something an untracked callback read has changed.
  func watchedReadChanged(_ watch: UntrackedReadWatch)
  /// The owner of `tracker` is gone, on any thread: the loop must call
  /// ``HookTracker/cancelCapturedScopes()``.
  func trackerRetired(_ tracker: HookTracker)
  /// Whether changes capture their cause (``ObservedChange``) for the trace.
  var capturesCauses: Bool { get }
  /// A number no other sink of the process has, never 0: trackers compare it to learn
  /// whether they report to the same sink without loading a weak reference.
  var serial: UInt64 { get }
}

/// The object whose hooks a tracker serves; it turns a change into its own invalidation.
@MainActor
protocol TrackerOwner: AnyObject {
  /// Sets the flag of `phase`, as a change to something the phase's hooks read asks.
  func invalidate(_ phase: Invalidation)
  /// A change to something the hooks of `phase` read was taken by the loop: sets the
  /// phase's flag and explains the change when the owner cannot serve it well.
  func trackedReadChanged(_ phase: Invalidation)
}
