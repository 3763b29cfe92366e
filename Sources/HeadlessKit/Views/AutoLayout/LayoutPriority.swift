/// How much a layout constraint matters, from 1 to 1000, as UIKit's `UILayoutPriority`: a
/// required constraint (1000) must hold; lower ones hold as well as they can, higher
/// before lower.
///
/// ```swift
/// width.priority = .defaultHigh - 1
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The priority's number, 1 to 1000.
  public var rawValue: Float

  /// Creates a priority.
  /// - Parameter rawValue: A number from 1 to 1000.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority.
  /// - Parameter rawValue: A number from 1 to 1000.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: a button's resistance to being squeezed.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: a button's resistance to being stretched.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority a view's size is fitted at (`systemLayoutSizeFitting(_:)`).
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Orders priorities by their numbers.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority `rhs` higher.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` lower.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  /// The number, as UIKit prints it.
  public var description: String {
    rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
  }
}
