public import Foundation
public import HeadlessKit
public import Testing

/// Snapshot testing for tree descriptions and pictures: reference files live in a
/// `__Snapshots__/<test file name>/` folder next to the test file.
///
/// Set `HEADLESSKIT_RECORD_SNAPSHOTS=1` to (re)write the references; recording still
/// reports an issue, so a re-record never passes silently.
///
/// ```swift
/// assertTreeSnapshot(host.window, named: "theme-picker-coral")
/// ```
public enum Snapshots {
  /// The environment variable that turns on record mode.
  public static let recordVariable = "HEADLESSKIT_RECORD_SNAPSHOTS"

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
/// otherwise (and, in record mode or when the reference is missing, writing it).
/// - Parameters:
///   - text: The value, as text.
///   - name: The snapshot's name, unique within the test file.
///   - pathExtension: The reference file's extension; `txt` by default.
///   - filePath: The test file (defaults to the caller's).
///   - sourceLocation: Where failures are reported (defaults to the caller).
public func assertSnapshot(
  _ text: String, named name: String, pathExtension: String = "txt",
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = Snapshots.referenceURL(named: name, pathExtension: pathExtension, filePath: filePath)
  let recording = ProcessInfo.processInfo.environment[Snapshots.recordVariable] == "1"
  let comparison = Snapshots.compare(text, withReferenceAt: url)
  if comparison == .match && !recording { return }
  if recording || comparison == .missing {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      Issue.record(
        Comment(
          rawValue: "Recorded snapshot '\(name)' at \(url.path). Check it, then run again "
            + "without \(Snapshots.recordVariable)."), sourceLocation: sourceLocation)
    } catch {
      Issue.record(
        Comment(rawValue: "Cannot write snapshot '\(name)' to \(url.path): \(error)"),
        sourceLocation: sourceLocation)
    }
    return
  }
  if case .mismatch(let diff) = comparison {
    Issue.record(
      Comment(
        rawValue: "Snapshot '\(name)' does not match \(url.path), \(diff)\n(set "
          + "\(Snapshots.recordVariable)=1 to record the new value)"),
      sourceLocation: sourceLocation)
  }
}

/// Asserts that a view's `treeDescription()` matches its reference file.
/// - Parameters:
///   - view: The view (usually a window).
///   - name: The snapshot's name, unique within the test file.
///   - filePath: The test file (defaults to the caller's).
///   - sourceLocation: Where failures are reported (defaults to the caller).
@MainActor
public func assertTreeSnapshot(
  _ view: View, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(
    view.treeDescription() + "\n", named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// Asserts that a window's SVG picture matches its reference file.
/// - Parameters:
///   - window: The window.
///   - name: The snapshot's name, unique within the test file.
///   - filePath: The test file (defaults to the caller's).
///   - sourceLocation: Where failures are reported (defaults to the caller).
@MainActor
public func assertSVGSnapshot(
  _ window: Window, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(
    window.renderSVG(), named: name, pathExtension: "svg", filePath: filePath,
    sourceLocation: sourceLocation)
}
