/// The rules for `#selector` target-action: controls, bar button items, gesture recognizers.
extension Rewriter {
  /// The method `selector` names from token `index`, or `nil` after reporting why not.
  mutating func method(
    for selector: SelectorReference, at index: Int, maxArity: Int,
    what: @autoclosure () -> String
  ) -> Outline.Method? {
    let typeNumber =
      selector.typeToken >= 0
      ? context.names.number(
        of: SelectorReference.nameBytes(selector.typeToken, in: file), in: file.bytes,
        insert: false)
      : outline.enclosingTypeNumber(of: index, names: context.names)
    let candidates = context.methods(for: selector, in: file, type: typeNumber)
    guard candidates.count == 1, let method = candidates.first else {
      claimedUpTo = max(claimedUpTo, selector.close + 1)
      let type = selector.type(in: file) ?? outline.enclosingType(of: index)
      report(
        index, .notPorted,
        (candidates.count == 0
          ? "cannot find method '\(selector.spelling(in: file))' in \(type ?? "the file")"
          : "'\(selector.spelling(in: file))' names \(candidates.count) methods; spell its "
            + "labels")
          + ": \(what())")
      return nil
    }
    guard method.parameters.count <= maxArity else {
      claimedUpTo = max(claimedUpTo, selector.close + 1)
      report(
        index, .notPorted,
        "'\(selector.spelling(in: file))' takes \(method.parameters.count) arguments, an action at most "
          + "\(maxArity): \(what())")
      return nil
    }
    return method
  }

  /// Writes `receiver.name(` for `method`: the start of a call of it, whose arguments
  /// ``writeLabel(_:at:)`` and the values follow, then `)`.
  mutating func writeCall(_ method: Outline.Method, on receiver: StaticString) {
    write(receiver)
    write(".")
    let name = context.names.bytes(method.name)
    if Self.isKeyword(name) {
      write("`")
      write(bytes: name)
      write("`")
    } else {
      write(bytes: name)
    }
    write("(")
  }

  /// Writes what comes before the argument for `parameter`, the `position`th: `, ` after
  /// the first, and its label unless it is `_`.
  mutating func writeLabel(_ parameter: Outline.ParameterEntry, at position: Int) {
    if position > 0 { write(", ") }
    if parameter.label != context.underscore {
      write(bytes: context.names.bytes(parameter.label))
      write(": ")
    }
  }

  /// Whether `name` is a keyword a call must put in backticks.
  private static func isKeyword(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    switch name.count {
    case 2: Self.equals(name, "in") || Self.equals(name, "is") || Self.equals(name, "as")
    case 3: Self.equals(name, "var") || Self.equals(name, "let")
    case 4: Self.equals(name, "init") || Self.equals(name, "func")
    case 5: Self.equals(name, "class")
    case 6: Self.equals(name, "return")
    case 7: Self.equals(name, "default")
    default: false
    }
  }

