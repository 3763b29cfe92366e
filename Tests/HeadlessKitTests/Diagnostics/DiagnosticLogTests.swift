import Foundation
import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Diagnostics are seen without asking: an application writes them to standard error, a
/// test host records them as test issues, and either can be told otherwise.
@MainActor
@Suite(.serialized) struct DiagnosticLogTests {
  @Observable final class Model { var title = "first" }

  /// Reads the model in `didLoad()`, the one untracked read this project exists to catch.
  final class EarlyReader: Controller {
    let model: Model
    let label = Label()
    init(model: Model) {
      self.model = model
      super.init()
    }
    override func didLoad() {
      view.addSubview(label)
      label.text = model.title
    }
  }

  /// Shows an `EarlyReader` in `app` and changes its model: one untracked-read warning.
  func provokeAWarning(in app: Application) {
    let model = Model()
    let window = Window()
    window.rootController = EarlyReader(model: model)
    app.show(window)
    app.flush()
    model.title = "second"
    app.flush()
  }

  /// What the process writes to standard error while `body` runs.
  func capturingStandardError(_ body: () -> Void) -> String {
    let pipe = Pipe()
    let saved = dup(STDERR_FILENO)
    dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
    body()
    dup2(saved, STDERR_FILENO)
    close(saved)
    try? pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
  }

  @Test func anApplicationPrintsEachWarningOnStandardErrorWithNoSetUp() {
    let app = Application()
    let printed = capturingStandardError { provokeAWarning(in: app) }
    #expect(app.diagnostics.count == 1)
    let expected = "HeadlessKit: \(app.diagnostics[0].description)\n"
    #expect(expected.hasPrefix("HeadlessKit: warning: EarlyReader.didLoad() read Model"))
    #expect(printed.contains(expected))
  }

  @Test func aSilentLogPrintsNothingAndKeepsTheDiagnostics() {
    let app = Application()
    app.diagnosticLog = .silent
    let printed = capturingStandardError { provokeAWarning(in: app) }
    #expect(app.diagnostics.count == 1)
    #expect(!printed.contains("HeadlessKit:"))
  }

  @Test func aLogOfYourOwnReceivesEachDiagnosticInsteadOfStandardError() {
    let app = Application()
    let received = Box<[String]>([])
    app.diagnosticLog = DiagnosticLog { received.value.append($0.description) }
    let printed = capturingStandardError { provokeAWarning(in: app) }
    #expect(received.value == app.diagnostics.map(\.description))
    #expect(received.value.count == 1)
    #expect(!printed.contains("HeadlessKit:"))
  }

  /// By default a warning is a warning-severity issue (the test passes, the warning shows
  /// at the line); on request a failure. Either is recorded at the host call.
  @Test(arguments: [
    (TestHost.DiagnosticPolicy.recordAsWarnings, Issue.Severity.warning),
    (.recordAsFailures, .error),
  ])
  func aTestHostRecordsEachWarningAsAnIssueAtTheCallThatSurfacedIt(
    policy: TestHost.DiagnosticPolicy, severity: Issue.Severity
  ) {
    let model = Model()
    let host = policy == .recordAsWarnings ? TestHost() : TestHost(diagnostics: policy)
    host.show(EarlyReader(model: model))
    model.title = "second"
    withKnownIssue {
      host.flush()
    } matching: { issue in
      issue.severity == severity
        && issue.comments.contains { $0.rawValue.contains("EarlyReader.didLoad() read Model") }
        && issue.sourceLocation?.fileName == "DiagnosticLogTests.swift"
    }
  }

  @Test func aTestHostRecordsNothingForDiagnosticsExpectedOnPurpose() {
    let model = Model()
    let host = TestHost(diagnostics: .recordAsFailures)
    host.show(EarlyReader(model: model))
    host.diagnosticPolicy = .expected  // from here on: this failure would not be recorded
    model.title = "second"
    host.flush()
    #expect(host.diagnostics.count == 1)
  }
}

/// A mutable value a `@Sendable` closure on the main actor can append to.
@MainActor final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
