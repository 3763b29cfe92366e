/// An incremental Cassowary solver: linear equalities and inequalities with UIKit's
/// priorities, edit variables for values that change often, and typed errors that leave
/// the solver as it was.
///
/// ```swift
/// let solver = Solver()
/// let width = Variable("container.width"), left = Variable("a.left"), right = Variable("a.right")
/// try solver.add(Constraint(left, .equal, 8))
/// try solver.add(Constraint(right, .equal, width - 8))
/// try solver.addEditVariable(width, priority: .defaultHigh)
/// try solver.suggestValue(390, for: width)
/// solver.updateVariables()
/// solver.value(of: right)   // 382
/// ```
///
/// The design article of this module explains the algorithm and why it grows linearly
/// on chains, grids and nested groups. Not thread-safe: use a solver from one thread at
/// a time.
public final class Solver {
  /// The tableau symbols standing for a constraint: `marker` identifies it in the
  /// tableau (a slack, an error or a dummy symbol). A required equality added without
  /// `markedForEdits` has none: it is substituted into the rows it defines, which keeps
  /// them short (a chain's rows would otherwise hold every earlier constraint's marker),
  /// and its first constant change or its removal rebuilds the tableau, after which it
  /// has one.
  struct Tag {
    var marker: Symbol?
    var other: Symbol?
    /// Where the constraint is in `entries`.
    var entry = 0
    /// The constant of `lhs - rhs` now (``Solver/setConstant(_:of:)`` changes it).
    var constant: Double
    /// The priority now (``Solver/setPriority(_:of:)`` changes it).
    var priority: Priority
    /// Whether a required equality gets a dummy marker.
    var marked: Bool
    /// The slot of the variable it defines, when it is a definition (Definitions.swift),
    /// else -1.
    var defines: Int32 = -1
    /// For a non-required equality added with ``Solver/add(_:priorityBelow:)``, the
    /// priority of its error when `lhs` is below `rhs` (its `other` symbol); 0 when both
    /// errors weigh at `priority`.
    var belowLevel: Float = 0

    /// The objective level of one of its error symbols.
    func level(of symbol: Symbol) -> Float {
      belowLevel != 0 && symbol == other ? belowLevel : priority.rawValue
    }
  }

  /// An edit variable: the non-required equality that holds it at its suggested value.
  struct Edit {
    let constraint: Constraint
    var suggested: Double
  }

  /// What was added, in order, for rebuilds.
  enum Entry {
    case constraint(Constraint)
    case edit(Variable)
  }

  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var tags: [Constraint: Tag] = [:]
  @exclusivity(unchecked) var edits: [Variable: Edit] = [:]
  /// Each variable's slot in `variables`, `variableSymbols` and `values`.
  @exclusivity(unchecked) var slots = IDTable()
  @exclusivity(unchecked) var variableSymbols: [Symbol] = []
  @exclusivity(unchecked) var values: [Double] = []
  @exclusivity(unchecked) var entries: [Entry?] = []
  /// The required equalities kept out of the tableau, and each variable's role.
  @exclusivity(unchecked) var definitions = Definitions()
  /// What ``isAmbiguous(_:)`` found for defined variables since the last change.
  var ambiguity: [Int32: Bool] = [:]
  var needsRebuild = false
  /// How many times the tableau was rebuilt (a marker-less required equality removed or
  /// changed), for tests of what a change costs.
  package internal(set) var rebuilds = 0
  /// Whether an unsatisfiable constraint is explained (off inside the explanation's own
  /// feasibility checks).
  let explains: Bool

  /// Makes an empty solver.
  public convenience init() {
    self.init(explains: true)
  }

  init(explains: Bool) {
    self.explains = explains
  }

  // MARK: Constraints

