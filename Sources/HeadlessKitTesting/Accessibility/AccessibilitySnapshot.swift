public import HeadlessKit
public import Testing

/// Asserts that what VoiceOver reads on a window or view, in its order, matches its
/// reference file: one element a line with its traits, label, value, hint and custom
/// actions (`View.accessibilityDescription()`), kept as `<name>.a11y.txt` beside the
/// other snapshots and recorded as ``SnapshotRecordMode`` says.
///
/// ```swift
/// host.show(ThemeController(theme: theme))
/// assertAccessibilitySnapshot(host.window, named: "theme-picker")
/// ```
/// - Parameters:
///   - view: The window or view whose elements are read.
///   - name: The snapshot's name, unique within the test file.
///   - record: When to write the reference; `nil` (the default) leaves it to the
///     environment.
///   - filePath: The test file (defaults to the caller's).
///   - sourceLocation: Where failures are reported (defaults to the caller).
@MainActor
public func assertAccessibilitySnapshot(
  _ view: View, named name: String, record: SnapshotRecordMode? = nil,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(
    view.accessibilityDescription() + "\n", named: name, pathExtension: "a11y.txt",
    record: record, filePath: filePath, sourceLocation: sourceLocation)
}
