/// What one file declares that the rules look up across files: the types' bodies, the
/// methods a `#selector` may name, and the optional requirements of `@objc` protocols.
struct Outline: Sendable {
  /// A type's or extension's body.
  struct TypeScope: Sendable {
    /// The type's name, its last component (`Cell` for `extension Table.Cell`).
    var name: String
    /// The name's number in the port's ``NameTable``.
    var nameNumber: Int32
    /// The body's `{` token.
    var open: Int
    /// The body's `}` token.
    var close: Int
    /// Whether it is a protocol marked `@objc`.
    var isObjCProtocol: Bool
    /// Whether it is a class's body (not an extension's).
    var isClass = false
    /// Whether it is an extension's body.
    var isExtension = false
  }

  /// A method a selector names, as the rules read it: its name's number and its
  /// parameters, a slice of the context's (nothing is copied or made a string).
  struct Method: Equatable, Sendable {
    /// The base name (`tapped`).
    var name: Int32
    /// The parameters.
    var parameters: ArraySlice<ParameterEntry>
  }

  /// A parameter, by the numbers of its label and type in the port's ``NameTable``.
  struct ParameterEntry: Equatable, Sendable {
    var label: Int32
    var type: Int32
  }

  /// A method a selector may name: numbers in the port's ``NameTable``, its parameters a
  /// range of ``Outline/parameters``.
  struct MethodEntry: Equatable, Sendable {
    /// The type whose body or extension declares it; the empty name at the top level.
    var type: Int32
    /// The base name (`tapped`).
    var name: Int32
    /// The first of its parameters in ``Outline/parameters``.
    var firstParameter: Int32
    var parameterCount: Int32
  }

  var scopes: [TypeScope] = []
  var methods: [MethodEntry] = []
  /// The methods' parameters, one method's after another's.
  var parameters: [ParameterEntry] = []
  /// The names of `@objc` protocols' optional methods that return nothing: after porting
  /// they have default implementations, so `delegate?.name?(…)` becomes `delegate?.name(…)`.
  var optionalRequirements: Set<String> = []
  /// The methods named by `removeTarget(self, action: #selector(…), for:)`: their actions
  /// get identifiers so they can be removed.
  var removedActions: Set<String> = []
  /// The type each stored name is declared with (`let pan = UIPanGestureRecognizer(…)`,
  /// `var tap: UITapGestureRecognizer!`), in source order, by their numbers: the context
  /// makes an empty type of two declarations that disagree.
  var declaredTypes: [(name: Int32, type: Int32)] = []
  /// Each class's first inherited type: its superclass, or a protocol.
  var superclasses: [String: String] = [:]
  /// The classes whose bodies declare a designated `init()`.
  var classesDeclaringInit: Set<String> = []

  private static let notTypeNames: Set<String> = [
    "func", "var", "let", "init", "subscript", "deinit", "static", "final", "override",
    "public", "private", "fileprivate", "internal", "open", "convenience", "required",
    "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "indirect", "case",
  ]

  init() {}

  /// The names' numbers, shared by the outlines of the files ported together.
  private var names: NameTable?

  init(_ file: SourceFile, names: NameTable) {
    self.names = names
    var index = 0
    var objcPending = -1
    while index < file.count {
      let token = file.tokens[index]
      // The word the lexer found: most tokens have none, and only an attribute needs a
      // second look.
      switch token.word {
      case .none:
        if token.kind == .attribute, file.is(index, "@objc") { objcPending = index }
      case .openBrace, .closeBrace, .semicolon:
        objcPending = -1
      default:
        switch token.word {
        case .class, .struct, .enum, .extension, .actor, .protocol:
          if !file.isPunctuation(index - 1, "."), file.isKind(index + 1, .identifier),
            !Self.notTypeNames.contains(file.text(index + 1))
          {
            addScope(at: index, in: file, objc: token.word == .protocol && objcPending >= 0)
            objcPending = -1
          }
        case .func:
          addMethod(at: index, in: file)
        case .let, .var:
          addDeclaredType(at: index, in: file)
        case .`init`:
          if Self.isBareInit(at: index, in: file), !file.is(index - 1, "convenience"),
            let type = enclosingClass(of: index)
          {
            classesDeclaringInit.insert(type)
          }
        case .removeTarget:
          if file.isPunctuation(index + 1, "(") {
            let arguments = file.arguments(ofCallAt: index + 1)
            if arguments.count == 3, file.hasLabel(arguments[1], "action"),
              let selector = SelectorReference(file, at: arguments[1].first)
            {
              removedActions.insert(selector.name(in: file))
            }
          }
        default:
          break
        }
      }
      index += 1
    }
    for scope in scopes where scope.isObjCProtocol {
      for requirement in ObjCProtocolRequirement.all(in: scope, of: file)
      where requirement.isOptional && requirement.returnsVoid {
        optionalRequirements.insert(requirement.name)
      }
    }
  }

