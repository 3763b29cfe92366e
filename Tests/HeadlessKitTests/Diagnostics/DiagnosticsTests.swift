import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import HeadlessKit
import HeadlessKitTesting
import Observation
import Synchronization
import Testing

@MainActor
@Suite struct DiagnosticsTests {
  private func messages(_ host: TestHost, _ kind: Diagnostic.Kind) -> [String] {
    host.diagnostics.filter { $0.kind == kind }.map(\.message)
  }

  /// The events of one kind, in order: behaviour tests compare facts, not sentences
  /// (`DiagnosticFormatterTests` pins the words).
  private func events(_ host: TestHost, _ kind: Diagnostic.Kind) -> [Diagnostic.Event] {
    host.diagnostics.filter { $0.kind == kind }.map(\.event)
  }

  /// An untracked-read event.
  private func untracked(
    _ owner: String, _ callback: String, _ type: String? = "Counter",
    fix: Hook = .updateProperties
  ) -> Diagnostic.Event {
    .untrackedRead(.init(owner: owner, callback: callback, type: type, fix: fix))
  }

  @Test func readInDidLoadIsReportedWhenItChanges() {  // Rule 6.2
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let (host, _) = makeHost(recorder: recorder, diagnostics: .expected) { root in
      root.onDidLoad = { _ = counter.value }
    }
    #expect(messages(host, .untrackedRead).isEmpty)  // nothing changed yet
    counter.value = 1
    host.flush()
    #expect(
      events(host, .untrackedRead) == [untracked("RecordingController", "didLoad()")])
  }

  @Test func readInATaskStartedInDidLoadIsReportedWithTheTask() {  // Rule 6.2
    // The seed's `.task { cachedTitle = document.title }`, headless.
    let recorder = LifecycleRecorder()
    let counter = Counter()
    var cached = -1
    var ranBeforeReturn = false
    let (host, _) = makeHost(recorder: recorder, diagnostics: .expected) { root in
      root.onDidLoad = {
        root.task { cached = counter.value }
        ranBeforeReturn = cached == 0
      }
    }
    #expect(ranBeforeReturn, "the task ran up to its first suspension at once")
    counter.value = 4
    host.flush()
    #expect(cached == 0)
    // Named once, as the task (not again as didLoad(), whose scope saw the same read).
    #expect(
      events(host, .untrackedRead) == [
        untracked("RecordingController", "task started in didLoad()")
      ])
  }

  @Test func didLoadAndItsTaskReadingDifferentValuesAreBothReported() {  // Rule 6.2
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let (host, _) = makeHost(recorder: recorder, diagnostics: .expected) { root in
      root.onDidLoad = {
        _ = counter.value
        root.task { _ = counter.other }
      }
    }
    counter.value = 1
    host.flush()
    counter.other = 1
    host.flush()
    #expect(
      events(host, .untrackedRead) == [
        untracked("RecordingController", "didLoad()"),
        untracked("RecordingController", "task started in didLoad()"),
      ])
  }

  @Test func taskStartedInAButtonActionNamesTheAction() {  // Rule 6.2
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let button = Button(title: "Load")
    button.identifier = "load"
    var seen = -1
    let (host, root) = makeHost(recorder: recorder, diagnostics: .expected) { root in
      root.onDidLoad = { root.view.addSubview(button) }
    }
    // Weak: the button belongs to root's view, so a strong capture would be a cycle.
    button.addAction { [weak root] in root?.task { seen = counter.value } }
    button.tap()
    counter.value = 5
    host.flush()
    #expect(seen == 0)
    #expect(
      events(host, .untrackedRead) == [
        untracked("RecordingController", "task started in Button(load) action")
      ])
  }

  @Test func taskStartedOutsideCallbacksIsNamedTask() {  // Rule 6.2
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let (host, root) = makeHost(recorder: recorder, diagnostics: .expected)
    var seen = -1
    root.task { seen = counter.value }
    counter.value = 2
    host.flush()
    #expect(seen == 0)
    #expect(
      events(host, .untrackedRead) == [untracked("RecordingController", "task")])
  }

  @Test func viewChangedOffTheMainActorIsReportedAndStillShown() {  // Rule 6.4
    let recorder = LifecycleRecorder()
    let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 20))
    label.identifier = "status"
    let (host, _) = makeHost(recorder: recorder, diagnostics: .expected) { root in
      root.onDidLoad = { root.view.addSubview(label) }
    }
    callFromWorkerThread { label.text = "from a worker" }
    // Flagged for the next pass (a label draws when its drawing is read, rule 2.2).
    #expect(label.needsDisplay)
    host.flush()
    #expect(label.text == "from a worker")
    // Drawn in the next pass: the racing change did not leave the label stale.
    #expect(label.lastDrawing?.commands.contains { "\($0)".contains("from a worker") } == true)
    #expect(
      events(host, .misuse) == [
        .viewsChangedOffMainActor(views: ["Label(status)", "View(root)"], thread: .named("worker"))
      ])
  }

  @Test func hookRunOffTheMainActorIsReported() {  // Rule 6.4
    final class Plain: Controller {}
    let host = TestHost(diagnostics: .expected)
    let controller = Plain()
    host.show(controller)
    callFromWorkerThread { controller.updateProperties() }
    #expect(messages(host, .misuse).isEmpty, "reported by the loop, not from the worker")
    host.flush()
    #expect(
      events(host, .misuse) == [
        .directHookCall(owner: "Plain", hook: .updateProperties, thread: .named("worker"))
      ])
  }

  @Test func readInAButtonActionIsReportedWithTheButton() {  // Rule 6.2
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let button = Button(title: "Peek")
    button.identifier = "peek"
    var seen = 0
    let (host, _) = makeHost(recorder: recorder, diagnostics: .expected) { root in
      root.onDidLoad = { root.view.addSubview(button) }
    }
    button.addAction { seen = counter.value }
    button.tap()
    counter.value = 3
    host.flush()
    #expect(seen == 0)
    #expect(
      events(host, .untrackedRead) == [untracked("RecordingController", "Button(peek) action")])
  }

  /// Each of many buttons' actions is watched once, past the short list a controller
  /// keeps its first callbacks in: a second tap of each adds no second report.
  @Test func readsInTwentyButtonsActionsAreEachReportedOnce() {  // Rule 6.2
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let buttons = (0..<20).map { index in
      let button = Button(title: "B\(index)")
      button.identifier = "b\(index)"
      return button
    }
    var seen = 0
    let (host, _) = makeHost(recorder: recorder, diagnostics: .expected) { root in
      root.onDidLoad = { for button in buttons { root.view.addSubview(button) } }
    }
    for button in buttons { button.addAction { seen += counter.value } }
    for button in buttons + buttons { button.tap() }
    counter.value = 3
    host.flush()
    #expect(seen == 0)
    // One report per action; their order follows Observation's, which is not fixed.
    let reported = events(host, .untrackedRead)
    #expect(reported.count == 20)
    #expect(
      Set(reported.map { "\($0)" })
        == Set((0..<20).map { "\(untracked("RecordingController", "Button(b\($0)) action"))" }))
  }

  @Test func onPlatform18TheFixNamesWillLayout() {  // Rule 6.2, 4.3
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let (host, _) = makeHost(
      Configuration(platform: .v18, observationTrackingEnabled: true), recorder: recorder,
      diagnostics: .expected
    ) { root in
      root.onDidLoad = { _ = counter.value }
    }
    counter.value = 1
    host.flush()
    #expect(
      events(host, .untrackedRead) == [
        untracked("RecordingController", "didLoad()", fix: .willLayout)
      ])
  }

  @Test func noReportWhenATrackedHookReadsTheSameValue() {  // Rule 6.2: no false positive
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let (host, _) = makeHost(recorder: recorder) { root in
      root.onDidLoad = { _ = counter.value }
      root.onUpdateProperties = { _ = counter.value }
    }
    counter.value = 1
    host.flush()
    #expect(messages(host, .untrackedRead).isEmpty)
    #expect(recorder.events == ["root.updateProperties"])
  }

  @Test func noReportWhenTrackingIsOff() {
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let (host, _) = makeHost(Configuration(platform: .v18), recorder: recorder) { root in
      root.onDidLoad = { _ = counter.value }
    }
    counter.value = 1
    host.flush()
    #expect(host.diagnostics.isEmpty)
  }

  @Test func aChildLoadedInItsParentsDidLoadIsBlamedAloneNotItsParent() {  // Rule 6.2, 3.8
    let recorder = LifecycleRecorder()
    let counter = Counter()
    final class Child: Controller {
      let counter: Counter
      init(counter: Counter) {
        self.counter = counter
        super.init()
      }
      override func didLoad() { _ = counter.value }
    }
    let child = Child(counter: counter)
    let host = TestHost(diagnostics: .expected)
    let container = RecordingController("root", recorder: recorder)
    container.onDidLoad = { [unowned container] in container.embed(child) }
    host.show(container)
    counter.value = 1
    host.flush()
    // The child's read also merged into the parent's didLoad scope; only the child is blamed.
    #expect(
      events(host, .untrackedRead) == [untracked("Child", "didLoad()")])
  }

  @Test func traceSaysWhichTypeChangedOnWhichThreadAndWhichHookReRuns() {  // Rule 6.1
    let recorder = LifecycleRecorder()
    let counter = SharedCounter()
    let (host, _) = makeHost(Configuration(traceEnabled: true), recorder: recorder) { root in
      root.onUpdateProperties = { _ = counter.value }
    }
    let prefix = "RecordingController.updateProperties() will re-run in pass "
    counter.value = 1  // on the main actor, which runs the loop
    host.flush()
    #expect(messages(host, .rerun) == [prefix + "2: SharedCounter changed on the main actor"])
    let written = DispatchSemaphore(value: 0)
    Thread {
      counter.value = 2
      written.signal()
    }.start()
    written.wait()  // the write is done; nothing waits on the loop
    host.flush()
    // A background thread: named when the OS reports a name Foundation set, else
    // "a background thread"; never the main actor.
    let background = events(host, .rerun).dropFirst()
    #expect(background.count == 1)
    guard case .rerun(let rerun)? = background.first else { return }
    #expect(rerun.pass == 3)
    #expect(rerun.hook == .updateProperties)
    #expect(rerun.changes.map(\.property) == ["SharedCounter"])
    #expect(rerun.changes.first?.thread != .mainActor)
    #expect(recorder.events == ["root.updateProperties", "root.updateProperties"])
  }

  @Test func traceNamesListedPropertiesAndCountsCoalescedWrites() {  // Rule 6.1
    let recorder = LifecycleRecorder()
    let model = NamedModel()
    let (host, _) = makeHost(Configuration(traceEnabled: true), recorder: recorder) { root in
      root.onUpdateProperties = { _ = (model.count, model.label) }
    }
    model.count = 1
    model.count = 2
    model.count = 3
    model.label = "x"
    host.flush()
    #expect(
      events(host, .rerun) == [
        .rerun(
          .init(
            owner: "RecordingController", hook: .updateProperties, pass: 2,
            changes: [
              .init(property: "NamedModel.count", thread: .mainActor, writes: 3),
              .init(property: "NamedModel.label", thread: .mainActor, writes: 1),
            ], alsoReadBy: nil))
      ])
    #expect(recorder.events == ["root.updateProperties"])  // one re-run for four writes
  }

  @Test func traceLabelsTheOuterRunOfANestedIfNeededAsAPossibleExtraRun() {  // Rule 3.8
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let inner = RecordingView("inner", recorder: recorder)
    inner.onUpdateProperties = { _ = counter.other }
    let (host, root) = makeHost(Configuration(traceEnabled: true), recorder: recorder) { root in
      root.onDidLoad = { root.view.addSubview(inner) }
      root.onUpdateProperties = { inner.updatePropertiesIfNeeded() }
    }
    inner.setNeedsUpdateProperties()
    root.setNeedsUpdateProperties()
    host.flush()
    counter.other = 1
    host.flush()
    let reruns = host.diagnostics.compactMap { diagnostic -> Diagnostic.Rerun? in
      guard case .rerun(let rerun) = diagnostic.event else { return nil }
      return rerun
    }
    let outer = reruns.first { $0.owner == "RecordingController" }
    #expect(outer?.hook == .updateProperties)
    #expect(outer?.alsoReadBy == "RecordingView(inner)")
    #expect(reruns.first { $0.owner == "RecordingView(inner)" }?.alsoReadBy == nil)
    // The words carry no rule number a user cannot look up.
    let text = messages(host, .rerun).first { $0.hasPrefix("RecordingController.") } ?? ""
    #expect(
      text.hasSuffix(
        "(RecordingView(inner) read it too: if it was read only through a "
          + "nested …IfNeeded(), this is an extra run)"))
    _ = root
  }

  @Test func aHookCalledDirectlyIsReportedButAFrameworkRunIsNot() {  // Rule 6.4
    final class Screen: Controller {
      override func updateProperties() { super.updateProperties() }
    }
    let host = TestHost(diagnostics: .expected)
    let screen = Screen()
    host.show(screen)
    #expect(host.diagnostics.isEmpty)  // the pass ran it: no report
    screen.updateProperties()
    screen.view.layoutSubviews()
    #expect(
      events(host, .misuse) == [
        .directHookCall(owner: "Screen", hook: .updateProperties, thread: nil),
        // An unnamed root view is named after its controller.
        .directHookCall(owner: "Screen.view", hook: .layoutSubviews, thread: nil),
      ])
  }

  @Test func tracingFlagsAPlainClassInsideAnObservableModel() {
    final class Screen: Controller {
      let account = PlainHoldingAccount()
      override func updateProperties() { _ = account.plain.name }
    }
    for trace in [false, true] {
      let host = TestHost(configuration: Configuration(traceEnabled: trace), diagnostics: .expected)
      host.show(Screen())
      host.flush()
      #expect(
        events(host, .untrackedNestedType)
          == (trace
            ? [
              .untrackedNestedType(
                controller: "Screen", model: "PlainHoldingAccount", property: "plain",
                valueType: "PlainBox")
            ] : []))
    }
  }

  /// A controller's parent, navigation or tab controller is `@Observable` (every
  /// controller is) but is no model: HeadlessKit's own plain classes inside it are not
  /// the user's to fix, and tracing once flagged `NavigationController.navigationStack`.
  @Test func tracingLooksOnlyInsideModelsNotInsideOtherControllersOrViews() {
    final class Pushed: Controller {
      let account = PlainHoldingAccount()
      override func updateProperties() { _ = account.plain.name }
    }
    let host = TestHost(configuration: Configuration(traceEnabled: true), diagnostics: .expected)
    let navigation = NavigationController(rootController: Controller())
    host.show(navigation)
    navigation.push(Pushed())
    host.flush()
    #expect(
      events(host, .untrackedNestedType) == [
        .untrackedNestedType(
          controller: "Pushed", model: "PlainHoldingAccount", property: "plain",
          valueType: "PlainBox")
      ])
  }

  @Test func traceIsOffByDefault() {
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let (host, _) = makeHost(recorder: recorder) { root in
      root.onUpdateProperties = { _ = counter.value }
    }
    counter.value = 1
    host.flush()
    #expect(host.diagnostics.isEmpty)
    #expect(recorder.events == ["root.updateProperties"])
  }

  @Test func feedbackLoopReportTextNamesHooksAndRepetitions() {  // Rule 6.3
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(
      Configuration(feedbackLoopThreshold: 3), recorder: recorder, diagnostics: .expected)
    root.onUpdateProperties = { root.setNeedsLayout() }
    root.onWillLayout = { root.setNeedsUpdateProperties() }
    root.setNeedsUpdateProperties()
    host.flush()
    #expect(
      events(host, .feedbackLoop) == [
        .feedbackLoop(
          .init(
            repetitions: 4, threshold: 3,
            hooks: [
              HookRun(owner: "RecordingController", hook: .updateProperties),
              HookRun(owner: "RecordingController", hook: .willLayout),
            ], properties: []))
      ])
  }

  @Test func setNeedsUpdatePropertiesOn18ReportTextNamesTheViewAndTheFix() {  // Rule 6.4
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(
      Configuration(platform: .v18), recorder: recorder, diagnostics: .expected)
    root.setNeedsUpdateProperties()
    #expect(
      events(host, .misuse) == [.noPropertiesPhase(view: "View(root)")])
  }
}

