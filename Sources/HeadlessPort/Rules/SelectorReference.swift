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
    var index = pound + 2
    var path: [String] = []
    while index < close, file.isKind(index, .identifier) {
      var name = file.text(index)
      if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
      path.append(name)
      index += 1
      guard file.isPunctuation(index, ".") else { break }
      index += 1
    }
    if path.first == "self" || path.first == "Self" { path.removeFirst() }
    guard let name = path.last, path.count <= 2 else { return nil }
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
    self.type = path.count == 2 ? path[0] : nil
    self.name = name
    self.pound = pound
    self.close = close
  }

  /// How the selector reads in a report: `tapped(_:)`.
  var spelling: String {
    name + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
  }
}
