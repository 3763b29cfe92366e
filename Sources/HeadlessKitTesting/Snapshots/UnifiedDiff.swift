/// A unified diff of two texts, line by line, as `diff -u` writes it.
///
/// Lines are compared whole; the edit script is a longest common subsequence, so the
/// hunks are the smallest `diff -u` would show. Inputs whose line counts multiply past
/// ``UnifiedDiff/tableLimit`` are shown as one hunk that replaces every line, which keeps
/// the cost bounded for very large pictures.
package struct UnifiedDiff: Sendable {
  /// The lines of context around each change.
  package static let context = 3
  /// The largest product of the two line counts diffed line by line.
  package static let tableLimit = 4_000_000

  /// The diff's text, empty when the texts are equal.
  package let text: String

  /// Diffs `reference` against `actual`.
  /// - Parameters:
  ///   - reference: The expected text (the `---` side).
  ///   - actual: The text produced (the `+++` side).
  ///   - referenceName: The name shown after `---`.
  ///   - actualName: The name shown after `+++`.
  package init(reference: String, actual: String, referenceName: String, actualName: String) {
    guard reference != actual else {
      text = ""
      return
    }
    let old = UnifiedDiff.lines(of: reference)
    let new = UnifiedDiff.lines(of: actual)
    var out = "--- \(referenceName)\n+++ \(actualName)\n"
    if old == new {
      out += "@@ -1,\(old.count) +1,\(new.count) @@\n"
      out += "\\ the texts differ only in line endings or the final newline\n"
      text = out
      return
    }
    let script = UnifiedDiff.script(old, new)
    for hunk in UnifiedDiff.hunks(of: script) {
      out += UnifiedDiff.render(hunk, script: script, old: old, new: new)
    }
    text = out
  }

  /// The first `count` lines of the diff, with a note of how many more there are.
  package func prefix(lines count: Int) -> String {
    let all = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    guard all.count > count else { return text }
    return all.prefix(count).joined(separator: "\n") + "\n… \(all.count - count) more lines\n"
  }

  enum Edit: Equatable {
    case same(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  static func lines(of text: String) -> [Substring] {
    if text.isEmpty { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  /// The edit script from `old` to `new`.
  static func script(_ old: [Substring], _ new: [Substring]) -> [Edit] {
    let n = old.count
    let m = new.count
    guard n * m <= tableLimit else {
      return (0..<n).map { .delete(old: $0) } + (0..<m).map { .insert(new: $0) }
    }
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    let width = m + 1
    var lengths = [Int32](repeating: 0, count: (n + 1) * width)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        edits.append(.same(old: i, new: j))
        i += 1
        j += 1
      } else if i < n, j == m || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        // Deletions before insertions, as `diff -u` orders a changed line.
        edits.append(.delete(old: i))
        i += 1
      } else {
        edits.append(.insert(new: j))
        j += 1
      }
    }
    return edits
  }

  /// Ranges of the script, each a hunk: its changes with their context, merged where
  /// two changes' contexts touch.
  static func hunks(of script: [Edit]) -> [Range<Int>] {
    var hunks: [Range<Int>] = []
    for (index, edit) in script.enumerated() {
      if case .same = edit { continue }
      let start = max(0, index - context)
      let end = min(script.count, index + context + 1)
      if let last = hunks.last, last.upperBound >= start {
        hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, end)
      } else {
        hunks.append(start..<end)
      }
    }
    return hunks
  }

  static func render(_ hunk: Range<Int>, script: [Edit], old: [Substring], new: [Substring])
    -> String
  {
    var oldStart: Int?
    var newStart: Int?
    var oldCount = 0
    var newCount = 0
    var body = ""
    // Where each side stands before the hunk, for the header of an empty side.
    var oldBefore = 0
    var newBefore = 0
    for edit in script[..<hunk.lowerBound] {
      switch edit {
      case .same: oldBefore += 1; newBefore += 1
      case .delete: oldBefore += 1
      case .insert: newBefore += 1
      }
    }
    for edit in script[hunk] {
      switch edit {
      case .same(let o, let n):
        oldStart = oldStart ?? o
        newStart = newStart ?? n
        oldCount += 1
        newCount += 1
        body += " \(old[o])\n"
      case .delete(let o):
        oldStart = oldStart ?? o
        oldCount += 1
        body += "-\(old[o])\n"
      case .insert(let n):
        newStart = newStart ?? n
        newCount += 1
        body += "+\(new[n])\n"
      }
    }
    let oldLine = oldCount == 0 ? oldBefore : (oldStart ?? 0) + 1
    let newLine = newCount == 0 ? newBefore : (newStart ?? 0) + 1
    // `diff -u` leaves out a count of one.
    func range(_ line: Int, _ count: Int) -> String { count == 1 ? "\(line)" : "\(line),\(count)" }
    return "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n" + body
  }
}
