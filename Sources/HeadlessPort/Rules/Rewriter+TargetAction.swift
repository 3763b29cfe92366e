/// The rules for `#selector` target-action: controls, bar button items, gesture recognizers.
extension Rewriter {
  /// The method `selector` names from token `index`, or `nil` after reporting why not.
  mutating func method(
    for selector: SelectorReference, at index: Int, maxArity: Int, what: String
  ) -> Outline.Method? {
    let type = selector.type ?? outline.enclosingType(of: index)
    let candidates = context.methods(for: selector, in: type)
    guard candidates.count == 1, let method = candidates.first else {
      claimedUpTo = max(claimedUpTo, selector.close + 1)
      report(
        index, .notPorted,
        (candidates.isEmpty
          ? "cannot find method '\(selector.spelling)' in \(type ?? "the file")"
          : "'\(selector.spelling)' names \(candidates.count) methods; spell its labels")
          + ": \(what)")
      return nil
    }
    guard method.parameters.count <= maxArity else {
      claimedUpTo = max(claimedUpTo, selector.close + 1)
      report(
        index, .notPorted,
        "'\(selector.spelling)' takes \(method.parameters.count) arguments, an action at most "
          + "\(maxArity): \(what)")
      return nil
    }
    return method
  }

  /// `receiver.name(label: value, …)` for `method`, built in one string.
  static func call(_ method: Outline.Method, on receiver: String, _ values: [String]) -> String {
    var text = receiver
    text.reserveCapacity(receiver.utf8.count + method.name.utf8.count + 64)
    text += "."
    if isKeyword(method.name) {
      text += "`"
      text += method.name
      text += "`"
    } else {
      text += method.name
    }
    text += "("
    var first = true
    for (parameter, value) in zip(method.parameters, values) {
      if !first { text += ", " }
      first = false
      if parameter.label != "_" {
        text += parameter.label
        text += ": "
      }
      text += value
    }
    text += ")"
    return text
  }

  private static func isKeyword(_ name: String) -> Bool {
    switch name {
    case "default", "init", "class", "func", "var", "let", "in", "is", "as", "return": true
    default: false
    }
  }

  /// `value`, whose type is `valueType` (or `AnyObject?` when `nil`), as a `type` argument.
  static func convert(
    _ value: String, of valueType: String?, supertypes: Set<String> = [], to type: String
  ) -> String {
    let type = type.trimmingSpaces
    let isOptional = type.hasSuffix("?") || type.hasSuffix("!")
    let base = isOptional ? String(type.dropLast()) : type
    guard let valueType else {
      if base == "Any" || base == "AnyObject" { return isOptional ? value : value + "!" }
      return isOptional ? "\(value) as? \(base)" : "\(value) as! \(base)"
    }
    if base == valueType || base == "Any" || base == "AnyObject" || supertypes.contains(base) {
      return value
    }
    return isOptional ? "\(value) as? \(base)" : "\(value) as! \(base)"
  }

  /// Whether the call's first argument is `self`, reporting it when it is not.
  mutating func targetIsSelf(_ argument: SourceFile.Argument, call: Int, _ what: String)
    -> Bool
  {
    guard argument.first == argument.last, file.is(argument.first, "self") else {
      report(call, .notPorted, "the target is not self: \(what)")
      claimedUpTo = max(claimedUpTo, Int(file.match[call + 1]) + 1)
      return false
    }
    return true
  }

  /// The selector that is all of `argument`, or `nil` after reporting why not.
  mutating func selector(in argument: SourceFile.Argument, call: Int, _ what: String)
    -> SelectorReference?
  {
    guard let selector = SelectorReference(file, at: argument.first),
      selector.close == argument.last
    else {
      if !file.is(argument.first, "nil") {
        report(call, .notPorted, "the action is not a #selector of a method: \(what)")
      }
      claimedUpTo = max(claimedUpTo, Int(file.match[call + 1]) + 1)
      return nil
    }
    return selector
  }

