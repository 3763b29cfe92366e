/// The line `play` edits on a terminal: the text, the cursor, the history, completion.
///
/// A pure value: ``handle(_:)`` takes a decoded ``Key`` and says what the terminal should
/// do; ``PlayTerminal`` draws it. Keys: characters insert at the cursor; Left/Right,
/// Home/End (Ctrl-A/E, Ctrl-B/F) move; Backspace and Delete remove; Ctrl-U removes to the
/// start, Ctrl-K to the end, Ctrl-W the word before the cursor; Up/Down (Ctrl-P/N) walk
/// the history; Tab completes; Ctrl-L clears the screen; Ctrl-C drops the line; Ctrl-D
/// on an empty line ends input (else deletes under the cursor); Enter submits.
struct LineEditor {
  /// What the terminal does after a key.
  enum Action: Equatable {
    /// Redraw the line.
    case redraw
    /// The line is done: run it.
    case submit(String)
    /// Clear the screen, then redraw the line.
    case clearScreen
    /// Drop the line (Ctrl-C): start a new one.
    case cancel
    /// Ctrl-D on an empty line: no more input.
    case endOfInput
    /// Tab found several completions and nothing more to insert: list them.
    case showCandidates([String])
    /// Nothing happens (a key with no meaning here, nothing to complete).
    case none
  }

  /// The text being edited.
  private(set) var line: [Character] = []
  /// Where characters go: 0 is before the first.
  private(set) var cursor = 0
  /// Lines submitted so far, oldest first (a line equal to the one before it is kept once).
  private(set) var history: [String] = []
  /// The history line shown, or `nil` while editing a new line.
  private var historyIndex: Int?
  /// The new line, kept while the history is shown.
  private var draft: [Character] = []
  /// The completions of `partial`, the word under the cursor, after the words before it.
  let complete: (_ before: [String], _ partial: String) -> [String]

  init(complete: @escaping (_ before: [String], _ partial: String) -> [String] = { _, _ in [] }) {
    self.complete = complete
  }

  /// The line as text.
  var text: String { String(line) }

  mutating func handle(_ key: Key) -> Action {
    switch key {
    case .character(let character):
      line.insert(character, at: cursor)
      cursor += 1
    case .enter:
      let submitted = text
      if !submitted.allSatisfy(\.isWhitespace), history.last != submitted {
        history.append(submitted)
      }
      reset()
      return .submit(submitted)
    case .backspace, .control("h"):
      guard cursor > 0 else { return .none }
      line.remove(at: cursor - 1)
      cursor -= 1
    case .delete:
      guard cursor < line.count else { return .none }
      line.remove(at: cursor)
    case .control("d"):
      if line.isEmpty { return .endOfInput }
      guard cursor < line.count else { return .none }
      line.remove(at: cursor)
    case .left, .control("b"):
      cursor = max(0, cursor - 1)
    case .right, .control("f"):
      cursor = min(line.count, cursor + 1)
    case .home, .control("a"):
      cursor = 0
    case .end, .control("e"):
      cursor = line.count
    case .control("u"):
      line.removeFirst(cursor)
      cursor = 0
    case .control("k"):
      line.removeLast(line.count - cursor)
    case .control("w"):
      var start = cursor
      while start > 0, line[start - 1] == " " { start -= 1 }
      while start > 0, line[start - 1] != " " { start -= 1 }
      line.removeSubrange(start..<cursor)
      cursor = start
    case .up, .control("p"):
      guard !history.isEmpty else { return .none }
      if historyIndex == nil { draft = line }
      let index = max(0, (historyIndex ?? history.count) - 1)
      show(history: index)
    case .down, .control("n"):
      guard let index = historyIndex else { return .none }
      if index + 1 < history.count {
        show(history: index + 1)
      } else {
        historyIndex = nil
        line = draft
        cursor = line.count
      }
    case .control("l"):
      return .clearScreen
    case .control("c"):
      reset()
      return .cancel
    case .tab:
      return completeWord()
    default:
      return .none
    }
    return .redraw
  }

  private mutating func show(history index: Int) {
    historyIndex = index
    line = Array(history[index])
    cursor = line.count
  }

  private mutating func reset() {
    line = []
    cursor = 0
    historyIndex = nil
    draft = []
  }

  /// Completes the word before the cursor: inserts what all completions share, with a
  /// space after a single one; lists them when there is nothing more to insert.
  private mutating func completeWord() -> Action {
    let before = String(line[..<cursor])
    var words = before.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let partial = before.last == " " || before.isEmpty ? "" : words.removeLast()
    let candidates = complete(words, partial).filter { $0.hasPrefix(partial) }.sorted()
    guard let first = candidates.first else { return .none }
    var shared = first
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(shared) { shared.removeLast() }
    }
    var insertion = Array(shared.dropFirst(partial.count))
    if candidates.count == 1 { insertion.append(" ") }
    guard !insertion.isEmpty else { return .showCandidates(candidates) }
    line.insert(contentsOf: insertion, at: cursor)
    cursor += insertion.count
    return .redraw
  }
}
