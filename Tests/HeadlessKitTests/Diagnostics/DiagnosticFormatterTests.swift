import HeadlessKit
import Testing

/// The words users read, pinned once per event: the behaviour tests compare events, so a
/// wording change is made here and nowhere else.
@Suite struct DiagnosticFormatterTests {
  static let goldens: [(Diagnostic.Event, String)] = [
    (
      .untrackedRead(
        .init(
          owner: "RecordingController", callback: "didLoad()", type: "Counter",
          fix: .updateProperties)),
      "RecordingController.didLoad() read Counter outside a tracking scope; the change will "
        + "not refresh it. Read it in updateProperties()."
    ),
    (
      .untrackedRead(.init(owner: "Screen", callback: "task", type: nil, fix: .willLayout)),
      "Screen.task read an @Observable value outside a tracking scope; the change will not "
        + "refresh it. Read it in willLayout()."
    ),
    (
      .viewsChangedOffMainActor(views: ["Label(status)", "View(root)"], thread: .named("worker")),
      "Label(status), View(root) changed off the main actor, on thread 'worker': views "
        + "belong to the main actor, so this is a data race. HeadlessKit queued them for "
        + "the next pass so nothing stays stale; make the change on the main actor (in "
        + "updateProperties(), or after `await MainActor.run`)."
    ),
    (
      .viewsChangedOffMainActor(views: ["Label(status)"], thread: .numbered(3)),
      "Label(status) changed off the main actor, on thread 3: views belong to the "
        + "main actor, so this is a data race. HeadlessKit queued the view for the next pass so "
        + "nothing stays stale; make the change on the main actor (in updateProperties(), or "
        + "after `await MainActor.run`)."
    ),
    (
      .directHookCall(owner: "Plain", hook: .updateProperties, thread: .named("worker")),
      "Plain.updateProperties() ran off the main actor, on thread 'worker', outside an "
        + "update pass: that run is not tracked and races the pass. Call "
        + "setNeedsUpdateProperties() or updatePropertiesIfNeeded() on the main actor instead."
    ),
    (
      .directHookCall(owner: "View", hook: .layoutSubviews, thread: nil),
      "View.layoutSubviews() was called directly, outside an update pass: that run is not "
        + "tracked. Call setNeedsLayout() or layoutIfNeeded() instead."
    ),
    (
      .directHookCall(owner: "Badge", hook: .draw, thread: nil),
      "Badge.draw(in:) was called directly, outside an update pass: that run is not "
        + "tracked. Call setNeedsDisplay() instead."
    ),
    (
      .rerun(
        .init(
          owner: "RecordingController", hook: .updateProperties, pass: 2,
          changes: [
            .init(property: "NamedModel.count", thread: .mainActor, writes: 3),
            .init(property: "NamedModel.label", thread: .mainActor, writes: 1),
          ], alsoReadBy: nil)),
      "RecordingController.updateProperties() will re-run in pass 2: NamedModel.count changed "
        + "on the main actor (3 writes); NamedModel.label changed on the main actor"
    ),
    (
      .rerun(
        .init(
          owner: "RecordingController", hook: .updateProperties, pass: 3, changes: [],
          alsoReadBy: "RecordingView(inner)")),
      "RecordingController.updateProperties() will re-run in pass 3: an observed value "
        + "changed (RecordingView(inner) read it too: if it was read only through a nested "
        + "…IfNeeded(), this is an extra run)"
    ),
    (
      .rerun(
        .init(
          owner: "InboxController", hook: .updateProperties, pass: 4,
          changes: [.init(property: "Inbox.unread", thread: .named("sync"), writes: 1)],
          alsoReadBy: nil, offScreen: true)),
      "InboxController.updateProperties() will re-run when its view is on screen again: "
        + "Inbox.unread changed on thread 'sync'"
    ),
    (
      .untrackedNestedType(
        controller: "Screen", model: "PlainHoldingAccount", property: "plain",
        valueType: "PlainBox"),
      "PlainHoldingAccount.plain holds a PlainBox, a class that is not @Observable: "
        + "Screen can track the reference, never what changes inside it. Make PlainBox "
        + "@Observable."
    ),
    (
      .feedbackLoop(
        .init(
          repetitions: 4, threshold: 3,
          hooks: [
            HookRun(owner: "RecordingController", hook: .updateProperties),
            HookRun(owner: "RecordingController", hook: .willLayout),
          ], properties: [])),
      "feedback loop: the pass ran 4 times (threshold 3) and was stopped; hooks still "
        + "invalidating: RecordingController.updateProperties(), RecordingController.willLayout(); "
        + "no observable property changed (the hooks invalidate directly). Remaining flags wait "
        + "for the next pass."
    ),
    (
      .feedbackLoop(.init(repetitions: 101, threshold: 100, hooks: [], properties: ["Pair.left"])),
      "feedback loop: the pass ran 101 times (threshold 100) and was stopped; hooks still "
        + "invalidating: none recorded; properties changing: Pair.left. Remaining flags wait "
        + "for the next pass."
    ),
    (
      .noPropertiesPhase(view: "View(root)"),
      "View(root).setNeedsUpdateProperties() called on platform 18, which has no properties "
        + "phase; it does nothing. Use setNeedsLayout() and the layout hooks."
    ),
    (
      .presentIgnored(presenter: "Root", controller: "Picker", alreadyPresenting: "Sheet"),
      "Root.present(Picker) ignored: it already presents Sheet; dismiss it first."
    ),
    (
      .presentIgnored(presenter: "Root", controller: "Picker", alreadyPresenting: nil),
      "Root.present(Picker) ignored: that controller is already presented."
    ),
    (
      .detentUnavailable(controller: "Picker", detent: ".large", available: [".medium"]),
      "Picker.selectedDetent = .large ignored: the sheet's detents are .medium."
    ),
    (
      .duplicateListItems(list: "ListView(feed)", items: ["p3", "p7"]),
      "ListView(feed).apply(_:): the snapshot repeats 'p3', 'p7': rows with one identifier "
        + "share a cell, so all but one of them show nothing. Give every item a unique "
        + "identifier."
    ),
    (
      .pushIgnored(navigation: "NavigationController", controller: "Inbox", inThisStack: true),
      "NavigationController.push(Inbox) ignored: it is already in this navigation stack; pop "
        + "to it with popTo(_:) instead."
    ),
    (
      .pushIgnored(navigation: "NavigationController", controller: "Inbox", inThisStack: false),
      "NavigationController.push(Inbox) ignored: it already has a parent; remove it from "
        + "there first."
    ),
    (
      .observableReadInCellProvider(list: "ListView(feed)", type: nil),
      "ListView(feed)'s cellProvider read an @Observable value; a change lays the list out "
        + "again but does not reconfigure the cells that exist. Read it in the cell's "
        + "updateConfiguration(using:) or configurationUpdateHandler."
    ),
    (
      .updatePropertiesNeverCalled(type: "Screen", layoutHook: .willLayout),
      "Screen overrides updateProperties(), which platform 18 never calls: its work never "
        + "runs there. Do it in willLayout(), which platform 18 runs (and tracks when "
        + "UIObservationTrackingEnabled is set)."
    ),
  ]

  @Test(arguments: goldens.indices)
  func eachEventReadsAsWritten(_ index: Int) {
    let (event, text) = Self.goldens[index]
    #expect(Diagnostic(event).message == text)
  }

  @Test func traceLinesAndWarningsArePrefixed() {
    let rerun = Diagnostic(
      .rerun(.init(owner: "A", hook: .draw, pass: 1, changes: [], alsoReadBy: nil)))
    #expect(rerun.kind == .rerun)
    #expect(
      rerun.description == "trace: A.draw(in:) will re-run in pass 1: an observed value changed")
    let misuse = Diagnostic(.noPropertiesPhase(view: "V"))
    #expect(misuse.kind == .misuse)
    #expect(misuse.description.hasPrefix("warning: V.setNeedsUpdateProperties()"))
  }

  @Test func everyKindHasAnEvent() {
    let kinds = Set(Self.goldens.map { Diagnostic($0.0).kind })
    #expect(kinds == Set(Diagnostic.Kind.allCases))
  }
}