  /// The identifier of the action that runs `method`, when its action is removed somewhere.
  private func actionIdentifier(_ method: Outline.Method) -> String {
    let labels = method.parameters.map { $0.label + ":" }.joined()
    return "UIAction.Identifier(rawValue: \(Self.literal("\(method.name)(\(labels))")))"
  }

  /// `addTarget(self, action: #selector(f), for: e)` -> `addAction(UIAction { … }, for: e)`;
  /// a gesture recognizer's `addTarget(self, action:)` -> `addHandler { … }`.
  mutating func addTarget(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    let close = Int(file.match[open])
    if arguments.count == 2, arguments[1].label == "action" {
      let what = "write addHandler { recognizer in … } calling the method"
      guard targetIsSelf(arguments[0], call: index, what),
        let selector = selector(in: arguments[1], call: index, what),
        let method = method(for: selector, at: index, maxArity: 1, what: what)
      else { return }
      // The handler is given the recognizer as its own class: cast only when the
      // method wants another, and through the superclass when the receiver's class is
      // unknown, so a cast to its own class raises no warning.
      let receiverType = receiverType(ofCallAt: index)
      let body = Self.call(
        method, on: "self",
        method.parameters.map {
          if let receiverType {
            return Self.convert(
              "recognizer", of: receiverType, supertypes: ["UIGestureRecognizer"], to: $0.type)
          }
          let value = Self.convert("recognizer", of: "UIGestureRecognizer", to: $0.type)
          return value == "recognizer"
            ? value : "(recognizer as UIGestureRecognizer)" + value.dropFirst("recognizer".count)
        })
      let parameter = method.parameters.isEmpty ? "_" : "recognizer"
      replace(
        index, through: close,
        with: "addHandler { [unowned self] \(parameter) in \(body)\u{0} }",
        "target-action -> a handler")
      return
    }
    guard arguments.count == 3, arguments[1].label == "action", arguments[2].label == "for"
    else { return }
    let what = "write addAction(UIAction { action in … }, for: …) calling the method"
    guard targetIsSelf(arguments[0], call: index, what),
      let selector = selector(in: arguments[1], call: index, what),
      let method = method(for: selector, at: index, maxArity: 2, what: what)
    else { return }
    var values: [String] = []
    for (position, parameter) in method.parameters.enumerated() {
      values.append(
        position == 0 ? Self.convert("action.sender", of: nil, to: parameter.type) : "UIEvent()")
    }
    let action =
      context.removedActions.contains(method.name)
      ? "UIAction(identifier: \(actionIdentifier(method)))" : "UIAction"
    let parameter = method.parameters.isEmpty ? "_" : "action"
    let events = file.text(from: arguments[2].first, through: arguments[2].last)
    replace(
      index, through: close,
      with:
        "addAction(\(action) { [unowned self] \(parameter) in "
        + "\(Self.call(method, on: "self", values))\u{0} }, for: \(events))",
      "target-action -> a UIAction")
  }

  /// The declared type of the receiver of the call at `index` (`pan` in `pan.addTarget`,
  /// `self.pan.addTarget`), when the files declare it once.
  private func receiverType(ofCallAt index: Int) -> String? {
    guard file.isPunctuation(index - 1, "."), file.isKind(index - 2, .identifier),
      !file.is(index - 2, "self")
    else { return nil }
    guard let type = context.declaredTypes[file.text(index - 2)], !type.isEmpty else {
      return nil
    }
    return type
  }

  /// `removeTarget(self, action: #selector(f), for: e)` -> removing the action `addTarget`'s
  /// port added, by its identifier.
  mutating func removeTarget(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.count == 3, arguments[1].label == "action", arguments[2].label == "for"
    else { return }
    let what = "give the action an identifier and write removeAction(identifiedBy:for:)"
    guard targetIsSelf(arguments[0], call: index, what),
      let selector = selector(in: arguments[1], call: index, what),
      let method = method(for: selector, at: index, maxArity: 2, what: what)
    else { return }
    let events = file.text(from: arguments[2].first, through: arguments[2].last)
    replace(
      index, through: Int(file.match[open]),
      with: "removeAction(identifiedBy: \(actionIdentifier(method)), for: \(events))\u{0}",
      "target-action removal -> removing the UIAction by its identifier")
  }

