/// Ports one file: walks its tokens once, lets each rule claim the tokens it rewrites,
/// and assembles the output and its report.
///
/// Bytes throughout: a rule writes its replacement straight into ``replacements`` (the
/// source's bytes it keeps copied from the source, no string made on the way), and an edit
/// is a byte range of the source with the range of ``replacements`` put there. Report
/// lines keep byte ranges; their before and after texts are made only when read.
struct Rewriter {
  /// A replacement of a byte range, with the reason reported for it.
  struct Edit {
    var range: Range<Int>
    /// Where the replacement's UTF-8 bytes are in ``Rewriter/replacements``.
    var replacement: Range<Int>
    var message: String
  }

  /// A line reported without an edit.
  struct Finding {
    /// The byte that orders it among the report's lines.
    var offset: Int
    var line: Int
    /// The line's bytes, its line break included.
    var bytes: Range<Int>
    var kind: PortChange.Kind
    var message: String
  }

  let file: SourceFile
  let outline: Outline
  let context: PortContext
  let locationPath: String
  let emitsSourceLocations: Bool
  /// `locationPath` as a string literal, for `#sourceLocation` directives.
  let locationLiteral: String
  var edits: [Edit] = []
  /// Every edit's replacement bytes, one after the other; a rule appends to it while it
  /// builds a replacement (``write(_:)-(StaticString)`` and its kin).
  let replacements = ByteWriter(capacity: 256)
  /// Lines reported without an edit.
  var findings: [Finding] = []
  /// Declarations added after the file's end (default implementations), as bytes, each
  /// after the one before and a line break.
  var appendix: [UInt8] = []
  /// Tokens before this one belong to an edit already made.
  var claimedUpTo = 0
  /// How deep the walk is in `#if` blocks.
  var conditionalDepth = 0
  /// An `override` in an extension moves into its class's body, declared in this file.
  var movesOverrides = false

  init(
    file: SourceFile, outline: Outline, context: PortContext, locationPath: String,
    emitsSourceLocations: Bool
  ) {
    self.file = file
    self.outline = outline
    self.context = context
    self.locationPath = locationPath
    self.emitsSourceLocations = emitsSourceLocations
    self.locationLiteral = Self.literal(locationPath)
  }

  mutating func run() {
    var index = 0
    while index < file.count {
      let token = file.tokens[index]
      switch token.kind {
      case .pound: poundToken(index)
      case .attribute where index >= claimedUpTo: attributeToken(index)
      case .identifier where token.word != .none && index >= claimedUpTo:
        identifierToken(index)
      case .punctuation where token.word == .dot && index >= claimedUpTo:
        // Both rules start at a `.`, which the lexer marked.
        optionalCall(index)
        inferredInit(index)
      default: break
      }
      index += 1
    }
  }

  private mutating func poundToken(_ index: Int) {
    if file.is(index, "#if") {
      conditionalDepth += 1
    } else if file.is(index, "#endif") {
      conditionalDepth = max(0, conditionalDepth - 1)
    } else if file.is(index, "#selector"), index >= claimedUpTo {
      unportedSelector(index)
    }
  }

  /// Switches on the word the lexer found: this runs for every name in the file.
  private mutating func identifierToken(_ index: Int) {
    switch file.tokens[index].word {
    case .override:
      overrideInExtension(index)
      return
    case .import:
      importDeclaration(index)
      return
    case .dynamic:
      dynamicModifier(index)
      return
    case .addTarget, .removeTarget, .barButtonItem, .gestureRecognizer, .addObserver,
      .removeObserver, .scheduledTimer, .perform, .`init`, .responds, .selectorFromString,
      .displayLink, .selector:
      break
    default:
      return
    }
    guard file.isPunctuation(index + 1, "(") else { return }
    switch file.tokens[index].word {
    case .addTarget: addTarget(index)
    case .removeTarget: removeTarget(index)
    case .barButtonItem: barButtonItem(index)
    case .gestureRecognizer: gestureRecognizerInit(index)
    case .addObserver: addObserver(index)
    case .removeObserver: removeObserver(index)
    case .scheduledTimer: scheduledTimer(index)
    case .perform: performAfterDelay(index)
    case .`init`: initializer(index)
    default: unportableCall(index)
    }
  }

  // MARK: Helpers the rules share

  // MARK: Writing replacements