  /// Adds a constraint.
  ///
  /// A required equality holds exactly, so it needs no symbol of its own in the tableau:
  /// without one its rows stay short. With `markedForEdits` it gets one (a dummy, held at
  /// zero), through which ``setConstant(_:of:)`` and ``remove(_:)`` work in place; mark
  /// the constraints you expect to change. An unmarked one is marked by its first
  /// constant change or removal, which rebuilds the tableau once. Other constraints always
  /// have their own symbols.
  ///
  /// ```swift
  /// let gap = Constraint(b.left, .equal, a.right + 8)
  /// try solver.add(gap, markedForEdits: true)
  /// try solver.setConstant(-16, of: gap)  // b.left == a.right + 16, in place
  /// ```
  ///
  /// - Parameters:
  ///   - constraint: The constraint.
  ///   - markedForEdits: Whether a required equality gets a marker symbol now.
  /// - Throws: ``SolverError/unsatisfiable(_:conflicting:)`` when it is required and
  ///   cannot hold with the required constraints already added (the solver is unchanged),
  ///   ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/nonFinite(_:what:)``.
  public func add(_ constraint: Constraint, markedForEdits: Bool = false) throws(SolverError) {
    try add(constraint, markedForEdits: markedForEdits, belowLevel: 0)
  }

  private func add(_ constraint: Constraint, markedForEdits: Bool, belowLevel: Float)
    throws(SolverError)
  {
    guard tags[constraint] == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
    if !constraint.expression.constant.isFinite {
      throw .nonFinite(constraint, what: "the constant")
    }
    for term in constraint.expression.terms where !term.coefficient.isFinite {
      throw .nonFinite(constraint, what: "the coefficient of \(term.variable)")
    }
    rebuildIfNeeded()
    changed()
    guard
      var tag = place(
        constraint, constant: constraint.expression.constant, priority: constraint.priority,
        marked: markedForEdits, belowLevel: belowLevel)
    else {
      let conflict = explains ? explain(constraint) : [constraint]
      throw .unsatisfiable(constraint, conflicting: conflict)
    }
    tag.entry = entries.count
    entries.append(.constraint(constraint))
    tags[constraint] = tag
  }

  /// Adds a non-required equality `lhs == rhs` whose error weighs at its own priority
  /// when `lhs` is above `rhs` and at `priorityBelow` when it is below: the pair
  /// `lhs <= rhs` at the constraint's priority and `lhs >= rhs` at `priorityBelow`, in one
  /// row of the tableau with two error symbols where the pair takes two rows and four
  /// symbols, with the same solutions (each level's error is the same function of the
  /// variables). A view's content hugging and compression resistance around its
  /// intrinsic size. ``setConstant(_:of:)`` moves both bounds; ``setPriority(_:of:)``
  /// changes the priority above.
  ///
  /// ```swift
  /// // width <= 120 at 250 (hugging), width >= 120 at 750 (compression resistance)
  /// try solver.add(Constraint(width, .equal, 120, priority: .defaultLow), priorityBelow: .defaultHigh)
  /// ```
  /// - Parameters:
  ///   - constraint: A non-required equality.
  ///   - priorityBelow: The priority of `lhs >= rhs`, from 1 to 999.
  /// - Throws: ``SolverError/invalidPriority(_:)`` when either priority is not from 1 to
  ///   999 or the constraint is not an equality, ``SolverError/duplicateConstraint(_:)``,
  ///   ``SolverError/nonFinite(_:what:)``.
  package func add(_ constraint: Constraint, priorityBelow: Priority) throws(SolverError) {
    guard constraint.relation == .equal, !constraint.priority.isRequired, priorityBelow.isValid,
      !priorityBelow.isRequired
    else { throw .invalidPriority(constraint) }
    try add(constraint, markedForEdits: false, belowLevel: priorityBelow.rawValue)
  }

