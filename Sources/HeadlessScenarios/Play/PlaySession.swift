import Foundation
import HeadlessKit
import HeadlessKitTesting

/// `headless play`: a scenario's screen driven by commands, one a line.
@MainActor
final class PlaySession {
  nonisolated static let commandHelp = """
      tree              print the screen as a tree
      text [ascii]      draw the screen as text (8 x 20 points a character); also 'picture'
      svg FILE [dark]   write the screen as SVG to FILE, in the dark appearance if asked
                        (a dark style override on the window while it is drawn)
      traits dark|light|size WxH|content-size L
                        set the window's traits as iOS would (a style or Dynamic Type
                        override, a new window size), then flush; L is xs s m l xl xxl
                        xxxl ax1..ax5
      tap ID            tap the button with identifier ID, then flush
      type ID TEXT      type into the text field ID
      toggle ID         toggle the switch ID
      flush             run pending passes
      trace on|off      report why hooks re-run (the session goes on)
      set-platform 18|26  run the scenario again on that platform
      audit             audit the screen's accessibility (contrast, target sizes, labels,
                        text at the largest size, images, duplicate labels): one FAIL
                        line per problem, naming the element and the fix
      checks            evaluate, against the screen as it is now, the expectations of
                        the scenario's last step (the screen its script ends on): right
                        after start they all pass
      help              this list
      quit              leave (also Ctrl-D)

    On a terminal: Left/Right, Home/End (Ctrl-A/E) move; Backspace, Ctrl-U/W/K delete;
    Up/Down walk the history; Tab completes commands and view identifiers; Ctrl-L clears
    the screen; Ctrl-C drops the line.
    play exits 1 when a command failed (an error) or a check failed, else 0.
    """

  /// The commands, for completion.
  nonisolated static let commands = [
    "tree", "text", "picture", "svg", "traits", "tap", "type", "toggle", "flush", "trace",
    "set-platform",
    "audit", "checks", "help", "quit",
  ]

  /// Whether a command failed or a check failed: `play` then exits 1.
  private(set) var hadFailure = false

  private var options: Invocation.RunOptions
  private let scenario: Scenario
  private var result: ScenarioResult
  private var run: ScenarioRun

  init(options: Invocation.RunOptions, scenario: Scenario) {
    self.options = options
    self.scenario = scenario
    (run, result) = Self.start(scenario, options)
  }

  private static func start(_ scenario: Scenario, _ options: Invocation.RunOptions) -> (
    ScenarioRun, ScenarioResult
  ) {
    let mode = ScenarioMode(platform: options.platform.platform, tracking: options.tracking)
    return scenario.start(mode: mode, trace: options.trace)
  }

  /// The banner printed before the first command.
  var banner: String {
    "playing \(scenario.name) (\(result.mode.label)); type 'help' for commands"
  }

  /// Handles one line. Returns what to print, and whether to quit; notes a failure
  /// (an error, a failed check) for the exit code.
  func handle(_ line: String) -> (output: String, quit: Bool) {
    let (output, quit) = respond(to: line)
    if output.hasPrefix("error:")
      || output.split(separator: "\n").contains(where: {
        $0.hasPrefix("FAIL")
      })
    {
      hadFailure = true
    }
    return (output, quit)
  }

  /// Completions of `partial` after the words `before`: commands first, then the
  /// identifiers (or values) the command takes.
  func completions(before: [String], partial: String) -> [String] {
    guard let command = before.first else { return Self.commands }
    guard before.count == 1 else { return [] }
    switch command {
    case "tap": return identifierList(of: Button.self)
    case "type": return identifierList(of: TextFieldControl.self)
    case "toggle": return identifierList(of: Switch.self)
    case "trace": return ["on", "off"]
    case "set-platform": return ["18", "26"]
    case "text", "picture": return ["ascii"]
    default: return []
    }
  }

