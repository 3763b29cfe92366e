import Foundation
import HeadlessKitTesting
import Observation
import Testing

@testable import HeadlessKit

// Traits: the hierarchy they flow down, overrides, size classes, automatic trait
// tracking in hooks, handlers. Each test names the Apple page it follows.

/// A view whose hooks read traits and count their runs.
@MainActor
private final class TraitReadingView: View {
  var readsStyleInLayout = false
  var readsSizeClassInLayout = false
  var readsContentSizeInProperties = false
  var readsStyleInDraw = false
  var layoutRuns = 0
  var propertiesRuns = 0
  var drawRuns = 0
  var seenStyle: InterfaceStyle?

  override func layoutSubviews() {
    layoutRuns += 1
    if readsStyleInLayout { seenStyle = traitCollection.userInterfaceStyle }
    if readsSizeClassInLayout { _ = traitCollection.horizontalSizeClass }
  }
  override func updateProperties() {
    propertiesRuns += 1
    if readsContentSizeInProperties { _ = traitCollection.preferredContentSizeCategory }
  }
  override func draw(in canvas: Canvas) {
    drawRuns += 1
    if readsStyleInDraw { _ = traitCollection.userInterfaceStyle }
  }
}

@MainActor
private final class TraitScreen: Controller {
  let probe = TraitReadingView()
  let other = TraitReadingView()
  var willLayoutRuns = 0
  var readsStyleInWillLayout = false
  var didChangeCalls: [InterfaceStyle] = []

  override func didLoad() {
    view.addSubview(probe)
    view.addSubview(other)
  }
  override func willLayout() {
    willLayoutRuns += 1
    if readsStyleInWillLayout { _ = traitCollection.userInterfaceStyle }
  }
}

@MainActor
@Suite struct TraitHierarchyTests {
  // "traitOverrides" (https://developer.apple.com/documentation/uikit/uiview/traitoverrides):
  // an override on the window reaches the root controller, its view and subviews; an
  // override lower down wins below it, and removing it inherits again.
  @Test func overridesFlowDownTheHierarchy() {
    let screen = TraitScreen()
    let host = TestHost()
    host.show(screen)
    #expect(screen.probe.traitCollection.userInterfaceStyle == .light)
    host.window.traitOverrides.userInterfaceStyle = .dark
    #expect(screen.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.view.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.probe.traitCollection.userInterfaceStyle == .dark)
    screen.traitOverrides.preferredContentSizeCategory = .extraLarge
    #expect(screen.probe.traitCollection.preferredContentSizeCategory == .extraLarge)
    #expect(host.window.traitCollection.preferredContentSizeCategory == .large)
    screen.probe.traitOverrides.userInterfaceStyle = .light
    #expect(screen.probe.traitCollection.userInterfaceStyle == .light)
    #expect(screen.other.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.probe.traitOverrides.contains(.userInterfaceStyle))
    screen.probe.traitOverrides.remove(.userInterfaceStyle)
    #expect(!screen.probe.traitOverrides.contains(.userInterfaceStyle))
    #expect(screen.probe.traitCollection.userInterfaceStyle == .dark)
  }

  // "Adapting your app when traits change" and child containment: a child controller
  // takes its parent's traits, with its own overrides applied.
  @Test func childControllersInheritFromTheirParent() {
    let parent = Controller()
    let child = Controller()
    let host = TestHost()
    host.show(parent)
    parent.embed(child)
    parent.traitOverrides.horizontalSizeClass = .regular
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    child.traitOverrides.horizontalSizeClass = .compact
    #expect(child.view.traitCollection.horizontalSizeClass == .compact)
    #expect(parent.view.traitCollection.horizontalSizeClass == .regular)
  }

  // Size classes as iOS gives an iPhone's window ("UIUserInterfaceSizeClass",
  // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass, and the
  // HIG's size class table): portrait compact x regular, landscape compact x compact
  // (regular width on Plus/Max widths), a pad's window regular x regular.
  @Test func sizeClassesFollowTheWindowSize() {
    let window = Window()
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(window.traitCollection.verticalSizeClass == .regular)
    #expect(window.traitCollection.userInterfaceIdiom == .phone)
    #expect(window.traitCollection.displayScale == 3)
    window.frame.size = Size(width: 844, height: 390)
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(window.traitCollection.verticalSizeClass == .compact)
    window.frame.size = Size(width: 932, height: 430)
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    #expect(window.traitCollection.verticalSizeClass == .compact)
    window.frame.size = Size(width: 1024, height: 1366)
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    #expect(window.traitCollection.verticalSizeClass == .regular)
    #expect(window.traitCollection.userInterfaceIdiom == .pad)
  }

