/// Ports one file: walks its tokens once, lets each rule claim the tokens it rewrites,
/// and assembles the output and its report.
struct Rewriter {
  /// A replacement of a byte range, with the reason reported for it.
  struct Edit {
    var range: Range<Int>
    var replacement: String
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
  /// Lines reported without an edit, with the byte offset that orders them.
  var findings: [(offset: Int, change: PortChange)] = []
  /// Declarations added after the file's end (default implementations).
  var appendix: [String] = []
  /// Tokens before this one belong to an edit already made.
  var claimedUpTo = 0
  /// How deep the walk is in `#if` blocks.
  var conditionalDepth = 0

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
      UInt8(ascii: "C"), UInt8(ascii: "S"):
      break
    default:
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
  private func nestedRewrite(after first: Int, through last: Int) -> Int? {
    var index = first + 1
    while index <= last {
      switch file.tokens[index].kind {
      case .attribute where Self.removableAttributes.contains(file.text(index)):
        return index
      case .identifier:
        if file.isPunctuation(index + 1, "(") {
          let name = file.text(index)
          if Self.rewrittenCalls.contains(name)
            || (name.hasPrefix("UI") && name.hasSuffix("GestureRecognizer"))
          {
            return index
          }
        } else if file.isPunctuation(index - 1, "."),
          file.isPunctuation(index + 1, "?") || file.isPunctuation(index + 1, "!"),
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

  /// The attributes a rule removes.
  private static let removableAttributes: Set<String> = [
    "@objc", "@objcMembers", "@nonobjc", "@IBAction", "@IBInspectable", "@IBDesignable",
    "@IBSegueAction", "@GKInspectable", "@IBOutlet", "@IBOutletCollection",
  ]

  /// The calls a rule rewrites.
  private static let rewrittenCalls: Set<String> = [
    "addTarget", "removeTarget", "UIBarButtonItem", "addObserver", "removeObserver",
    "scheduledTimer", "perform",
  ]

  /// Replaces a byte range, keeping its line count as ``replace(_:through:with:_:)`` does.
  mutating func replace(bytes range: Range<Int>, with text: String, _ message: String) {
    let needed = file.newlines(in: range)
    guard !text.isEmpty || needed > 0 else {
      edits.append(Edit(range: range, replacement: "", message: message))
      return
    }
    // One pass over the replacement's bytes: its line breaks and its marker.
    var bytes = Array(text.utf8)
    var breaks = 0
    var marker: Int?
    for (offset, byte) in bytes.enumerated() {
      if byte == 0x0A {
        breaks += 1
      } else if byte == 0, marker == nil {
        marker = offset
      }
    }
    let padding = [UInt8](repeating: 0x0A, count: max(0, needed - breaks))
    if let marker {
      bytes.replaceSubrange(marker...marker, with: padding)
    } else {
      bytes += padding
    }
    edits.append(
      Edit(range: range, replacement: String(decoding: bytes, as: UTF8.self), message: message))
  }

  /// Reports a line left as it is.
  mutating func report(_ index: Int, _ kind: PortChange.Kind, _ message: String) {
    let line = file.lineText(ofByte: Int(file.tokens[index].start))
    findings.append(
      (
        Int(file.tokens[index].start),
        PortChange(
          path: file.path, line: file.line(of: index), kind: kind, before: Self.squeeze(line),
          after: Self.squeeze(line), message: message)
      ))
  }

  /// Whitespace runs as one space, trimmed.
  static func squeeze(_ text: String) -> String { squeeze([ArraySlice(text.utf8)]) }

  /// The text of UTF-8 `parts` joined, whitespace runs as one space, trimmed. Bytes, not
  /// characters, and no joined copy: every rewrite's report runs it twice.
  static func squeeze(_ parts: [ArraySlice<UInt8>]) -> String {
    let capacity = parts.reduce(0) { $0 + $1.count }
    return String(unsafeUninitializedCapacity: capacity) { buffer in
      var count = 0
      var pendingSpace = false
      for part in parts {
        for byte in part {
          if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            pendingSpace = count > 0
          } else {
            if pendingSpace {
              buffer[count] = 0x20
              count += 1
            }
            pendingSpace = false
            buffer[count] = byte
            count += 1
          }
        }
      }
      return count
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

  /// The ported bytes and the report.
  func result() -> PortedSource {
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
    var changes = findings
    changes.reserveCapacity(findings.count + kept.count)
    var output: [UInt8] = []
    output.reserveCapacity(file.bytes.count + kept.count * 64 + 256)
    let changed = !kept.isEmpty || !appendix.isEmpty
    if changed, emitsSourceLocations {
      output += Array("#sourceLocation(file: \(locationLiteral), line: 1)\n".utf8)
    }
    var position = 0
    for edit in kept {
      output += file.bytes[position..<edit.range.lowerBound]
      output += Array(edit.replacement.utf8)
      position = edit.range.upperBound
    }
    appendChanges(for: kept, to: &changes)
    output += file.bytes[position...]
    if !appendix.isEmpty {
      if output.last != 0x0A { output.append(0x0A) }
      if emitsSourceLocations { output += Array("#sourceLocation()\n".utf8) }
      output += Array(appendix.joined(separator: "\n").utf8)
    }
    // Sorting positions, not the changes (each carries four strings), and only when needed.
    let ordered: [PortChange]
    if zip(changes, changes.dropFirst()).allSatisfy({ $0.offset <= $1.offset }) {
      ordered = changes.map(\.change)
    } else {
      let order = changes.indices.sorted {
        (changes[$0].offset, $0) < (changes[$1].offset, $1)
      }
      ordered = order.map { changes[$0].change }
    }
    return PortedSource(
      path: file.path, bytes: changed ? output : file.bytes, changes: ordered,
      isChanged: changed && output != file.bytes)
  }

  /// Reports each edit with its lines as they were and as they end up: every edit on
  /// those lines applied, not only its own (`@objc dynamic var` reports `var` twice).
  private func appendChanges(
    for kept: [Edit], to changes: inout [(offset: Int, change: PortChange)]
  ) {
    func lineEnd(after offset: Int) -> Int {
      let lastLine = file.line(ofByte: offset)
      return lastLine < file.lineStarts.count ? Int(file.lineStarts[lastLine]) : file.bytes.count
    }
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
      let before = Self.squeeze([file.bytes[lineStart..<end]])
      var parts: [ArraySlice<UInt8>] = []
      var position = lineStart
      for edit in kept[first..<last] {
        parts.append(file.bytes[position..<edit.range.lowerBound])
        parts.append(ArraySlice(edit.replacement.utf8))
        position = edit.range.upperBound
      }
      parts.append(file.bytes[position..<end])
      let after = Self.squeeze(parts)
      for edit in kept[first..<last] {
        changes.append(
          (
            edit.range.lowerBound,
            PortChange(
              path: file.path, line: file.line(ofByte: edit.range.lowerBound), kind: .rewritten,
              before: before, after: after, message: edit.message)
          ))
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
