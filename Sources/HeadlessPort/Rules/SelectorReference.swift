/// What a `#selector(…)` names: `tapped`, `tapped(_:)`, `ViewController.tapped(_:forEvent:)`.
///
/// It keeps token indices, not strings: a look-up compares the names' numbers in a
/// ``NameTable``, and the texts are made only for a report.
struct SelectorReference: Equatable, Sendable {
  /// The token of the type it names, when written (`ViewController` in
  /// `ViewController.tapped`), or -1.
  var typeToken: Int
  /// The token of the method's base name.
  var nameToken: Int
  /// The `(` of the argument labels, when written (`(_:forEvent:)`), or -1 for a bare name.
  var labelsOpen: Int
  /// The `#selector` token.
  var pound: Int
  /// The `)` closing it.
  var close: Int

  /// Reads the selector whose `#selector` is token `pound`; `nil` when it is no selector
  /// or names a property's getter or setter.
  init?(_ file: SourceFile, at pound: Int) {
    guard file.is(pound, "#selector"), file.isPunctuation(pound + 1, "(") else { return nil }
    let close = Int(file.match[pound + 1])
    // The path's names, as tokens: at most three are read (`self.Type.name`).
    var index = pound + 2
    var path = (-1, -1, -1)
    var count = 0
    while index < close, file.isKind(index, .identifier) {
      switch count {
      case 0: path.0 = index
      case 1: path.1 = index
      case 2: path.2 = index
      default: break
      }
      count += 1
      index += 1
      guard file.isPunctuation(index, ".") else { break }
      index += 1
    }
    let dropsSelf =
      count > 0
      && (file.is(path.0, "self") || file.is(path.0, "Self") || file.is(path.0, "`self`")
        || file.is(path.0, "`Self`"))
    let names = dropsSelf ? (path.1, path.2) : (path.0, path.1)
    let length = dropsSelf ? count - 1 : count
    guard length >= 1, length <= 2 else { return nil }
    nameToken = length == 2 ? names.1 : names.0
    if index < close, file.isPunctuation(index, "(") {
      let labelsClose = Int(file.match[index])
      var scan = index + 1
      while scan < labelsClose {
        guard file.isKind(scan, .identifier), file.isPunctuation(scan + 1, ":") else { return nil }
        scan += 2
      }
      labelsOpen = index
      index = labelsClose + 1
    } else {
      labelsOpen = -1
    }
    guard index == close else { return nil }
    typeToken = length == 2 ? names.0 : -1
    self.pound = pound
    self.close = close
  }

  /// The byte range of the name token `index` spells, without backticks.
  static func nameBytes(_ index: Int, in file: SourceFile) -> Range<Int> {
    let token = file.tokens[index]
    let range = Int(token.start)..<Int(token.end)
    return file.bytes[range.lowerBound] == UInt8(ascii: "`")
      ? (range.lowerBound + 1)..<(range.upperBound - 1) : range
  }

  /// The method's base name.
  func name(in file: SourceFile) -> String {
    file.text(bytes: Self.nameBytes(nameToken, in: file))
  }

  /// The type it names, when written.
  func type(in file: SourceFile) -> String? {
    typeToken < 0 ? nil : file.text(bytes: Self.nameBytes(typeToken, in: file))
  }

  /// The argument labels' tokens, when written; `nil` for a bare name.
  func labelTokens(in file: SourceFile) -> StrideTo<Int>? {
    labelsOpen < 0 ? nil : stride(from: labelsOpen + 1, to: Int(file.match[labelsOpen]), by: 2)
  }

  /// How the selector reads in a report: `tapped(_:)`.
  func spelling(in file: SourceFile) -> String {
    name(in: file)
      + (labelTokens(in: file).map { "(" + $0.map { file.text($0) + ":" }.joined() + ")" } ?? "")
  }
}