  private func respond(to line: String) -> (output: String, quit: Bool) {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let command = words.first else { return ("", false) }
    let arguments = Array(words.dropFirst())
    let host = run.host
    switch command {
    case "quit", "exit":
      return ("bye", true)
    case "help":
      return (Self.commandHelp, false)
    case "tree":
      return (host.window.treeDescription(), false)
    case "picture", "text":
      guard arguments.isEmpty || arguments == ["ascii"] else {
        return ("error: '\(arguments.joined(separator: " "))': usage: \(command) [ascii]", false)
      }
      return (host.window.renderText(ascii: arguments.first == "ascii"), false)
    case "svg":
      guard
        arguments.count == 1 || (arguments.count == 2 && ["light", "dark"].contains(arguments[1]))
      else { return ("error: usage: svg FILE [light|dark]", false) }
      do {
        let svg =
          arguments.count == 2
          ? host.renderSVG(appearance: InterfaceStyle(rawValue: arguments[1])!)
          : host.window.renderSVG()
        try Data(svg.utf8).write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
        return ("wrote \(arguments[0])", false)
      } catch {
        return ("error: cannot write '\(arguments[0])': \(error.localizedDescription)", false)
      }
    case "flush":
      return (collect { host.flush() }, false)
    case "traits":
      return traits(arguments)
    case "tap":
      guard arguments.count == 1 else { return ("error: usage: tap ID", false) }
      guard let button = host.button(arguments[0]) else {
        return (
          "error: no button '\(arguments[0])'; buttons: \(identifiers(of: Button.self))", false
        )
      }
      return (
        collect {
          button.tap(); host.flush()
        }, false
      )
    case "type":
      guard arguments.count >= 2 else { return ("error: usage: type ID TEXT", false) }
      guard let field = host.view(arguments[0]) as? TextFieldControl else {
        return (
          "error: no text field '\(arguments[0])'; text fields: \(identifiers(of: TextFieldControl.self))",
          false
        )
      }
      let text = arguments.dropFirst().joined(separator: " ")
      return (
        collect {
          field.type(text); host.flush()
        }, false
      )
    case "toggle":
      guard arguments.count == 1 else { return ("error: usage: toggle ID", false) }
      guard let control = host.view(arguments[0]) as? Switch else {
        return (
          "error: no switch '\(arguments[0])'; switches: \(identifiers(of: Switch.self))", false
        )
      }
      return (
        collect {
          control.toggle(); host.flush()
        }, false
      )
    case "trace":
      guard arguments.count == 1, ["on", "off"].contains(arguments[0]) else {
        return ("error: usage: trace on|off", false)
      }
      options.trace = arguments[0] == "on"
      host.application.setTracing(options.trace)
      return ("trace \(arguments[0])", false)
    case "set-platform":
      guard arguments.count == 1, let platform = Invocation.PlatformChoice(rawValue: arguments[0])
      else { return ("error: usage: set-platform 18|26", false) }
      options.platform = platform
      (run, result) = Self.start(scenario, options)
      return ("restarted on \(result.mode.label)", false)
    case "audit":
      let findings = host.accessibilityFindings()
      guard !findings.isEmpty else { return ("ok    no accessibility problems", false) }
      return (findings.map { "FAIL  \($0.kind): \($0)" }.joined(separator: "\n"), false)
    case "checks":
      // Evaluated now, against the screen as the session has left it.
      let lines = run.finalChecksNow().map {
        ($0.passed ? "ok    " : "FAIL  ") + "\($0.expectation): \"\($0.actual)\""
          + ($0.passed ? "" : " (expected \"\($0.expected)\")")
      }
      return (lines.joined(separator: "\n"), false)
    default:
      return (
        "error: unknown command '\(command)'; valid: "
          + Self.commands.joined(separator: ", "), false
      )
    }
  }

  /// Runs `body` and describes the hooks it ran and what was reported.
  /// `traits dark|light|size WxH|content-size L`.
  private func traits(_ arguments: [String]) -> (String, Bool) {
    let host = run.host
    let usage = "error: usage: traits dark|light|size WxH|content-size L"
    switch arguments.first {
    case "dark", "light":
      guard arguments.count == 1 else { return (usage, false) }
      let style = InterfaceStyle(rawValue: arguments[0])!
      return (collect { host.setTraits { $0.userInterfaceStyle = style } }, false)
    case "size":
      let parts = arguments.count == 2 ? arguments[1].split(separator: "x") : []
      guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
        width > 0, height > 0, width.isFinite, height.isFinite
      else {
        return (
          "error: traits size takes the window's size as WIDTHxHEIGHT in points, such as "
            + "844x390; got '\(arguments.dropFirst().joined(separator: " "))'", false
        )
      }
      return (
        collect {
          host.window.frame.size = Size(width: width, height: height)
          host.flush()
        }, false
      )
    case "content-size":
      guard arguments.count == 2, let category = ContentSizeCategory(name: arguments[1]) else {
        let names = ContentSizeCategory.shortNames.map(\.name).joined(separator: " ")
        return (
          "error: traits content-size takes one of \(names); got '"
            + arguments.dropFirst().joined(separator: " ") + "'", false
        )
      }
      return (collect { host.setTraits { $0.preferredContentSizeCategory = category } }, false)
    default:
      return (usage, false)
    }
  }

  private func collect(_ body: () -> Void) -> String {
    var ran: [String] = []
    var reports: [String] = []
    let application = run.host.application
    let previousRun = application.onHookRun
    let previousDiagnostic = application.onDiagnostic
    application.onHookRun = { ran.append($0.description) }
    application.onDiagnostic = { reports.append($0.description) }
    body()
    application.onHookRun = previousRun
    application.onDiagnostic = previousDiagnostic
    let summary = RunCommand.summarize(ran)
    return ([summary.isEmpty ? "nothing re-ran" : "re-ran: " + summary] + reports)
      .joined(separator: "\n")
  }

  private func identifiers<T: View>(of type: T.Type) -> String {
    let names = identifierList(of: type)
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  private func identifierList<T: View>(of type: T.Type) -> [String] {
    var names: [String] = []
    func walk(_ view: View) {
      if view is T, let id = view.identifier { names.append(id) }
      view.subviews.forEach(walk)
    }
    walk(run.host.window)
    return names
  }
}
