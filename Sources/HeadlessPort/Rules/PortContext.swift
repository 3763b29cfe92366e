/// What the rules know of all the files ported together: a `#selector` in one file may name
/// a method in an extension in another, and a protocol's callers live in other files.
struct PortContext: Sendable {
  /// The names' numbers the outlines were made with.
  let names: NameTable
  /// The number of `_`, the label of a parameter without one (-1 when no file has it).
  let underscore: Int32
  /// Every file's methods, in order.
  private var methods: [Outline.MethodEntry] = []
  private var parameters: [Outline.ParameterEntry] = []
  /// For each name's number, the first method of the type of that name, or -1.
  private var firstMethodOfType: [Int32] = []
  /// For each method, the next method of its type, or -1.
  private var nextMethodOfType: [Int32] = []
  /// Optional methods of `@objc` protocols that get default implementations.
  var optionalRequirements: Set<String> = []
  /// Methods whose control actions are removed somewhere.
  var removedActions: Set<String> = []
  /// For each name's number, the number of the type it is declared with across the files:
  /// -1 when it is not declared, -2 when its declarations disagree.
  private var declaredTypes: [Int32] = []
  /// Each class's first inherited type, across the files.
  var superclasses: [String: String] = [:]
  /// The classes whose bodies declare a designated `init()`, across the files.
  var classesDeclaringInit: Set<String> = []

  init(_ outlines: [Outline], names: NameTable) {
    self.names = names
    underscore = names.number(of: "_", insert: false)
    firstMethodOfType = Array(repeating: -1, count: names.count)
    declaredTypes = Array(repeating: -1, count: names.count)
    var lastMethodOfType = Array(repeating: Int32(-1), count: names.count)
    for outline in outlines {
      // A method's parameters, renumbered into the context's one array.
      let offset = Int32(truncatingIfNeeded: parameters.count)
      parameters += outline.parameters
      for var method in outline.methods {
        method.firstParameter += offset
        let number = Int32(truncatingIfNeeded: methods.count)
        methods.append(method)
        nextMethodOfType.append(-1)
        let type = Int(method.type)
        let last = lastMethodOfType[type]
        if last < 0 {
          firstMethodOfType[type] = number
        } else {
          nextMethodOfType[Int(last)] = number
        }
        lastMethodOfType[type] = number
      }
      for (name, type) in outline.declaredTypes {
        let current = declaredTypes[Int(name)]
        if current == -1 {
          declaredTypes[Int(name)] = type
        } else if current != type {
          declaredTypes[Int(name)] = -2
        }
      }
      optionalRequirements.formUnion(outline.optionalRequirements)
      removedActions.formUnion(outline.removedActions)
      superclasses.merge(outline.superclasses) { first, _ in first }
      classesDeclaringInit.formUnion(outline.classesDeclaringInit)
    }
  }

  /// The type the files declare the stored name of bytes `range` with, when they agree.
  func declaredType(of range: Range<Int>, in source: [UInt8]) -> String? {
    let name = names.number(of: range, in: source, insert: false)
    guard name >= 0, Int(name) < declaredTypes.count else { return nil }
    let type = declaredTypes[Int(name)]
    guard type >= 0 else { return nil }
    let text = names.string(type)
    return text.isEmpty ? nil : text
  }

  /// How many methods `selector` (in `file`) may name from inside the type numbered
  /// `type`, and the first of them, made for the rules: one array look-up, numbers
  /// compared (a selector names one method but for a mistake).
  func methods(for selector: SelectorReference, in file: SourceFile, type: Int32) -> (
    count: Int, first: Outline.Method?
  ) {
    guard type >= 0, Int(type) < firstMethodOfType.count else { return (0, nil) }
    let name = names.number(
      of: SelectorReference.nameBytes(selector.nameToken, in: file), in: file.bytes,
      insert: false)
    guard name >= 0 else { return (0, nil) }
    // The labels' numbers, when written: a label no file declares matches no method.
    var labels: [Int32]?
    if let tokens = selector.labelTokens(in: file) {
      var numbers: [Int32] = []
      for token in tokens {
        let range = Int(file.tokens[token].start)..<Int(file.tokens[token].end)
        numbers.append(names.number(of: range, in: file.bytes, insert: false))
      }
      labels = numbers
    }
    var count = 0
    var first = -1
    var candidate = firstMethodOfType[Int(type)]
    while candidate >= 0 {
      let current = Int(candidate)
      let method = methods[current]
      candidate = nextMethodOfType[current]
      guard method.name == name else { continue }
      if let labels {
        guard labels.count == Int(method.parameterCount) else { continue }
        var same = true
        for (position, label) in labels.enumerated()
        where label != parameters[Int(method.firstParameter) + position].label {
          same = false
          break
        }
        guard same else { continue }
      }
      if count == 0 { first = current }
      count += 1
    }
    guard first >= 0 else { return (count, nil) }
    return (count, made(methods[first]))
  }

  /// The method the rules read: a slice of the parameters, nothing copied.
  private func made(_ entry: Outline.MethodEntry) -> Outline.Method {
    let first = Int(entry.firstParameter)
    return Outline.Method(
      name: entry.name, parameters: parameters[first..<(first + Int(entry.parameterCount))])
  }
}
