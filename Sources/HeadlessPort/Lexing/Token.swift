/// One lexeme of a Swift source: its kind and its byte range.
struct Token: Equatable, Sendable {
  /// What a lexeme is; trivia (spaces, newlines, comments) is kept so output reproduces input.
  enum Kind: UInt8, Sendable {
    /// A name or keyword, backticked or not.
    case identifier
    /// A number literal.
    case number
    /// A string literal, whole: single-line, multi-line or raw, interpolations included.
    case string
    /// A `#/…/#` regex literal.
    case regex
    /// A `//` or `/* */` comment (block comments nest).
    case comment
    /// Spaces and tabs.
    case whitespace
    /// One line break (`\n` or `\r\n`).
    case newline
    /// A run of operator characters (`==`, `->`, `+`).
    case operatorRun
    /// One other character: brackets, `,`, `:`, `;`, `.`, `?`, `!`, `@` or `#` alone.
    case punctuation
    /// `#name`: `#selector`, `#if`, `#sourceLocation`.
    case pound
    /// `@name`: `@objc`, `@IBAction`.
    case attribute
  }

  var kind: Kind
  /// The first byte.
  var start: Int32
  /// One past the last byte.
  var end: Int32

  /// Whether the token is trivia: spaces, line breaks, comments.
  var isTrivia: Bool { kind == .whitespace || kind == .newline || kind == .comment }
}
