/// Something HeadlessKit tells you that UIKit would not: why a hook re-ran, why a view
/// will not refresh, a pass that kept repeating, an API used in a way that cannot work.
///
/// A diagnostic is a structured ``Event`` (the facts: which object, which hook, which
/// properties, which thread, which pass) and a ``message`` written from it. Match on
/// the event in tests and tools; show the message to people.
///
/// ```swift
/// app.onDiagnostic = { diagnostic in
///   if case .untrackedRead(let read) = diagnostic.event { print(read.owner, read.callback) }
///   print(diagnostic)
/// }
/// ```
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The broad category of a report, for filtering.
  public enum Kind: String, Sendable, CaseIterable {
    /// A hook will re-run, and why (only while tracing).
    case rerun
    /// A value read outside a tracking scope changed: the view will not refresh.
    case untrackedRead
    /// A model holds a plain (not `@Observable`) class: changes inside it are invisible
    /// to tracking (reported while tracing).
    case untrackedNestedType
    /// A pass kept repeating and was stopped.
    case feedbackLoop
    /// An API was used in a way that cannot work.
    case misuse
  }

  /// What happened, with its facts.
  public let event: Event

  /// Creates a diagnostic for an event.
  /// - Parameter event: What happened.
  public init(_ event: Event) {
    self.event = event
  }

  /// The event's category.
  public var kind: Kind { event.kind }

  /// The report in plain words, with the fix where there is one.
  public var message: String { DiagnosticFormatter.message(for: event) }

  /// `trace: <message>` for re-run causes, `warning: <message>` for everything else.
  public var description: String {
    (kind == .rerun ? "trace: " : "warning: ") + message
  }
}