  /// Where the replacement a rule starts writing now begins in ``replacements``.
  var replacementStart: Int { replacements.count }

  /// Appends ASCII or UTF-8 text to the replacement being written.
  mutating func write(_ text: StaticString) {
    replacements.append(text.utf8Start, length: text.utf8CodeUnitCount)
  }

  /// Appends a string's bytes to the replacement being written (a literal goes to the
  /// `StaticString` overload: no string is made for it).
  mutating func write(string text: String) {
    var text = text
    text.withUTF8 { bytes in
      if let base = bytes.baseAddress { replacements.append(base, length: bytes.count) }
    }
  }

  /// Appends bytes to the replacement being written.
  mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
    if let base = bytes.baseAddress { replacements.append(base, length: bytes.count) }
  }

  /// Appends a substring's bytes to the replacement being written.
  mutating func write(substring text: Substring) {
    var text = text
    text.withUTF8 { bytes in
      if let base = bytes.baseAddress { replacements.append(base, length: bytes.count) }
    }
  }

  /// Appends the source's bytes from token `first` through token `last`, trivia between
  /// them included.
  mutating func write(from first: Int, through last: Int) {
    guard first <= last else { return }
    writeSource(Int(file.tokens[first].start)..<Int(file.tokens[last].end))
  }

  /// Appends token `index`'s bytes.
  mutating func write(token index: Int) { write(from: index, through: index) }

  /// Appends the source's bytes `range`.
  mutating func writeSource(_ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= file.bytes.count)
    file.bytes.withUnsafeBufferPointer {
      if let base = $0.baseAddress {
        replacements.append(base + range.lowerBound, length: range.count)
      }
    }
  }

  /// Appends a non-negative number's decimal digits.
  mutating func write(number: Int) {
    var digits = number
    let start = replacements.count
    repeat {
      replacements.append(UInt8(ascii: "0") + UInt8(digits % 10))
      digits /= 10
    } while digits > 0
    replacements.reverse(from: start)
  }

  /// Marks where the line breaks the replacement lacks go (else they go at its end).
  mutating func writeLineBreaks() { replacements.append(0) }

  /// Drops what was written since `start`.
  mutating func discardReplacement(from start: Int) {
    replacements.truncate(to: start)
  }

  // MARK: Helpers the rules share

  /// Replaces tokens `first` through `last` with what was written since `start`; line breaks
  /// the replacement lacks are put where it holds a `\u{0}` (``writeLineBreaks()``, else at
  /// its end), so every later line keeps its number.
  ///
  /// A call whose arguments hold code another rule rewrites is left and reported instead:
  /// its arguments are copied verbatim, so porting the output again would rewrite them.
  /// `call` is the rewritten call's name token when the range starts before it
  /// (`self.perform(…)`).
  mutating func replace(
    _ first: Int, through last: Int, writtenFrom start: Int, _ message: String,
    call: Int? = nil
  ) {
    claimedUpTo = max(claimedUpTo, last + 1)
    if let nested = nestedRewrite(after: call ?? first, through: last) {
      discardReplacement(from: start)
      report(
        first, .notPorted,
        "an argument holds '\(file.text(nested))', which needs porting itself: rewrite this "
          + "line by hand")
      return
    }
    let range = Int(file.tokens[first].start)..<Int(file.tokens[last].end)
    replace(bytes: range, writtenFrom: start, message)
  }

  /// The first token after `first` through `last` that a rule would rewrite, if any.
  /// Compares bytes: no token's text is made a string.
  private func nestedRewrite(after first: Int, through last: Int) -> Int? {
    var index = first + 1
    while index <= last {
      switch file.tokens[index].kind {
      case .attribute where isRemovableAttribute(index):
        return index
      case .identifier:
        if file.isPunctuation(index + 1, "(") {
          if isRewrittenCall(index) { return index }
        } else if file.isPunctuation(index - 1, "."),
          file.isPunctuation(index + 1, "?") || file.isPunctuation(index + 1, "!"),
          !context.optionalRequirements.isEmpty,
          context.optionalRequirements.contains(file.text(index))
        {
          return index
        }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// Whether token `index` is an attribute a rule removes.
  private func isRemovableAttribute(_ index: Int) -> Bool {
    file.is(index, "@objc") || file.is(index, "@objcMembers") || file.is(index, "@nonobjc")
      || file.is(index, "@IBAction") || file.is(index, "@IBInspectable")
      || file.is(index, "@IBDesignable") || file.is(index, "@IBSegueAction")
      || file.is(index, "@GKInspectable") || file.is(index, "@IBOutlet")
      || file.is(index, "@IBOutletCollection")
  }

  /// Whether token `index` names a call a rule rewrites (a gesture recognizer's
  /// initializer among them).
  private func isRewrittenCall(_ index: Int) -> Bool {
    switch file.tokens[index].word {
    case .addTarget, .removeTarget, .barButtonItem, .addObserver, .removeObserver,
      .scheduledTimer, .perform, .gestureRecognizer:
      true
    default: false
    }
  }

  /// Replaces a byte range with `text`, keeping its line count as
  /// ``replace(_:through:writtenFrom:_:call:)`` does.
  mutating func replace(bytes range: Range<Int>, with text: StaticString, _ message: String) {
    let start = replacementStart
    write(text)
    replace(bytes: range, writtenFrom: start, message)
  }

  /// Replaces a byte range with what was written since `start`, keeping its line count as
  /// ``replace(_:through:writtenFrom:_:call:)`` does.
  mutating func replace(bytes range: Range<Int>, writtenFrom start: Int, _ message: String) {
    let needed = file.newlines(in: range)
    guard replacements.count > start || needed > 0 else {
      edits.append(Edit(range: range, replacement: start..<start, message: message))
      return
    }
    // The replacement's line breaks and its marker, by memchr.
    var breaks = 0
    var marker = -1
    let written = replacements.buffer(from: start)
    breaks = SourceFile.count(of: 0x0A, in: written)
    marker = SourceFile.firstOffset(of: 0, in: written).map { start + $0 } ?? -1
    let padding = max(0, needed - breaks)
    if marker >= 0 {
      replacements.replaceByte(at: marker, with: 0x0A, count: padding)
    } else if padding > 0 {
      replacements.append(repeating: 0x0A, count: padding)
    }
    edits.append(Edit(range: range, replacement: start..<replacements.count, message: message))
  }

  /// Reports a line left as it is; its text is made when the report is read.
  mutating func report(_ index: Int, _ kind: PortChange.Kind, _ message: String) {
    let offset = Int(file.tokens[index].start)
    let number = file.line(ofByte: offset)
    let start = Int(file.lineStarts[number - 1])
    let end = number < file.lineStarts.count ? Int(file.lineStarts[number]) : file.bytes.count
    findings.append(
      Finding(offset: offset, line: number, bytes: start..<end, kind: kind, message: message))
  }

  /// A Swift string literal holding `text`.
  static func literal(_ text: String) -> String {
    var bytes: [UInt8] = [0x22]
    bytes.reserveCapacity(text.utf8.count + 2)
    for byte in text.utf8 {
      if byte == 0x5C || byte == 0x22 { bytes.append(0x5C) }
      bytes.append(byte)
    }
    bytes.append(0x22)
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Output

  /// The ported bytes and the report, whose lines hold byte ranges (their texts are made
  /// when read).
  mutating func result() -> PortedSource {
    // Rules mostly edit in source order: sort only when they did not.
    var inOrder = true
    var previousStart = Int.min
    for edit in edits {
      if edit.range.lowerBound < previousStart {
        inOrder = false
        break
      }
      previousStart = edit.range.lowerBound
    }
    var sorted = edits
    if !inOrder {
      // A stable insertion sort: the edits out of order are few, each near its place (an
      // `@objc protocol`'s own edit follows those inside its body).
      for position in sorted.indices.dropFirst() {
        let edit = sorted[position]
        var slot = position
        while slot > 0, sorted[slot - 1].range.lowerBound > edit.range.lowerBound {
          sorted[slot] = sorted[slot - 1]
          slot -= 1
        }
        if slot != position { sorted[slot] = edit }
      }
    }
    var kept: [Edit] = []
    kept.reserveCapacity(sorted.count)
    var keptEnd = 0
    for edit in sorted where edit.range.lowerBound >= keptEnd {
      kept.append(edit)
      keptEnd = edit.range.upperBound
    }
    let changed = !kept.isEmpty || !appendix.isEmpty
    var output: [UInt8] = []
    if changed {
      // The source between the edits and the replacements, each copied in one go into an
      // array of the exact size, made once.
      let head: [UInt8] =
        emitsSourceLocations
        ? Array("#sourceLocation(file: \(locationLiteral), line: 1)\n".utf8) : []
      let appendixHead: StaticString = emitsSourceLocations ? "#sourceLocation()\n" : ""
      let replacements = self.replacements.buffer()
      var size = file.bytes.count
      for edit in kept { size += edit.replacement.count - edit.range.count }
      let capacity =
        head.count + size + 1 + appendixHead.utf8CodeUnitCount + appendix.count
      output = file.bytes.withUnsafeBufferPointer { source in
        [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
          let out = buffer.baseAddress!
          var written = 0
          func copy(_ from: UnsafePointer<UInt8>?, _ count: Int) {
            guard let from, count > 0 else { return }
            (out + written).initialize(from: from, count: count)
            written += count
          }
          head.withUnsafeBufferPointer { copy($0.baseAddress, $0.count) }
          var position = 0
          for edit in kept {
            copy(source.baseAddress.map { $0 + position }, edit.range.lowerBound - position)
            copy(
              replacements.baseAddress.map { $0 + edit.replacement.lowerBound },
              edit.replacement.count)
            position = edit.range.upperBound
          }
          copy(source.baseAddress.map { $0 + position }, source.count - position)
          if !appendix.isEmpty {
            if written == 0 || out[written - 1] != 0x0A {
              out[written] = 0x0A
              written += 1
            }
            copy(appendixHead.utf8Start, appendixHead.utf8CodeUnitCount)
            appendix.withUnsafeBufferPointer { copy($0.baseAddress, $0.count) }
          }
          initialized = written
        }
      }
    }
    var changes: [PortChange] = []
    if !kept.isEmpty || !findings.isEmpty {
      let edited = EditedBytes(
        source: file.bytes,
        edits: kept.map { EditedBytes.Edit(range: $0.range, replacement: $0.replacement) },
        replacements: replacements.array())
      changes = report(kept, edited)
    }
    return PortedSource(
      path: file.path, bytes: changed ? output : file.bytes, changes: changes,
      isChanged: changed && output != file.bytes)
  }

  /// The report: the findings and each edit, in source order. An edit's lines are shown as
  /// they were and as they end up, every edit on those lines applied, not only its own
  /// (`@objc dynamic var` reports `var` twice).
  private func report(_ kept: [Edit], _ edited: EditedBytes) -> [PortChange] {
    // Lines found by stepping from the last one found: the edits are in source order.
    var near = 1
    func line(ofByte offset: Int) -> Int {
      near = file.line(ofByte: offset, near: near)
      return near
    }
    func lineEnd(after offset: Int) -> Int {
      let lastLine = line(ofByte: offset)
      return lastLine < file.lineStarts.count ? Int(file.lineStarts[lastLine]) : file.bytes.count
    }
    var changes: [PortChange] = []
    changes.reserveCapacity(findings.count + kept.count)
    var offsets: [Int] = []
    offsets.reserveCapacity(findings.count + kept.count)
    for finding in findings {
      changes.append(
        PortChange(
          path: file.path, line: finding.line, kind: finding.kind,
          text: .unchanged(edited, lines: finding.bytes), message: finding.message))
      offsets.append(finding.offset)
    }
    var first = 0
    while first < kept.count {
      let lineStart = Int(file.lineStarts[line(ofByte: kept[first].range.lowerBound) - 1])
      var end = lineEnd(after: max(kept[first].range.lowerBound, kept[first].range.upperBound - 1))
      var last = first + 1
      while last < kept.count, kept[last].range.lowerBound < end {
        end = max(
          end, lineEnd(after: max(kept[last].range.lowerBound, kept[last].range.upperBound - 1)))
        last += 1
      }
      for index in first..<last {
        let edit = kept[index]
        changes.append(
          PortChange(
            path: file.path, line: line(ofByte: edit.range.lowerBound), kind: .rewritten,
            text: .edited(edited, lines: lineStart..<end, edits: first..<last),
            message: edit.message))
        offsets.append(edit.range.lowerBound)
      }
      first = last
    }
    // Sorting positions, not the changes, and only when needed.
    var previous = Int.min
    for offset in offsets {
      if offset < previous {
        let order = offsets.indices.sorted { (offsets[$0], $0) < (offsets[$1], $1) }
        return order.map { changes[$0] }
      }
      previous = offset
    }
    return changes
  }
}

extension String {
  /// The string with every `target` replaced by `replacement` (Foundation-free).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