  // UITraitCollection's initializers and `modifyingTraits(_:)`
  // (https://developer.apple.com/documentation/uikit/uitraitcollection/modifyingtraits(_:)).
  @Test func collectionsCompareByValue() {
    let dark = TraitCollection(userInterfaceStyle: .dark)
    let modified = TraitCollection().modifyingTraits { $0.userInterfaceStyle = .dark }
    #expect(dark == modified)
    #expect(dark.hasDifferentColorAppearance(comparedTo: TraitCollection()))
    #expect(!dark.hasDifferentColorAppearance(comparedTo: modified))
    let combined = TraitCollection(traitsFrom: [
      dark, TraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(combined.userInterfaceStyle == .dark)
    #expect(combined.horizontalSizeClass == .regular)
    #expect(dark.changedTraits(from: TraitCollection()) == [.userInterfaceStyle])
  }
}

@MainActor
@Suite struct AutomaticTraitTrackingTests {
  private func show(
    _ configuration: Configuration = .init(), _ setUp: (TraitScreen) -> Void
  ) -> (TestHost, TraitScreen) {
    let screen = TraitScreen()
    setUp(screen)
    let host = TestHost(configuration: configuration)
    host.show(screen)
    return (host, screen)
  }

  // "Automatic trait tracking" (https://developer.apple.com/documentation/uikit/automatic-trait-tracking)
  // and layoutSubviews() ("In iOS 18 and later, UIKit supports automatic trait tracking
  // inside this method"): a trait read there re-runs it when that trait changes; a view
  // that read another trait does not re-run.
  @Test func aTraitReadInLayoutSubviewsReRunsItOnlyForThatTrait() {
    let (host, screen) = show {
      $0.probe.readsStyleInLayout = true
      $0.other.readsSizeClassInLayout = true
    }
    let before = (screen.probe.layoutRuns, screen.other.layoutRuns)
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(screen.probe.layoutRuns == before.0 + 1)
    #expect(screen.probe.seenStyle == .dark)
    #expect(screen.other.layoutRuns == before.1)
    // A second flush with nothing new runs nothing.
    host.flush()
    #expect(screen.probe.layoutRuns == before.0 + 1)
    // Setting the same value again changes nothing.
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(screen.probe.layoutRuns == before.0 + 1)
  }

  // updateProperties() (https://developer.apple.com/documentation/uikit/uiview/updateproperties()):
  // "supports automatic trait tracking"; a Dynamic Type change re-runs the properties
  // phase of the view that read it, and only that phase.
  @Test func aTraitReadInUpdatePropertiesReRunsThePropertiesPhase() {
    let (host, screen) = show { $0.probe.readsContentSizeInProperties = true }
    let properties = screen.probe.propertiesRuns
    let layout = screen.probe.layoutRuns
    let reran = host.setTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
    #expect(screen.probe.propertiesRuns == properties + 1)
    #expect(screen.probe.layoutRuns == layout)
    #expect(
      reran.map(\.description) == ["TraitReadingView#1 in TraitScreen.view.updateProperties()"])
    // A style change: it did not read the style.
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(screen.probe.propertiesRuns == properties + 1)
  }

  // draw(_:) (https://developer.apple.com/documentation/uikit/uiview/draw(_:)): trait
  // reads while drawing redraw the view.
  @Test func aTraitReadInDrawRedraws() {
    let (host, screen) = show { $0.probe.readsStyleInDraw = true }
    let draws = screen.probe.drawRuns
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(screen.probe.drawRuns == draws + 1)
  }

  // viewWillLayoutSubviews() (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()):
  // "automatic trait tracking inside this method for traits from this view controller's
  // traitCollection".
  @Test func aControllerLayoutHookTracksItsTraits() {
    let (host, screen) = show { $0.readsStyleInWillLayout = true }
    let runs = screen.willLayoutRuns
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(screen.willLayoutRuns == runs + 1)
    host.setTraits { $0.legibilityWeight = .bold }
    #expect(screen.willLayoutRuns == runs + 1)
  }

  // updateConstraints() (https://developer.apple.com/documentation/uikit/uiview/updateconstraints()):
  // "In iOS 18 and later, UIKit supports automatic trait tracking inside this method":
  // a size class read there re-runs it, through the constraints phase.
  @Test func aTraitReadInUpdateConstraintsReRunsTheConstraintsPhase() {
    final class Adaptive: View {
      var runs: [SizeClass] = []
      override class var requiresConstraintBasedLayout: Bool { true }
      override func updateConstraints() {
        runs.append(traitCollection.horizontalSizeClass)
        super.updateConstraints()
      }
    }
    let adaptive = Adaptive()
    let controller = Controller()
    let host = TestHost()
    host.show(controller)
    controller.view.addSubview(adaptive)
    host.flush()
    host.setTraits { $0.horizontalSizeClass = .regular }
    #expect(adaptive.runs == [.compact, .regular])
  }

  // A cell's updateConfiguration(using:)
  // (https://developer.apple.com/documentation/uikit/uicollectionviewcell/updateconfiguration(using:)):
  // "automatic trait tracking inside this method for traits from this cell's
  // traitCollection".
  @Test func aTraitReadInACellsConfigurationReRunsIt() {
    final class Cell: ListCell {
      override func updateConfiguration(using state: ListCell.State) {
        label.text = traitCollection.legibilityWeight == .bold ? "BOLD" : "regular"
      }
    }
    let controller = Controller()
    let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 200))
    list.cellProvider = { list, _, _ in list.dequeueReusableCell(of: Cell.self) }
    var snapshot = ListSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1])
    let host = TestHost()
    host.show(controller)
    controller.view.addSubview(list)
    list.apply(snapshot)
    host.flush()
    let cell = list.cell(at: IndexPath(row: 0, section: 0))
    #expect(cell?.label.text == "regular")
    host.setTraits { $0.legibilityWeight = .bold }
    #expect(cell?.label.text == "BOLD")
  }

  // Automatic trait tracking is iOS 18's, independent of UIObservationTrackingEnabled:
  // on platform 18 without the key, and with observation tracking turned off, trait
  // reads still re-run the hook.
  @Test(arguments: [
    Configuration(platform: .v18), Configuration(platform: .v26, trackingDisabled: true),
  ])
  func traitsAreTrackedWhateverTheObservationSetting(_ configuration: Configuration) {
    let (host, screen) = show(configuration) { $0.probe.readsStyleInLayout = true }
    let runs = screen.probe.layoutRuns
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(screen.probe.layoutRuns == runs + 1)
  }

  // A trait read in a hook and changed back before the next pass re-runs nothing (the
  // value the hook read is the value now), as Observation coalesces.
  @Test func aChangeUndoneBeforeThePassReRunsNothing() {
    let (host, screen) = show { $0.probe.readsStyleInLayout = true }
    let runs = screen.probe.layoutRuns
    host.window.traitOverrides.userInterfaceStyle = .dark
    host.window.traitOverrides.remove(.userInterfaceStyle)
    host.flush()
    #expect(screen.probe.layoutRuns == runs)
  }

  // A window resized from portrait to landscape changes its vertical size class: a hook
  // that read it re-runs in the same pass as the resize's layout.
  @Test func aResizeThatChangesASizeClassReRunsItsReaders() {
    final class SizeReader: Controller {
      var seen: [SizeClass] = []
      override func updateProperties() { seen.append(traitCollection.verticalSizeClass) }
    }
    let controller = SizeReader()
    let host = TestHost()
    host.show(controller)
    host.window.frame.size = Size(width: 844, height: 390)
    host.flush()
    #expect(controller.seen == [.regular, .compact])
  }

  // The trace says which trait changed and how, as it does for observed properties.
  @Test func theTraceNamesTheTraitAndItsValues() {
    let (host, _) = show(Configuration(traceEnabled: true)) { $0.probe.readsStyleInLayout = true }
    host.setTraits { $0.userInterfaceStyle = .dark }
    let lines = host.diagnostics.filter { $0.kind == .rerun }.map(\.description)
    #expect(
      lines == [
        "trace: TraitReadingView#1 in TraitScreen.view.layoutSubviews() will re-run in pass \(host.application.passCount): "
          + "traitCollection.userInterfaceStyle changed light → dark"
      ])
  }

  // A trait read in viewDidLoad() and kept is the untracked read the warning is for.
  @Test func aTraitReadInDidLoadIsReportedWhenItChanges() {
    final class Eager: Controller {
      var style = InterfaceStyle.light
      override func didLoad() { style = traitCollection.userInterfaceStyle }
    }
    let host = TestHost(diagnostics: .expected)
    host.show(Eager())
    host.setTraits { $0.userInterfaceStyle = .dark }
    let warnings = host.diagnostics.filter { $0.kind == .untrackedRead }.map(\.description)
    #expect(
      warnings == [
        "warning: Eager.didLoad() read traitCollection.userInterfaceStyle outside a tracking "
          + "scope; the change will not refresh it. Read it in updateProperties()."
      ])
  }
}

