import Foundation

/// Where an ``Application`` writes each diagnostic as it is reported: standard error by
/// default, so the warnings UIKit would never give you are seen without asking.
///
/// Every diagnostic also goes to ``Application/diagnostics`` and
/// ``Application/onDiagnostic``, whatever the log. Choose another log to silence or
/// redirect the lines:
///
/// ```swift
/// let app = Application()
/// app.diagnosticLog = .silent                        // nothing printed
/// app.diagnosticLog = DiagnosticLog { diagnostic in  // your own logger
///   logger.warning("\(diagnostic)")
/// }
/// ```
///
/// `HeadlessKitTesting`'s `TestHost` records each warning as a test issue instead.
public struct DiagnosticLog: Sendable {
  /// Receives each diagnostic.
  let write: @MainActor @Sendable (Diagnostic) -> Void

  /// A log that hands each diagnostic to `write`.
  ///
  /// - Parameter write: Called on the main actor once per diagnostic, in the order they
  ///   are reported; `diagnostic.description` is its line (`warning: …` or `trace: …`).
  public init(_ write: @escaping @MainActor @Sendable (Diagnostic) -> Void) {
    self.write = write
  }

  /// One line a diagnostic on standard error, `HeadlessKit: warning: …` (trace lines,
  /// `HeadlessKit: trace: …`, appear only while tracing): the default.
  public static let standardError = DiagnosticLog { diagnostic in
    FileHandle.standardError.write(Data(line(for: diagnostic).utf8))
  }

  /// Writes nothing; the diagnostics are still in ``Application/diagnostics``.
  public static let silent = DiagnosticLog { _ in }

  /// The line ``standardError`` writes, newline included.
  package static func line(for diagnostic: Diagnostic) -> String {
    "HeadlessKit: \(diagnostic.description)\n"
  }
}
