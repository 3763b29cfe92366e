import Foundation
public import HeadlessKit
import HeadlessKitTesting

// The steps a script takes the way a user or a test would: each finds what it acts on by
// identifier, acts, and flushes. A step whose identifier no view has fails the scenario
// with a message that names the step and the identifier, and lists the ones that exist.
extension ScenarioRun {
  /// Shows `controller` as the window's root and runs the first pass.
  /// - Parameters:
  ///   - controller: The root controller.
  ///   - title: What the step says; `show <Type>` by default.
  public func show(_ controller: Controller, _ title: String? = nil) {
    step(title ?? "show \(Swift.type(of: controller))") { host.show(controller) }
  }

  /// Sets the window's traits as iOS does when the person changes a setting (Dark Mode,
  /// the text size): overrides on the window, then a flush.
  ///
  /// ```swift
  /// run.setTraits("turn on Dark Mode") { $0.userInterfaceStyle = .dark }
  /// ```
  /// - Parameters:
  ///   - title: What the step says; `set traits` by default.
  ///   - mutations: Sets the window's overrides.
  public func setTraits(_ title: String? = nil, _ mutations: (inout TraitOverrides) -> Void) {
    step(title ?? "set traits") {
      var overrides = host.window.traitOverrides
      mutations(&overrides)
      host.window.traitOverrides = overrides
    }
  }

  /// Taps the button with `identifier`, as a finger would (a disabled one ignores it).
  /// - Parameters:
  ///   - identifier: The button's identifier.
  ///   - title: What the step says; `tap <identifier>` by default.
  public func tap(_ identifier: String, _ title: String? = nil) {
    act(title ?? "tap \(identifier)", on: identifier, as: Button.self) { $0.tap() }
  }

  /// Types `text` into the text field with `identifier`, as a keyboard would.
  /// - Parameters:
  ///   - text: The characters.
  ///   - identifier: The text field's identifier.
  ///   - title: What the step says; `type "<text>" into <identifier>` by default.
  public func type(_ text: String, into identifier: String, _ title: String? = nil) {
    act(title ?? "type \"\(text)\" into \(identifier)", on: identifier, as: TextFieldControl.self) {
      $0.type(text)
    }
  }

  /// Toggles the switch with `identifier`.
  /// - Parameters:
  ///   - identifier: The switch's identifier.
  ///   - title: What the step says; `toggle <identifier>` by default.
  public func toggle(_ identifier: String, _ title: String? = nil) {
    act(title ?? "toggle \(identifier)", on: identifier, as: Switch.self) { $0.toggle() }
  }

  /// Slides the slider with `identifier` to `value` (clamped to its range).
  /// - Parameters:
  ///   - identifier: The slider's identifier.
  ///   - value: Where to slide.
  ///   - title: What the step says; `slide <identifier> to <value>` by default.
  public func slide(_ identifier: String, to value: Double, _ title: String? = nil) {
    act(
      title ?? "slide \(identifier) to \(value)", on: identifier,
      as: SliderControl.self
    ) {
      $0.slide(to: value)
    }
  }

