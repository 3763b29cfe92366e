/// The simplex tableau: rows of basic symbols in terms of parametric ones, a column index
/// (which rows hold each symbol), and a lexicographic objective (one row per priority
/// level). One threading scheme: none; a tableau belongs to one solver, used by one
/// thread at a time.
///
/// Everything here is local: substituting a symbol touches the rows that hold it (the
/// column index says which), not every row, so work follows the size of the part of the
/// system a change reaches.
final class Tableau {
  /// The row of each basic symbol, by symbol id; `nil` for parametric symbols.
  @exclusivity(unchecked) var rows: [Row?] = []
  /// For each symbol id, the basic symbols whose rows hold it, in no particular order
  /// (an array: iterating it is what a suggested value costs, and arrays iterate fastest).
  @exclusivity(unchecked) private(set) var columns: [[Int32]] = []
  @exclusivity(unchecked) private(set) var kinds: [Symbol.Kind] = []
  /// The objective: one level per priority, highest first, each the sum of that level's
  /// error symbols (in terms of parametric symbols).
  @exclusivity(unchecked) var objective = Objective()
  /// The phase-one objective while a row with no subject is being added.
  var artificial: Row?
  /// Basic restricted symbols whose constant went negative, for the dual simplex.
  @exclusivity(unchecked) var infeasible: Set<Int32> = []
  /// Each symbol's variable slot in the solver (`readChangedValues`), -1 for the
  /// solver's own symbols.
  @exclusivity(unchecked) private var slots: [Int32] = []
  /// The symbols whose row's constant may have changed (or that became basic or
  /// parametric) since the last `readChangedValues`, each once; all of them when
  /// `allChanged`. An edit in place reads back only these (`autolayout-constant`).
  @exclusivity(unchecked) private var changed: [Int32] = []
  @exclusivity(unchecked) private var isChanged: [Bool] = []
  var allChanged = true
  /// While set, the first previous value of each row changed, to roll a failed add back.
  var journal: [Int32: Row?]?

  /// Heap bytes the rows, the column index and the symbol kinds hold (each array's
  /// capacity plus its 32-byte header; empty arrays hold none): the size of the tableau.
  var heapBytes: Int {
    func size<T>(_ array: [T]) -> Int {
      array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<T>.stride
    }
    var total = size(rows) + size(columns) + size(kinds) + objective.heapBytes
    for row in rows { if let row { total += size(row.terms) } }
    for column in columns { total += size(column) }
    return total
  }

  // MARK: Symbols and rows

