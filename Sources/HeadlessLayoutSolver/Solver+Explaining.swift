// Explaining a conflict: which required constraints cannot hold together.

extension Solver {
  /// A minimal set of required constraints that cannot hold with `constraint` (with
  /// `constant` as its constant, when given: a change that failed), QuickXplain over the
  /// required constraints of its group, each check a fresh solver given every
  /// constraint's constant as it is now.
  func explain(_ constraint: Constraint, constant: Double? = nil) -> [Constraint] {
    // The required constraints sharing a group of variables with this one (joined
    // through shared variables: union-find, made now, on the error path), in order.
    var parent: [UInt64: UInt64] = [:]
    func find(_ id: UInt64) -> UInt64 {
      var node = id
      while let up = parent[node], up != node { node = up }
      return node
    }
    let required = constraints.filter { $0.priority.isRequired && $0 !== constraint }
    for item in required + [constraint] {
      let ids = item.expression.terms.map(\.variable.id)
      for id in ids where parent[id] == nil { parent[id] = id }
      for id in ids.dropFirst() {
        let (a, b) = (find(ids[0]), find(id))
        if a != b { parent[b] = a }
      }
    }
    let roots = Set(constraint.expression.terms.map { find($0.variable.id) })
    let candidates = required.filter { other in
      other.expression.terms.contains { roots.contains(find($0.variable.id)) }
    }
    func consistent(_ set: [Constraint]) -> Bool {
      let check = Solver(explains: false)
      for item in set + [constraint] {
        let now = item === constraint ? constant ?? tags[item]?.constant : tags[item]?.constant
        do {
          try check.add(item)
          if let now, now != item.expression.constant { try check.setConstant(now, of: item) }
        } catch { return false }
      }
      return true
    }
    func quickXplain(_ background: [Constraint], _ delta: Bool, _ set: [Constraint])
      -> [Constraint]
    {
      if delta && !consistent(background) { return [] }
      if set.count <= 1 { return set }
      let half = set.count / 2
      let first = Array(set[..<half])
      let second = Array(set[half...])
      let inSecond = quickXplain(background + first, !first.isEmpty, second)
      let inFirst = quickXplain(background + inSecond, !inSecond.isEmpty, first)
      return inFirst + inSecond
    }
    if consistent(candidates) { return [constraint] }  // cannot happen; be safe
    return quickXplain([], false, candidates) + [constraint]
  }
}