@MainActor
@Suite struct TraitChangeHandlerTests {
  // registerForTraitChanges(_:handler:)
  // (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)):
  // called once per change of a registered trait, with the previous collection; not for
  // other traits; never after unregistering.
  @Test func handlersRunOncePerChangeWithThePreviousTraits() {
    let controller = Controller()
    let host = TestHost()
    host.show(controller)
    var calls: [(InterfaceStyle, InterfaceStyle)] = []
    let registration = controller.registerForTraitChanges([.userInterfaceStyle]) {
      (controller: Controller, previous) in
      calls.append((previous.userInterfaceStyle, controller.traitCollection.userInterfaceStyle))
    }
    host.setTraits { $0.userInterfaceStyle = .dark }
    host.flush()
    host.setTraits { $0.preferredContentSizeCategory = .small }
    #expect(calls.count == 1)
    #expect(calls.first.map { [$0.0, $0.1] } == [.light, .dark])
    controller.unregisterForTraitChanges(registration)
    host.setTraits { $0.userInterfaceStyle = .light }
    #expect(calls.count == 1)
  }

  // Parent before child: a controller's handler runs before its view's.
  @Test func handlersRunParentBeforeChild() {
    let controller = Controller()
    let label = Label(text: "x")
    let host = TestHost()
    host.show(controller)
    controller.view.addSubview(label)
    var order: [String] = []
    label.registerForTraitChanges([.userInterfaceStyle]) { (_: Label, _) in order.append("label") }
    controller.registerForTraitChanges([.userInterfaceStyle]) { (_: Controller, _) in
      order.append("controller")
    }
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(order == ["controller", "label"])
  }

