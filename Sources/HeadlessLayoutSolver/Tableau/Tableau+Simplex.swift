// The tableau's objective and simplex: minimizing the objective (primal simplex),
// restoring feasibility after constants moved (dual simplex), adding a row with no
// subject (phase one), and which variables the optimum leaves free (ambiguity).

extension Tableau {
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
  static func compare(_ a: [Double], _ b: [Double]) -> Int {
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
