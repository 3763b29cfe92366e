import Synchronization

/// Whether anything in the process has asked for a right-to-left layout yet: a trait
/// collection or override with ``LayoutDirection/rightToLeft``, or a view whose
/// ``View/semanticContent`` forces it.
///
/// Until then every view lays out and draws left to right, so the per-draw question "is
/// this view right to left?" (which resolves the view's traits) is skipped: a label's
/// redraw is on the path of every update (the `cycle` row). Once set, it stays set, and
/// every view asks its traits.
enum RightToLeftUse {
  private static let seen = Atomic<Bool>(false)

  /// Whether a right-to-left direction has been asked for.
  static var hasBeenSeen: Bool { seen.load(ordering: .relaxed) }

  /// Records that a right-to-left direction was asked for.
  static func note() { seen.store(true, ordering: .relaxed) }
}
