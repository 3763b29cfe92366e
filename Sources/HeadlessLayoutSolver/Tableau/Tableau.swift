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
  @exclusivity(unchecked) private(set) var rows: [Row?] = []
  /// For each symbol id, the basic symbols whose rows hold it, in no particular order
  /// (an array: iterating it is what a suggested value costs, and arrays iterate fastest).
  @exclusivity(unchecked) private(set) var columns: [[Int32]] = []
  @exclusivity(unchecked) private(set) var kinds: [Symbol.Kind] = []
  /// The objective: one level per priority, highest first, each the sum of that level's
  /// error symbols (in terms of parametric symbols).
  @exclusivity(unchecked) private(set) var objective = Objective()
  /// The phase-one objective while a row with no subject is being added.
  private var artificial: Row?
  /// Basic restricted symbols whose constant went negative, for the dual simplex.
  @exclusivity(unchecked) private var infeasible: Set<Int32> = []
  /// Each symbol's variable slot in the solver (`readChangedValues`), -1 for the
  /// solver's own symbols.
  @exclusivity(unchecked) private var slots: [Int32] = []
  /// The symbols whose row's constant may have changed (or that became basic or
  /// parametric) since the last `readChangedValues`, each once; all of them when
  /// `allChanged`. An edit in place reads back only these (`autolayout-constant`).
  @exclusivity(unchecked) private var changed: [Int32] = []
  @exclusivity(unchecked) private var isChanged: [Bool] = []
  private var allChanged = true
  /// While set, the first previous value of each row changed, to roll a failed add back.
  private var journal: [Int32: Row?]?

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

  private func addToColumn(_ symbol: Symbol, _ basic: Int32) {
    columns[Int(symbol.id)].append(basic)
  }

  private func removeFromColumn(_ symbol: Symbol, _ basic: Int32) {
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
  /// `values`, by slot, and returns those slots; `nil` when it wrote every variable's (the
  /// first call, or after a failed add was rolled back).
  func readChangedValues(of symbols: [Symbol], into values: inout [Double]) -> [Int]? {
    defer {
      for id in changed { isChanged[Int(id)] = false }
      changed.removeAll(keepingCapacity: true)
      allChanged = false
    }
    // When many rows changed (a width change that resizes every view), reading every
    // value is cheaper than going through the list.
    guard !allChanged, changed.count * 8 < symbols.count else {
      readValues(of: symbols, into: &values)
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

  /// Writes the value of each symbol into `values`, in order.
  func readValues(of symbols: [Symbol], into values: inout [Double]) {
    rows.withUnsafeBufferPointer { rows in
      for index in symbols.indices {
        let id = Int(symbols[index].id)
        if let row = rows[id] { values[index] = row.constant } else { values[index] = 0 }
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
    rows.withUnsafeMutableBufferPointer { rows in
      for basic in holders {
        let index = Int(basic)
        let constant = rows[index]!.constant + delta * rows[index]!.coefficient(of: symbol)
        rows[index]!.constant = constant
        noteChanged(basic)
        if constant < 0 && kinds[index] != .external
          || kinds[index] == .dummy && !Tolerance.isZero(constant)
        {
          infeasible.insert(basic)
        }
      }
    }
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

  // MARK: The objective

  /// Adds `coefficient·symbol` (through its row when it is basic) at a priority level.
  func addToObjective(_ symbol: Symbol, _ coefficient: Double, level: Float) {
    let index = objective.levelIndex(level)
    if let row = rows[Int(symbol.id)] {
      objective.add(row, times: coefficient, level: index)
    } else {
      objective.add(symbol.id, coefficient, level: index)
    }
  }

  /// -1, 0 or 1 as `a` is lexicographically below, equal to or above `b`.
  private static func compare(_ a: [Double], _ b: [Double]) -> Int {
    for (x, y) in zip(a, b) where !Tolerance.isZero(x - y) { return x < y ? -1 : 1 }
    return 0
  }

  // MARK: Simplex

  /// Minimizes the objective (lexicographically, highest level first) by primal simplex;
  /// while a row with no subject is being added, its artificial objective instead.
  func optimize() {
    while true {
      // Bland's rule: the lowest symbol whose weight is negative (never a dummy: it is
      // held at zero).
      var entering: Symbol?
      if let artificial {
        entering =
          artificial.terms.first { $0.coefficient < 0 && $0.symbol.kind != .dummy }?
          .symbol
      } else {
        for id in objective.negative where kinds[Int(id)] != .dummy {
          if entering == nil || id < entering!.id { entering = symbol(id) }
        }
      }
      guard let entering else { return }
      guard let leaving = leavingRow(for: entering) else {
        preconditionFailure("Tableau.optimize: the objective is unbounded: internal inconsistency")
      }
      pivot(leaving: leaving, entering: entering)
    }
  }

  /// The row that limits how far `entering` can grow: the least ratio among restricted
  /// basic rows where it has a negative coefficient; ties to the lowest symbol.
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: (ratio: Double, id: Int32)?
    for basic in columns[Int(entering.id)] where kinds[Int(basic)] != .external {
      let row = rows[Int(basic)]!
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if let current = best, ratio > current.ratio || (ratio == current.ratio && basic > current.id)
      {
        continue
      }
      best = (ratio, basic)
    }
    return best.map { symbol($0.id) }
  }

  /// Restores feasibility after constants moved (dual simplex), keeping optimality.
  /// Returns `false` when it cannot: a row's restricted symbol is below zero (or a basic
  /// marker of a required equality off zero) and nothing can bring it back, so the
  /// required constraints conflict; the tableau is then valid but not feasible, and the
  /// caller undoes its change and calls this again.
  @discardableResult
  func dualOptimize() -> Bool {
    while let leavingID = infeasible.min() {
      infeasible.remove(leavingID)
      guard let row = rows[Int(leavingID)] else { continue }
      if kinds[Int(leavingID)] == .dummy {
        guard Tolerance.isZero(row.constant) else {
          infeasible.insert(leavingID)
          return false
        }
        continue
      }
      guard row.constant < 0 else { continue }
      var best: (ratio: [Double], symbol: Symbol)?
      for term in row.terms where term.coefficient > 0 && term.symbol.kind != .dummy {
        let candidate = term.symbol
        let coefficient = term.coefficient
        let ratio = objective.weight(candidate.id).map { $0 / coefficient }
        if let current = best {
          let order = Self.compare(ratio, current.ratio)
          if order > 0 || (order == 0 && candidate.id > current.symbol.id) { continue }
        }
        best = (ratio, candidate)
      }
      guard let entering = best?.symbol else {
        infeasible.insert(leavingID)
        return false
      }
      pivot(leaving: symbol(leavingID), entering: entering)
    }
    return true
  }

  /// Forgets the rows waiting for the dual simplex (after an undone change, once it has
  /// been made feasible again).
  func clearInfeasible() { infeasible = [] }

  /// Adds a row that has no subject, through an artificial symbol minimized to zero
  /// (phase one). Returns whether the row can hold; when it cannot, the tableau is rolled
  /// back to what it was before the call.
  func addWithArtificial(_ row: Row) -> Bool {
    journal = [:]
    objective.beginJournal()
    defer {
      journal = nil
      objective.endJournal()
    }
    let art = makeSymbol(.artificial)
    setRow(art, row)
    artificial = row
    optimize()
    let success = Tolerance.isZero(artificial!.constant)
    artificial = nil
    let artRow = takeRow(art)
    guard success else {
      rollBack()
      return false
    }
    if let artRow, !artRow.isEmpty {
      // Basic at zero: pivot a restricted symbol of its row in, so the row's equation is
      // kept once the artificial symbol is gone.
      guard let entering = artRow.terms.first(where: { $0.symbol.kind != .external })?.symbol
      else {
        rollBack()
        return false
      }
      var pivoted = artRow
      pivoted.solve(for: art, entering: entering)
      substitute(entering, pivoted)
      setRow(entering, pivoted)
    }
    dropColumn(art)
    return true
  }

  private func rollBack() {
    allChanged = true
    guard let journal else { return }
    for (id, previous) in journal {
      if let current = rows[Int(id)] {
        for term in current.terms { removeFromColumn(term.symbol, id) }
      }
      rows[Int(id)] = previous
      if let previous {
        for term in previous.terms { addToColumn(term.symbol, id) }
      }
    }
    objective.rollBack()
    infeasible = []
  }

  // MARK: Ambiguity

  /// Whether the value of `symbol` (a variable) could change without changing any
  /// priority level's error: some parametric symbol of its row could move at no cost.
  func isAmbiguous(_ symbol: Symbol) -> Bool {
    guard let row = rows[Int(symbol.id)] else { return true }  // nothing pins it
    for term in row.terms {
      let parametric = term.symbol
      if parametric.kind == .dummy { continue }  // held at zero: it never moves
      if parametric.kind == .external {
        if canMove(parametric, up: true) || canMove(parametric, up: false) { return true }
        continue
      }
      // A restricted symbol sits at zero and can only grow: free when growing costs
      // nothing and no row blocks it.
      if objective.isZero(parametric.id), canMove(parametric, up: true) {
        return true
      }
    }
    return false
  }

  /// Whether `symbol` can move a little in that direction with every restricted basic
  /// symbol staying non-negative.
  private func canMove(_ symbol: Symbol, up: Bool) -> Bool {
    for basic in columns[Int(symbol.id)] where kinds[Int(basic)] != .external {
      let row = rows[Int(basic)]!
      let coefficient = row.coefficient(of: symbol) * (up ? 1 : -1)
      if coefficient < 0 && Tolerance.isZero(row.constant) { return false }
    }
    return true
  }
}
