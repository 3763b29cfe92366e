/// Ports one file: walks its tokens once, lets each rule claim the tokens it rewrites,
/// and assembles the output and its report.
struct Rewriter {
  /// A replacement of a byte range, with the reason reported for it.
  struct Edit {
    var range: Range<Int>
    /// The replacement's UTF-8 bytes.
    var replacement: [UInt8]
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
  /// Lines reported without an edit.
  var findings: [PortChange] = []
  /// The byte offset that orders each of ``findings``.
  var findingOffsets: [Int] = []
  /// Declarations added after the file's end (default implementations).
  var appendix: [String] = []
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
      case .identifier where index >= claimedUpTo: identifierToken(index)
      case .punctuation where index >= claimedUpTo:
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

  /// Compares bytes, not strings, and first only the first byte: this runs for every name
  /// in the file.
  private mutating func identifierToken(_ index: Int) {
    switch file.bytes[Int(file.tokens[index].start)] {
    case UInt8(ascii: "i"), UInt8(ascii: "d"), UInt8(ascii: "a"), UInt8(ascii: "r"),
      UInt8(ascii: "U"), UInt8(ascii: "s"), UInt8(ascii: "p"), UInt8(ascii: "N"),
      UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "o"):
      break
    default:
      return
    }
    if file.is(index, "override") {
      overrideInExtension(index)
      return
    }
    if file.is(index, "import") {
      importDeclaration(index)
      return
    }
    if file.is(index, "dynamic") {
      dynamicModifier(index)
      return
    }
    guard file.isPunctuation(index + 1, "(") else { return }
    if file.is(index, "addTarget") {
      addTarget(index)
    } else if file.is(index, "removeTarget") {
      removeTarget(index)
    } else if file.is(index, "UIBarButtonItem") {
      barButtonItem(index)
    } else if file.hasPrefix(index, "UI"), file.hasSuffix(index, "GestureRecognizer") {
      gestureRecognizerInit(index)
    } else if file.is(index, "addObserver") {
      addObserver(index)
    } else if file.is(index, "removeObserver") {
      removeObserver(index)
    } else if file.is(index, "scheduledTimer") {
      scheduledTimer(index)
    } else if file.is(index, "perform") {
      performAfterDelay(index)
    } else if file.is(index, "init") {
      initializer(index)
    } else if file.is(index, "responds") || file.is(index, "NSSelectorFromString")
      || file.is(index, "CADisplayLink") || file.is(index, "Selector")
    {
      unportableCall(index)
    }
  }

  // MARK: Helpers the rules share

