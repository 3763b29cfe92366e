// Where a constraint goes: a required equality that can define one of its variables
// (one no row of the tableau holds, keeping the definitions acyclic) stays out of the
// tableau as a definition (Definitions.swift); anything else goes into the tableau,
// after the definitions of the variables it mentions have moved in.

extension Solver {
  /// Puts a constraint in, as a definition when it can be one, else into the tableau;
  /// `nil` when it is required and cannot hold (everything is then as before, except
  /// definitions moved into the tableau, which hold as they did).
  func place(
    _ constraint: Constraint, constant: Double, priority: Priority, marked: Bool,
    belowLevel: Float = 0
  ) -> Tag? {
    if priority.isRequired, constraint.relation == .equal,
      let tag = define(constraint, constant: constant, priority: priority, marked: marked)
    {
      return tag
    }
    for term in constraint.expression.terms {
      if let slot = slots[term.variable.id], definitions.roles[Int(slot)] == .defined {
        moveIntoTableau(slot)
      }
    }
    return insert(
      constraint, constant: constant, priority: priority, marked: marked, belowLevel: belowLevel)
  }

  /// Moves a defined variable's definition into the tableau, after those of the defined
  /// variables it reads: a row of the tableau is about to mention it.
  func moveIntoTableau(_ slot: Int32) {
    for each in definitions.definedInputs(of: slot) {
      let constraint = definitions.undefine(each).constraint
      let old = tags[constraint]!
      guard
        var tag = insert(
          constraint, constant: old.constant, priority: old.priority, marked: old.marked)
      else {
        preconditionFailure(
          "Solver.moveIntoTableau: a definition cannot hold in the tableau: internal inconsistency"
        )
      }
      tag.entry = old.entry
      tags[constraint] = tag
    }
  }

  /// The least coefficient a defined variable may have: dividing by a smaller one would
  /// magnify rounding.
  private static let leastDefiningCoefficient = 1.0e-3

  /// Makes a required equality a definition of one of its variables: a free one (no row
  /// holds it, nothing defines it), one no definition reads yet first (nothing to
  /// reorder), whose definition keeps the definitions acyclic; `nil` when none is.
  private func define(
    _ constraint: Constraint, constant: Double, priority: Priority, marked: Bool
  ) -> Tag? {
    var terms: [(slot: Int32, coefficient: Double)] = []
    for term in constraint.expression.terms {
      let slot = self.slot(of: term.variable)
      if let index = terms.firstIndex(where: { $0.slot == slot }) {
        terms[index].coefficient += term.coefficient
      } else {
        terms.append((slot, term.coefficient))
      }
    }
    terms.removeAll { Tolerance.isZero($0.coefficient) }
    for unread in [true, false] {
      for index in terms.indices {
        let (slot, coefficient) = terms[index]
        guard definitions.roles[Int(slot)] == .free,
          definitions.dependents[Int(slot)].isEmpty == unread,
          abs(coefficient) >= Self.leastDefiningCoefficient
        else { continue }
        var inputs = terms
        inputs.remove(at: index)
        guard let rank = definitions.rankIfAcyclic(slot, reading: inputs) else { continue }
        definitions.define(
          slot,
          Definitions.Definition(
            constraint: constraint, inputs: inputs, scale: -1 / coefficient, constant: constant),
          rank: rank)
        var tag = Tag(constant: constant, priority: priority, marked: marked)
        tag.defines = slot
        return tag
      }
    }
    return nil
  }

  /// Forgets what ``isAmbiguous(_:)`` found: something changed.
  func changed() {
    if !ambiguity.isEmpty { ambiguity = [:] }
  }

  /// Rebuilds the tableau from what is left, in the order it was added, with each
  /// constraint's constant and priority as they are now (after an unmarked required
  /// equality was removed or changed). Returns `false`, leaving the tableau to be rebuilt
  /// again, when the required constraints cannot hold with the constants as they are.
  @discardableResult
  func rebuildIfNeeded() -> Bool {
    guard needsRebuild else { return true }
    needsRebuild = false
    rebuilds += 1
    tableau = Tableau()
    definitions.reset()
    changed()
    // Every variable gets its symbol again, in the same slot.
    for slot in variableSymbols.indices {
      variableSymbols[slot] = tableau.makeSymbol(.external)
      tableau.setSlot(slot, of: variableSymbols[slot])
    }
    let live = entries.compactMap { $0 }
    var rebuilt: [Entry?] = []
    rebuilt.reserveCapacity(live.count)
    for entry in live {
      let constraint: Constraint
      switch entry {
      case .constraint(let added): constraint = added
      case .edit(let variable): constraint = edits[variable]!.constraint
      }
      let old = tags[constraint]!
      // An edit variable's constraint goes in at 0; its suggestion follows below.
      let constant: Double = if case .edit = entry { 0 } else { old.constant }
      guard
        var tag = place(
          constraint, constant: constant, priority: old.priority, marked: old.marked,
          belowLevel: old.belowLevel)
      else {
        needsRebuild = true
        return false
      }
      tag.entry = rebuilt.count
      rebuilt.append(entry)
      tags[constraint] = tag
    }
    entries = rebuilt
    for (variable, edit) in edits.sorted(by: { $0.key.id < $1.key.id }) {
      let suggested = edit.suggested
      edits[variable]!.suggested = 0
      tags[edit.constraint]!.constant = 0
      try! suggestValue(suggested, for: variable)
    }
    return true
  }
}
