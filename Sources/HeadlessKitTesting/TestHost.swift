public import Foundation

public import HeadlessKit
import Testing

/// An application with one window, ready for a test: show a controller, act as a user
/// would, flush, assert.
///
/// ```swift
/// let host = TestHost()
/// host.show(ThemeController(theme: theme))
/// theme.accent = .coral
/// host.flush()
/// #expect(host.label("themeLabel")?.text == "Coral")
/// ```
@MainActor
public final class TestHost {
  /// The application.
  public let application: Application
  /// The window.
  public let window: Window
  /// The host's test clock: HeadlessUIKit's timers and delayed calls run on it while the
  /// host is the newest one alive and during the host's calls, and controllers can take it
  /// as their `Clock`; ``advance(by:fileID:filePath:line:column:)`` moves it.
  public let clock = TestClock()

  /// What the host does with each warning the application reports while a test runs.
  public enum DiagnosticPolicy: Sendable, Equatable {
    /// Records it as a warning-severity test issue at the host call that surfaced it: the
    /// test still passes, and the warning shows next to that line. The default.
    case recordAsWarnings
    /// Records it as a test failure at the host call that surfaced it.
    case recordAsFailures
    /// Records nothing: for a test that provokes diagnostics on purpose and asserts them
    /// through ``diagnostics``.
    case expected
  }

  /// What the host does with each warning while a test runs; it can change at any time.
  ///
  /// Outside a test (a command-line tool driving a host) nothing is recorded or printed;
  /// every diagnostic stays in ``diagnostics``. Trace lines are never recorded.
  public var diagnosticPolicy: DiagnosticPolicy

  /// Where a diagnostic reported now is recorded: the host call under way, else where the
  /// host was made.
  private var location: SourceLocation

  /// Creates a host.
  /// - Parameters:
  ///   - configuration: The application's configuration.
  ///   - size: The window's size; a 390 x 844 phone by default.
  ///   - diagnostics: What to do with each warning while a test runs; recorded as a
  ///     warning-severity issue by default.
  ///   - fileID: The file where warnings reported outside any host call are recorded.
  ///   - filePath: That file's path.
  ///   - line: That line.
  ///   - column: That column.
  public init(
    configuration: Configuration = .init(), size: Size = Size(width: 390, height: 844),
    diagnostics: DiagnosticPolicy = .recordAsWarnings,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    application = Application(configuration: configuration)
    window = Window(frame: Rect(origin: .zero, size: size))
    diagnosticPolicy = diagnostics
    location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    application.diagnosticLog = DiagnosticLog { [weak self] diagnostic in
      self?.record(diagnostic)
    }
    HostClocks.install(clock)
  }

  private func record(_ diagnostic: Diagnostic) {
    guard diagnostic.kind != .rerun, Test.current != nil else { return }
    switch diagnosticPolicy {
    case .recordAsWarnings:
      Issue.record(
        Comment(rawValue: diagnostic.description), severity: .warning, sourceLocation: location)
    case .recordAsFailures:
      Issue.record(Comment(rawValue: diagnostic.description), sourceLocation: location)
    case .expected:
      break
    }
  }

  /// Runs `body` with diagnostics recorded at `sourceLocation`, and with the host's clock
  /// as the scheduler of the timers, delayed calls and tasks it starts.
  func at<T>(_ sourceLocation: SourceLocation, _ body: () -> T) -> T {
    let outer = location
    location = sourceLocation
    defer { location = outer }
    return MainActorScheduling.withScheduler(clock) { body() }
  }

  /// Makes `controller` the window's root, shows the window and flushes.
  /// - Parameters:
  ///   - controller: The root controller.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func show(
    _ controller: Controller, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    at(SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
      window.rootController = controller
      application.show(window)
      application.flush()
    }
  }

  /// Runs every pending pass now.
  /// - Parameters:
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func flush(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    at(SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
      application.flush()
    }
  }

  /// Sets traits the way UIKit code does, as overrides on the window
  /// (`window.traitOverrides`), and runs the pass they cause: the trait phase re-runs the
  /// hooks that read a changed trait, calls handlers and `traitCollectionDidChange(_:)`.
  ///
  /// ```swift
  /// let reran = host.setTraits { $0.userInterfaceStyle = .dark }
  /// #expect(reran.map(\.description) == ["ThemeController.updateProperties()"])
  /// ```
  /// - Parameters:
  ///   - mutations: Sets the window's overrides; `remove(_:)` undoes one.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The hooks that ran in that pass, in order.
  @discardableResult
  public func setTraits(
    _ mutations: (inout TraitOverrides) -> Void, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> [HookRun] {
    var overrides = window.traitOverrides
    mutations(&overrides)
    var runs: [HookRun] = []
    let previous = application.onHookRun
    application.onHookRun = { run in
      runs.append(run)
      previous?(run)
    }
    defer { application.onHookRun = previous }
    at(SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
      window.traitOverrides = overrides
      application.flush()
    }
    return runs
  }

  /// The screen as an SVG picture in `appearance`, drawn as iOS would draw it: the
  /// window's style is overridden (so hooks that read the style run again and dynamic
  /// colours resolve), the picture is taken, and the window's overrides are put back.
  /// - Parameter appearance: Light or dark.
  /// - Returns: The SVG text.
  public func renderSVG(appearance: InterfaceStyle) -> String {
    let saved = window.traitOverrides
    var overrides = saved
    overrides.userInterfaceStyle = appearance
    window.traitOverrides = overrides
    application.flush()
    let svg = window.renderSVG()
    window.traitOverrides = saved
    application.flush()
    return svg
  }

  /// The diagnostics reported so far.
  public var diagnostics: [Diagnostic] { application.diagnostics }

  /// Clears the handlers of every recording controller and view on screen. Test
  /// closures usually capture the controller they are set on (`root.onDidLoad = {
  /// root.view… }`), which would keep both alive forever; a host going away breaks
  /// those cycles, so leak checkers see only real leaks.
  public func tearDown() {
    guard RecordingObjects.made else { return }
    var controllers: [Controller] = window.rootController.map { [$0] } ?? []
    while let controller = controllers.popLast() {
      (controller as? RecordingController)?.clearHandlers()
      controllers += controller.children
      if let presented = controller.presentedController { controllers.append(presented) }
    }
    var views: [View] = [window]
    while let view = views.popLast() {
      (view as? RecordingView)?.clearHandlers()
      views += view.subviews
    }
  }

  isolated deinit {
    tearDown()
    HostClocks.remove(clock)
  }
}