final class PlainBox { var name = "Anon" }

@Observable
final class PlainHoldingAccount {
  var plain = PlainBox()
  var count = 0
}

extension DiagnosticsTests {
  @Test func feedbackLoopReportNamesThePropertiesThatKeptChanging() {  // Rule 2.3, 6.3
    let recorder = LifecycleRecorder()
    let model = NamedModel()
    let watcher = RecordingView("watcher", recorder: recorder)
    // The root writes count from label; the watcher writes label from count: a loop
    // through two observable properties.
    watcher.onUpdateProperties = { model.label = String(model.count + 1) }
    let (host, root) = makeHost(
      Configuration(feedbackLoopThreshold: 4), recorder: recorder, diagnostics: .expected
    ) {
      root in
      root.onDidLoad = { root.view.addSubview(watcher) }
    }
    root.onUpdateProperties = { model.count = (Int(model.label) ?? 0) + 1 }
    root.setNeedsUpdateProperties()
    host.flush()
    let report = host.diagnostics.first { $0.kind == .feedbackLoop }?.message ?? ""
    #expect(report.contains("properties changing: "))
    #expect(report.contains("NamedModel.count"))
    #expect(report.contains("NamedModel.label"))
    #expect(host.application.isTracing == false)  // capture was for the report only
  }
}

/// Calls `body` on a new thread named "worker" and returns when it finished: what a Swift
/// 5 module can do with main-actor API, with no error. Swift 6 rejects that at compile
/// time, so the isolation is erased the same way such a caller effectively does.
@MainActor
private func callFromWorkerThread(_ body: @escaping @MainActor () -> Void) {
  let unchecked = UncheckedCall(unsafeBitCast(body, to: (() -> Void).self))
  let finished = Atomic<Bool>(false)
  let worker = Thread {
    // Names the thread as pthread_setname_np would (Glibc does not export it to Swift).
    try? "worker".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
    unchecked.call()
    finished.store(true, ordering: .releasing)
  }
  worker.start()
  while !finished.load(ordering: .acquiring) {}
}

/// A call made from a worker thread on purpose (see `callFromWorkerThread`).
private final class UncheckedCall: @unchecked Sendable {
  let call: () -> Void
  init(_ call: @escaping () -> Void) { self.call = call }
}
