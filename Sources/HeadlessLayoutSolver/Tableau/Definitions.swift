/// Required equalities kept out of the tableau: each defines one variable that no row of
/// the tableau mentions, as a sum of other variables (tableau variables, other defined
/// ones, or free ones, which are 0), and its value is computed from theirs after each
/// solution.
///
/// A chain of views placed one after another (each view's top at the bottom of the one
/// above) has, in the tableau, rows that hold every earlier view's height: the k-th
/// view's top is written in the parametric symbols of every view above it, and a build
/// grows with the square of the views (`autolayout-labels` benchmark row). As
/// definitions, each top reads the one above: a build costs one definition a
/// constraint, and a change (a label's height, a gap's constant) costs the values it
/// moves.
///
/// Definitions form an acyclic graph, ordered by `ranks` (a definition's rank is above
/// each of its inputs'); values are computed in rank order.
struct Definitions {
  /// One definition: `value = scale · (constant + Σ coefficient · value(input))`.
  struct Definition {
    let constraint: Constraint
    var inputs: [(slot: Int32, coefficient: Double)]
    let scale: Double
    var constant: Double

    func value(_ values: UnsafeMutableBufferPointer<Double>) -> Double {
      var sum = constant
      inputs.withUnsafeBufferPointer { inputs in
        for input in inputs { sum += input.coefficient * values[Int(input.slot)] }
      }
      return scale * sum
    }
  }

  /// Where a variable's value comes from.
  enum Role: UInt8 {
    /// No constraint holds it in the tableau or defines it: 0.
    case free
    /// The tableau's rows or columns hold it.
    case tableau
    /// A definition gives it.
    case defined
  }

  /// By the solver's variable slot.
  private(set) var roles: [Role] = []
  /// The slots whose role is `.tableau`: the values the tableau gives, all of which a
  /// new solution read at once writes (the others keep theirs: a free variable's 0, a
  /// definition's until `refresh` computes it).
  private(set) var tableauSlots: [Int32] = []
  private(set) var definitions: [Definition?] = []
  /// The defined slots whose definitions read each slot.
  private(set) var dependents: [[Int32]] = []
  /// 0 for a variable not defined; above every input's rank for a defined one.
  private var ranks: [Int32] = []
  /// Slots whose value must be computed again at the next read: defined, undefined,
  /// changed or moved into the tableau since.
  private var dirty: [Int32] = []
  /// The defined slots in rank order; `nil` after a definition came or went, or a
  /// variable some definition reads went from free into the tableau.
  private var order: [Int32]?
  /// The slots of `order` whose definitions read a variable of the tableau, directly or
  /// through other definitions: the only ones a new solution of the tableau can move. The
  /// others (a height's constant, a top below it) keep their values until a definition
  /// changes.
  private var tracking: [Int32] = []
  /// Marks for the searches below (one stamp a search).
  private var stamps: [UInt32] = []
  private var stamp: UInt32 = 0

  /// How many variables are defined.
  private(set) var count = 0
  /// How many definitions were computed, in all: for tests of what a new solution costs.
  private(set) var evaluated = 0

  /// Makes room for a new variable (free).
  mutating func appendSlot() {
    roles.append(.free)
    definitions.append(nil)
    dependents.append([])
    ranks.append(0)
    stamps.append(0)
  }

  /// Forgets every definition; every variable is free (a rebuild of the tableau), and
  /// each value is read again at the next `refresh`.
  mutating func reset() {
    let n = roles.count
    let evaluated = self.evaluated
    self = Definitions()
    for _ in 0..<n { appendSlot() }
    dirty = Array(0..<Int32(n))
    self.evaluated = evaluated
  }

  /// Heap bytes the definitions hold.
  var heapBytes: Int {
    func size<T>(_ array: [T]) -> Int {
      array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<T>.stride
    }
    var total = size(roles) + size(definitions) + size(dependents) + size(ranks) + size(stamps)
    total += size(order ?? []) + size(tracking) + size(dirty) + size(tableauSlots)
    for definition in definitions { if let definition { total += size(definition.inputs) } }
    for list in dependents { total += size(list) }
    return total
  }