  /// `.init(barButtonSystemItem: …, target: self, action: #selector(f))`, a bar button item
  /// whose type is inferred: its labels say what it is.
  mutating func inferredInit(_ index: Int) {
    guard file.isPunctuation(index, "."), file.is(index + 1, "init"),
      file.isPunctuation(index + 2, "(")
    else { return }
    let labels = Set(file.arguments(ofCallAt: index + 2).compactMap(\.label))
    let itemLabels: Set<String> = ["barButtonSystemItem", "title", "image", "style"]
    guard labels.isSuperset(of: ["target", "action"]), !labels.isDisjoint(with: itemLabels)
    else { return }
    barButtonItem(index + 1)
  }

  /// `UIBarButtonItem(…, target: self, action: #selector(f))` -> the `primaryAction:` form.
  mutating func barButtonItem(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard let actionArgument = arguments.first(where: { $0.label == "action" }),
      let targetArgument = arguments.first(where: { $0.label == "target" })
    else { return }
    let what = "write UIBarButtonItem(…, primaryAction: UIAction { action in … })"
    guard targetIsSelf(targetArgument, call: index, what),
      let selector = selector(in: actionArgument, call: index, what),
      let method = method(for: selector, at: index, maxArity: 1, what: what)
    else { return }
    var kept: [String] = []
    var droppedStyle = false
    for argument in arguments where argument.label != "target" && argument.label != "action" {
      let value = file.text(from: argument.first, through: argument.last)
      switch argument.label {
      case "style": droppedStyle = true
      case "barButtonSystemItem": kept.append("systemItem: \(value)")
      case let label?: kept.append("\(label): \(value)")
      case nil: kept.append(value)
      }
    }
    let values = method.parameters.map {
      Self.convert("action.sender", of: nil, to: $0.type)
    }
    let parameter = method.parameters.isEmpty ? "_" : "action"
    kept.append(
      "primaryAction: UIAction { [unowned self] \(parameter) in "
        + "\(Self.call(method, on: "self", values))\u{0} }")
    replace(
      index, through: Int(file.match[open]),
      with: "\(file.text(index))(\(kept.joined(separator: ", ")))",
      "target-action -> primaryAction"
        + (droppedStyle ? " (style dropped: the primaryAction initializers take none)" : ""))
  }

  /// `UITapGestureRecognizer(target: self, action: #selector(f))` -> the handler initializer.
  mutating func gestureRecognizerInit(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.count == 2, arguments[0].label == "target", arguments[1].label == "action"
    else { return }
    let type = file.text(index)
    let what = "write \(type) { recognizer in … } calling the method"
    guard targetIsSelf(arguments[0], call: index, what),
      let selector = selector(in: arguments[1], call: index, what),
      let method = method(for: selector, at: index, maxArity: 1, what: what)
    else { return }
    let values = method.parameters.map {
      Self.convert("recognizer", of: type, supertypes: ["UIGestureRecognizer"], to: $0.type)
    }
    let parameter = method.parameters.isEmpty ? "_" : "recognizer"
    replace(
      index, through: Int(file.match[open]),
      with:
        "\(type) { [unowned self] \(parameter) in \(Self.call(method, on: "self", values))\u{0} }",
      "target-action -> the recognizer's handler initializer")
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks (bytes, not
  /// characters: all four are ASCII).
  var trimmingSpaces: String {
    let bytes = utf8
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return "" }
    if first == bytes.startIndex, last == bytes.index(before: bytes.endIndex) { return self }
    return String(self[first...last])
  }
}
