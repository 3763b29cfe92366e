/// When a snapshot assertion writes its reference file.
///
/// Every write still records an issue, so a test that recorded a reference never passes
/// silently: check the new file, then run the tests again.
///
/// The mode an assertion uses comes, first to last, from the `HEADLESSKIT_RECORD`
/// environment variable (`never`, `missing`, `failed` or `all`); then, when the `CI`
/// environment variable is set, ``never``, whatever the assertion says; then the
/// assertion's `record:` argument; then ``missing``. So a continuous-integration run
/// never writes a reference and passes on a retry, unless `HEADLESSKIT_RECORD` says so.
///
/// ```swift
/// assertTreeSnapshot(host.window, named: "settings", record: .failed)
/// ```
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Never write a reference: a missing one fails, naming the path it expected.
  case never
  /// Write a reference only where none exists (the default outside CI).
  case missing
  /// Write a reference where none exists or where the value differs from it.
  case failed
  /// Write every reference, matching or not.
  case all

  /// The environment variable that overrides every assertion's mode.
  public static let environmentVariable = "HEADLESSKIT_RECORD"

  /// The environment variable whose presence marks a continuous-integration run.
  public static let continuousIntegrationVariable = "CI"

  /// The mode an assertion uses, given its argument and an environment.
  ///
  /// - Parameters:
  ///   - argument: The assertion's `record:` argument, if it gave one.
  ///   - environment: The process environment.
  /// - Returns: The mode, by the order the type's documentation gives.
  /// - Throws: ``SnapshotRecordModeError`` when `HEADLESSKIT_RECORD` holds a value that
  ///   is not a mode.
  public static func resolve(
    argument: SnapshotRecordMode?, environment: [String: String]
  ) throws(SnapshotRecordModeError) -> SnapshotRecordMode {
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
        throw SnapshotRecordModeError(value: value)
      }
      return mode
    }
    if let value = environment[continuousIntegrationVariable], !value.isEmpty { return .never }
    if let argument { return argument }
    if environment[Snapshots.recordVariable] == "1" { return .all }
    return .missing
  }

  /// Whether a comparison's outcome writes the reference in this mode.
  func writes(_ comparison: SnapshotComparison) -> Bool {
    switch (self, comparison) {
    case (.never, _): false
    case (.missing, .missing): true
    case (.missing, _): false
    case (.failed, .match): false
    case (.failed, _): true
    case (.all, _): true
    }
  }
}

/// A value of `HEADLESSKIT_RECORD` that names no ``SnapshotRecordMode``.
public struct SnapshotRecordModeError: Error, Equatable, CustomStringConvertible {
  /// The value found in the environment.
  public var value: String

  /// An error for `value`.
  /// - Parameter value: The value found in `HEADLESSKIT_RECORD`.
  public init(value: String) {
    self.value = value
  }

  /// Names the value and the valid choices.
  public var description: String {
    let choices = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    return "\(SnapshotRecordMode.environmentVariable)=\(value) is not a record mode; "
      + "use one of: \(choices)"
  }
}