  mutating func setInTableau(_ slot: Int32) {
    let index = Int(slot)
    guard roles[index] != .tableau else { return }
    // Definitions reading it now follow the tableau (`tracking`).
    if !dependents[index].isEmpty { order = nil }
    roles[index] = .tableau
    tableauSlots.append(slot)
  }

  /// Whether a definition of `slot` reading `inputs` keeps the definitions acyclic,
  /// and its rank if so. `slot` must be free.
  mutating func rankIfAcyclic(_ slot: Int32, reading inputs: [(slot: Int32, coefficient: Double)])
    -> Int32?
  {
    var rank: Int32 = 0
    for input in inputs { rank = max(rank, ranks[Int(input.slot)]) }
    rank += 1
    guard !dependents[Int(slot)].isEmpty else { return rank }
    // A cycle needs an input that reads `slot`; every definition between them has a
    // rank below that input's, so the search stays among ranks below `rank`.
    stamp &+= 2
    let input = stamp
    let visited = stamp &+ 1
    for each in inputs { stamps[Int(each.slot)] = input }
    var stack = dependents[Int(slot)]
    while let next = stack.popLast() {
      let index = Int(next)
      if stamps[index] == input { return nil }
      if stamps[index] == visited || ranks[index] >= rank { continue }
      stamps[index] = visited
      stack.append(contentsOf: dependents[index])
    }
    return rank
  }

  /// Defines a free variable (`rankIfAcyclic` gave `rank`).
  mutating func define(_ slot: Int32, _ definition: Definition, rank: Int32) {
    let index = Int(slot)
    roles[index] = .defined
    definitions[index] = definition
    for input in definition.inputs { dependents[Int(input.slot)].append(slot) }
    ranks[index] = rank
    var stack: [Int32] = [slot]
    while let next = stack.popLast() {
      let above = ranks[Int(next)]
      for reader in dependents[Int(next)] where ranks[Int(reader)] <= above {
        ranks[Int(reader)] = above + 1
        stack.append(reader)
      }
    }
    count += 1
    order = nil
    dirty.append(slot)
  }

  /// Takes a variable's definition away; the variable is free until the tableau takes it.
  @discardableResult
  mutating func undefine(_ slot: Int32) -> Definition {
    let index = Int(slot)
    let definition = definitions[index]!
    for input in definition.inputs {
      let reading = Int(input.slot)
      if let position = dependents[reading].lastIndex(of: slot) {
        dependents[reading].swapAt(position, dependents[reading].count - 1)
        dependents[reading].removeLast()
      }
    }
    definitions[index] = nil
    roles[index] = .free
    ranks[index] = 0
    count -= 1
    order = nil
    dirty.append(slot)
    return definition
  }

  /// Changes a definition's constant.
  mutating func setConstant(_ constant: Double, of slot: Int32) {
    definitions[Int(slot)]!.constant = constant
    dirty.append(slot)
  }

  /// The defined variables `slot`'s definition reads, transitively, each before the
  /// variables that read it, `slot` last: the order to move them into the tableau in.
  func definedInputs(of slot: Int32) -> [Int32] {
    var result: [Int32] = []
    var seen: Set<Int32> = [slot]
    var stack: [(slot: Int32, next: Int)] = [(slot, 0)]
    while let top = stack.last {
      let inputs = definitions[Int(top.slot)]!.inputs
      if top.next < inputs.count {
        stack[stack.count - 1].next += 1
        let input = inputs[top.next].slot
        if roles[Int(input)] == .defined, seen.insert(input).inserted {
          stack.append((input, 0))
        }
      } else {
        result.append(top.slot)
        stack.removeLast()
      }
    }
    return result
  }

