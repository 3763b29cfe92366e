package import Foundation
package import Testing

/// One snapshot comparison against an environment: decides the record mode, compares,
/// writes what the mode allows, keeps a failure's artifacts, and reports.
///
/// The public assertions run it with the process environment; tests run it with one of
/// their own, so that CI and record modes are tested without touching the process.
package struct SnapshotAssertion {
  /// The environment the assertion reads (`CI`, `HEADLESSKIT_RECORD`, ...).
  package var environment: [String: String]
  /// The run's arguments, kept in the ledger so that a filtered run is known as one.
  package var arguments: [String]

  /// What an assertion did.
  package enum Outcome: Equatable {
    /// The value matched its reference; nothing was written.
    case matched
    /// The reference was written (an issue was recorded too).
    case recorded(URL)
    /// The value did not match, or had no reference, and nothing was written there.
    case failed(message: String)
  }

  package init(environment: [String: String], arguments: [String] = CommandLine.arguments) {
    self.environment = environment
    self.arguments = arguments
  }

  /// Compares `text` with its reference, as ``assertSnapshot(_:named:pathExtension:record:filePath:sourceLocation:)``
  /// documents.
  @discardableResult
  package func check(
    _ text: String, named name: String, pathExtension: String = "txt",
    record argument: SnapshotRecordMode?, filePath: String, sourceLocation: SourceLocation
  ) -> Outcome {
    let url = Snapshots.referenceURL(named: name, pathExtension: pathExtension, filePath: filePath)
    let mode: SnapshotRecordMode
    do {
      mode = try SnapshotRecordMode.resolve(argument: argument, environment: environment)
    } catch {
      Issue.record(
        Comment(rawValue: "\(error.description); nothing is recorded"),
        sourceLocation: sourceLocation)
      mode = .never
    }
    let comparison = Snapshots.compare(text, withReferenceAt: url)
    SnapshotLedger.shared.note(
      url, in: SnapshotArtifacts.folder(forTestFile: filePath, environment: environment),
      arguments: arguments)
    if mode.writes(comparison) {
      return write(text, to: url, name: name, mode: mode, sourceLocation: sourceLocation)
    }
    switch comparison {
    case .match:
      return .matched
    case .missing:
      var message =
        "No reference for snapshot '\(name)': expected \(url.path). The record mode is "
        + "never (\(reason(for: mode, argument: argument))), so none was written; record it "
        + "outside CI with \(SnapshotRecordMode.environmentVariable)=missing."
      message += keep(
        name: name, pathExtension: pathExtension, filePath: filePath, reference: nil,
        actual: text, diff: "", sourceLocation: sourceLocation)
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return .failed(message: message)
    case .mismatch:
      let reference = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      let diff = UnifiedDiff(
        reference: reference, actual: text, referenceName: "reference/\(name).\(pathExtension)",
        actualName: "actual/\(name).\(pathExtension)")
      var message =
        "Snapshot '\(name)' does not match \(url.path):\n"
        + diff.prefix(lines: Snapshots.diffLinesInMessage)
      message += keep(
        name: name, pathExtension: pathExtension, filePath: filePath, reference: reference,
        actual: text, diff: diff.text, sourceLocation: sourceLocation)
      message +=
        "\n(the record mode is \(mode.rawValue), \(reason(for: mode, argument: argument)); "
        + "\(SnapshotRecordMode.environmentVariable)=failed records the new value)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return .failed(message: message)
    }
  }

  /// Writes the reference and records the issue that says so.
  private func write(
    _ text: String, to url: URL, name: String, mode: SnapshotRecordMode,
    sourceLocation: SourceLocation
  ) -> Outcome {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      let message = "Cannot write snapshot '\(name)' to \(url.path): \(error)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return .failed(message: message)
    }
    Issue.record(
      Comment(
        rawValue: "Recorded snapshot '\(name)' at \(url.path) (record mode \(mode.rawValue)). "
          + "Check it, then run again."), sourceLocation: sourceLocation)
    return .recorded(url)
  }

  /// Keeps a failure's files as artifacts and attachments; returns the message's lines
  /// naming them.
  private func keep(
    name: String, pathExtension: String, filePath: String, reference: String?,
    actual: String, diff: String, sourceLocation: SourceLocation
  ) -> String {
    Attachment.record(
      actual, named: "\(name).actual.\(pathExtension)", sourceLocation: sourceLocation)
    if let reference {
      Attachment.record(
        reference, named: "\(name).reference.\(pathExtension)", sourceLocation: sourceLocation)
    }
    if !diff.isEmpty {
      Attachment.record(diff, named: "\(name).diff", sourceLocation: sourceLocation)
    }
    do {
      let written = try SnapshotArtifacts.write(
        name: name, pathExtension: pathExtension, testFile: filePath, reference: reference,
        actual: actual, diff: diff, environment: environment)
      var lines = "\nArtifacts:"
      if let url = written.reference { lines += "\n  reference: \(url.path)" }
      lines += "\n  actual:    \(written.actual.path)"
      if let url = written.diff { lines += "\n  diff:      \(url.path)" }
      return lines
    } catch {
      return "\nArtifacts could not be written: \(error)"
    }
  }

  /// Why the mode is what it is, in the words of the setting that chose it.
  private func reason(for mode: SnapshotRecordMode, argument: SnapshotRecordMode?) -> String {
    if let value = environment[SnapshotRecordMode.environmentVariable], !value.isEmpty {
      return "\(SnapshotRecordMode.environmentVariable)=\(value)"
    }
    if let value = environment[SnapshotRecordMode.continuousIntegrationVariable], !value.isEmpty {
      return "\(SnapshotRecordMode.continuousIntegrationVariable) is set"
    }
    if let argument { return "record: .\(argument.rawValue)" }
    if environment[Snapshots.recordVariable] == "1" { return "\(Snapshots.recordVariable)=1" }
    return "the default"
  }
}
