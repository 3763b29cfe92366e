/// Something HeadlessKit tells you that UIKit would not (SPEC 6).
///
/// ```swift
/// app.onDiagnostic = { print($0) }
/// ```
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// What kind of report this is.
  public enum Kind: String, Sendable, CaseIterable {
    /// A hook re-ran; the message says why (only while tracing; SPEC 6.1).
    case rerun
    /// A value read outside a tracking scope changed (SPEC 6.2).
    case untrackedRead
    /// A model holds a plain (not `@Observable`) class: changes inside it are invisible
    /// to tracking (reported while tracing).
    case untrackedNestedType
    /// A pass kept repeating and was stopped (SPEC 2.3, 6.3).
    case feedbackLoop
    /// An API was used in a way that cannot work (SPEC 6.4).
    case misuse
  }

  /// What kind of report this is.
  public let kind: Kind
  /// The report in plain words.
  public let message: String

  /// Creates a diagnostic.
  /// - Parameters:
  ///   - kind: What kind of report this is.
  ///   - message: The report in plain words.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// `warning: <message>` for warnings, `trace: <message>` for re-run causes.
  public var description: String {
    (kind == .rerun ? "trace: " : "warning: ") + message
  }
}
