import Foundation

// How the `os` module's log messages format their values: alignment and the integer,
// floating-point and Boolean formats, as Apple declares them.

/// The column a logged value is aligned in, as the `os` module's `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  let isLeft: Bool

  /// No alignment.
  public static let none = OSLogStringAlignment(columns: 0, isLeft: false)

  /// Right-aligned in `columns` characters.
  /// - Parameter columns: The column's width.
  /// - Returns: The alignment.
  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), isLeft: false)
  }

  /// Left-aligned in `columns` characters.
  /// - Parameter columns: The column's width.
  /// - Returns: The alignment.
  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), isLeft: true)
  }

  func apply(to value: String) -> String {
    let padding = String(repeating: " ", count: max(0, columns - value.count))
    return isLeft ? value + padding : padding + value
  }
}

/// How a logged integer is written, as the `os` module's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
  let radix: Int
  let explicitPositiveSign: Bool
  let includePrefix: Bool
  let uppercase: Bool
  let minDigits: Int

  /// Decimal.
  public static let decimal = decimal(explicitPositiveSign: false)
  /// Hexadecimal, lowercase, without a prefix.
  public static let hex = hex(explicitPositiveSign: false)
  /// Octal, without a prefix.
  public static let octal = octal(explicitPositiveSign: false)

  /// Decimal.
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers get a `+`.
  ///   - minDigits: The fewest digits, zero-padded.
  /// - Returns: The format.
  public static func decimal(
    explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
      uppercase: false, minDigits: minDigits())
  }

  /// Hexadecimal.
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers get a `+`.
  ///   - includePrefix: Whether the number starts with `0x`.
  ///   - uppercase: Whether the digits are uppercase.
  ///   - minDigits: The fewest digits, zero-padded.
  /// - Returns: The format.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure @escaping () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  /// Octal.
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers get a `+`.
  ///   - includePrefix: Whether the number starts with `0o`.
  ///   - uppercase: Unused by octal digits.
  ///   - minDigits: The fewest digits, zero-padded.
  /// - Returns: The format.
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure @escaping () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  func apply<T: FixedWidthInteger>(to number: T) -> String {
    var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
    if digits.count < minDigits {
      digits = String(repeating: "0", count: minDigits - digits.count) + digits
    }
    if includePrefix { digits = (radix == 16 ? "0x" : "0o") + digits }
    if number < 0 { return "-" + digits }
    return explicitPositiveSign ? "+" + digits : digits
  }
}

/// How a logged floating-point number is written, as the `os` module's
/// `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
  let specifier: String
  let precision: Int?
  let explicitPositiveSign: Bool

  /// Fixed-point, six decimals.
  public static let fixed = fixed(explicitPositiveSign: false)
  /// Exponential.
  public static let exponential = exponential(explicitPositiveSign: false)
  /// Fixed or exponential, whichever is shorter.
  public static let hybrid = hybrid(explicitPositiveSign: false)

  /// Fixed-point.
  /// - Parameters:
  ///   - precision: The number of decimals; six by default.
  ///   - explicitPositiveSign: Whether positive numbers get a `+`.
  ///   - uppercase: Unused by fixed-point digits.
  /// - Returns: The format.
  public static func fixed(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      specifier: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }

  /// Fixed-point, six decimals.
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers get a `+`.
  ///   - uppercase: Unused by fixed-point digits.
  /// - Returns: The format.
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(specifier: "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
  }

  /// Exponential.
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers get a `+`.
  ///   - uppercase: Whether the exponent's `e` is uppercase.
  /// - Returns: The format.
  public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      specifier: uppercase ? "E" : "e", precision: nil, explicitPositiveSign: explicitPositiveSign)
  }

  /// Fixed or exponential, whichever is shorter.
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers get a `+`.
  ///   - uppercase: Whether the exponent's `e` is uppercase.
  /// - Returns: The format.
  public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      specifier: uppercase ? "G" : "g", precision: nil, explicitPositiveSign: explicitPositiveSign)
  }

  func apply(to number: Double) -> String {
    let precisionPart = precision.map { ".\($0)" } ?? ""
    return String(
      format: "%\(explicitPositiveSign ? "+" : "")\(precisionPart)\(specifier)", number)
  }
}

/// How a logged Boolean is written, as the `os` module's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
  /// `true` or `false`.
  case truth
  /// `YES` or `NO`.
  case answer
}
