/// The rules for selectors that notifications, timers and delayed performs call, and the
/// report of every other selector.
extension Rewriter {
  /// `addObserver(self, selector: #selector(f), name: n, object: o)` ->
  /// `addMainActorObserver(self, name: n, object: o) { observer, notification in … }`.
  mutating func addObserver(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.count == 4, file.hasLabel(arguments[1], "selector"),
      file.hasLabel(arguments[2], "name"), file.hasLabel(arguments[3], "object")
    else { return }
    let what =
      "write addMainActorObserver(observer, name:object:) { observer, notification in … }"
    guard targetIsSelf(arguments[0], call: index, what),
      let selector = selector(in: arguments[1], call: index, what),
      let method = method(for: selector, at: index, maxArity: 1, what: what)
    else { return }
    let start = replacementStart
    write("addMainActorObserver(self, name: ")
    write(from: arguments[2].first, through: arguments[2].last)
    write(", object: ")
    write(from: arguments[3].first, through: arguments[3].last)
    write(") { observer, ")
    write(method.parameters.isEmpty ? "_" : "notification")
    write(" in ")
    writeCall(method, on: "observer")
    for (position, parameter) in method.parameters.enumerated() {
      writeLabel(parameter, at: position)
      writeConverted("notification", of: "Notification", to: parameter.type)
    }
    write(")")
    writeLineBreaks()
    write(" }")
    replace(
      index, through: Int(file.match[open]), writtenFrom: start,
      "selector observer -> a main-actor block observer kept with its observer")
  }

  /// `removeObserver(self)` and `removeObserver(self, name:object:)` -> the helper's removal
  /// (Foundation's does not remove block observers).
  mutating func removeObserver(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard let first = arguments.first, first.labelToken < 0, first.first == first.last,
      file.is(first.first, "self")
    else { return }
    guard
      arguments.count == 1
        || (arguments.count == 3 && file.hasLabel(arguments[1], "name")
          && file.hasLabel(arguments[2], "object"))
    else { return }
    let start = replacementStart
    write("removeMainActorObservers(self")
    if arguments.count == 3 {
      write(", name: ")
      write(from: arguments[1].first, through: arguments[1].last)
      write(", object: ")
      write(from: arguments[2].first, through: arguments[2].last)
    }
    write(")")
    writeLineBreaks()
    replace(
      index, through: Int(file.match[open]), writtenFrom: start,
      "observer removal -> removing the main-actor block observers")
  }