  /// Taps a row of a list, as a finger would.
  /// - Parameters:
  ///   - row: The row within its section.
  ///   - section: The section; 0 by default.
  ///   - identifier: The list's identifier; the first list on screen when `nil`.
  ///   - title: What the step says; `select row <row>` by default.
  public func select(
    row: Int, section: Int = 0, in identifier: String? = nil, _ title: String? = nil
  ) {
    let title = title ?? "select row \(row)" + (section == 0 ? "" : " of section \(section)")
    step(title) {
      let list: ListView?
      if let identifier {
        list = find(identifier, as: ListView.self, step: title)
        guard list != nil else { return }
      } else {
        list = host.views(ofType: ListView.self).first
        guard list != nil else { return fail("no list on screen", step: title) }
      }
      guard let list else { return }
      let snapshot = list.snapshot
      guard snapshot.sectionIdentifiers.indices.contains(section),
        snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[section]).indices
          .contains(row)
      else {
        let counts = snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) }
        return fail(
          "no row \(row) in section \(section); rows per section: "
            + (counts.isEmpty ? "none" : counts.map(String.init).joined(separator: ", ")),
          step: title)
      }
      list.tapRow(at: IndexPath(item: row, section: section))
    }
  }

  /// Pushes `controller` onto the navigation controller on screen.
  /// - Parameters:
  ///   - controller: The controller to push.
  ///   - title: What the step says; `push <Type>` by default.
  public func push(_ controller: Controller, _ title: String? = nil) {
    let title = title ?? "push \(Swift.type(of: controller))"
    step(title) {
      guard let navigation = visibleNavigationController else {
        return fail("no navigation controller on screen", step: title)
      }
      navigation.push(controller, completion: nil)
    }
  }

  /// Pops the top controller of the navigation controller on screen.
  /// - Parameter title: What the step says; `pop` by default.
  public func pop(_ title: String? = nil) {
    let title = title ?? "pop"
    step(title) {
      guard let navigation = visibleNavigationController else {
        return fail("no navigation controller on screen", step: title)
      }
      guard navigation.controllers.count > 1 else {
        return fail("the navigation stack holds its root only", step: title)
      }
      _ = navigation.pop()
    }
  }

  /// Presents `controller` from the topmost controller on screen.
  /// - Parameters:
  ///   - controller: The controller to present.
  ///   - style: A sheet (the default) or full screen.
  ///   - title: What the step says; `present <Type>` by default.
  public func present(
    _ controller: Controller, style: PresentationStyle = .sheet(detents: [.large]),
    _ title: String? = nil
  ) {
    let title = title ?? "present \(Swift.type(of: controller))"
    step(title) {
      guard let top = topmostController else {
        return fail("no controller on screen; show one first", step: title)
      }
      top.present(controller, style: style)
    }
  }

  /// Dismisses the topmost presented controller.
  /// - Parameter title: What the step says; `dismiss` by default.
  public func dismiss(_ title: String? = nil) {
    let title = title ?? "dismiss"
    step(title) {
      guard let presenting = topmostController?.presentingController else {
        return fail("nothing is presented", step: title)
      }
      presenting.dismiss()
    }
  }

  /// A step that only runs the pending passes (after writes made outside a step).
  /// - Parameter title: What the step says; `flush` by default.
  public func flush(_ title: String? = nil) {
    step(title ?? "flush") {}
  }

  /// Runs passes as changes arrive, as `Application.run()` would, until `condition`
  /// holds after one: for state other threads write (start them in `action`, or before).
  /// Waiting longer than `timeout` is a script error, never a hang.
  ///
  /// ```swift
  /// run.waitForPass("the download finishes", action: { downloader.start() }) {
  ///   screen.progress.text == "100%"
  /// }
  /// ```
  /// - Parameters:
  ///   - title: What the step waits for.
  ///   - timeout: How long to wait at most; 5 seconds by default.
  ///   - action: Runs first, on the main actor (start the writers here).
  ///   - condition: Checked after each pass; the step ends when it holds.
  public func waitForPass(
    _ title: String, timeout: Duration = .seconds(5), action: () -> Void = {},
    until condition: @escaping @MainActor () -> Bool
  ) {
    step(title) {
      action()
      let clock = ContinuousClock()
      let deadline = clock.now + timeout
      while true {
        host.flush()  // serves every change posted so far, from any thread
        if condition() { return }
        guard clock.now < deadline else {
          return fail("waited \(timeout) and no pass made the condition hold", step: title)
        }
        Thread.sleep(forTimeInterval: 0.001)  // the writers' turn
      }
    }
  }

  /// Checks a property of the view with `identifier` after the current step; the value
  /// is written as text (`Optional` values unwrapped, `nil` as `nil`).
  ///
  /// ```swift
  /// run.check("the label follows", view: "themeLabel", as: Label.self, \.text,
  ///           equals: "Coral")
  /// ```
  /// - Parameters:
  ///   - expectation: What is expected, in words.
  ///   - identifier: The view's identifier.
  ///   - type: The view's class (a subclass whose property is read).
  ///   - property: The property to read.
  ///   - expected: The value expected in this configuration.
  public func check<V: View, Value>(
    _ expectation: String, view identifier: String, as type: V.Type,
    _ property: KeyPath<V, Value>, equals expected: String
  ) {
    let step = steps.last?.title ?? "set up"
    guard find(identifier, as: type, step: step) != nil else { return }
    check(
      expectation,
      {
        guard let view = self.host.view(identifier) as? V else { return nil }
        return Self.text(view[keyPath: property])
      }(), equals: expected)
  }

  /// Checks a property of the view with `identifier` after the current step, against a
  /// value that differs per mode (see ``check(_:_:equals:)-(_,_,[ScenarioMode:String])``).
  /// - Parameters:
  ///   - expectation: What is expected, in words.
  ///   - identifier: The view's identifier.
  ///   - type: The view's class (a subclass whose property is read).
  ///   - property: The property to read.
  ///   - values: The expected value in each mode; a mode it lacks is a script error.
  public func check<V: View, Value>(
    _ expectation: String, view identifier: String, as type: V.Type,
    _ property: KeyPath<V, Value>, equals values: [ScenarioMode: String]
  ) {
    guard let expected = expectedValue(expectation, values) else { return }
    check(expectation, view: identifier, as: type, property, equals: expected)
  }

  /// Checks a value whose expectation differs per mode: `values` gives the expected
  /// value of each mode the scenario runs in.
  ///
  /// ```swift
  /// run.check("the label follows", label.text,
  ///           equals: [.v26: "Coral", .v18WithKey: "Coral", .v18: "Forest",
  ///                    .trackingDisabled: "Forest"])
  /// ```
  /// - Parameters:
  ///   - expectation: What is expected, in words.
  ///   - actual: The value seen.
  ///   - values: The expected value in each mode; a mode it lacks is a script error.
  public func check(
    _ expectation: String, _ actual: @autoclosure @escaping @MainActor () -> String?,
    equals values: [ScenarioMode: String]
  ) {
    guard let expected = expectedValue(expectation, values) else { return }
    check(expectation, actual(), equals: expected)
  }

  /// The value `values` expects in this run's mode; else records the script error.
  private func expectedValue(_ expectation: String, _ values: [ScenarioMode: String])
    -> String?
  {
    if let expected = values[mode] { return expected }
    recordInCurrentStep {
      $0.errors.append(
        "check '\(expectation)' gives no expected value for \(mode.rawValue); it gives: "
          + ScenarioMode.allCases.filter { values[$0] != nil }.map(\.rawValue)
          .joined(separator: ", "))
    }
    return nil
  }

  // MARK: Helpers

  /// Runs a step acting on the view with `identifier`, of class `V`.
  private func act<V: View>(
    _ title: String, on identifier: String, as type: V.Type, _ action: (V) -> Void
  ) {
    step(title) {
      if let view = find(identifier, as: type, step: title) { action(view) }
    }
  }

  /// The view with `identifier`, of class `V`; else records the error in the current step
  /// and returns `nil`.
  private func find<V: View>(_ identifier: String, as type: V.Type, step: String) -> V? {
    if let view = host.view(identifier) as? V { return view }
    let kind = String(describing: type)
    let existing = host.views(ofType: type).compactMap(\.identifier)
    let what =
      host.view(identifier).map { "'\(identifier)' is a \(Swift.type(of: $0)), not a \(kind)" }
      ?? "no \(kind) '\(identifier)'"
    fail(
      "\(what); \(kind) identifiers on screen: "
        + (existing.isEmpty ? "none" : existing.joined(separator: ", ")), step: step)
    return nil
  }

  /// Records a script error in the current step: `step 'tap buy': no Button 'buy'; …`.
  private func fail(_ message: String, step: String) {
    recordInCurrentStep { $0.errors.append("step '\(step)': \(message)") }
  }

  /// The controller on top: the root's last presented controller.
  private var topmostController: Controller? {
    var top = host.window.rootController
    while let presented = top?.presentedController { top = presented }
    return top
  }

  /// The stack of the navigation controller on screen (HeadlessKit's or UIKit's): the
  /// topmost controller, or the first one among its shown descendants (a tab's, a
  /// child's).
  private var visibleNavigationController: NavigationStack? {
    var queue = topmostController.map { [$0] } ?? []
    while !queue.isEmpty {
      let controller = queue.removeFirst()
      if let navigation = controller as? any NavigationStackHost {
        return navigation.navigationStack
      }
      if let tabs = controller as? any TabSetHost {
        if let tab = tabs.tabSet.currentTab { queue.append(tab) }
      } else {
        queue += controller.children
      }
    }
    return nil
  }

  /// A value as text: optionals unwrapped, `nil` as `nil`.
  private static func text(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return text(wrapped)
    }
    return "\(value)"
  }
}