  /// Computes the values of the defined variables the last changes reach, after the
  /// tableau wrote its own (`tableauChanged`, the slots it wrote; `nil` when it wrote
  /// every one); `tableauValue` reads a slot's value from the tableau, for variables
  /// that stopped being defined. Returns the slots written, `nil` for all.
  mutating func refresh(
    _ values: inout [Double], tableauChanged: [Int]?, tableauValue: (Int32) -> Double
  ) -> [Int]? {
    defer { dirty.removeAll(keepingCapacity: true) }
    for slot in dirty where roles[Int(slot)] != .defined { values[Int(slot)] = tableauValue(slot) }
    guard let tableauChanged else {
      if order == nil { makeOrder() }
      // With no definition changed, only those reading the tableau can move (a grid's
      // width change: its lefts and widths, not its tops and heights).
      evaluate(dirty.isEmpty ? tracking : order!, &values)
      return nil
    }
    guard count > 0 || !dirty.isEmpty else { return tableauChanged }
    // Every defined variable reading, transitively, a changed one.
    stamp &+= 1
    let seen = stamp
    var reached: [Int32] = []
    var stack: [Int32] = dirty
    for slot in tableauChanged { stack.append(Int32(slot)) }
    var written = tableauChanged
    for slot in dirty where roles[Int(slot)] != .defined { written.append(Int(slot)) }
    while let next = stack.popLast() {
      let index = Int(next)
      if stamps[index] == seen { continue }
      stamps[index] = seen
      if roles[index] == .defined { reached.append(next) }
      stack.append(contentsOf: dependents[index])
    }
    reached.sort { (ranks[Int($0)], $0) < (ranks[Int($1)], $1) }
    evaluate(reached, &values)
    for slot in reached { written.append(Int(slot)) }
    return written
  }

  /// Orders the defined slots by rank (`order`), and picks those that read the tableau,
  /// directly or through other definitions (`tracking`).
  private mutating func makeOrder() {
    var defined: [Int32] = []
    defined.reserveCapacity(count)
    for index in roles.indices where roles[index] == .defined { defined.append(Int32(index)) }
    defined.sort { (ranks[Int($0)], $0) < (ranks[Int($1)], $1) }
    stamp &+= 1
    let reads = stamp
    var tracking: [Int32] = []
    for slot in defined {
      // Inputs come before their readers in rank order, so their marks are known.
      for input in definitions[Int(slot)]!.inputs {
        let index = Int(input.slot)
        if roles[index] == .tableau || stamps[index] == reads {
          stamps[Int(slot)] = reads
          tracking.append(slot)
          break
        }
      }
    }
    order = defined
    self.tracking = tracking
  }

  /// Computes the values of `slots`, in that order (by rank).
  private mutating func evaluate(_ slots: [Int32], _ values: inout [Double]) {
    evaluated &+= slots.count
    values.withUnsafeMutableBufferPointer { values in
      definitions.withUnsafeBufferPointer { definitions in
        for slot in slots { values[Int(slot)] = definitions[Int(slot)]!.value(values) }
      }
    }
  }

  /// Whether each of `slots`' values could move with no constraint's error growing:
  /// a free variable can; a defined one can when one of its inputs can; `tableau`
  /// answers for the tableau's. Answers are kept in `known` until a change.
  func isAmbiguous(
    _ slot: Int32, known: inout [Int32: Bool], tableau: (Int32) -> Bool
  ) -> Bool {
    switch roles[Int(slot)] {
    case .free: return true
    case .tableau: return tableau(slot)
    case .defined: break
    }
    if let answer = known[slot] { return answer }
    // The defined variables it reads, lowest rank first, each answered from its inputs.
    var reached: [Int32] = []
    var seen: Set<Int32> = [slot]
    var stack: [Int32] = [slot]
    while let next = stack.popLast() {
      reached.append(next)
      for input in definitions[Int(next)]!.inputs {
        let reading = input.slot
        if roles[Int(reading)] == .defined, known[reading] == nil, seen.insert(reading).inserted {
          stack.append(reading)
        }
      }
    }
    reached.sort { ranks[Int($0)] < ranks[Int($1)] }
    for next in reached {
      var answer = false
      for input in definitions[Int(next)]!.inputs {
        let reading = input.slot
        switch roles[Int(reading)] {
        case .free: answer = true
        case .tableau: answer = tableau(reading)
        case .defined: answer = known[reading]!
        }
        if answer { break }
      }
      known[next] = answer
    }
    return known[slot]!
  }
}
