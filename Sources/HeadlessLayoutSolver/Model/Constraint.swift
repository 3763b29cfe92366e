/// A linear relation between two expressions, with a priority: `left + width == right`.
///
/// A constraint is an object: add it to a solver, and remove that same object later.
///
/// ```swift
/// let pinned = Constraint(button.left, .equal, container.left + 8)
/// try solver.add(pinned)
/// ```
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// How the two sides compare.
  public enum Relation: Sendable, CustomStringConvertible {
    /// `lhs == rhs`
    case equal
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
      switch self {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// `lhs - rhs`: the constraint says this expression `relation` 0.
  public let expression: LinearExpression
  /// How the two sides compare.
  public let relation: Relation
  /// How much the constraint matters; required by default.
  public let priority: Priority
  /// A name for error messages and reports (UIKit's `identifier`).
  public let identifier: String?
  /// The two sides as written, for descriptions: the left side's terms are the first
  /// `writtenLeftCount` of `expression`'s, the right side's the rest negated (exactly:
  /// a sign flip), and each side's constant as written.
  private let writtenLeftCount: Int32
  private let writtenConstants: (lhs: Double, rhs: Double)

  /// Makes a constraint `lhs relation rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right side.
  ///   - priority: How much it matters; required by default.
  ///   - identifier: A name for messages.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    priority: Priority = .required,
    identifier: String? = nil
  ) {
    // `lhs - rhs`, its terms in one allocation of the size they need.
    var terms: [(variable: Variable, coefficient: Double)] = []
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    terms.append(contentsOf: lhs.terms)
    for term in rhs.terms { terms.append((term.variable, term.coefficient * -1)) }
    expression = LinearExpression(terms, constant: lhs.constant + rhs.constant * -1)
    self.relation = relation
    self.priority = priority
    self.identifier = identifier
    writtenLeftCount = Int32(lhs.terms.count)
    writtenConstants = (lhs.constant, rhs.constant)
  }

  /// Makes a constraint `lhs relation rhs` on a variable.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right side.
  ///   - priority: How much it matters; required by default.
  ///   - identifier: A name for messages.
  public convenience init(
    _ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required,
    identifier: String? = nil
  ) {
    self.init(LinearExpression(lhs), relation, rhs, priority: priority, identifier: identifier)
  }

  /// Makes a constraint `lhs relation rhs` between a variable and another.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right side.
  ///   - priority: How much it matters; required by default.
  ///   - identifier: A name for messages.
  public convenience init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Variable, priority: Priority = .required,
    identifier: String? = nil
  ) {
    self.init(
      LinearExpression(lhs), relation, LinearExpression(rhs), priority: priority,
      identifier: identifier)
  }

  /// Makes a constraint `lhs relation constant`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - relation: How the sides compare.
  ///   - rhs: The constant on the right.
  ///   - priority: How much it matters; required by default.
  ///   - identifier: A name for messages.
  public convenience init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Double, priority: Priority = .required,
    identifier: String? = nil
  ) {
    self.init(
      LinearExpression(lhs), relation, LinearExpression(constant: rhs), priority: priority,
      identifier: identifier)
  }

  /// Makes a constraint `lhs relation constant`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - relation: How the sides compare.
  ///   - rhs: The constant on the right.
  ///   - priority: How much it matters; required by default.
  ///   - identifier: A name for messages.
  public convenience init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, priority: Priority = .required,
    identifier: String? = nil
  ) {
    self.init(
      lhs, relation, LinearExpression(constant: rhs), priority: priority, identifier: identifier)
  }

  /// Constraints are objects: equal only to themselves.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// `"pinned": 1.0·button.left + 0.0 == 1.0·container.left + 8.0 (priority 1000)`.
  public var description: String {
    let split = Int(writtenLeftCount)
    let lhs = LinearExpression(Array(expression.terms[..<split]), constant: writtenConstants.lhs)
    let rhs = LinearExpression(
      expression.terms[split...].map { ($0.variable, $0.coefficient * -1) },
      constant: writtenConstants.rhs)
    return (identifier.map { "\"\($0)\": " } ?? "")
      + "\(lhs) \(relation) \(rhs) (priority \(priority))"
  }
}
