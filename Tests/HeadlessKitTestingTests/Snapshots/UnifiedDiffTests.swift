import Foundation
@testable import HeadlessKitTesting
import Testing

/// The failure diff reads as `diff -u` writes it (the expected texts below are what GNU
/// diffutils' `diff -u` prints for the same inputs, names aside).
@Suite struct UnifiedDiffTests {
  func diff(_ reference: String, _ actual: String) -> String {
    UnifiedDiff(reference: reference, actual: actual, referenceName: "a", actualName: "b").text
  }

  @Test func equalTextsHaveNoDiff() {
    #expect(diff("x\ny\n", "x\ny\n").isEmpty)
  }

  @Test func oneChangedLineShowsItsContext() {
    let reference = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let actual = reference.replacingOccurrences(of: "line 5", with: "line five")
    #expect(
      diff(reference, actual) == """
        --- a
        +++ b
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func distantChangesAreTwoHunksAndCloseOnesOne() {
    let reference = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
    let far = reference.replacingOccurrences(of: "\n2\n", with: "\ntwo\n")
      .replacingOccurrences(of: "\n18\n", with: "\neighteen\n")
    #expect(diff(reference, far).components(separatedBy: "@@ -").count - 1 == 2)
    let near = reference.replacingOccurrences(of: "\n2\n", with: "\ntwo\n")
      .replacingOccurrences(of: "\n6\n", with: "\nsix\n")
    #expect(diff(reference, near).components(separatedBy: "@@ -").count - 1 == 1)
  }

  @Test func insertionsIntoAnEmptyTextStartAtLineZero() {
    #expect(
      diff("", "new\n") == """
        --- a
        +++ b
        @@ -0,0 +1 @@
        +new

        """)
  }

  @Test func aMissingFinalNewlineIsSaid() {
    #expect(diff("x\n", "x").contains("differ only in line endings or the final newline"))
  }

  @Test func theMessageShowsTheFirstLinesAndCountsTheRest() {
    let reference = (1...100).map { "\($0)" }.joined(separator: "\n") + "\n"
    let actual = (1...100).map { "\($0)!" }.joined(separator: "\n") + "\n"
    let unified = UnifiedDiff(
      reference: reference, actual: actual, referenceName: "a", actualName: "b")
    let shown = unified.prefix(lines: 5)
    #expect(shown.split(separator: "\n").count == 6)
    #expect(shown.hasSuffix("… 198 more lines\n"))
  }

  @Test func hugeInputsAreOneReplacingHunk() {
    let reference = (0..<2_100).map { "r\($0)" }.joined(separator: "\n") + "\n"
    let actual = (0..<2_100).map { "a\($0)" }.joined(separator: "\n") + "\n"
    let text = diff(reference, actual)
    #expect(text.contains("@@ -1,2100 +1,2100 @@"))
  }
}
