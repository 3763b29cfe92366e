/// The numbers below which a coefficient or a constant is zero.
///
/// The tableau's entries come from sums and ratios of the constraints' numbers; values
/// within `epsilon` of zero are rounding left over from a cancellation, and are dropped
/// (a coefficient) or read as zero (a constant, an objective weight). The solver is
/// meant for points: coordinates up to about 10^7 and coefficients from about 10^-4 to
/// 10^4 keep rounding far below it.
enum Tolerance {
  static let epsilon = 1.0e-8

  static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }
}

/// One entry of a row: a symbol and its coefficient.
struct Term {
  var symbol: Symbol
  var coefficient: Double
}

/// A tableau row: `basic = constant + Σ coefficient·symbol`, with the terms kept sorted
/// by symbol id (in one array: one allocation a row), so iteration, and the order of
/// floating-point sums, never depends on hashing.
struct Row {
  var terms: [Term] = []
  var constant: Double

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isEmpty: Bool { terms.isEmpty }

  /// Where `symbol` is, or where it would go.
  private func index(of symbol: Symbol) -> (Int, found: Bool) {
    var low = 0
    var high = terms.count
    while low < high {
      let mid = (low + high) / 2
      if terms[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
    }
    return (low, low < terms.count && terms[low].symbol == symbol)
  }

  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = index(of: symbol)
    return found ? terms[index].coefficient : 0
  }

  /// Adds `coefficient·symbol`. Returns +1 when the symbol entered the row, -1 when it
  /// left it (its coefficient became zero), 0 otherwise.
  @discardableResult
  mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let (index, found) = index(of: symbol)
    if found {
      let sum = terms[index].coefficient + coefficient
      if Tolerance.isZero(sum) {
        terms.remove(at: index)
        return -1
      }
      terms[index].coefficient = sum
      return 0
    }
    guard !Tolerance.isZero(coefficient) else { return 0 }
    terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
    return 1
  }

  /// Removes a symbol; returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = index(of: symbol)
    guard found else { return 0 }
    return terms.remove(at: index).coefficient
  }

  /// Adds `multiplier·other`, merging the sorted terms; the symbols that entered and
  /// left the row are appended to `entered` and `left`.
  mutating func add(
    _ other: Row, times multiplier: Double, entered: inout [Symbol], left: inout [Symbol]
  ) {
    constant += other.constant * multiplier
    if other.terms.isEmpty { return }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count + other.terms.count)
    var i = 0
    var j = 0
    while i < terms.count || j < other.terms.count {
      if j == other.terms.count
        || (i < terms.count && terms[i].symbol.id < other.terms[j].symbol.id)
      {
        merged.append(terms[i])
        i += 1
      } else if i == terms.count || other.terms[j].symbol.id < terms[i].symbol.id {
        let value = other.terms[j].coefficient * multiplier
        if !Tolerance.isZero(value) {
          merged.append(Term(symbol: other.terms[j].symbol, coefficient: value))
          entered.append(other.terms[j].symbol)
        }
        j += 1
      } else {
        let value = terms[i].coefficient + other.terms[j].coefficient * multiplier
        if Tolerance.isZero(value) {
          left.append(terms[i].symbol)
        } else {
          merged.append(Term(symbol: terms[i].symbol, coefficient: value))
        }
        i += 1
        j += 1
      }
    }
    terms = merged
  }

  /// Moves the constant by `delta` times the coefficient of `symbol`, in place (a row
  /// of the tableau is changed without a copy); returns the new constant.
  mutating func shift(along symbol: Symbol, by delta: Double) -> Double {
    constant += delta * coefficient(of: symbol)
    return constant
  }

  /// Multiplies every entry and the constant by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in terms.indices { terms[index].coefficient *= factor }
  }

  /// Given `0 = constant + Σ…` containing `symbol`, rewrites it as
  /// `symbol = constant' + Σ…'` (the symbol leaves the row).
  mutating func solve(for symbol: Symbol) {
    let coefficient = remove(symbol)
    scale(by: -1 / coefficient)
  }

  /// Given `basic = …` containing `entering`, rewrites it as `entering = …`: `basic`
  /// joins the row and `entering` leaves it.
  mutating func solve(for basic: Symbol, entering: Symbol) {
    add(basic, -1)
    solve(for: entering)
  }
}
