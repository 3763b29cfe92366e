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
  /// The word a name spells, when it is one the outline or the rules look for; found once,
  /// as the name is lexed, so the walks switch on it instead of comparing bytes (it sits in
  /// the padding after ``kind``: a token stays 12 bytes).
  var word: Word = .none
  /// The first byte.
  var start: Int32
  /// One past the last byte.
  var end: Int32

  init(kind: Kind, word: Word = .none, start: Int32, end: Int32) {
    self.kind = kind
    self.word = word
    self.start = start
    self.end = end
  }

  /// Whether the token is trivia: spaces, line breaks, comments.
  var isTrivia: Bool { kind == .whitespace || kind == .newline || kind == .comment }
}

/// The names the outline and the rules look for, told apart once by the lexer.
enum Word: UInt8, Sendable {
  case none
  // The outline's words.
  case `let`, `var`, `func`, `init`, `enum`, `class`, actor, `struct`, `protocol`, `extension`
  // The rules' words.
  case `override`, `import`, `dynamic`, addTarget, removeTarget, barButtonItem, addObserver
  case removeObserver, scheduledTimer, perform, responds, selectorFromString, displayLink
  case selector
  /// `UI…GestureRecognizer`.
  case gestureRecognizer
  // Punctuation the walks stop at.
  case openBrace, closeBrace, semicolon, dot

  /// The word the `length` bytes at `name` spell: its length and first byte first, then
  /// its bytes (this runs for every name in the source).
  @inline(__always)
  static func of(_ name: UnsafePointer<UInt8>, length: Int) -> Word {
    @inline(__always) func spells(_ word: StaticString) -> Bool {
      // The first byte is already known to match.
      let expected = word.utf8Start
      var offset = 1
      while offset < length {
        if name[offset] != expected[offset] { return false }
        offset += 1
      }
      return true
    }
    switch (length, name[0]) {
    case (3, UInt8(ascii: "l")): return spells("let") ? .let : .none
    case (3, UInt8(ascii: "v")): return spells("var") ? .var : .none
    case (4, UInt8(ascii: "f")): return spells("func") ? .func : .none
    case (4, UInt8(ascii: "i")): return spells("init") ? .`init` : .none
    case (4, UInt8(ascii: "e")): return spells("enum") ? .enum : .none
    case (5, UInt8(ascii: "c")): return spells("class") ? .class : .none
    case (5, UInt8(ascii: "a")): return spells("actor") ? .actor : .none
    case (6, UInt8(ascii: "s")): return spells("struct") ? .struct : .none
    case (6, UInt8(ascii: "i")): return spells("import") ? .import : .none
    case (7, UInt8(ascii: "d")): return spells("dynamic") ? .dynamic : .none
    case (7, UInt8(ascii: "p")): return spells("perform") ? .perform : .none
    case (8, UInt8(ascii: "p")): return spells("protocol") ? .protocol : .none
    case (8, UInt8(ascii: "o")): return spells("override") ? .override : .none
    case (8, UInt8(ascii: "r")): return spells("responds") ? .responds : .none
    case (8, UInt8(ascii: "S")): return spells("Selector") ? .selector : .none
    case (9, UInt8(ascii: "e")): return spells("extension") ? .extension : .none
    case (9, UInt8(ascii: "a")): return spells("addTarget") ? .addTarget : .none
    case (11, UInt8(ascii: "a")): return spells("addObserver") ? .addObserver : .none
    case (12, UInt8(ascii: "r")): return spells("removeTarget") ? .removeTarget : .none
    case (13, UInt8(ascii: "C")): return spells("CADisplayLink") ? .displayLink : .none
    case (14, UInt8(ascii: "r")): return spells("removeObserver") ? .removeObserver : .none
    case (14, UInt8(ascii: "s")): return spells("scheduledTimer") ? .scheduledTimer : .none
    case (15, UInt8(ascii: "U")): return spells("UIBarButtonItem") ? .barButtonItem : .none
    case (20, UInt8(ascii: "N")):
      return spells("NSSelectorFromString") ? .selectorFromString : .none
    case (19..., UInt8(ascii: "U")):
      // `UI`, then anything, then `GestureRecognizer`.
      guard name[1] == UInt8(ascii: "I") else { return .none }
      let suffix: StaticString = "GestureRecognizer"
      let tail = name + (length - 17)
      let expected = suffix.utf8Start
      var offset = 0
      while offset < 17 {
        if tail[offset] != expected[offset] { return .none }
        offset += 1
      }
      return .gestureRecognizer
    default:
      return .none
    }
  }
}