  /// Replaces tokens `first` through `last`; line breaks the replacement lacks are put where
  /// it holds a `\u{0}` (else at its end), so every later line keeps its number.
  ///
  /// A call whose arguments hold code another rule rewrites is left and reported instead:
  /// its arguments are copied verbatim, so porting the output again would rewrite them.
  /// `call` is the rewritten call's name token when the range starts before it
  /// (`self.perform(…)`).
  mutating func replace(
    _ first: Int, through last: Int, with text: String, _ message: String, call: Int? = nil
  ) {
    claimedUpTo = max(claimedUpTo, last + 1)
    if let nested = nestedRewrite(after: call ?? first, through: last) {
      report(
        first, .notPorted,
        "an argument holds '\(file.text(nested))', which needs porting itself: rewrite this "
          + "line by hand")
      return
    }
    let range = Int(file.tokens[first].start)..<Int(file.tokens[last].end)
    replace(bytes: range, with: text, message)
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
          if isRewrittenCall(index)
            || (file.hasPrefix(index, "UI") && file.hasSuffix(index, "GestureRecognizer"))
          {
            return index
          }
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

  /// Whether token `index` names a call a rule rewrites.
  private func isRewrittenCall(_ index: Int) -> Bool {
    file.is(index, "addTarget") || file.is(index, "removeTarget")
      || file.is(index, "UIBarButtonItem") || file.is(index, "addObserver")
      || file.is(index, "removeObserver") || file.is(index, "scheduledTimer")
      || file.is(index, "perform")
  }

  /// Replaces a byte range, keeping its line count as ``replace(_:through:with:_:)`` does.
  mutating func replace(bytes range: Range<Int>, with text: String, _ message: String) {
    let needed = file.newlines(in: range)
    guard !text.isEmpty || needed > 0 else {
      edits.append(Edit(range: range, replacement: [], message: message))
      return
    }
    // One pass over the replacement's bytes: its line breaks and its marker.
    var bytes = Array(text.utf8)
    var breaks = 0
    var marker = -1
    bytes.withUnsafeBufferPointer { buffer in
      for offset in 0..<buffer.count {
        let byte = buffer[offset]
        if byte == 0x0A {
          breaks += 1
        } else if byte == 0, marker < 0 {
          marker = offset
        }
      }
    }
    let padding = max(0, needed - breaks)
    if marker >= 0 {
      bytes.replaceSubrange(
        marker...marker, with: repeatElement(UInt8(0x0A), count: padding))
    } else if padding > 0 {
      bytes.append(contentsOf: repeatElement(UInt8(0x0A), count: padding))
    }
    edits.append(Edit(range: range, replacement: bytes, message: message))
  }

  /// Reports a line left as it is.
  mutating func report(_ index: Int, _ kind: PortChange.Kind, _ message: String) {
    let offset = Int(file.tokens[index].start)
    let number = file.line(ofByte: offset)
    let start = Int(file.lineStarts[number - 1])
    let end = number < file.lineStarts.count ? Int(file.lineStarts[number]) : file.bytes.count
    let line = file.bytes.withUnsafeBufferPointer {
      Self.squeeze(UnsafeBufferPointer(rebasing: $0[start..<end]))
    }
    findings.append(
      PortChange(
        path: file.path, line: number, kind: kind, before: line, after: line, message: message))
    findingOffsets.append(offset)
  }

  /// Whitespace runs as one space, trimmed.
  static func squeeze(_ text: String) -> String {
    var text = text
    return text.withUTF8 { squeeze($0) }
  }

  /// The text of UTF-8 `bytes`, whitespace runs as one space, trimmed. Bytes, not
  /// characters, through a pointer: every rewrite's report runs it twice.
  static func squeeze(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return "" }
    let count = bytes.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      let out = buffer.baseAddress!
      var written = 0
      var pendingSpace = false
      var index = 0
      while index < count {
        let byte = base[index]
        index += 1
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          pendingSpace = written > 0
        } else {
          if pendingSpace {
            out[written] = 0x20
            written += 1
            pendingSpace = false
          }
          out[written] = byte
          written += 1
        }
      }
      return written
    }
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

  /// The ported bytes and the report; the findings move into it.
  mutating func result() -> PortedSource {
    // Rules mostly edit in source order: sort only when they did not.
    let inOrder = zip(edits, edits.dropFirst()).allSatisfy {
      $0.range.lowerBound <= $1.range.lowerBound
    }
    let sorted =
      inOrder
      ? edits
      : edits.enumerated().sorted {
        ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
      }.map(\.element)
    var kept: [Edit] = []
    for edit in sorted where edit.range.lowerBound >= (kept.last?.range.upperBound ?? 0) {
      kept.append(edit)
    }
    // The report's lines move, never copied: each carries five strings.
    var changes = findings
    var offsets = findingOffsets
    findings = []
    findingOffsets = []
    changes.reserveCapacity(changes.count + kept.count)
    offsets.reserveCapacity(offsets.count + kept.count)
    var output: [UInt8] = []
    output.reserveCapacity(file.bytes.count + kept.count * 64 + 256)
    let changed = !kept.isEmpty || !appendix.isEmpty
    if changed, emitsSourceLocations {
      output += "#sourceLocation(file: \(locationLiteral), line: 1)\n".utf8
    }
    var position = 0
    for edit in kept {
      output += file.bytes[position..<edit.range.lowerBound]
      output += edit.replacement
      position = edit.range.upperBound
    }
    appendChanges(for: kept, to: &changes, offsets: &offsets)
    output += file.bytes[position...]
    if !appendix.isEmpty {
      if output.last != 0x0A { output.append(0x0A) }
      if emitsSourceLocations { output += "#sourceLocation()\n".utf8 }
      output += appendix.joined(separator: "\n").utf8
    }
    // Sorting positions, not the changes, and only when needed.
    var ordered = changes
    var changesInOrder = true
    var previous = Int.min
    for offset in offsets {
      if offset < previous {
        changesInOrder = false
        break
      }
      previous = offset
    }
    if !changesInOrder {
      let order = offsets.indices.sorted { (offsets[$0], $0) < (offsets[$1], $1) }
      ordered = order.map { changes[$0] }
    }
    return PortedSource(
      path: file.path, bytes: changed ? output : file.bytes, changes: ordered,
      isChanged: changed && output != file.bytes)
  }

  /// Reports each edit with its lines as they were and as they end up: every edit on
  /// those lines applied, not only its own (`@objc dynamic var` reports `var` twice).
  private func appendChanges(
    for kept: [Edit], to changes: inout [PortChange], offsets: inout [Int]
  ) {
    func lineEnd(after offset: Int) -> Int {
      let lastLine = file.line(ofByte: offset)
      return lastLine < file.lineStarts.count ? Int(file.lineStarts[lastLine]) : file.bytes.count
    }
    var scratch: [UInt8] = []
    var first = 0
    while first < kept.count {
      let lineStart = Int(file.lineStarts[file.line(ofByte: kept[first].range.lowerBound) - 1])
      var end = lineEnd(after: max(kept[first].range.lowerBound, kept[first].range.upperBound - 1))
      var last = first + 1
      while last < kept.count, kept[last].range.lowerBound < end {
        end = max(
          end, lineEnd(after: max(kept[last].range.lowerBound, kept[last].range.upperBound - 1)))
        last += 1
      }
      let (before, after) = file.bytes.withUnsafeBufferPointer { source in
        let before = Self.squeeze(UnsafeBufferPointer(rebasing: source[lineStart..<end]))
        scratch.removeAll(keepingCapacity: true)
        var position = lineStart
        for edit in kept[first..<last] {
          scratch += UnsafeBufferPointer(rebasing: source[position..<edit.range.lowerBound])
          scratch += edit.replacement
          position = edit.range.upperBound
        }
        scratch += UnsafeBufferPointer(rebasing: source[position..<end])
        return (before, scratch.withUnsafeBufferPointer { Self.squeeze($0) })
      }
      for edit in kept[first..<last] {
        changes.append(
          PortChange(
            path: file.path, line: file.line(ofByte: edit.range.lowerBound), kind: .rewritten,
            before: before, after: after, message: edit.message))
        offsets.append(edit.range.lowerBound)
      }
      first = last
    }
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
