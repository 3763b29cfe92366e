/// How much a constraint matters, on UIKit's scale: 1 to 1000, where 1000 is required.
///
/// Apple's documentation of `NSLayoutConstraint.priority`
/// (developer.apple.com/documentation/uikit/nslayoutconstraint/priority) says "Higher
/// priority constraints are satisfied before lower priority constraints", and that an
/// optional `a == b` makes the system "minimize `abs(a-b)`". The solver does exactly that:
/// it minimizes the summed errors of each priority level in turn, highest first, so it
/// never trades a violation of a 751 constraint, however small, for any number of 750
/// constraints satisfied: 751 beats 750 whatever the counts.
///
/// ```swift
/// solver.add(Constraint(width, .greaterThanOrEqual, 44, priority: .defaultHigh))
/// ```
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The priority, from 1 to 1000.
  public let rawValue: Float

  /// Makes a priority; values outside 1...1000 are refused when the constraint is added.
  /// - Parameter rawValue: The priority.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Makes a priority from a literal: `751`.
  /// - Parameter value: The priority.
  public init(floatLiteral value: Float) {
    self.init(value)
  }

  /// Makes a priority from a literal: `751`.
  /// - Parameter value: The priority.
  public init(integerLiteral value: Int) {
    self.init(Float(value))
  }

  /// 1000: the constraint must hold; adding one that cannot is an error.
  public static let required = Priority(1000)
  /// 750, UIKit's `.defaultHigh` (a button's content-compression resistance).
  public static let defaultHigh = Priority(750)
  /// 250, UIKit's `.defaultLow` (a button's content hugging).
  public static let defaultLow = Priority(250)
  /// 50, UIKit's `.fittingSizeLevel`.
  public static let fittingSizeLevel = Priority(50)

  /// Whether the constraint must hold.
  public var isRequired: Bool { rawValue >= 1000 }
  /// Whether it is a priority the solver takes: a finite number from 1 to 1000.
  public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

  /// Orders priorities by value.
  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The value: `750`, `999.5`.
  public var description: String {
    rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
  }
}
