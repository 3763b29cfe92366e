/// A requirement of an `@objc` protocol, as the optional-requirement rule needs it.
struct ObjCProtocolRequirement: Sendable {
  /// The requirement's base name.
  var name: String
  /// The first token of its declaration (an attribute or modifier, or the keyword).
  var start: Int
  /// The `func` or `var` keyword.
  var keyword: Int
  /// The last token of its signature.
  var end: Int
  /// The `optional` modifier, if any.
  var optionalToken: Int?
  /// Whether it is a method (else a property).
  var isMethod: Bool
  /// Whether it is a method that returns nothing.
  var returnsVoid: Bool

  var isOptional: Bool { optionalToken != nil }

  /// Whether token `index` is a modifier of a requirement (compared as bytes: this runs
  /// for the tokens around every requirement).
  private static func isModifier(_ index: Int, in file: SourceFile) -> Bool {
    guard file.isKind(index, .identifier) else { return false }
    let token = file.tokens[index]
    switch token.end - token.start {
    case 4: return file.is(index, "open")
    case 5: return file.is(index, "class")
    case 6: return file.is(index, "public") || file.is(index, "static")
    case 7: return file.is(index, "private")
    case 8:
      return file.is(index, "optional") || file.is(index, "mutating") || file.is(index, "internal")
    case 11:
      return file.is(index, "fileprivate") || file.is(index, "nonmutating")
        || file.is(index, "nonisolated")
    default: return false
    }
  }

  /// The requirements declared in `scope`'s body, in order.
  static func all(in scope: Outline.TypeScope, of file: SourceFile) -> [ObjCProtocolRequirement] {
    var requirements: [ObjCProtocolRequirement] = []
    var index = scope.open + 1
    while index < scope.close {
      if file.match[index] > index {
        index = Int(file.match[index]) + 1
        continue
      }
      if file.is(index, "func") || file.is(index, "var"), file.isKind(index + 1, .identifier) {
        let requirement = read(at: index, in: file)
        requirements.append(requirement)
        index = requirement.end + 1
        continue
      }
      index += 1
    }
    return requirements
  }

  private static func read(at keyword: Int, in file: SourceFile) -> ObjCProtocolRequirement {
    var start = keyword
    var optionalToken: Int?
    var scan = keyword - 1
    while scan >= 0 {
      if file.isPunctuation(scan, ")"), file.isKind(Int(file.match[scan]) - 1, .attribute) {
        scan = Int(file.match[scan]) - 1
      }
      if file.isKind(scan, .attribute) {
        start = scan
      } else if isModifier(scan, in: file) {
        if file.is(scan, "optional") { optionalToken = scan }
        start = scan
      } else {
        break
      }
      scan -= 1
    }
    let isMethod = file.is(keyword, "func")
    var end = keyword + 1
    var returnsVoid = isMethod
    if isMethod {
      var open = keyword + 2
      while open < file.count, !file.isPunctuation(open, "("), !file.isPunctuation(open, "}") {
        open += 1
      }
      if file.isPunctuation(open, "(") {
        end = Int(file.match[open])
        let line = file.line(of: end)
        var next = end + 1
        while next < file.count, file.line(of: next) == line, !file.isPunctuation(next, ";"),
          !file.isPunctuation(next, "}"), !file.isKind(next, .attribute),
          !isModifier(next, in: file), !file.is(next, "func"), !file.is(next, "var")
        {
          if file.is(next, "->") {
            let result = file.text(from: next + 1, through: lastOnLine(from: next, in: file))
            returnsVoid = result == "Void" || result == "()"
          }
          if file.match[next] > next { next = Int(file.match[next]) }
          end = next
          next += 1
        }
      }
    } else {
      while end + 1 < file.count, file.line(of: end + 1) == file.line(of: keyword),
        !file.isPunctuation(end + 1, "}") || file.match[end + 1] > keyword
      {
        if file.isPunctuation(end + 1, "{") {
          end = Int(file.match[end + 1])
          break
        }
        end += 1
      }
    }
    return ObjCProtocolRequirement(
      name: file.text(keyword + 1), start: start, keyword: keyword, end: end,
      optionalToken: optionalToken, isMethod: isMethod, returnsVoid: returnsVoid)
  }

  private static func lastOnLine(from index: Int, in file: SourceFile) -> Int {
    let line = file.line(of: index)
    var last = index
    while last + 1 < file.count, file.line(of: last + 1) == line,
      !file.isPunctuation(last + 1, ";"), !file.isPunctuation(last + 1, "}"),
      !file.is(last + 1, "where")
    {
      last += 1
    }
    return last
  }
}
