/// Why a source could not be read as Swift tokens, with the line where it went wrong.
enum LexError: Error, Equatable, Sendable {
  /// A string literal that never closes.
  case unterminatedString(line: Int)
  /// A block comment that never closes.
  case unterminatedComment(line: Int)
  /// A closing bracket with no opening one, or the wrong one.
  case unexpectedBracket(String, line: Int, expected: String?)
  /// An opening bracket never closed.
  case unclosedBracket(String, line: Int)
}
