#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A source read as tokens: its bytes, its significant tokens with their brackets paired,
/// and the questions the rules ask of them.
final class SourceFile: Sendable {
  /// The path the source came from, as reports name it.
  let path: String
  /// The source's bytes, valid UTF-8.
  let bytes: [UInt8]
  /// The significant tokens; trivia is the bytes between two of them.
  let tokens: LexedBuffer<Token>
  /// For each token, the index of its partner bracket, or -1.
  let match: LexedBuffer<Int32>
  /// The byte offset at which each line starts.
  let lineStarts: [Int32]

  /// Reads `bytes` as Swift.
  /// - Parameters:
  ///   - path: The path reports and errors name.
  ///   - bytes: The source.
  ///   - checkedUTF8: Whether the caller already found `bytes` valid UTF-8.
  /// - Throws: ``PortError`` naming the path and the line that cannot be read.
  init(path: String, bytes: [UInt8], checkedUTF8: Bool = false) throws(PortError) {
    self.path = path
    self.bytes = bytes
    if !checkedUTF8, let offset = UTF8Check.firstInvalidByte(in: bytes) {
      throw .notUTF8(path: path, line: Lexer.lineNumber(at: offset, in: bytes))
    }
    do throws(LexError) {
      (tokens, match) = try Lexer.read(bytes)
    } catch {
      throw PortError(error, path: path)
    }
    // From line break to line break by memchr, which reads many bytes at a time.
    var starts: [Int32] = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      var offset = 0
      while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
        offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
        starts.append(Int32(truncatingIfNeeded: offset))
      }
    }
    lineStarts = starts
  }

  var count: Int { tokens.count }

  /// Whether token `index` exists and its text is `text`.
  func `is`(_ index: Int, _ text: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    let length = Int(token.end - token.start)
    guard length == text.utf8CodeUnitCount else { return false }
    return matches(at: Int(token.start), text.utf8Start, length)
  }

  /// Whether the `length` bytes at `start` are those at `expected` (a bounds-checked range).
  private func matches(at start: Int, _ expected: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, start >= 0, start + length <= buffer.count else {
        return false
      }
      // The words compared are short: a loop costs less than a call of memcmp.
      let source = base + start
      var offset = 0
      while offset < length {
        if source[offset] != expected[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// Whether the bytes from `offset` up to `end` start with `prefix`.
  func bytes(from offset: Int, upTo end: Int, startWith prefix: StaticString) -> Bool {
    let length = prefix.utf8CodeUnitCount
    return end - offset >= length && matches(at: offset, prefix.utf8Start, length)
  }

  /// Whether token `index` exists and its text starts with `prefix`.
  func hasPrefix(_ index: Int, _ prefix: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    let length = prefix.utf8CodeUnitCount
    guard Int(token.end - token.start) >= length else { return false }
    return matches(at: Int(token.start), prefix.utf8Start, length)
  }

  /// Whether token `index` exists and its text ends with `suffix`.
  func hasSuffix(_ index: Int, _ suffix: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    let length = suffix.utf8CodeUnitCount
    guard Int(token.end - token.start) >= length else { return false }
    return matches(at: Int(token.end) - length, suffix.utf8Start, length)
  }

  /// Whether token `index` exists and is of `kind`.
  func isKind(_ index: Int, _ kind: Token.Kind) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == kind
  }

  /// Whether token `index` is the punctuation or operator `character`.
  func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    return token.end - token.start == 1 && bytes[Int(token.start)] == UInt8(character.value)
  }

  /// The text of token `index`.
  func text(_ index: Int) -> String {
    let token = tokens[index]
    return text(bytes: Int(token.start)..<Int(token.end))
  }

  /// The source text from token `first` through token `last`, trivia between them included.
  func text(from first: Int, through last: Int) -> String {
    guard first <= last else { return "" }
    return text(bytes: Int(tokens[first].start)..<Int(tokens[last].end))
  }

  /// The source text of a byte range, decoded from contiguous memory (the fast path).
  func text(bytes range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }

  /// The 1-based line of byte `offset`: a binary search, through a pointer.
  func line(ofByte offset: Int) -> Int {
    lineStarts.withUnsafeBufferPointer { starts in
      var low = 0
      var high = starts.count
      while high - low > 1 {
        let middle = (low + high) / 2
        if Int(starts[middle]) <= offset { low = middle } else { high = middle }
      }
      return low + 1
    }
  }

  /// The 1-based line of byte `offset`, found by stepping from `line`, a line near it:
  /// report lines come in source order, so each is a step or two from the one before.
  func line(ofByte offset: Int, near line: Int) -> Int {
    lineStarts.withUnsafeBufferPointer { starts in
      var low = max(0, min(line - 1, starts.count - 1))
      while low > 0, Int(starts[low]) > offset { low -= 1 }
      while low + 1 < starts.count, Int(starts[low + 1]) <= offset { low += 1 }
      return low + 1
    }
  }

  /// The 1-based line of token `index`.
  func line(of index: Int) -> Int { line(ofByte: Int(tokens[index].start)) }

  /// The whole line (without its line break) holding byte `offset`.
  func lineText(ofByte offset: Int) -> String {
    let number = line(ofByte: offset)
    let start = Int(lineStarts[number - 1])
    var end = number < lineStarts.count ? Int(lineStarts[number]) - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return text(bytes: start..<max(start, end))
  }

  /// Whether only spaces and tabs stand between the start of its line and byte `offset`.
  func startsLine(_ offset: Int) -> Bool {
    var position = offset - 1
    while position >= 0 {
      switch bytes[position] {
      case 0x20, 0x09: position -= 1
      case 0x0A, 0x0D: return true
      default: return false
      }
    }
    return true
  }

  /// The number of line breaks in a byte range.
  func newlines(in range: Range<Int>) -> Int {
    bytes.withUnsafeBufferPointer {
      Self.count(of: 0x0A, in: UnsafeBufferPointer(rebasing: $0[range]))
    }
  }

  /// How many times `byte` occurs in `buffer`, found by memchr (lines are long, breaks
  /// rare).
  static func count(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    let end = UnsafeRawPointer(base + buffer.count)
    var position = UnsafeRawPointer(base)
    var count = 0
    while position < end, let found = memchr(position, Int32(byte), end - position) {
      count += 1
      position = UnsafeRawPointer(found) + 1
    }
    return count
  }

  /// The offset in `buffer` of the first `byte`, found by memchr, or `nil`.
  static func firstOffset(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = buffer.baseAddress,
      let found = memchr(base, Int32(byte), buffer.count)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// The arguments of the call whose `(` is token `open`: each with its label, if any,
  /// and its value's first and last token.
  func arguments(ofCallAt open: Int) -> ArgumentList {
    let close = Int(match[open])
    var arguments = ArgumentList()
    guard close > open else { return arguments }
    var start = open + 1
    var index = open + 1
    func finish(_ end: Int) {
      guard start < end else { return }
      var argument = Argument(labelToken: -1, first: start, last: end - 1)
      if end - start >= 2, tokens[start].kind == .identifier, isPunctuation(start + 1, ":") {
        argument.labelToken = start
        argument.first = start + 2
      }
      arguments.append(argument)
    }
    while index < close {
      if match[index] > index {
        index = Int(match[index]) + 1
        continue
      }
      if isPunctuation(index, ",") {
        finish(index)
        start = index + 1
      }
      index += 1
    }
    finish(close)
    return arguments
  }

  /// The label of `argument` (`for` in `for: .touchUpInside`), if it has one.
  func label(of argument: Argument) -> String? {
    argument.labelToken >= 0 ? text(argument.labelToken) : nil
  }

  /// Whether `argument` has the label `label` (compared as bytes: no string is made).
  func hasLabel(_ argument: Argument, _ label: StaticString) -> Bool {
    argument.labelToken >= 0 && `is`(argument.labelToken, label)
  }

  /// A call's arguments, read in place: up to eight are held inline, so reading a call
  /// allocates nothing (a call has rarely more; the rest go to an array).
  struct ArgumentList: RandomAccessCollection {
    private typealias Inline = (
      Argument, Argument, Argument, Argument, Argument, Argument, Argument, Argument
    )
    private static let inlineCount = 8
    private var inline: Inline
    /// Every argument, once there are more than ``inlineCount``.
    private var overflow: [Argument]?
    private(set) var count = 0

    init() {
      let empty = Argument(labelToken: -1, first: 0, last: -1)
      inline = (empty, empty, empty, empty, empty, empty, empty, empty)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Argument {
      precondition(position >= 0 && position < count, "index out of range")
      if let overflow { return overflow[position] }
      return withUnsafeBytes(of: inline) {
        $0.load(fromByteOffset: position * MemoryLayout<Argument>.stride, as: Argument.self)
      }
    }

    mutating func append(_ argument: Argument) {
      if overflow == nil, count < Self.inlineCount {
        let offset = count * MemoryLayout<Argument>.stride
        withUnsafeMutableBytes(of: &inline) {
          $0.storeBytes(of: argument, toByteOffset: offset, as: Argument.self)
        }
      } else {
        if overflow == nil { overflow = Array(self) }
        overflow!.append(argument)
      }
      count += 1
    }
  }

  /// One argument of a call.
  struct Argument: Equatable {
    /// The label's token (`for` in `for: .touchUpInside`), or -1 when it has none.
    var labelToken: Int
    /// The value's first token.
    var first: Int
    /// The value's last token.
    var last: Int
  }
}

/// Finds the first byte that is not part of valid UTF-8.
enum UTF8Check {
  /// The offset of the first invalid byte, or `nil` when all of `bytes` is valid UTF-8.
  static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidByte(in: $0) }
  }

  private static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    let raw = UnsafeRawBufferPointer(bytes)
    while index < count {
      // Eight ASCII bytes at a time, the common case.
      if index + 8 <= count,
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var minimum: UInt8 = 0x80
      var maximum: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        minimum = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        maximum = 0x9F
      case 0xF0:
        length = 4
        minimum = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        maximum = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = bytes[index + 1]
      guard second >= minimum, second <= maximum else { return index }
      for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
        return index
      }
      index += length
    }
    return nil
  }
}
