/// A linear expression: a sum of variables times coefficients, plus a constant.
///
/// Build it with the arithmetic operators:
///
/// ```swift
/// let trailing = left + width            // left + 1·width + 0
/// let centered = 0.5 * (left + right)
/// ```
public struct LinearExpression: Sendable, CustomStringConvertible {
  /// The terms, in the order they were written; a variable may appear more than once.
  public var terms: [(variable: Variable, coefficient: Double)]
  /// The constant.
  public var constant: Double

  /// Makes an expression from terms and a constant.
  /// - Parameters:
  ///   - terms: The variables and their coefficients.
  ///   - constant: The constant; 0 by default.
  public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1·variable`.
  /// - Parameter variable: The variable.
  public init(_ variable: Variable) {
    self.init([(variable, 1)])
  }

  /// The expression made of a constant alone.
  /// - Parameter constant: The constant.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// `2·x + -1·y + 8`.
  public var description: String {
    let parts = terms.map { "\($0.coefficient)·\($0.variable)" } + ["\(constant)"]
    return parts.joined(separator: " + ")
  }

  /// Adds two expressions.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// Subtracts an expression.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + -rhs
  }

  /// Negates an expression.
  public static prefix func - (expression: LinearExpression) -> LinearExpression {
    expression * -1
  }

  /// Multiplies an expression by a number.
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  /// Multiplies an expression by a number.
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

  /// Divides an expression by a number.
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

  /// Adds a constant.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
  }

  /// Adds a constant.
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

  /// Subtracts a constant.
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

  /// A constant minus an expression.
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
}

extension Variable {
  /// Adds two variables.
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }
  /// Subtracts a variable.
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }
  /// Adds a constant.
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }
  /// Adds a constant.
  public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(rhs) + lhs
  }
  /// Subtracts a constant.
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }
  /// A constant minus a variable.
  public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }
  /// Multiplies a variable by a number.
  public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) * rhs
  }
  /// Multiplies a variable by a number.
  public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(rhs) * lhs
  }
  /// Divides a variable by a number.
  public static func / (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) / rhs
  }
  /// Negates a variable.
  public static prefix func - (variable: Variable) -> LinearExpression {
    -LinearExpression(variable)
  }
  /// Adds an expression to a variable.
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }
  /// Adds a variable to an expression.
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }
  /// Subtracts an expression from a variable.
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }
  /// Subtracts a variable from an expression.
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }
}