  private mutating func addScope(at keyword: Int, in file: SourceFile, objc: Bool) {
    var nameIndex = keyword + 1
    var index = keyword + 2
    while file.isPunctuation(index, "."), file.isKind(index + 1, .identifier) {
      nameIndex = index + 1
      index += 2
    }
    let name = file.text(nameIndex)
    let nameToken = file.tokens[nameIndex]
    let isClass = file.is(keyword, "class")
    if isClass, file.isPunctuation(index, ":"), file.isKind(index + 1, .identifier) {
      superclasses[name] = file.text(index + 1)
    }
    while index < file.count {
      if file.isPunctuation(index, "{") {
        scopes.append(
          TypeScope(
            name: name,
            nameNumber: names!.number(
              of: Int(nameToken.start)..<Int(nameToken.end), in: file.bytes),
            open: index, close: Int(file.match[index]), isObjCProtocol: objc,
            isClass: isClass, isExtension: file.is(keyword, "extension")))
        return
      }
      if file.isPunctuation(index, ";") || file.isPunctuation(index, "}") { return }
      if file.match[index] > index { index = Int(file.match[index]) }
      index += 1
    }
  }

  private mutating func addMethod(at keyword: Int, in file: SourceFile) {
    let nameToken = keyword + 1
    guard file.isKind(nameToken, .identifier) else { return }
    var open = nameToken + 1
    while open < file.count, !file.isPunctuation(open, "(") {
      if file.isPunctuation(open, "{") || file.isPunctuation(open, ";") { return }
      open += 1
    }
    guard open < file.count, file.match[open] > open else { return }
    let names = names!
    let name = names.number(
      of: SelectorReference.nameBytes(nameToken, in: file), in: file.bytes)
    let first = Int32(truncatingIfNeeded: parameters.count)
    Self.parameters(ofListAt: open, in: file) { label, type in
      parameters.append(
        ParameterEntry(
          label: names.number(of: label, in: file.bytes),
          type: names.number(of: type, in: file.bytes)))
    }
    methods.append(
      MethodEntry(
        type: enclosingTypeNumber(of: keyword, names: names), name: name,
        firstParameter: first,
        parameterCount: Int32(truncatingIfNeeded: parameters.count) - first))
  }

