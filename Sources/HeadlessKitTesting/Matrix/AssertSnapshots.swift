import Foundation
public import HeadlessKit
public import Testing

/// Asserts that a screen's SVG picture matches its reference file in every configuration
/// of `matrix`: one reference per configuration, named by it
/// (`<name>.iPhone16.dark.ax5.rtl.v26.svg`), each compared as
/// ``assertSVGSnapshot(_:named:record:filePath:sourceLocation:)`` compares, with the same
/// record modes. Every configuration is checked: each one that fails records its own
/// issue, and one more issue lists them all.
///
/// ```swift
/// @MainActor @Test func themePicker() {
///   assertSnapshots(
///     of: ThemeController(theme: AppTheme()),
///     matrix: SnapshotMatrix(appearances: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft]))
/// }
/// ```
///
/// Each platform gets an application and a window of its own; within one, the window
/// takes each device's size and safe area, and traits (appearance, text size, direction,
/// scale, idiom, size classes) as overrides, one configuration after the other.
/// - Parameters:
///   - controller: The screen's root controller. Made again for each platform when the
///     argument makes one (`of: ThemeController(...)`); a controller passed by name moves
///     from one platform's window to the next.
///   - matrix: The configurations; one (iPhone 16, light, `large`, left to right, 26) by
///     default.
///   - name: The reference files' common name; the test function's name by default.
///   - record: When to write references; `nil` leaves it to the environment.
///   - filePath: The test file (defaults to the caller's).
///   - sourceLocation: Where failures are reported (defaults to the caller).
@MainActor
public func assertSnapshots(
  of controller: @autoclosure () -> Controller, matrix: SnapshotMatrix = SnapshotMatrix(),
  named name: String = #function, record: SnapshotRecordMode? = nil,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  MatrixAssertion(
    assertion: SnapshotAssertion(environment: ProcessInfo.processInfo.environment)
  ).check(
    controller(), matrix: matrix, named: name, record: record, filePath: filePath,
    sourceLocation: sourceLocation)
}

/// A matrix assertion against an environment, as ``SnapshotAssertion`` is for one
/// snapshot: tests run it with an environment of their own.
@MainActor
package struct MatrixAssertion {
  /// The single assertion each configuration runs.
  package var assertion: SnapshotAssertion

  package init(assertion: SnapshotAssertion) { self.assertion = assertion }

  /// Checks every configuration; returns each one's outcome, in the matrix's order.
  @discardableResult
  package func check(
    _ controller: @autoclosure () -> Controller, matrix: SnapshotMatrix, named name: String,
    record: SnapshotRecordMode?, filePath: String, sourceLocation: SourceLocation
  ) -> [(SnapshotMatrix.Configuration, SnapshotAssertion.Outcome)] {
    if let problem = matrix.problem {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
      return []
    }
    let base = MatrixRenderer.baseName(name)
    var outcomes: [(SnapshotMatrix.Configuration, SnapshotAssertion.Outcome)] = []
    MatrixRenderer.render(controller(), matrix: matrix) { configuration, svg in
      let outcome = assertion.check(
        svg, named: "\(base).\(configuration)", pathExtension: "svg", record: record,
        filePath: filePath, sourceLocation: sourceLocation)
      outcomes.append((configuration, outcome))
    }
    let failing = outcomes.filter { $0.1 != .matched }.map { "\($0.0)" }
    if !failing.isEmpty {
      Issue.record(
        Comment(
          rawValue:
            "\(failing.count) of \(outcomes.count) configurations of '\(base)' did not match "
            + "their references:\n  " + failing.joined(separator: "\n  ")),
        sourceLocation: sourceLocation)
    }
    return outcomes
  }
}

/// Shows a screen in each configuration of a matrix and takes its picture.
@MainActor
package enum MatrixRenderer {
  /// `themePicker()` without its parentheses: a test function's name as a file name.
  package static func baseName(_ name: String) -> String {
    name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
  }

  /// Renders `controller` in every configuration of `matrix`, in order, handing each
  /// picture to `body`.
  /// - Parameters:
  ///   - controller: Makes the root controller, once per platform.
  ///   - matrix: The configurations.
  ///   - body: Given each configuration and its SVG picture.
  package static func render(
    _ controller: @autoclosure () -> Controller, matrix: SnapshotMatrix,
    _ body: (SnapshotMatrix.Configuration, String) -> Void
  ) {
    show(controller(), matrix: matrix) { configuration, window in
      body(configuration, window.renderSVG())
    }
  }

  /// Shows `controller` in every configuration of `matrix`, in order, handing each
  /// configuration and the window showing it to `body`.
  package static func show(
    _ controller: @autoclosure () -> Controller, matrix: SnapshotMatrix,
    _ body: (SnapshotMatrix.Configuration, Window) -> Void
  ) {
    var previous: TestHost?
    for platform in matrix.platforms {
      let host = TestHost(configuration: HeadlessKit.Configuration(platform: platform))
      let root = controller()
      if let previous, previous.window.rootController === root {
        previous.window.rootController = nil
      }
      var shown = false
      for configuration in matrix.configurations where configuration.platform == platform {
        apply(configuration, to: host.window)
        if !shown {
          host.show(root)
          shown = true
        } else {
          host.flush()
        }
        body(configuration, host.window)
      }
      previous = host
    }
    previous?.window.rootController = nil
  }

  /// Gives the window a configuration's size, safe area and traits.
  package static func apply(_ configuration: SnapshotMatrix.Configuration, to window: Window) {
    let device = configuration.device
    window.frame = Rect(origin: .zero, size: device.size)
    window.screenInsets = device.safeAreaInsets
    var overrides = TraitOverrides()
    overrides.userInterfaceStyle = configuration.appearance
    overrides.preferredContentSizeCategory = configuration.contentSizeCategory
    overrides.layoutDirection = configuration.layoutDirection
    overrides.displayScale = device.displayScale
    overrides.userInterfaceIdiom = device.idiom
    overrides.horizontalSizeClass = device.horizontalSizeClass
    overrides.verticalSizeClass = device.verticalSizeClass
    window.traitOverrides = overrides
  }
}

extension SnapshotMatrix {
  /// Shows a screen in each configuration, one after the other, and hands each
  /// configuration and the window showing it to `body`, laid out and drawn: to check
  /// what a picture cannot (a tree snapshot, a frame, an accessibility fact) in every
  /// configuration, as ``assertSnapshots(of:matrix:named:record:filePath:sourceLocation:)``
  /// checks pictures.
  ///
  /// ```swift
  /// matrix.forEachConfiguration(showing: WelcomeController()) { configuration, window in
  ///   #expect(window.renderSVG().contains("Welcome"), "\(configuration)")
  /// }
  /// ```
  /// - Parameters:
  ///   - controller: The screen's root controller, made again for each platform when the
  ///     argument makes one.
  ///   - sourceLocation: Where a problem of the matrix is reported (the caller).
  ///   - body: Given each configuration and the window; the window is reused by the next
  ///     configuration of the same platform.
  @MainActor
  public func forEachConfiguration(
    showing controller: @autoclosure () -> Controller,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Configuration, Window) -> Void
  ) {
    if let problem {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
      return
    }
    MatrixRenderer.show(controller(), matrix: self, body)
  }
}