  /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` ->
  /// `Timer.scheduledMainActorTimer(withTimeInterval:repeats:) { [self] timer in … }`.
  mutating func scheduledTimer(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.count == 5, file.hasLabel(arguments[0], "timeInterval"),
      file.hasLabel(arguments[1], "target"), file.hasLabel(arguments[2], "selector"),
      file.hasLabel(arguments[3], "userInfo"), file.hasLabel(arguments[4], "repeats")
    else { return }
    let what = "write Timer.scheduledMainActorTimer(withTimeInterval:repeats:) { timer in … }"
    guard targetIsSelf(arguments[1], call: index, what),
      let selector = selector(in: arguments[2], call: index, what),
      let method = method(for: selector, at: index, maxArity: 1, what: what)
    else { return }
    // A strong capture, as the timer retains its target until it is invalidated.
    let start = replacementStart
    write("scheduledMainActorTimer(withTimeInterval: ")
    write(from: arguments[0].first, through: arguments[0].last)
    write(", ")
    let userInfo = arguments[3]
    if !(userInfo.first == userInfo.last && file.is(userInfo.first, "nil")) {
      write("userInfo: ")
      write(from: userInfo.first, through: userInfo.last)
      write(", ")
    }
    write("repeats: ")
    write(from: arguments[4].first, through: arguments[4].last)
    write(") { [self] ")
    write(method.parameters.isEmpty ? "_" : "timer")
    write(" in ")
    writeCall(method, on: "self")
    for (position, parameter) in method.parameters.enumerated() {
      writeLabel(parameter, at: position)
      writeConverted("timer", of: "Timer", to: parameter.type)
    }
    write(")")
    writeLineBreaks()
    write(" }")
    replace(
      index, through: Int(file.match[open]), writtenFrom: start,
      "selector timer -> a main-actor timer (on the test host's clock when there is one)")
  }

  /// `perform(#selector(f), with: x, afterDelay: d)` ->
  /// `performOnMainActor(after: d) { [self, argument = x] in self.f(argument) }`.
  mutating func performAfterDelay(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard let first = arguments.first, first.labelToken < 0, file.is(first.first, "#selector")
    else { return }
    let what = "call the method directly, or performOnMainActor(after:) { … } for a delay"
    if file.isPunctuation(index - 1, "."), !file.is(index - 2, "self") {
      report(index, .notPorted, "the receiver is not self: \(what)")
      claimedUpTo = max(claimedUpTo, Int(file.match[open]) + 1)
      return
    }
    guard arguments.count == 3, file.hasLabel(arguments[1], "with"),
      file.hasLabel(arguments[2], "afterDelay")
    else {
      report(index, .notPorted, "perform without a delay: \(what)")
      claimedUpTo = max(claimedUpTo, Int(file.match[open]) + 1)
      return
    }
    guard let selector = selector(in: first, call: index, what),
      let method = method(for: selector, at: index, maxArity: 1, what: what)
    else { return }
    let argument = arguments[1]
    let delay = arguments[2]
    let argumentIsNil = argument.first == argument.last && file.is(argument.first, "nil")
    // performOnMainActor is a function, not a method: `self.` goes with the call.
    let callStart = file.isPunctuation(index - 1, ".") ? index - 2 : index
    let start = replacementStart
    write("performOnMainActor(after: ")
    write(from: delay.first, through: delay.last)
    write(") { ")
    if !method.parameters.isEmpty, !argumentIsNil {
      // Captured now, as perform(_:with:afterDelay:) retains its argument.
      write("[self, argument = ")
      write(from: argument.first, through: argument.last)
      write("]")
    } else {
      write("[self]")
    }
    write(" in ")
    writeCall(method, on: "self")
    if let parameter = method.parameters.first {
      writeLabel(parameter, at: 0)
      write(argumentIsNil ? "nil" : "argument")
    }
    write(")")
    writeLineBreaks()
    write(" }")
    replace(
      callStart, through: Int(file.match[open]), writtenFrom: start,
      "delayed perform -> a main-actor delayed call (on the test host's clock when there is one)",
      call: index)
  }

  /// A `#selector` no rule ported: left, and reported, so the build fails on its line.
  mutating func unportedSelector(_ index: Int) {
    report(
      index, .notPorted,
      "#selector needs the Objective-C runtime: pass a closure instead (addAction(UIAction "
        + "{ … }, for:), a recognizer's handler, or a direct call)")
    if file.isPunctuation(index + 1, "(") {
      claimedUpTo = max(claimedUpTo, Int(file.match[index + 1]) + 1)
    }
  }

  /// `responds(to:)`, `NSSelectorFromString`, `Selector(…)`, `CADisplayLink(target:selector:)`.
  mutating func unportableCall(_ index: Int) {
    guard file.isPunctuation(index + 1, "(") else { return }
    let message: String
    switch file.text(index) {
    case "responds":
      guard file.isPunctuation(index - 1, "."),
        file.arguments(ofCallAt: index + 1).first.map({ file.hasLabel($0, "to") }) == true
      else { return }
      message =
        "responds(to:) needs the Objective-C runtime: an optional requirement of a ported "
        + "@objc protocol has a default implementation, so call it directly"
    case "NSSelectorFromString", "Selector":
      message =
        "selectors need the Objective-C runtime: call the method through a closure, or switch "
        + "on the name"
    default:
      guard file.arguments(ofCallAt: index + 1).contains(where: { file.hasLabel($0, "selector") })
      else { return }
      message =
        "CADisplayLink has no Linux counterpart: drive the animation with "
        + "Timer.scheduledMainActorTimer(withTimeInterval:repeats:) or the test host's clock"
    }
    report(index, .notPorted, message)
    claimedUpTo = max(claimedUpTo, Int(file.match[index + 1]) + 1)
  }
}
