/// Moves each `override` declared in an extension into the body of its class, when the
/// class is declared in the same file.
///
/// Swift lets an extension override only members of classes the Objective-C runtime
/// dispatches: on iOS, `extension ListController { override func tableView(…) }` compiles
/// because UIKit's methods are `@objc`; here it cannot. Public UIKit code keeps a table or
/// collection view controller's data source methods in such extensions, so the porter
/// moves them: each moved declaration is preceded by a `#sourceLocation` naming its
/// original line, and the class's closing brace by one naming its own, so errors and
/// test failures still point where the code was written. An override in an extension of
/// a class declared in another file is left and reported (a port sees one file's bytes).
///
/// It runs on the output of the other rules, so a moved method is already ported.
enum ExtensionOverrides {
  /// One declaration to move.
  private struct Move {
    /// The declaration's bytes, from its line's start.
    var range: Range<Int>
    /// The class it moves into.
    var target: Outline.TypeScope
  }

  /// Moves the overrides of `ported` (the other rules' output for `original`, whose
  /// outline is `outline`) into their classes. `nil` when there is nothing to move or the
  /// output cannot be read again.
  static func move(
    _ ported: PortedSource, original: SourceFile, outline originalOutline: Outline,
    locationLiteral: String, emitsSourceLocations: Bool
  ) -> PortedSource? {
    var bytes = ported.bytes
    if emitsSourceLocations, !ported.isChanged {
      bytes = Array("#sourceLocation(file: \(locationLiteral), line: 1)\n".utf8) + bytes
    }
    guard let file = try? SourceFile(path: original.path, bytes: bytes, checkedUTF8: true)
    else { return nil }
    let moves = Self.moves(in: file, outline: Outline(file, names: NameTable()))
    // The same declarations in the original, in the same order, give the lines the
    // directives and the report name (the other rules' output may have more lines).
    let originals = Self.moves(in: original, outline: originalOutline)
    guard !moves.isEmpty, moves.count == originals.count else { return nil }
    let lines = originals.map { original.line(ofByte: $0.range.lowerBound) }
    let braceLines = originals.map {
      original.line(ofByte: Int(original.tokens[$0.target.close].start))
    }

    // Edits in byte order: a removal leaves the moved lines' line breaks; an insertion
    // puts the declarations before the class's closing brace's line.
    var edits: [(range: Range<Int>, replacement: [UInt8])] = []
    for move in moves {
      let breaks = file.newlines(in: move.range)
      edits.append((move.range, Array(repeating: 0x0A, count: breaks)))
    }
    // Each class's moves, by their order in the file.
    var byTarget: [Int: [Int]] = [:]
    for (order, move) in moves.enumerated() {
      byTarget[move.target.close, default: []].append(order)
    }
    for (close, group) in byTarget.sorted(by: { $0.key < $1.key }) {
      let brace = Int(file.tokens[close].start)
      let atLineStart = file.startsLine(brace)
      let insertion = atLineStart ? Int(file.lineStarts[file.line(ofByte: brace) - 1]) : brace
      var block: [UInt8] = atLineStart ? [] : [0x0A]
      var braceLine = 0
      for order in group {
        let move = moves[order]
        braceLine = braceLines[order]
        if emitsSourceLocations {
          block += "#sourceLocation(file: \(locationLiteral), line: \(lines[order]))\n".utf8
        }
        block += bytes[move.range]
        block.append(0x0A)
      }
      if emitsSourceLocations {
        block += "#sourceLocation(file: \(locationLiteral), line: \(braceLine))\n".utf8
      }
      edits.append((insertion..<insertion, block))
    }
    edits.sort { $0.range.lowerBound < $1.range.lowerBound }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.count })
    var position = 0
    for edit in edits {
      output += bytes[position..<edit.range.lowerBound]
      output += edit.replacement
      position = edit.range.upperBound
    }
    output += bytes[position...]

    var changes = ported.changes
    for (order, move) in moves.enumerated() {
      let firstLineEnd = bytes[move.range].firstIndex(of: 0x0A) ?? move.range.upperBound
      let line = bytes.withUnsafeBufferPointer {
        Squeeze.text(UnsafeBufferPointer(rebasing: $0[move.range.lowerBound..<firstLineEnd]))
      }
      changes.append(
        PortChange(
          path: ported.path, line: lines[order], kind: .rewritten, before: line, after: line,
          message:
            "override moved from an extension into the body of \(move.target.name): Swift "
            + "lets an extension override only @objc members"))
    }
    changes = changes.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }
    .map(\.element)
    return PortedSource(path: ported.path, bytes: output, changes: changes, isChanged: true)
  }

  /// The class an extension's overrides move into: the class of the extension's name
  /// declared once in `outline`, outside the extension. `nil` when there is none.
  static func targetClass(of scope: Outline.TypeScope, in outline: Outline)
    -> Outline.TypeScope?
  {
    var found: Outline.TypeScope?
    for candidate in outline.scopes where candidate.isClass && candidate.name == scope.name {
      if found != nil { return nil }
      found = candidate
    }
    guard let found, found.close < scope.open || found.open > scope.close else { return nil }
    return found
  }

  /// The overrides in extensions of classes this file declares.
  private static func moves(in file: SourceFile, outline: Outline) -> [Move] {
    var moves: [Move] = []
    for scope in outline.scopes where scope.isExtension {
      guard let target = targetClass(of: scope, in: outline) else { continue }
      var index = scope.open + 1
      while index < scope.close {
        // Nested brackets (a method's body, a nested type) are stepped over whole.
        if file.isPunctuation(index, "{") || file.isPunctuation(index, "(")
          || file.isPunctuation(index, "[")
        {
          index = max(index, Int(file.match[index])) + 1
          continue
        }
        if file.is(index, "override"), let range = declaration(at: index, in: file, scope: scope) {
          moves.append(Move(range: range, target: target))
          index = firstToken(atOrAfter: range.upperBound, in: file)
          continue
        }
        index += 1
      }
    }
    return moves
  }

  /// The index of the first token starting at or after byte `offset`.
  private static func firstToken(atOrAfter offset: Int, in file: SourceFile) -> Int {
    var low = 0
    var high = file.count
    while low < high {
      let middle = (low + high) / 2
      if Int(file.tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The bytes of the declaration whose `override` is token `index`: from the start of
  /// the line of its first attribute or modifier to the end of its body's line. `nil`
  /// when it has no body or shares its lines with other code.
  static func declaration(at index: Int, in file: SourceFile, scope: Outline.TypeScope)
    -> Range<Int>?
  {
    var first = index
    while first - 1 > scope.open {
      let previous = first - 1
      if file.isKind(previous, .attribute) || isModifier(previous, in: file) {
        first = previous
      } else if file.isPunctuation(previous, ")"), file.match[previous] >= 0,
        file.isKind(Int(file.match[previous]) - 1, .attribute)
      {
        first = Int(file.match[previous]) - 1
      } else {
        break
      }
    }
    var body = index + 1
    while body < scope.close, !file.isPunctuation(body, "{") {
      if file.isPunctuation(body, "(") || file.isPunctuation(body, "[") {
        body = Int(file.match[body])
      }
      body += 1
    }
    guard body < scope.close, file.match[body] > body else { return nil }
    let close = Int(file.match[body])
    let start = Int(file.tokens[first].start)
    guard file.startsLine(start) else { return nil }
    var end = Int(file.tokens[close].end)
    while end < file.bytes.count, file.bytes[end] == 0x20 || file.bytes[end] == 0x09 { end += 1 }
    guard end == file.bytes.count || file.bytes[end] == 0x0A || file.bytes[end] == 0x0D
    else { return nil }
    let lineStart = Int(file.lineStarts[file.line(ofByte: start) - 1])
    return lineStart..<end
  }

  private static func isModifier(_ index: Int, in file: SourceFile) -> Bool {
    guard file.isKind(index, .identifier) else { return false }
    return file.is(index, "public") || file.is(index, "private")
      || file.is(index, "fileprivate") || file.is(index, "internal") || file.is(index, "open")
      || file.is(index, "final") || file.is(index, "required") || file.is(index, "convenience")
      || file.is(index, "nonisolated") || file.is(index, "class") || file.is(index, "static")
      || file.is(index, "dynamic") || file.is(index, "mutating") || file.is(index, "lazy")
  }
}