  func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let symbol = Symbol(id: Int32(kinds.count), kind: kind)
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    slots.append(-1)
    isChanged.append(false)
    objective.appendSymbol()
    return symbol
  }

  func symbol(_ id: Int32) -> Symbol { Symbol(id: id, kind: kinds[Int(id)]) }

  func row(_ symbol: Symbol) -> Row? { rows[Int(symbol.id)] }

  func isBasic(_ symbol: Symbol) -> Bool { rows[Int(symbol.id)] != nil }

  /// The basic symbols whose rows hold `symbol`.
  func rowsHolding(_ symbol: Symbol) -> [Int32] { columns[Int(symbol.id)] }

  func addToColumn(_ symbol: Symbol, _ basic: Int32) {
    columns[Int(symbol.id)].append(basic)
  }

  func removeFromColumn(_ symbol: Symbol, _ basic: Int32) {
    let index = Int(symbol.id)
    guard let position = columns[index].lastIndex(of: basic) else { return }
    columns[index].swapAt(position, columns[index].count - 1)
    columns[index].removeLast()
  }

  private func record(_ id: Int32) {
    if journal != nil, journal![id] == nil { journal![id] = .some(rows[Int(id)]) }
  }

  /// Records that a row's constant may have changed.
  @inline(__always) private func noteChanged(_ id: Int32) {
    if !allChanged && !isChanged[Int(id)] {
      isChanged[Int(id)] = true
      changed.append(id)
    }
  }

  /// Gives an external symbol its variable's slot.
  func setSlot(_ slot: Int, of symbol: Symbol) { slots[Int(symbol.id)] = Int32(slot) }

  func setRow(_ symbol: Symbol, _ row: Row) {
    noteChanged(symbol.id)
    record(symbol.id)
    rows[Int(symbol.id)] = row
    for term in row.terms { addToColumn(term.symbol, symbol.id) }
  }

  @discardableResult
  func takeRow(_ symbol: Symbol) -> Row? {
    guard let row = rows[Int(symbol.id)] else { return nil }
    noteChanged(symbol.id)
    record(symbol.id)
    for term in row.terms { removeFromColumn(term.symbol, symbol.id) }
    rows[Int(symbol.id)] = nil
    return row
  }

  /// The value of a symbol: its row's constant when basic, else 0.
  func value(of symbol: Symbol) -> Double {
    rows[Int(symbol.id)]?.constant ?? 0
  }

  /// Writes the values of the variables whose rows changed since the last call into
  /// `values`, by slot, and returns those slots; `nil` when it wrote the value of every
  /// slot in `held` (the variables the tableau holds: the first call, after a failed
  /// add was rolled back, or when many rows changed).
  func readChangedValues(
    of symbols: [Symbol], held: [Int32], into values: inout [Double]
  ) -> [Int]? {
    defer {
      for id in changed { isChanged[Int(id)] = false }
      changed.removeAll(keepingCapacity: true)
      allChanged = false
    }
    // When many rows changed (a width change that resizes every view), reading every
    // value is cheaper than going through the list.
    guard !allChanged, changed.count * 8 < symbols.count else {
      readValues(of: symbols, held: held, into: &values)
      return nil
    }
    var written: [Int] = []
    for id in changed {
      let slot = Int(slots[Int(id)])
      guard slot >= 0 else { continue }
      values[slot] = rows[Int(id)]?.constant ?? 0
      written.append(slot)
    }
    return written
  }

  /// Writes the value of each slot in `held` (its symbol in `symbols`) into `values`.
  func readValues(of symbols: [Symbol], held: [Int32], into values: inout [Double]) {
    rows.withUnsafeBufferPointer { rows in
      symbols.withUnsafeBufferPointer { symbols in
        values.withUnsafeMutableBufferPointer { values in
          for slot in held {
            let index = Int(slot)
            if let row = rows[Int(symbols[index].id)] {
              values[index] = row.constant
            } else {
              values[index] = 0
            }
          }
        }
      }
    }
  }

  /// Moves a constraint's constant by `delta` (its `lhs - rhs` constant) through its
  /// marker symbols, whose columns in the constraint's first row were `markerCoefficient`
  /// and `otherCoefficient`: the Cassowary paper's constant change. The new system is the
  /// old one with the marker shifted by `delta / coefficient`, so only the row of a basic
  /// marker, or else the rows holding the marker, move; nothing is substituted. Rows whose
  /// restricted symbol goes negative are left for ``dualOptimize()``.
  func shiftConstant(
    marker: Symbol, _ markerCoefficient: Double, other: Symbol?, _ otherCoefficient: Double,
    by delta: Double
  ) {
    if isBasic(marker) {
      shiftConstant(of: marker.id, by: -delta / markerCoefficient)
    } else if let other, isBasic(other) {
      shiftConstant(of: other.id, by: -delta / otherCoefficient)
    } else {
      shiftRows(holding: marker, by: delta / markerCoefficient)
    }
  }

  /// Moves the constant of every row holding `symbol` by `delta` times its coefficient
  /// there.
  private func shiftRows(holding symbol: Symbol, by delta: Double) {
    let holders = columns[Int(symbol.id)]
    // Rows enough that the values are read back all at once (``readChangedValues``):
    // then none is noted one by one (a width change that resizes every view, through
    // the container's width or the root's held size).
    if holders.count * 8 >= rows.count { allChanged = true }
    var negative: [Int32] = []
    rows.withUnsafeMutableBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        for basic in holders {
          let index = Int(basic)
          let constant = rows[index]!.shift(along: symbol, by: delta)
          noteChanged(basic)
          if constant < 0 && kinds[index] != .external
            || kinds[index] == .dummy && !Tolerance.isZero(constant)
          {
            negative.append(basic)
          }
        }
      }
    }
    for basic in negative { infeasible.insert(basic) }
  }

  /// Changes the constant of a basic symbol's row.
  private func shiftConstant(of basic: Int32, by delta: Double) {
    noteChanged(basic)
    rows[Int(basic)]!.constant += delta
    let constant = rows[Int(basic)]!.constant
    if kinds[Int(basic)] != .external && constant < 0
      || kinds[Int(basic)] == .dummy && !Tolerance.isZero(constant)
    {
      infeasible.insert(basic)
    }
  }

  /// Removes a symbol from every row and the objective (an artificial symbol after
  /// phase one: it is zero from then on).
  func dropColumn(_ symbol: Symbol) {
    for basic in columns[Int(symbol.id)] {
      record(basic)
      rows[Int(basic)]!.remove(symbol)
    }
    columns[Int(symbol.id)] = []
    _ = objective.remove(symbol.id)
  }

  /// Replaces `symbol` by `row` (its definition) in every row that holds it and in the
  /// objectives.
  func substitute(_ symbol: Symbol, _ row: Row) {
    var entered: [Symbol] = []
    var left: [Symbol] = []
    for basic in columns[Int(symbol.id)] {
      record(basic)
      var target = rows[Int(basic)].take()!  // taken out, so it is changed in place
      let coefficient = target.remove(symbol)
      entered.removeAll(keepingCapacity: true)
      left.removeAll(keepingCapacity: true)
      target.add(row, times: coefficient, entered: &entered, left: &left)
      for held in entered { addToColumn(held, basic) }
      for held in left { removeFromColumn(held, basic) }
      rows[Int(basic)] = target
      noteChanged(basic)
      if kinds[Int(basic)] != .external && target.constant < 0 { infeasible.insert(basic) }
    }
    columns[Int(symbol.id)] = []
    objective.substitute(symbol.id, row)
    if artificial != nil {
      let coefficient = artificial!.remove(symbol)
      if coefficient != 0 {
        artificial!.add(row, times: coefficient, entered: &entered, left: &left)
      }
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  func pivot(leaving: Symbol, entering: Symbol) {
    var row = takeRow(leaving)!
    row.solve(for: leaving, entering: entering)
    substitute(entering, row)
    setRow(entering, row)
  }
}
