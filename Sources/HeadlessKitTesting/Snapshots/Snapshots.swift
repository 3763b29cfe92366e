public import Foundation
public import HeadlessKit
public import Testing

/// Snapshot testing for tree descriptions and pictures: reference files live in a
/// `__Snapshots__/<test file name>/` folder next to the test file.
///
/// Whether an assertion writes its reference is its ``SnapshotRecordMode``: by default a
/// missing reference is recorded (and the test fails, so a recording never passes
/// silently), and in a CI run (the `CI` environment variable set) nothing is ever written
/// unless `HEADLESSKIT_RECORD` says otherwise. A failure writes the reference, the actual
/// value and their diff to ``SnapshotArtifacts`` and attaches them to the test.
///
/// ```swift
/// assertTreeSnapshot(host.window, named: "theme-picker-coral")
/// ```
public enum Snapshots {
  /// The environment variable that records every snapshot when set to `1`.
  ///
  /// Kept for earlier tests; `HEADLESSKIT_RECORD=all` says the same and wins over it.
  public static let recordVariable = "HEADLESSKIT_RECORD_SNAPSHOTS"

  /// How many lines of the diff a failure message shows.
  public static let diffLinesInMessage = 20

  /// Compares `text` with the reference file at `url`.
  /// - Parameters:
  ///   - text: The value, as text.
  ///   - url: The reference file.
  /// - Returns: Whether it matches, differs (with the first differing line) or is missing.
  public static func compare(_ text: String, withReferenceAt url: URL) -> SnapshotComparison {
    guard let reference = try? String(contentsOf: url, encoding: .utf8) else { return .missing }
    if reference == text { return .match }
    let expected = reference.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expected.count, actual.count) {
      let want = index < expected.count ? String(expected[index]) : "<no line>"
      let got = index < actual.count ? String(actual[index]) : "<no line>"
      if want != got {
        return .mismatch(diff: "line \(index + 1):\n  reference: \(want)\n  actual:    \(got)")
      }
    }
    return .mismatch(diff: "the texts differ only in line endings")
  }

  /// The reference file for a snapshot of a test in `filePath`.
  /// - Parameters:
  ///   - name: The snapshot's name.
  ///   - pathExtension: `txt`, `svg`…
  ///   - filePath: The test file's path (`#filePath`).
  /// - Returns: `<test folder>/__Snapshots__/<test file name>/<name>.<extension>`.
  public static func referenceURL(named name: String, pathExtension: String, filePath: String)
    -> URL
  {
    let file = URL(fileURLWithPath: filePath)
    return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(name).appendingPathExtension(pathExtension)
  }
}

/// Asserts that `text` matches its reference file, recording an issue at the caller
/// otherwise, and writing the reference when the record mode says so.
///
/// On a mismatch the issue shows the first lines of the unified diff and the paths of the
/// reference, the actual value and the diff kept under ``SnapshotArtifacts``; the same
/// three are attached to the test.
/// - Parameters:
///   - text: The value, as text.
///   - name: The snapshot's name, unique within the test file.
///   - pathExtension: The reference file's extension; `txt` by default.
///   - record: When to write the reference; `nil` (the default) leaves it to the
///     environment, as ``SnapshotRecordMode`` describes.
///   - filePath: The test file (defaults to the caller's).
///   - sourceLocation: Where failures are reported (defaults to the caller).
public func assertSnapshot(
  _ text: String, named name: String, pathExtension: String = "txt",
  record: SnapshotRecordMode? = nil, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  SnapshotAssertion(environment: ProcessInfo.processInfo.environment).check(
    text, named: name, pathExtension: pathExtension, record: record, filePath: filePath,
    sourceLocation: sourceLocation)
}

/// Asserts that a view's `treeDescription()` matches its reference file.
/// - Parameters:
///   - view: The view (usually a window).
///   - name: The snapshot's name, unique within the test file.
///   - record: When to write the reference; `nil` leaves it to the environment.
///   - filePath: The test file (defaults to the caller's).
///   - sourceLocation: Where failures are reported (defaults to the caller).
@MainActor
public func assertTreeSnapshot(
  _ view: View, named name: String, record: SnapshotRecordMode? = nil,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(
    view.treeDescription() + "\n", named: name, record: record, filePath: filePath,
    sourceLocation: sourceLocation)
}

/// Asserts that a window's SVG picture matches its reference file.
/// - Parameters:
///   - window: The window.
///   - name: The snapshot's name, unique within the test file.
///   - record: When to write the reference; `nil` leaves it to the environment.
///   - filePath: The test file (defaults to the caller's).
///   - sourceLocation: Where failures are reported (defaults to the caller).
@MainActor
public func assertSVGSnapshot(
  _ window: Window, named name: String, record: SnapshotRecordMode? = nil,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(
    window.renderSVG(), named: name, pathExtension: "svg", record: record, filePath: filePath,
    sourceLocation: sourceLocation)
}
