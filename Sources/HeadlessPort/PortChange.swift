/// One change `port` made or could not make: where, what it was, what it became, and why.
public struct PortChange: Equatable, Sendable, CustomStringConvertible {
  /// What kind of change a report line is.
  public enum Kind: String, Sendable, CaseIterable {
    /// The source was rewritten.
    case rewritten
    /// The source needs the Objective-C runtime and was left as it is; the build fails
    /// on this line until it is rewritten by hand, as the message says.
    case notPorted = "not ported"
    /// Nothing was rewritten, but something behaves differently off iOS.
    case note
  }

  /// The file, as it was given.
  public var path: String
  /// The 1-based line in the original file.
  public var line: Int
  /// Whether it was rewritten, left, or is only a note.
  public var kind: Kind
  /// The original line or lines, whitespace runs shown as one space.
  public var before: String {
    get { text.before }
    set { text = .written(before: newValue, after: after) }
  }
  /// The same lines after the change; equal to ``before`` when nothing was rewritten.
  public var after: String {
    get { text.after }
    set { text = .written(before: before, after: newValue) }
  }
  /// What the rule did, or what to write instead.
  public var message: String
  /// The before and after texts, or where to make them from: a port reports every change
  /// but most reports are only counted, so their texts are made when first read.
  var text: ReportText

  /// Creates a report line.
  /// - Parameters:
  ///   - path: The file.
  ///   - line: The 1-based line in the original file.
  ///   - kind: Whether it was rewritten, left, or is a note.
  ///   - before: The original text.
  ///   - after: The text after the change.
  ///   - message: What the rule did, or what to write instead.
  public init(
    path: String, line: Int, kind: Kind, before: String, after: String, message: String
  ) {
    self.init(
      path: path, line: line, kind: kind, text: .written(before: before, after: after),
      message: message)
  }

  /// Creates a report line whose texts are made when read.
  init(path: String, line: Int, kind: Kind, text: ReportText, message: String) {
    self.path = path
    self.line = line
    self.kind = kind
    self.text = text
    self.message = message
  }

  /// Whether two report lines say the same: file, line, kind, texts and message.
  public static func == (lhs: PortChange, rhs: PortChange) -> Bool {
    lhs.path == rhs.path && lhs.line == rhs.line && lhs.kind == rhs.kind
      && lhs.message == rhs.message && lhs.before == rhs.before && lhs.after == rhs.after
  }

  /// `path:line: kind: message`, then `- before` and `+ after` when the text changed.
  public var description: String {
    var text = "\(path):\(line): \(kind.rawValue): \(message)"
    let before = self.before
    let after = self.after
    if before != after {
      text += "\n  - \(before)\n  + \(after)"
    } else if kind == .notPorted {
      text += "\n    \(before)"
    }
    return text
  }
}

/// A report line's before and after texts: written out, or the bytes to make them from.
enum ReportText: Sendable {
  /// Made already.
  case written(before: String, after: String)
  /// A line left as it is: before and after are the bytes `lines` of the source, squeezed.
  case unchanged(EditedBytes, lines: Range<Int>)
  /// The source's bytes `lines` before, and after the edits `edits` (which all lie in
  /// them) are applied, each squeezed.
  case edited(EditedBytes, lines: Range<Int>, edits: Range<Int>)

  var before: String {
    switch self {
    case .written(let before, _): before
    case .unchanged(let file, let lines), .edited(let file, let lines, _):
      file.squeezed(lines)
    }
  }

  var after: String {
    switch self {
    case .written(_, let after): after
    case .unchanged(let file, let lines): file.squeezed(lines)
    case .edited(let file, let lines, let edits): file.squeezed(lines, applying: edits)
    }
  }
}

/// A source's bytes and the edits a port made to them, in order and not overlapping: what
/// its report lines' texts are made from, when they are read.
final class EditedBytes: Sendable {
  /// One edit: a byte range of the source and the range of ``replacements`` put there.
  struct Edit: Sendable {
    var range: Range<Int>
    var replacement: Range<Int>
  }

  let source: [UInt8]
  let edits: [Edit]
  /// Every edit's replacement bytes, one after the other.
  let replacements: [UInt8]

  init(source: [UInt8], edits: [Edit], replacements: [UInt8]) {
    self.source = source
    self.edits = edits
    self.replacements = replacements
  }

  /// The source's bytes `lines`, whitespace runs as one space, trimmed.
  func squeezed(_ lines: Range<Int>) -> String {
    source.withUnsafeBufferPointer { Squeeze.text(UnsafeBufferPointer(rebasing: $0[lines])) }
  }

  /// The source's bytes `lines` with the edits `indices` applied, squeezed.
  func squeezed(_ lines: Range<Int>, applying indices: Range<Int>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines.count + 64 * indices.count)
    var position = lines.lowerBound
    for edit in edits[indices] {
      bytes += source[position..<edit.range.lowerBound]
      bytes += replacements[edit.replacement]
      position = edit.range.upperBound
    }
    bytes += source[position..<lines.upperBound]
    return bytes.withUnsafeBufferPointer { Squeeze.text($0) }
  }
}

/// Report texts: whitespace runs as one space, trimmed.
enum Squeeze {
  /// The text of UTF-8 `bytes`, whitespace runs as one space, trimmed. Bytes, not
  /// characters, through a pointer.
  static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
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
}

/// A ported source: its new bytes and the report of every change.
public struct PortedSource: Sendable {
  /// The file, as it was given.
  public var path: String
  /// The ported text, byte-identical to the input when nothing was rewritten.
  public var bytes: [UInt8]
  /// Every change, in source order: rewritten, not ported, and notes.
  public var changes: [PortChange]
  /// Whether ``bytes`` differs from the input.
  public var isChanged: Bool
}

/// A source to port: its path, as reports name it, and its bytes.
public struct PortSource: Sendable {
  /// The path reports and errors name.
  public var path: String
  /// The path `#sourceLocation` directives name: where compiler errors should point.
  public var locationPath: String
  /// The file's bytes.
  public var bytes: [UInt8]

  /// Creates a source to port.
  /// - Parameters:
  ///   - path: The path reports and errors name.
  ///   - locationPath: The path compiler errors should name; `path` by default.
  ///   - bytes: The file's bytes.
  public init(path: String, locationPath: String? = nil, bytes: [UInt8]) {
    self.path = path
    self.locationPath = locationPath ?? path
    self.bytes = bytes
  }
}
