/// The lexicographic objective: one level per priority (highest first), each the sum of
/// that level's error symbols in terms of parametric symbols, kept dense (a coefficient
/// per symbol id) so that adding a term or substituting a row costs the terms it
/// touches, not the length of the level. A screen of labels puts two errors per label in
/// each of its hugging and compression levels: kept as sorted rows, every substitution
/// into a level copied it, and builds grew with the square of the labels
/// (`autolayout-labels` benchmark row).
///
/// The symbols whose weight is negative (the first non-zero coefficient, from the
/// highest level, below zero) are kept in a set, so the primal simplex finds its
/// entering symbol without scanning the levels.
struct Objective {
  /// The levels' priorities, highest first.
  private(set) var levels: [Float] = []
  /// Each level's coefficient of each symbol, by symbol id.
  private var coefficients: [[Double]] = []
  /// Symbols whose weight is negative.
  private(set) var negative: Set<Int32> = []
  /// Whether each symbol is in `negative`, so that a change of coefficient that keeps
  /// the sign hashes nothing.
  private var isNegative: [Bool] = []
  /// How many symbols the tableau has made.
  private var symbolCount = 0
  /// While set, each coefficient's first previous value, to roll a failed add back.
  private var journal: [(level: Int, id: Int32, value: Double)]?

  /// Heap bytes the levels hold.
  var heapBytes: Int {
    coefficients.reduce(0) { $0 + ($1.capacity == 0 ? 0 : 32 + $1.capacity * 8) }
  }

  /// Makes room for one more symbol.
  mutating func appendSymbol() {
    symbolCount += 1
    isNegative.append(false)
    for index in coefficients.indices { coefficients[index].append(0) }
  }

  /// The index of a priority level, made (all zero) when new.
  mutating func levelIndex(_ level: Float) -> Int {
    if let found = levels.firstIndex(of: level) { return found }
    let index = levels.firstIndex { $0 < level } ?? levels.count
    levels.insert(level, at: index)
    coefficients.insert(Array(repeating: 0, count: symbolCount), at: index)
    return index
  }

  /// Adds `value` to a symbol's coefficient at a level.
  mutating func add(_ id: Int32, _ value: Double, level: Int) {
    let old = coefficients[level][Int(id)]
    var sum = old + value
    if Tolerance.isZero(sum) { sum = 0 }
    guard sum != old else { return }
    if journal != nil { journal!.append((level, id, old)) }
    coefficients[level][Int(id)] = sum
    updateSign(id)
  }

  /// Adds `multiplier·row` (its terms; the constant does not matter) at a level.
  mutating func add(_ row: Row, times multiplier: Double, level: Int) {
    for term in row.terms { add(term.symbol.id, term.coefficient * multiplier, level: level) }
  }

  /// Takes a symbol out of every level; returns its coefficient at each.
  mutating func remove(_ id: Int32) -> [Double] {
    var removed: [Double] = []
    removed.reserveCapacity(levels.count)
    for level in levels.indices {
      let value = coefficients[level][Int(id)]
      removed.append(value)
      if value != 0 { add(id, -value, level: level) }
    }
    return removed
  }

  /// Replaces a symbol by its row in every level.
  mutating func substitute(_ id: Int32, _ row: Row) {
    let removed = remove(id)
    for level in removed.indices where removed[level] != 0 {
      add(row, times: removed[level], level: level)
    }
  }

  /// The symbol's coefficient at each level, highest first.
  func weight(_ id: Int32) -> [Double] {
    coefficients.map { $0[Int(id)] }
  }

  /// Whether every level's coefficient of the symbol is zero.
  func isZero(_ id: Int32) -> Bool {
    coefficients.allSatisfy { $0[Int(id)] == 0 }
  }

  private mutating func updateSign(_ id: Int32) {
    var below = false
    for level in coefficients.indices where coefficients[level][Int(id)] != 0 {
      below = coefficients[level][Int(id)] < 0
      break
    }
    guard below != isNegative[Int(id)] else { return }
    isNegative[Int(id)] = below
    if below { negative.insert(id) } else { negative.remove(id) }
  }

  /// Starts recording changes, for ``rollBack()``.
  mutating func beginJournal() { journal = [] }

  /// Stops recording changes.
  mutating func endJournal() { journal = nil }

  /// Undoes the changes recorded since ``beginJournal()``.
  mutating func rollBack() {
    guard let recorded = journal else { return }
    journal = nil
    for (level, id, value) in recorded.reversed() { coefficients[level][Int(id)] = value }
    for (_, id, _) in recorded { updateSign(id) }
  }
}