  /// Whether `bytes` are those of `text`.
  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    guard bytes.count == text.utf8CodeUnitCount else { return false }
    let expected = text.utf8Start
    for offset in 0..<bytes.count where bytes[offset] != expected[offset] { return false }
    return true
  }

  /// Whether `bytes` are those of `text`'s UTF-8.
  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, string text: String) -> Bool {
    guard bytes.count == text.utf8.count else { return false }
    return bytes.elementsEqual(text.utf8)
  }

  /// Writes `value`, whose type is `valueType` (or `AnyObject?` when `nil`), as an
  /// argument of the type numbered `type`: as it is, or cast (`castValue` written in its
  /// place before the cast). Compares the type's bytes: no string is made.
  mutating func writeConverted(
    _ value: StaticString, of valueType: String?, supertype: StaticString? = nil, to type: Int32,
    castValue: StaticString? = nil
  ) {
    let written = context.names.bytes(type)
    // Spaces, tabs and line breaks trimmed.
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    var start = 0
    var end = written.count
    while start < end, isSpace(written[start]) { start += 1 }
    while end > start, isSpace(written[end - 1]) { end -= 1 }
    let isOptional =
      end > start
      && (written[end - 1] == UInt8(ascii: "?") || written[end - 1] == UInt8(ascii: "!"))
    let base = UnsafeBufferPointer(rebasing: written[start..<(isOptional ? end - 1 : end)])
    let isAny = Self.equals(base, "Any") || Self.equals(base, "AnyObject")
    if let valueType {
      if isAny || Self.equals(base, string: valueType)
        || (supertype.map { Self.equals(base, $0) } ?? false)
      {
        write(value)
        return
      }
    } else if isAny {
      write(value)
      if !isOptional { write("!") }
      return
    }
    write(castValue ?? value)
    write(isOptional ? " as? " : " as! ")
    write(bytes: base)
  }

  /// Whether the call's first argument is `self`, reporting it when it is not.
  mutating func targetIsSelf(
    _ argument: SourceFile.Argument, call: Int, _ what: @autoclosure () -> String
  ) -> Bool {
    guard argument.first == argument.last, file.is(argument.first, "self") else {
      report(call, .notPorted, "the target is not self: \(what())")
      claimedUpTo = max(claimedUpTo, Int(file.match[call + 1]) + 1)
      return false
    }
    return true
  }

  /// The selector that is all of `argument`, or `nil` after reporting why not.
  mutating func selector(
    in argument: SourceFile.Argument, call: Int, _ what: @autoclosure () -> String
  ) -> SelectorReference? {
    guard let selector = SelectorReference(file, at: argument.first),
      selector.close == argument.last
    else {
      if !file.is(argument.first, "nil") {
        report(call, .notPorted, "the action is not a #selector of a method: \(what())")
      }
      claimedUpTo = max(claimedUpTo, Int(file.match[call + 1]) + 1)
      return nil
    }
    return selector
  }

  /// Writes the identifier of the action that runs `method`, when its action is removed
  /// somewhere: `UIAction.Identifier(rawValue: "name(label:)")`.
  private mutating func writeActionIdentifier(_ method: Outline.Method) {
    write("UIAction.Identifier(rawValue: \"")
    writeEscaped(context.names.bytes(method.name))
    write("(")
    for parameter in method.parameters {
      writeEscaped(context.names.bytes(parameter.label))
      write(":")
    }
    write(")\")")
  }

  /// Writes `bytes` as the inside of a string literal, as ``Rewriter/literal(_:)`` does.
  private mutating func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes {
      if byte == 0x5C || byte == 0x22 { replacements.append(0x5C) }
      replacements.append(byte)
    }
  }

  /// `addTarget(self, action: #selector(f), for: e)` -> `addAction(UIAction { … }, for: e)`;
  /// a gesture recognizer's `addTarget(self, action:)` -> `addHandler { … }`.
  mutating func addTarget(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    let close = Int(file.match[open])
    if arguments.count == 2, file.hasLabel(arguments[1], "action") {
      let what = "write addHandler { recognizer in … } calling the method"
      guard targetIsSelf(arguments[0], call: index, what),
        let selector = selector(in: arguments[1], call: index, what),
        let method = method(for: selector, at: index, maxArity: 1, what: what)
      else { return }
      // The handler is given the recognizer as its own class: cast only when the
      // method wants another, and through the superclass when the receiver's class is
      // unknown, so a cast to its own class raises no warning.
      let receiverType = receiverType(ofCallAt: index)
      let start = replacementStart
      write("addHandler { [unowned self] ")
      write(method.parameters.isEmpty ? "_" : "recognizer")
      write(" in ")
      writeCall(method, on: "self")
      for (position, parameter) in method.parameters.enumerated() {
        writeLabel(parameter, at: position)
        if let receiverType {
          writeConverted(
            "recognizer", of: receiverType, supertype: "UIGestureRecognizer",
            to: parameter.type)
        } else {
          writeConverted(
            "recognizer", of: "UIGestureRecognizer", to: parameter.type,
            castValue: "(recognizer as UIGestureRecognizer)")
        }
      }
      write(")")
      writeLineBreaks()
      write(" }")
      replace(index, through: close, writtenFrom: start, "target-action -> a handler")
      return
    }
    guard arguments.count == 3, file.hasLabel(arguments[1], "action"),
      file.hasLabel(arguments[2], "for")
    else { return }
    let what = "write addAction(UIAction { action in … }, for: …) calling the method"
    guard targetIsSelf(arguments[0], call: index, what),
      let selector = selector(in: arguments[1], call: index, what),
      let method = method(for: selector, at: index, maxArity: 2, what: what)
    else { return }
    let start = replacementStart
    write("addAction(")
    if !context.removedActions.isEmpty,
      context.removedActions.contains(context.names.string(method.name))
    {
      write("UIAction(identifier: ")
      writeActionIdentifier(method)
      write(")")
    } else {
      write("UIAction")
    }
    write(" { [unowned self] ")
    write(method.parameters.isEmpty ? "_" : "action")
    write(" in ")
    writeCall(method, on: "self")
    for (position, parameter) in method.parameters.enumerated() {
      writeLabel(parameter, at: position)
      if position == 0 {
        writeConverted("action.sender", of: nil, to: parameter.type)
      } else {
        write("UIEvent()")
      }
    }
    write(")")
    writeLineBreaks()
    write(" }, for: ")
    write(from: arguments[2].first, through: arguments[2].last)
    write(")")
    replace(index, through: close, writtenFrom: start, "target-action -> a UIAction")
  }

  /// The declared type of the receiver of the call at `index` (`pan` in `pan.addTarget`,
  /// `self.pan.addTarget`), when the files declare it once.
  private func receiverType(ofCallAt index: Int) -> String? {
    guard file.isPunctuation(index - 1, "."), file.isKind(index - 2, .identifier),
      !file.is(index - 2, "self")
    else { return nil }
    let token = file.tokens[index - 2]
    return context.declaredType(of: Int(token.start)..<Int(token.end), in: file.bytes)
  }

  /// `removeTarget(self, action: #selector(f), for: e)` -> removing the action `addTarget`'s
  /// port added, by its identifier.
  mutating func removeTarget(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.count == 3, file.hasLabel(arguments[1], "action"),
      file.hasLabel(arguments[2], "for")
    else { return }
    let what = "give the action an identifier and write removeAction(identifiedBy:for:)"
    guard targetIsSelf(arguments[0], call: index, what),
      let selector = selector(in: arguments[1], call: index, what),
      let method = method(for: selector, at: index, maxArity: 2, what: what)
    else { return }
    let start = replacementStart
    write("removeAction(identifiedBy: ")
    writeActionIdentifier(method)
    write(", for: ")
    write(from: arguments[2].first, through: arguments[2].last)
    write(")")
    writeLineBreaks()
    replace(
      index, through: Int(file.match[open]), writtenFrom: start,
      "target-action removal -> removing the UIAction by its identifier")
  }

  /// `.init(barButtonSystemItem: …, target: self, action: #selector(f))`, a bar button item
  /// whose type is inferred: its labels say what it is.
  mutating func inferredInit(_ index: Int) {
    guard file.isPunctuation(index, "."), file.is(index + 1, "init"),
      file.isPunctuation(index + 2, "(")
    else { return }
    let labels = Set(file.arguments(ofCallAt: index + 2).compactMap { file.label(of: $0) })
    guard labels.isSuperset(of: ["target", "action"]), !labels.isDisjoint(with: Self.itemLabels)
    else { return }
    barButtonItem(index + 1)
  }

  private static let itemLabels: Set<String> = ["barButtonSystemItem", "title", "image", "style"]

  /// `UIBarButtonItem(…, target: self, action: #selector(f))` -> the `primaryAction:` form.
  mutating func barButtonItem(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard let actionArgument = arguments.first(where: { file.hasLabel($0, "action") }),
      let targetArgument = arguments.first(where: { file.hasLabel($0, "target") })
    else { return }
    let what = "write UIBarButtonItem(…, primaryAction: UIAction { action in … })"
    guard targetIsSelf(targetArgument, call: index, what),
      let selector = selector(in: actionArgument, call: index, what),
      let method = method(for: selector, at: index, maxArity: 1, what: what)
    else { return }
    let start = replacementStart
    write(token: index)
    write("(")
    var droppedStyle = false
    for argument in arguments
    where !file.hasLabel(argument, "target") && !file.hasLabel(argument, "action") {
      if file.hasLabel(argument, "style") {
        droppedStyle = true
        continue
      } else if file.hasLabel(argument, "barButtonSystemItem") {
        write("systemItem: ")
      } else if argument.labelToken >= 0 {
        write(token: argument.labelToken)
        write(": ")
      }
      write(from: argument.first, through: argument.last)
      write(", ")
    }
    write("primaryAction: UIAction { [unowned self] ")
    write(method.parameters.isEmpty ? "_" : "action")
    write(" in ")
    writeCall(method, on: "self")
    for (position, parameter) in method.parameters.enumerated() {
      writeLabel(parameter, at: position)
      writeConverted("action.sender", of: nil, to: parameter.type)
    }
    write(")")
    writeLineBreaks()
    write(" })")
    replace(
      index, through: Int(file.match[open]), writtenFrom: start,
      droppedStyle
        ? "target-action -> primaryAction (style dropped: the primaryAction initializers take "
          + "none)"
        : "target-action -> primaryAction")
  }

  /// `UITapGestureRecognizer(target: self, action: #selector(f))` -> the handler initializer.
  mutating func gestureRecognizerInit(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.count == 2, file.hasLabel(arguments[0], "target"),
      file.hasLabel(arguments[1], "action")
    else { return }
    let type = file.text(index)
    func what() -> String { "write \(type) { recognizer in … } calling the method" }
    guard targetIsSelf(arguments[0], call: index, what()),
      let selector = selector(in: arguments[1], call: index, what()),
      let method = method(for: selector, at: index, maxArity: 1, what: what())
    else { return }
    let start = replacementStart
    write(token: index)
    write(" { [unowned self] ")
    write(method.parameters.isEmpty ? "_" : "recognizer")
    write(" in ")
    writeCall(method, on: "self")
    for (position, parameter) in method.parameters.enumerated() {
      writeLabel(parameter, at: position)
      writeConverted(
        "recognizer", of: type, supertype: "UIGestureRecognizer", to: parameter.type)
    }
    write(")")
    writeLineBreaks()
    write(" }")
    replace(
      index, through: Int(file.match[open]), writtenFrom: start,
      "target-action -> the recognizer's handler initializer")
  }
}
