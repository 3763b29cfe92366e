/// The rules for selectors that notifications, timers and delayed performs call, and the
/// report of every other selector.
extension Rewriter {
  /// `addObserver(self, selector: #selector(f), name: n, object: o)` ->
  /// `addMainActorObserver(self, name: n, object: o) { observer, notification in … }`.
  mutating func addObserver(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.count == 4, arguments[1].label == "selector", arguments[2].label == "name",
      arguments[3].label == "object"
    else { return }
    let what =
      "write addMainActorObserver(observer, name:object:) { observer, notification in … }"
    guard targetIsSelf(arguments[0], call: index, what),
      let selector = selector(in: arguments[1], call: index, what),
      let method = method(for: selector, at: index, maxArity: 1, what: what)
    else { return }
    let values = method.parameters.map {
      Self.convert("notification", of: "Notification", to: $0.type)
    }
    let name = file.text(from: arguments[2].first, through: arguments[2].last)
    let object = file.text(from: arguments[3].first, through: arguments[3].last)
    let parameter = method.parameters.isEmpty ? "_" : "notification"
    replace(
      index, through: Int(file.match[open]),
      with:
        "addMainActorObserver(self, name: \(name), object: \(object)) { observer, \(parameter) in "
        + "\(Self.call(method, on: "observer", values))\u{0} }",
      "selector observer -> a main-actor block observer kept with its observer")
  }

  /// `removeObserver(self)` and `removeObserver(self, name:object:)` -> the helper's removal
  /// (Foundation's does not remove block observers).
  mutating func removeObserver(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard let first = arguments.first, first.label == nil, first.first == first.last,
      file.is(first.first, "self")
    else { return }
    let rest: String
    if arguments.count == 1 {
      rest = ""
    } else if arguments.count == 3, arguments[1].label == "name", arguments[2].label == "object" {
      rest =
        ", name: \(file.text(from: arguments[1].first, through: arguments[1].last)), object: "
        + file.text(from: arguments[2].first, through: arguments[2].last)
    } else {
      return
    }
    replace(
      index, through: Int(file.match[open]), with: "removeMainActorObservers(self\(rest))\u{0}",
      "observer removal -> removing the main-actor block observers")
  }

  /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` ->
  /// `Timer.scheduledMainActorTimer(withTimeInterval:repeats:) { [self] timer in … }`.
  mutating func scheduledTimer(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.map(\.label) == ["timeInterval", "target", "selector", "userInfo", "repeats"]
    else { return }
    let what = "write Timer.scheduledMainActorTimer(withTimeInterval:repeats:) { timer in … }"
    guard targetIsSelf(arguments[1], call: index, what),
      let selector = selector(in: arguments[2], call: index, what),
      let method = method(for: selector, at: index, maxArity: 1, what: what)
    else { return }
    func text(_ argument: SourceFile.Argument) -> String {
      file.text(from: argument.first, through: argument.last)
    }
    let userInfo = text(arguments[3]) == "nil" ? "" : "userInfo: \(text(arguments[3])), "
    let values = method.parameters.map { Self.convert("timer", of: "Timer", to: $0.type) }
    let parameter = method.parameters.isEmpty ? "_" : "timer"
    // A strong capture, as the timer retains its target until it is invalidated.
    replace(
      index, through: Int(file.match[open]),
      with:
        "scheduledMainActorTimer(withTimeInterval: \(text(arguments[0])), \(userInfo)"
        + "repeats: \(text(arguments[4]))) { [self] \(parameter) in "
        + "\(Self.call(method, on: "self", values))\u{0} }",
      "selector timer -> a main-actor timer (on the test host's clock when there is one)")
  }

  /// `perform(#selector(f), with: x, afterDelay: d)` ->
  /// `performOnMainActor(after: d) { [self, argument = x] in self.f(argument) }`.
  mutating func performAfterDelay(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard let first = arguments.first, first.label == nil, file.is(first.first, "#selector")
    else { return }
    let what = "call the method directly, or performOnMainActor(after:) { … } for a delay"
    if file.isPunctuation(index - 1, "."), !file.is(index - 2, "self") {
      report(index, .notPorted, "the receiver is not self: \(what)")
      claimedUpTo = max(claimedUpTo, Int(file.match[open]) + 1)
      return
    }
    guard arguments.count == 3, arguments[1].label == "with", arguments[2].label == "afterDelay"
    else {
      report(index, .notPorted, "perform without a delay: \(what)")
      claimedUpTo = max(claimedUpTo, Int(file.match[open]) + 1)
      return
    }
    guard let selector = selector(in: first, call: index, what),
      let method = method(for: selector, at: index, maxArity: 1, what: what)
    else { return }
    let argument = file.text(from: arguments[1].first, through: arguments[1].last)
    let delay = file.text(from: arguments[2].first, through: arguments[2].last)
    var capture = "[self]"
    var values: [String] = []
    if !method.parameters.isEmpty {
      if argument == "nil" {
        values = ["nil"]
      } else {
        // Captured now, as perform(_:with:afterDelay:) retains its argument.
        capture = "[self, argument = \(argument)]"
        values = ["argument"]
      }
    }
    // performOnMainActor is a function, not a method: `self.` goes with the call.
    let start = file.isPunctuation(index - 1, ".") ? index - 2 : index
    replace(
      start, through: Int(file.match[open]),
      with:
        "performOnMainActor(after: \(delay)) { \(capture) in "
        + "\(Self.call(method, on: "self", values))\u{0} }",
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
        file.arguments(ofCallAt: index + 1).first?.label
          == "to"
      else { return }
      message =
        "responds(to:) needs the Objective-C runtime: an optional requirement of a ported "
        + "@objc protocol has a default implementation, so call it directly"
    case "NSSelectorFromString", "Selector":
      message =
        "selectors need the Objective-C runtime: call the method through a closure, or switch "
        + "on the name"
    default:
      guard file.arguments(ofCallAt: index + 1).contains(where: { $0.label == "selector" })
      else { return }
      message =
        "CADisplayLink has no Linux counterpart: drive the animation with "
        + "Timer.scheduledMainActorTimer(withTimeInterval:repeats:) or the test host's clock"
    }
    report(index, .notPorted, message)
    claimedUpTo = max(claimedUpTo, Int(file.match[index + 1]) + 1)
  }
}
