public import Foundation

// The `os` module's message types, as Apple declares them, for `Logger`'s stand-in: a
// string literal with interpolations, each with its format, alignment and privacy.

/// A log message, as the `os` module's `OSLogMessage`: a string literal whose
/// interpolations may carry a format, an alignment and a privacy level.
///
/// ```swift
/// logger.info("Loaded \(count) items for \(user, privacy: .private)")
/// ```
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral,
  Sendable
{
  /// The message with every value shown, as a debugger's console shows it.
  let text: String
  /// The message with private values shown as `<private>`, as the log store keeps it.
  let redacted: String

  /// Creates a message from a literal without interpolations.
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) {
    text = value
    redacted = value
  }

  /// Creates a message from a literal with interpolations.
  /// - Parameter stringInterpolation: The literal's pieces.
  public init(stringInterpolation: OSLogInterpolation) {
    text = stringInterpolation.text
    redacted = stringInterpolation.redacted
  }
}

/// The pieces of a log message's literal, as the `os` module's `OSLogInterpolation`; the
/// compiler builds it from the literal's interpolations. Values are formatted when the
/// message is made.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""
  var redacted = ""

  /// Creates an empty interpolation; the compiler calls it.
  /// - Parameters:
  ///   - literalCapacity: The literal text's length.
  ///   - interpolationCount: The number of interpolations.
  public init(literalCapacity: Int, interpolationCount: Int) {
    text.reserveCapacity(literalCapacity)
  }

  /// Appends the literal text between interpolations.
  /// - Parameter literal: The text.
  public mutating func appendLiteral(_ literal: String) {
    text += literal
    redacted += literal
  }

  private mutating func append(
    _ value: String, align: OSLogStringAlignment, privacy: OSLogPrivacy, isScalar: Bool
  ) {
    let aligned = align.apply(to: value)
    text += aligned
    redacted += privacy.redacts(isScalar: isScalar) ? "<private>" : aligned
  }

  /// Appends a string; private unless `privacy` says otherwise.
  /// - Parameters:
  ///   - argumentString: The string.
  ///   - align: The column to align it in.
  ///   - privacy: Whether the log store keeps it.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(argumentString(), align: align, privacy: privacy, isScalar: false)
  }

  /// Appends a value's `description`; private unless `privacy` says otherwise.
  /// - Parameters:
  ///   - value: The value.
  ///   - align: The column to align it in.
  ///   - privacy: Whether the log store keeps it.
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) where T: CustomStringConvertible {
    append(value().description, align: align, privacy: privacy, isScalar: false)
  }

  /// Appends an object's `description`; private unless `privacy` says otherwise.
  /// - Parameters:
  ///   - argumentObject: The object.
  ///   - privacy: Whether the log store keeps it.
  public mutating func appendInterpolation(
    _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
  ) {
    append(argumentObject().description, align: .none, privacy: privacy, isScalar: false)
  }

  /// Appends an integer; public unless `privacy` says otherwise.
  /// - Parameters:
  ///   - number: The integer.
  ///   - format: Decimal, hexadecimal or octal.
  ///   - align: The column to align it in.
  ///   - privacy: Whether the log store keeps it.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(format.apply(to: number()), align: align, privacy: privacy, isScalar: true)
  }

  /// Appends an integer of any width; public unless `privacy` says otherwise.
  /// - Parameters:
  ///   - number: The integer.
  ///   - format: Decimal, hexadecimal or octal.
  ///   - align: The column to align it in.
  ///   - privacy: Whether the log store keeps it.
  public mutating func appendInterpolation<T>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) where T: FixedWidthInteger {
    append(format.apply(to: number()), align: align, privacy: privacy, isScalar: true)
  }

  /// Appends a double; public unless `privacy` says otherwise.
  /// - Parameters:
  ///   - number: The number.
  ///   - format: Fixed, exponential or hybrid.
  ///   - align: The column to align it in.
  ///   - privacy: Whether the log store keeps it.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(format.apply(to: number()), align: align, privacy: privacy, isScalar: true)
  }

  /// Appends a float; public unless `privacy` says otherwise.
  /// - Parameters:
  ///   - number: The number.
  ///   - format: Fixed, exponential or hybrid.
  ///   - align: The column to align it in.
  ///   - privacy: Whether the log store keeps it.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(format.apply(to: Double(number())), align: align, privacy: privacy, isScalar: true)
  }

  /// Appends a Boolean as `true`/`false` or `YES`/`NO`; public unless `privacy` says
  /// otherwise.
  /// - Parameters:
  ///   - boolean: The Boolean.
  ///   - format: Truth or answer.
  ///   - privacy: Whether the log store keeps it.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {
    let value = boolean()
    let text = format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
    append(text, align: .none, privacy: privacy, isScalar: true)
  }

  /// Appends a type's name; public unless `privacy` says otherwise.
  /// - Parameters:
  ///   - value: The type.
  ///   - align: The column to align it in.
  ///   - privacy: Whether the log store keeps it.
  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(String(describing: value()), align: align, privacy: privacy, isScalar: true)
  }

  /// Appends an error's description; private unless `privacy` says otherwise.
  /// - Parameters:
  ///   - error: The error.
  ///   - privacy: Whether the log store keeps it.
  ///   - attributes: Attributes for the log viewer; ignored.
  public mutating func appendInterpolation(
    _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
    attributes: String = ""
  ) {
    append(String(describing: error()), align: .none, privacy: privacy, isScalar: false)
  }
}

/// Whether a logged value is kept in the log store, as the `os` module's `OSLogPrivacy`.
/// Headlessly every value is shown in the message a test reads; the redacted form shows
/// private values as `<private>`, as the log store does without a debugger attached.
public struct OSLogPrivacy: Equatable, Sendable {
  /// A mask for private values, as `OSLogPrivacy.Mask`.
  public struct Mask: Equatable, Sendable {
    let hashes: Bool
    /// Redacted values are hashed, so equal values can be matched.
    public static let hash = Mask(hashes: true)
    /// Redacted values are not masked.
    public static let none = Mask(hashes: false)
  }

  enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }
  let level: Level
  let mask: Mask

  /// Strings and objects are private; numbers and Booleans are public.
  public static let auto = OSLogPrivacy(level: .auto, mask: .none)
  /// Shown in the log store.
  public static let `public` = OSLogPrivacy(level: .public, mask: .none)
  /// Redacted in the log store.
  public static let `private` = OSLogPrivacy(level: .private, mask: .none)
  /// Always redacted in the log store.
  public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

  /// The automatic level, with a mask.
  /// - Parameter mask: The mask.
  /// - Returns: The privacy.
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }

  /// Redacted, with a mask.
  /// - Parameter mask: The mask.
  /// - Returns: The privacy.
  public static func `private`(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .private, mask: mask)
  }

  /// Always redacted, with a mask.
  /// - Parameter mask: The mask.
  /// - Returns: The privacy.
  public static func sensitive(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .sensitive, mask: mask)
  }

  func redacts(isScalar: Bool) -> Bool {
    switch level {
    case .public: false
    case .private, .sensitive: true
    case .auto: !isScalar
    }
  }
}

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
