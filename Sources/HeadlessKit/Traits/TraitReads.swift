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