  /// Records the type of `let name: Type` or `let name = Type(…)`.
  private mutating func addDeclaredType(at keyword: Int, in file: SourceFile) {
    guard file.isKind(keyword + 1, .identifier) else { return }
    let type: Int
    if file.isPunctuation(keyword + 2, ":"), file.isKind(keyword + 3, .identifier) {
      type = keyword + 3
    } else if file.isPunctuation(keyword + 2, "="), file.isKind(keyword + 3, .identifier),
      file.isPunctuation(keyword + 4, "(") || file.isPunctuation(keyword + 4, "{")
    {
      type = keyword + 3
    } else {
      return
    }
    let first = file.bytes[Int(file.tokens[type].start)]
    guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return }
    let names = names!
    let nameToken = file.tokens[keyword + 1]
    let typeToken = file.tokens[type]
    declaredTypes.append(
      (
        names.number(of: Int(nameToken.start)..<Int(nameToken.end), in: file.bytes),
        names.number(of: Int(typeToken.start)..<Int(typeToken.end), in: file.bytes)
      ))
  }

  /// Calls `body` with the byte ranges of the label and the type of each parameter of
  /// the list whose `(` is token `open`.
  static func parameters(
    ofListAt open: Int, in file: SourceFile,
    _ body: (_ label: Range<Int>, _ type: Range<Int>) -> Void
  ) {
    let arguments = file.arguments(ofCallAt: open)
    for argument in arguments {
      // The label is the first name before the `:`.
      var labelToken = argument.labelToken
      var typeStart = argument.first
      if argument.labelToken < 0 {
        var index = argument.first
        while index <= argument.last, !file.isPunctuation(index, ":") {
          if labelToken < 0, file.tokens[index].kind == .identifier { labelToken = index }
          index += 1
        }
        typeStart = index + 1
      }
      guard labelToken >= 0, typeStart <= argument.last else { continue }
      let label = Int(file.tokens[labelToken].start)..<Int(file.tokens[labelToken].end)
      var end = argument.last
      var scan = typeStart
      while scan <= argument.last {
        if file.match[scan] > scan {
          scan = Int(file.match[scan]) + 1
          continue
        }
        if file.is(scan, "=") {
          end = scan - 1
          break
        }
        scan += 1
      }
      guard typeStart <= end else {
        body(label, 0..<0)
        continue
      }
      // The ownership words dropped, compared as bytes.
      var start = Int(file.tokens[typeStart].start)
      let stop = Int(file.tokens[end].end)
      for prefix: StaticString in ["inout ", "__owned ", "borrowing ", "consuming "]
      where file.bytes(from: start, upTo: stop, startWith: prefix) {
        start += prefix.utf8CodeUnitCount
      }
      body(label, start..<stop)
    }
  }

  /// Whether token `index` is `init` declaring `init()`: not a call (`super.init()`), not
  /// failable, with a body.
  static func isBareInit(at index: Int, in file: SourceFile) -> Bool {
    !file.isPunctuation(index - 1, ".") && file.isPunctuation(index + 1, "(")
      && file.isPunctuation(index + 2, ")") && file.isPunctuation(index + 3, "{")
  }

  /// The class whose body (not an extension's) immediately holds token `index`.
  func enclosingClass(of index: Int) -> String? {
    var candidate = scopes.count - 1
    while candidate >= 0, scopes[candidate].open >= index { candidate -= 1 }
    while candidate >= 0 {
      let scope = scopes[candidate]
      if scope.close > index { return scope.isClass ? scope.name : nil }
      candidate -= 1
    }
    return nil
  }

  /// The innermost type or extension whose body holds token `index`.
  func innermostScope(of index: Int) -> TypeScope? {
    var low = 0
    var high = scopes.count
    while low < high {
      let middle = (low + high) / 2
      if scopes[middle].open < index { low = middle + 1 } else { high = middle }
    }
    var candidate = low - 1
    while candidate >= 0 {
      if scopes[candidate].close > index { return scopes[candidate] }
      candidate -= 1
    }
    return nil
  }

  /// The number of the innermost type whose body holds token `index`, or of the empty
  /// name at the top level.
  func enclosingTypeNumber(of index: Int, names: NameTable) -> Int32 {
    innermostScope(holding: index).map { scopes[$0].nameNumber } ?? names.number(of: "")
  }

  /// The innermost type whose body holds token `index`.
  func enclosingType(of index: Int) -> String? {
    innermostScope(holding: index).map { scopes[$0].name }
  }

  /// The position in `scopes` of the innermost type whose body holds token `index`.
  /// Scopes are in source order, so the innermost is the last that opens before `index`
  /// and closes after it.
  private func innermostScope(holding index: Int) -> Int? {
    var low = 0
    var high = scopes.count
    while low < high {
      let middle = (low + high) / 2
      if scopes[middle].open < index { low = middle + 1 } else { high = middle }
    }
    var candidate = low - 1
    while candidate >= 0 {
      if scopes[candidate].close > index { return candidate }
      candidate -= 1
    }
    return nil
  }
}
