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
