/// What a `#selector(…)` names: `tapped`, `tapped(_:)`, `ViewController.tapped(_:forEvent:)`.
struct SelectorReference: Equatable, Sendable {
  /// The type it names, when written (`ViewController` in `ViewController.tapped`).
  var type: String?
  /// The method's base name.
  var name: String
  /// The argument labels, when written (`["_", "forEvent"]`); `nil` for a bare name.
  var labels: [String]?
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
    let name = Self.name(length == 2 ? names.1 : names.0, in: file)
    if index < close, file.isPunctuation(index, "(") {
      let labelsClose = Int(file.match[index])
      var labels: [String] = []
      var scan = index + 1
      while scan < labelsClose {
        guard file.isKind(scan, .identifier), file.isPunctuation(scan + 1, ":") else { return nil }
        labels.append(file.text(scan))
        scan += 2
      }
      self.labels = labels
      index = labelsClose + 1
    } else {
      self.labels = nil
    }
    guard index == close else { return nil }
    self.type = length == 2 ? Self.name(names.0, in: file) : nil
    self.name = name
    self.pound = pound
    self.close = close
  }

  /// The name token `index` spells, without backticks.
  private static func name(_ index: Int, in file: SourceFile) -> String {
    let name = file.text(index)
    return name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
  }

  /// How the selector reads in a report: `tapped(_:)`.
  var spelling: String {
    name + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
  }
}
