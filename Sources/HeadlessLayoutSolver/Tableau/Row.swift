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

/// A tableau row: `basic = constant + Σ coefficient·symbol`, with the symbols kept sorted
/// by id, so iteration (and the order of floating-point sums) never depends on hashing.
struct Row {
  var symbols: [Symbol] = []
  var coefficients: [Double] = []
  var constant: Double

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isEmpty: Bool { symbols.isEmpty }

  /// Where `symbol` is, or where it would go.
  private func index(of symbol: Symbol) -> (Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) / 2
      if symbols[mid].id < symbol.id { low = mid + 1 } else { high = mid }
    }
    return (low, low < symbols.count && symbols[low] == symbol)
  }

  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = index(of: symbol)
    return found ? coefficients[index] : 0
  }

  /// Adds `coefficient·symbol`. Returns +1 when the symbol entered the row, -1 when it
  /// left it (its coefficient became zero), 0 otherwise.
  @discardableResult
  mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let (index, found) = index(of: symbol)
    if found {
      let sum = coefficients[index] + coefficient
      if Tolerance.isZero(sum) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
        return -1
      }
      coefficients[index] = sum
      return 0
    }
    guard !Tolerance.isZero(coefficient) else { return 0 }
    symbols.insert(symbol, at: index)
    coefficients.insert(coefficient, at: index)
    return 1
  }

  /// Removes a symbol; returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = index(of: symbol)
    guard found else { return 0 }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Adds `multiplier·other`, merging the sorted symbol lists; the symbols that entered
  /// and left the row are appended to `entered` and `left`.
  mutating func add(
    _ other: Row, times multiplier: Double, entered: inout [Symbol], left: inout [Symbol]
  ) {
    constant += other.constant * multiplier
    if other.symbols.isEmpty { return }
    var mergedSymbols: [Symbol] = []
    var mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
    mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    while i < symbols.count || j < other.symbols.count {
      if j == other.symbols.count || (i < symbols.count && symbols[i].id < other.symbols[j].id) {
        mergedSymbols.append(symbols[i])
        mergedCoefficients.append(coefficients[i])
        i += 1
      } else if i == symbols.count || other.symbols[j].id < symbols[i].id {
        let value = other.coefficients[j] * multiplier
        if !Tolerance.isZero(value) {
          mergedSymbols.append(other.symbols[j])
          mergedCoefficients.append(value)
          entered.append(other.symbols[j])
        }
        j += 1
      } else {
        let value = coefficients[i] + other.coefficients[j] * multiplier
        if Tolerance.isZero(value) {
          left.append(symbols[i])
        } else {
          mergedSymbols.append(symbols[i])
          mergedCoefficients.append(value)
        }
        i += 1
        j += 1
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
  }

  /// Multiplies every entry and the constant by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
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
