/// Splits a Swift source into its significant tokens (trivia is the bytes between them),
/// respecting strings (multi-line, raw, interpolated), nested block comments and
/// `#/…/#` regex literals, then pairs its brackets.
///
/// It works on bytes: every character it must tell apart is ASCII, and a byte of a
/// multi-byte UTF-8 character counts as part of a name.
enum Lexer {
  /// The significant tokens of `bytes` and, for each, the index of the bracket it pairs
  /// with (-1 when it is no bracket): one pass, the brackets paired as they are read.
  /// - Throws: ``LexError`` for a string or comment that never closes, else naming the
  ///   line of the first bracket that does not pair.
  static func read(_ bytes: [UInt8]) throws(LexError) -> (
    tokens: LexedBuffer<Token>, match: LexedBuffer<Int32>
  ) {
    let result: Result<(LexedBuffer<Token>, LexedBuffer<Int32>), LexError> =
      byteClasses.withUnsafeBufferPointer { classes in
        bytes.withUnsafeBufferPointer { buffer in
          var scanner = Scanner(bytes: buffer, classes: classes)
          do throws(LexError) {
            try scanner.run()
            try scanner.finishBrackets()
          } catch {
            scanner.deallocate()
            return .failure(error)
          }
          // The tokens and partners are kept as they were filled, without a copy.
          scanner.deallocateStack()
          return .success(
            (LexedBuffer(adopting: scanner.tokens), LexedBuffer(adopting: scanner.match)))
        }
      }
    return try result.get()
  }

  /// For each byte, what it may be: one table look-up a byte in the lexer's loops.
  static let byteClasses: [UInt8] = {
    var table = [UInt8](repeating: ByteClass.other, count: 256)
    for byte in 0..<256 {
      let b = UInt8(byte)
      if Scanner.isNameStart(b) {
        table[byte] = ByteClass.nameStart
      } else if Scanner.isDigit(b) {
        table[byte] = ByteClass.digit
      } else if Scanner.isOperator(b) {
        table[byte] = ByteClass.operatorByte
      }
    }
    for byte in [0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D] { table[byte] = ByteClass.space }
    return table
  }()

  /// The values of ``byteClasses``: a byte of a name has bit 1 set.
  enum ByteClass {
    static let other: UInt8 = 0
    static let space: UInt8 = 1
    static let nameStart: UInt8 = 2
    static let digit: UInt8 = 3
    static let operatorByte: UInt8 = 4
  }

  /// The closing bracket of `opener`.
  static func closer(of opener: UInt8) -> UInt8 {
    switch opener {
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "["): UInt8(ascii: "]")
    default: UInt8(ascii: "}")
    }
  }

  /// The 1-based line of byte `offset`.
  static func lineNumber(at offset: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    for byte in bytes[..<min(offset, bytes.count)] where byte == UInt8(ascii: "\n") { line += 1 }
    return line
  }
}

