@testable import HeadlessLayoutSolver

/// An exact rational number, for the reference solver (small numbers only: the random
/// systems use coefficients from -3 to 3, so nothing overflows).
struct Fraction: Comparable, Hashable {
  let numerator: Int
  let denominator: Int

  init(_ numerator: Int, _ denominator: Int = 1) {
    precondition(denominator != 0)
    let sign = denominator < 0 ? -1 : 1
    var a = abs(numerator)
    var b = abs(denominator)
    while b != 0 { (a, b) = (b, a % b) }
    let divisor = max(a, 1)
    self.numerator = sign * numerator / divisor
    self.denominator = abs(denominator) / divisor
  }

  static let zero = Fraction(0)
  var isZero: Bool { numerator == 0 }
  var double: Double { Double(numerator) / Double(denominator) }
  static func + (a: Fraction, b: Fraction) -> Fraction {
    Fraction(
      a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
  }
  static func - (a: Fraction, b: Fraction) -> Fraction { a + Fraction(-b.numerator, b.denominator) }
  static func * (a: Fraction, b: Fraction) -> Fraction {
    Fraction(a.numerator * b.numerator, a.denominator * b.denominator)
  }
  static func / (a: Fraction, b: Fraction) -> Fraction {
    Fraction(a.numerator * b.denominator, a.denominator * b.numerator)
  }
  static func < (a: Fraction, b: Fraction) -> Bool {
    a.numerator * b.denominator < b.numerator * a.denominator
  }
}

/// A constraint over variables 0..<n with integer coefficients: `Σ a·x + c (relation) 0`.
struct SmallConstraint {
  var coefficients: [Int]
  var constant: Int
  var relation: Constraint.Relation
  var priority: Float

  func value(at point: [Fraction]) -> Fraction {
    zip(coefficients, point).reduce(Fraction(constant)) { $0 + Fraction($1.0) * $1.1 }
  }

  /// How far the point is from satisfying it.
  func violation(at point: [Fraction]) -> Fraction {
    let v = value(at: point)
    switch relation {
    case .equal: return v < .zero ? .zero - v : v
    case .lessThanOrEqual: return v < .zero ? .zero : v
    case .greaterThanOrEqual: return v < .zero ? .zero - v : .zero
    }
  }
}

/// The exact lexicographic optimum, by enumerating the vertices of the arrangement of the
/// constraints' hyperplanes (and the coordinate hyperplanes, so vertices exist): the
/// errors are piecewise linear with breaks only there, so an optimum lies on a vertex.
enum ExactReference {
  enum Answer: Equatable {
    case infeasible
    /// The optimal point when it is the only one; `nil` when several points tie.
    case optimum([Fraction]?)
  }

  static func solve(_ constraints: [SmallConstraint], variables n: Int) -> Answer {
    var planes: [(coefficients: [Int], constant: Int)] = constraints.map {
      ($0.coefficients, $0.constant)
    }
    for i in 0..<n {
      planes.append(((0..<n).map { $0 == i ? 1 : 0 }, 0))
    }
    var points: Set<[Fraction]> = []
    for combination in combinations(planes.count, n) {
      if let point = intersect(combination.map { planes[$0] }, n) { points.insert(point) }
    }
    let required = constraints.filter { $0.priority >= 1000 }
    let feasible = points.filter { point in required.allSatisfy { $0.violation(at: point).isZero } }
    guard !feasible.isEmpty else { return .infeasible }
    let levels = Set(constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
    func errors(_ point: [Fraction]) -> [Fraction] {
      levels.map { level in
        constraints.filter { $0.priority == level }.reduce(Fraction.zero) {
          $0 + $1.violation(at: point)
        }
      }
    }
    var best: [Fraction]?
    var winners: [[Fraction]] = []
    for point in feasible {
      let e = errors(point)
      if let current = best {
        if e.lexicographicallyPrecedes(current) {
          best = e
          winners = [point]
        } else if e == current {
          winners.append(point)
        }
      } else {
        best = e
        winners = [point]
      }
    }
    return .optimum(winners.count == 1 ? winners[0] : nil)
  }

  private static func combinations(_ count: Int, _ size: Int) -> [[Int]] {
    guard size > 0 else { return [[]] }
    guard count >= size else { return [] }
    var result: [[Int]] = []
    func walk(_ start: Int, _ chosen: [Int]) {
      if chosen.count == size {
        result.append(chosen)
        return
      }
      for index in start..<count { walk(index + 1, chosen + [index]) }
    }
    walk(0, [])
    return result
  }

  /// The point where the planes meet, by exact Gaussian elimination; `nil` if they do
  /// not meet in one point.
  private static func intersect(_ planes: [(coefficients: [Int], constant: Int)], _ n: Int)
    -> [Fraction]?
  {
    var matrix = planes.map { plane in
      plane.coefficients.map { Fraction($0) } + [Fraction(-plane.constant)]
    }
    for column in 0..<n {
      guard let pivot = (column..<n).first(where: { !matrix[$0][column].isZero }) else {
        return nil
      }
      matrix.swapAt(column, pivot)
      let lead = matrix[column][column]
      matrix[column] = matrix[column].map { $0 / lead }
      for row in 0..<n where row != column && !matrix[row][column].isZero {
        let factor = matrix[row][column]
        matrix[row] = zip(matrix[row], matrix[column]).map { $0 - factor * $1 }
      }
    }
    return matrix.map { $0[n] }
  }
}

/// SplitMix64: the same numbers on every machine.
struct Random {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
