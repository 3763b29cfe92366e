// The layout walk's record of the subviews to enter in a view with many.

/// Which subviews of a view with many (``minimumSubviews``) the layout walk must enter:
/// those whose layout bit was set since the last walk (``View/markSubtreeNeeds(_:)``
/// records each as its bit goes from clear to set), and those holding a tracker, which a
/// walk outside a visible window enters. So the walk of a container of N subviews that
/// nothing inside flagged costs what was flagged, not a check of N bits.
///
/// The record is complete while the tree keeps its shape (``TreeOrder/generation``: an
/// added subview arrives with its bits set and is not recorded, and indices move) and
/// while it holds at most a quarter of the subviews (many flagged: a scan is cheaper than
/// sorting them). Otherwise the walk scans every subview, as for a view with few, and
/// starts a new record.
@MainActor
final class LayoutWalkIndex {
  /// Views with fewer subviews are scanned: a check of a few bits costs less.
  static let minimumSubviews = 32

  /// The tree's shape the record belongs to.
  private var generation = -1
  /// Subviews (by index) flagged since the last walk; may repeat, and name subviews the
  /// walk entered since.
  private var flagged: [Int32] = []
  /// Subviews (by index) holding a tracker, in no order.
  private var trackers: [Int32] = []
  /// More subviews were flagged than ``flagged`` keeps.
  private var overflowed = false
  /// A quarter of the subviews, when the record began.
  private var limit = 0

  /// Whether the record names every subview the walk must enter: those flagged, and
  /// those holding a tracker if `trackersVisited` (few enough, then, to list).
  func isComplete(trackersVisited: Bool) -> Bool {
    generation == TreeOrder.generation && !overflowed
      && (!trackersVisited || trackers.count <= limit)
  }

  /// Forgets the record: the walk scans the subviews, which it records anew.
  func restart(subviews count: Int) {
    generation = TreeOrder.generation
    flagged.removeAll(keepingCapacity: true)
    trackers.removeAll(keepingCapacity: true)
    overflowed = false
    limit = count / 4
  }

  /// The subview at `index` was flagged.
  @inline(__always)
  func recordFlagged(_ index: Int) {
    if overflowed { return }
    if flagged.count >= limit {
      overflowed = true
      return
    }
    flagged.append(Int32(truncatingIfNeeded: index))
  }

  /// The subview at `index` holds a tracker now.
  func recordTracker(_ index: Int) {
    trackers.append(Int32(truncatingIfNeeded: index))
  }

  /// The flagged subviews after `index` (and, if asked, those holding a tracker), in
  /// order and once each; they leave the record, the others stay.
  func takeRecorded(after index: Int, trackers withTrackers: Bool) -> [Int32] {
    var taken: [Int32] = []
    if index < 0 {
      taken = flagged
      flagged.removeAll(keepingCapacity: true)
    } else {
      var kept: [Int32] = []
      for position in flagged {
        if Int(position) > index { taken.append(position) } else { kept.append(position) }
      }
      flagged = kept
    }
    if withTrackers { taken += trackers }
    if taken.count > 1 {
      taken.sort()
      var unique = 1
      for position in 1..<taken.count where taken[position] != taken[unique - 1] {
        taken[unique] = taken[position]
        unique += 1
      }
      taken.removeLast(taken.count - unique)
    }
    return taken
  }
}