/// The lexer's cursor over one buffer.
private struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  /// ``Lexer/byteClasses``.
  let classes: UnsafeBufferPointer<UInt8>
  var index = 0
  var tokens: GrowableBuffer<Token>
  /// For each token, the index of its partner bracket, or -1.
  var match: GrowableBuffer<Int32>
  /// The brackets open at ``index``.
  private var openBrackets = GrowableBuffer<Int32>(capacity: 64)
  /// Where the first bracket that did not pair is, or -1; thrown once the whole source
  /// lexed (a string that never closes is reported first, as it explains the brackets
  /// after it).
  private var strayBracket = -1
  /// The bracket expected at ``strayBracket``, or 0 when none was open.
  private var expectedBracket: UInt8 = 0

  init(bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.classes = classes
    tokens = GrowableBuffer(capacity: bytes.count / 4)
    match = GrowableBuffer(capacity: bytes.count / 4)
  }

  func deallocate() {
    tokens.deallocate()
    match.deallocate()
    openBrackets.deallocate()
  }

  /// Frees the bracket stack only: the tokens and partners are kept.
  func deallocateStack() { openBrackets.deallocate() }

  /// The partner of the punctuation token about to be appended (one byte, `c`, at
  /// `start`) when it closes a bracket, which then gets it as its own partner; -1 else.
  private mutating func pair(_ c: UInt8, at start: Int) -> Int32 {
    let token = Int32(truncatingIfNeeded: tokens.count)
    switch c {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
      openBrackets.append(token)
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
      guard strayBracket < 0 else { break }
      guard let open = openBrackets.popLast() else {
        strayBracket = start
        return -1
      }
      let closer = Lexer.closer(of: bytes[Int(tokens[Int(open)].start)])
      guard closer == c else {
        strayBracket = start
        expectedBracket = closer
        return -1
      }
      match[Int(open)] = token
      return open
    default:
      break
    }
    return -1
  }

  /// Throws the first bracket that did not pair, or the first left open.
  func finishBrackets() throws(LexError) {
    if strayBracket >= 0 {
      throw .unexpectedBracket(
        String(UnicodeScalar(bytes[strayBracket])), line: line(at: strayBracket),
        expected: expectedBracket == 0 ? nil : String(UnicodeScalar(expectedBracket)))
    }
    if let open = openBrackets.last {
      let start = Int(tokens[Int(open)].start)
      throw .unclosedBracket(String(UnicodeScalar(bytes[start])), line: line(at: start))
    }
  }

  /// Whether `b` may be in a name (a name's first byte or a digit).
  private func isNameByteFast(_ b: UInt8) -> Bool { classes[Int(b)] & 2 != 0 }

  private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

  private func line(at offset: Int) -> Int {
    var line = 1
    for position in 0..<min(offset, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
      line += 1
    }
    return line
  }

  mutating func run() throws(LexError) {
    let count = bytes.count
    while index < count {
      let start = index
      let c = bytes[index]
      var kind = Token.Kind.punctuation
      var word = Word.none
      switch c {
      case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
        index += 1
        skipSpaces()
        continue
      case UInt8(ascii: "/"):
        if byte(index + 1) == UInt8(ascii: "/") {
          skipToLineEnd()
          continue
        } else if byte(index + 1) == UInt8(ascii: "*") {
          try skipBlockComment()
          continue
        }
        kind = .operatorRun
        scanOperator()
      case UInt8(ascii: "\""):
        kind = .string
        try scanString(quoteAt: index, hashes: 0)
      case UInt8(ascii: "#"):
        var quote = index
        while byte(quote) == UInt8(ascii: "#") { quote += 1 }
        let hashes = quote - index
        if byte(quote) == UInt8(ascii: "\"") {
          kind = .string
          try scanString(quoteAt: quote, hashes: hashes)
        } else if byte(quote) == UInt8(ascii: "/") {
          kind = .regex
          try scanRegex(slashAt: quote, hashes: hashes)
        } else if hashes == 1, Self.isNameStart(byte(index + 1)) {
          kind = .pound
          index += 1
          scanName()
        } else {
          index += 1
        }
      case UInt8(ascii: "@"):
        index += 1
        if Self.isNameStart(byte(index)) {
          kind = .attribute
          scanName()
        }
      case UInt8(ascii: "`"):
        var end = index + 1
        while end < count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
        if byte(end) == UInt8(ascii: "`") {
          kind = .identifier
          index = end + 1
        } else {
          index += 1
        }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        kind = .number
        index += 1
        while index < count {
          let b = bytes[index]
          if isNameByteFast(b) {
            index += 1
          } else if b == UInt8(ascii: "."), Self.isDigit(byte(index + 1)) {
            index += 2
          } else {
            break
          }
        }
      default:
        let byteClass = classes[Int(c)]
        if byteClass == Lexer.ByteClass.nameStart {
          kind = .identifier
          index += 1
          scanName()
          word = Word.of(bytes.baseAddress! + start, length: index - start)
        } else if byteClass == Lexer.ByteClass.operatorByte {
          kind = .operatorRun
          scanOperator()
        } else {
          index += 1
        }
      }
      var partner: Int32 = -1
      if kind == .punctuation {
        // Brackets are paired; the rest is one byte the walks may stop at.
        switch c {
        case UInt8(ascii: "{"):
          word = .openBrace
          partner = pair(c, at: start)
        case UInt8(ascii: "}"):
          word = .closeBrace
          partner = pair(c, at: start)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
          partner = pair(c, at: start)
        case UInt8(ascii: ";"): word = .semicolon
        case UInt8(ascii: "."): word = .dot
        default: break
        }
      }
      match.append(partner)
      tokens.append(
        Token(
          kind: kind, word: word, start: Int32(truncatingIfNeeded: start),
          end: Int32(truncatingIfNeeded: index)))
    }
  }

  static func isNameStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x24 || b >= 0x80
  }

  static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

  static func isNameByte(_ b: UInt8) -> Bool { isNameStart(b) || isDigit(b) }

  static func isOperator(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
      UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "/"):
      true
    default: false
    }
  }

  /// Past the rest of a name; a local cursor, so the loop keeps it in a register.
  private mutating func scanName() {
    var position = index
    let count = bytes.count
    while position < count, isNameByteFast(bytes[position]) { position += 1 }
    index = position
  }

  /// Past a run of spaces and line breaks.
  private mutating func skipSpaces() {
    var position = index
    let count = bytes.count
    while position < count, classes[Int(bytes[position])] == Lexer.ByteClass.space {
      position += 1
    }
    index = position
  }

  /// To the end of the line (its break not included).
  private mutating func skipToLineEnd() {
    var position = index
    let count = bytes.count
    while position < count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
    index = position
  }

  private mutating func scanOperator() {
    index += 1
    while index < bytes.count, classes[Int(bytes[index])] == Lexer.ByteClass.operatorByte {
      if bytes[index] == UInt8(ascii: "/"),
        byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*")
      {
        break
      }
      index += 1
    }
  }

  /// From `/*` past its `*/`, nested comments included.
  private mutating func skipBlockComment() throws(LexError) {
    let start = index
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
    throw .unterminatedComment(line: line(at: start))
  }

  /// Whether `hashes` `#` characters follow `offset`.
  private func hashesFollow(_ offset: Int, _ hashes: Int) -> Bool {
    var position = offset
    while position < offset + hashes {
      if byte(position) != UInt8(ascii: "#") { return false }
      position += 1
    }
    return true
  }

  /// A string literal whose opening quote is at `quote`, after `hashes` `#` characters.
  private mutating func scanString(quoteAt quote: Int, hashes: Int) throws(LexError) {
    let start = quote - hashes
    let multiline =
      byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
    index = quote + (multiline ? 3 : 1)
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\\"), hashesFollow(index + 1, hashes) {
        let after = index + 1 + hashes
        if byte(after) == UInt8(ascii: "(") {
          index = after + 1
          try skipInterpolation(stringStart: start)
        } else {
          index = after + 1
        }
      } else if b == UInt8(ascii: "\"") {
        if multiline {
          if byte(index + 1) == UInt8(ascii: "\""), byte(index + 2) == UInt8(ascii: "\""),
            hashesFollow(index + 3, hashes)
          {
            index += 3 + hashes
            return
          }
          index += 1
        } else if hashesFollow(index + 1, hashes) {
          index += 1 + hashes
          return
        } else {
          index += 1
        }
      } else if !multiline, b == 0x0A || b == 0x0D {
        break
      } else {
        index += 1
      }
    }
    throw .unterminatedString(line: line(at: start))
  }

  /// From just after an interpolation's `(` past its `)`.
  private mutating func skipInterpolation(stringStart: Int) throws(LexError) {
    var depth = 1
    while index < bytes.count {
      let b = bytes[index]
      switch b {
      case UInt8(ascii: "("):
        depth += 1
        index += 1
      case UInt8(ascii: ")"):
        depth -= 1
        index += 1
        if depth == 0 { return }
      case UInt8(ascii: "\""):
        try scanString(quoteAt: index, hashes: 0)
      case UInt8(ascii: "#"):
        var quote = index
        while byte(quote) == UInt8(ascii: "#") { quote += 1 }
        if byte(quote) == UInt8(ascii: "\"") {
          try scanString(quoteAt: quote, hashes: quote - index)
        } else {
          index = quote
        }
      case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
        try skipBlockComment()
      case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      default:
        index += 1
      }
    }
    throw .unterminatedString(line: line(at: stringStart))
  }

  /// A `#/…/#` regex literal whose `/` is at `slash`, after `hashes` `#` characters.
  private mutating func scanRegex(slashAt slash: Int, hashes: Int) throws(LexError) {
    let start = slash - hashes
    index = slash + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
      } else if bytes[index] == UInt8(ascii: "/"), hashesFollow(index + 1, hashes) {
        index += 1 + hashes
        return
      } else {
        index += 1
      }
    }
    throw .unterminatedString(line: line(at: start))
  }
}