  /// Removes a constraint.
  /// - Parameter constraint: A constraint added before.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    guard let tag = tags.removeValue(forKey: constraint) else {
      throw .unknownConstraint(constraint)
    }
    entries[tag.entry] = nil
    changed()
    if tag.defines >= 0 {
      if !needsRebuild { definitions.undefine(tag.defines) }
      return
    }
    guard let marker = tag.marker, !needsRebuild else {
      needsRebuild = true  // an unmarked required equality: rebuild when next needed
      return
    }
    removeEffects(of: tag)
    if tableau.takeRow(marker) == nil {
      let leaving = markerLeavingRow(marker)!
      tableau.pivot(leaving: leaving, entering: marker)
      tableau.takeRow(marker)
    }
    tableau.optimize()
  }

  /// Whether the constraint has been added and not removed.
  /// - Parameter constraint: The constraint.
  public func contains(_ constraint: Constraint) -> Bool { tags[constraint] != nil }

  /// Every constraint added and not removed, in the order they were added.
  public var constraints: [Constraint] {
    entries.compactMap { if case .constraint(let c)? = $0 { c } else { nil } }
  }

  // MARK: Values

  /// Copies the solution into the values ``value(of:)`` reads.
  public func updateVariables() {
    rebuildIfNeeded()
    let written = tableau.readChangedValues(
      of: variableSymbols, held: definitions.tableauSlots, into: &values)
    changedSolutionIndices = definitions.refresh(&values, tableauChanged: written) {
      tableau.value(of: variableSymbols[Int($0)])
    }
  }

  /// The ``solutionIndex(of:)`` of each value the last ``updateVariables()`` may have
  /// changed (possibly some that kept their value), or `nil` when it may have changed
  /// any: what a caller that copies the solution out needs to look at.
  package private(set) var changedSolutionIndices: [Int]?

  /// The variable's value at the last ``updateVariables()``; 0 for a variable the solver
  /// has not seen.
  /// - Parameter variable: The variable.
  public func value(of variable: Variable) -> Double {
    guard let slot = slots[variable.id].map(Int.init), slot < values.count else { return 0 }
    return values[slot]
  }

  /// Where the variable's value is kept, for reading many values at each solution
  /// without a lookup each (``solution``); -1 for a variable no constraint
  /// has mentioned yet. An index stays valid until ``reset()``.
  /// - Parameter variable: The variable.
  public func solutionIndex(of variable: Variable) -> Int {
    slots[variable.id].map(Int.init) ?? -1
  }

  /// The values of the last ``updateVariables()``, by ``solutionIndex(of:)``: for
  /// reading many at once.
  public var solution: [Double] { values }

  /// Whether the variable's value could change without making any constraint's error
  /// worse: the constraints, required or not, do not determine it (UIKit's ambiguous
  /// layout). A variable no constraint mentions is ambiguous.
  /// - Parameter variable: The variable.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    rebuildIfNeeded()
    guard let slot = slots[variable.id] else { return true }
    return definitions.isAmbiguous(slot, known: &ambiguity) {
      tableau.isAmbiguous(variableSymbols[Int($0)])
    }
  }

  /// The tableau's heap bytes (rows, column index, symbol kinds): what the benchmark
  /// reports per constraint.
  package var tableauBytes: Int { tableau.heapBytes + definitions.heapBytes }

  /// Removes every constraint and edit variable.
  public func reset() {
    tableau = Tableau()
    tags = [:]
    edits = [:]
    slots = IDTable()
    variableSymbols = []
    values = []
    entries = []
    definitions = Definitions()
    ambiguity = [:]
    needsRebuild = false
  }

  // MARK: Inserting

  /// Puts a constraint into the tableau, with `constant` as its expression's constant;
  /// `nil` when it is required and cannot hold (the tableau is then as before).
  func insert(
    _ constraint: Constraint, constant: Double, priority: Priority, marked: Bool,
    belowLevel: Float = 0
  ) -> Tag? {
    var row = Row(constant: constant)
    var entered: [Symbol] = []
    var left: [Symbol] = []
    for term in constraint.expression.terms where !Tolerance.isZero(term.coefficient) {
      let slot = self.slot(of: term.variable)
      definitions.setInTableau(slot)
      let symbol = variableSymbols[Int(slot)]
      if let basic = tableau.row(symbol) {
        row.add(basic, times: term.coefficient, entered: &entered, left: &left)
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    var tag = Tag(constant: constant, priority: priority, marked: marked)
    tag.belowLevel = belowLevel
    let level = priority.rawValue
    let required = priority.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = tableau.makeSymbol(.slack)
      tag.marker = slack
      row.add(slack, sign)
      if !required {
        let error = tableau.makeSymbol(.error)
        tag.other = error
        row.add(error, -sign)
        tableau.addToObjective(error, 1, level: level)
      }
    case .equal:
      if !required {
        let plus = tableau.makeSymbol(.error)
        let minus = tableau.makeSymbol(.error)
        tag.marker = plus
        tag.other = minus
        row.add(plus, -1)
        row.add(minus, 1)
        tableau.addToObjective(plus, 1, level: level)
        tableau.addToObjective(minus, 1, level: belowLevel != 0 ? belowLevel : level)
      } else if marked {
        let dummy = tableau.makeSymbol(.dummy)
        tag.marker = dummy
        row.add(dummy, 1)
      }
    }
    if row.constant < 0 { row.scale(by: -1) }
    if let subject = chooseSubject(row, tag) {
      row.solve(for: subject)
      tableau.substitute(subject, row)
      tableau.setRow(subject, row)
    } else if row.isEmpty {
      // Every term cancelled: a required equality that holds already, or cannot.
      guard Tolerance.isZero(row.constant) else { return nil }
    } else if !tableau.addWithArtificial(row) {
      return nil
    }
    tableau.optimize()
    return tag
  }

  /// The symbol to solve a new row for: a variable (the one in the fewest rows, so
  /// substituting it touches least), else the constraint's own slack or error when its
  /// coefficient is negative (then it starts at a non-negative value).
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    var best: (count: Int, symbol: Symbol)?
    for symbol in row.terms.lazy.map(\.symbol) where symbol.kind == .external {
      let count = tableau.rowsHolding(symbol).count
      if best == nil || count < best!.count { best = (count, symbol) }
    }
    if let best { return best.symbol }
    for candidate in [tag.marker, tag.other] {
      if let candidate, candidate.kind != .external, candidate.kind != .dummy,
        row.coefficient(of: candidate) < 0
      {
        return candidate
      }
    }
    return nil
  }

  /// The variable's slot, made (free: in no row) when it is new.
  func slot(of variable: Variable) -> Int32 {
    if let slot = slots[variable.id] { return slot }
    let slot = Int32(variableSymbols.count)
    let symbol = tableau.makeSymbol(.external)
    tableau.setSlot(variableSymbols.count, of: symbol)
    slots.insert(variable.id, slot)
    variableSymbols.append(symbol)
    values.append(0)
    definitions.appendSlot()
    return slot
  }

  // MARK: Removing

  /// Takes a non-required constraint's errors out of the objective.
  func removeEffects(of tag: Tag) {
    guard !tag.priority.isRequired else { return }
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
      tableau.addToObjective(symbol, -1, level: tag.level(of: symbol))
    }
  }

  /// Puts a non-required constraint's errors into the objective at its priority.
  func addEffects(of tag: Tag) {
    guard !tag.priority.isRequired else { return }
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
      tableau.addToObjective(symbol, 1, level: tag.level(of: symbol))
    }
  }

  /// The row to pivot a parametric marker into before dropping it (Cassowary's rule:
  /// keep restricted rows non-negative; an unrestricted row if nothing else holds it).
  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (ratio: Double, id: Int32)?
    var second: (ratio: Double, id: Int32)?
    var third: Int32?
    for basic in tableau.rowsHolding(marker).sorted() {
      let row = tableau.rows[Int(basic)]!
      let coefficient = row.coefficient(of: marker)
      if tableau.kinds[Int(basic)] == .external {
        if third == nil { third = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first!.ratio { first = (ratio, basic) }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second!.ratio { second = (ratio, basic) }
      }
    }
    return (first?.id ?? second?.id ?? third).map { tableau.symbol($0) }
  }
}