  // traitCollectionDidChange(_:) (https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)):
  // still called on an override, with the previous traits.
  @Test func traitCollectionDidChangeIsCalledOnOverrides() {
    final class Old: View {
      var previous: [InterfaceStyle] = []
      override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        previous.append(previousTraitCollection?.userInterfaceStyle ?? .light)
      }
    }
    let controller = Controller()
    let old = Old()
    let host = TestHost()
    host.show(controller)
    controller.view.addSubview(old)
    host.flush()
    host.setTraits { $0.userInterfaceStyle = .dark }
    host.setTraits { $0.userInterfaceStyle = .light }
    #expect(old.previous == [.light, .dark])
  }

  // updateTraitsIfNeeded() (https://developer.apple.com/documentation/uikit/uiview/updatetraitsifneeded()):
  // the change is delivered at the call, not at the next pass.
  @Test func updateTraitsIfNeededDeliversAtOnce() {
    let controller = Controller()
    let host = TestHost()
    host.show(controller)
    var calls = 0
    controller.registerForTraitChanges([.userInterfaceStyle]) { (_: Controller, _) in calls += 1 }
    host.window.traitOverrides.userInterfaceStyle = .dark
    #expect(calls == 0)
    controller.updateTraitsIfNeeded()
    #expect(calls == 1)
    host.flush()
    #expect(calls == 1)
  }
}

@MainActor
@Suite struct TraitPictureTests {
  // A window made dark by an override draws dark: systemBackground is #000000 in the dark
  // appearance, #FFFFFF in the light one.
  @Test func aDarkOverrideDrawsDark() {
    let host = TestHost()
    host.show(Controller())
    #expect(host.window.renderSVG().contains("fill=\"#FFFFFF\""))
    host.window.traitOverrides.userInterfaceStyle = .dark
    host.flush()
    #expect(host.window.renderSVG().contains("fill=\"#000000\""))
    #expect(!host.window.renderSVG().contains("fill=\"#FFFFFF\""))
    #expect(host.renderSVG(appearance: .light).contains("fill=\"#FFFFFF\""))
    // renderSVG(appearance:) puts the overrides back.
    #expect(host.window.traitCollection.userInterfaceStyle == .dark)
  }
}
