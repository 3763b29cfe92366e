import Foundation
import HeadlessKitTesting
import Observation
import Testing

@testable import HeadlessKit

/// Mistakes that used to fail silently are reported, once per cause, with their fix.
@MainActor
@Suite struct SilentFailureTests {
  private func listOnScreen(
    _ snapshot: ListSnapshot<Int, String>,
    provider: (@MainActor (ListView, IndexPath, AnyHashable) -> ListCell)? = nil
  ) -> (TestHost, ListView) {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 440))
    list.identifier = "feed"
    list.cellProvider = provider ?? { list, _, _ in list.dequeueReusableCell() }
    list.apply(snapshot)
    let host = TestHost(diagnostics: .expected)
    let root = Controller()
    root.view.addSubview(list)
    host.show(root)
    return (host, list)
  }

  private func events(_ host: TestHost) -> [Diagnostic.Event] { host.diagnostics.map(\.event) }

  @Test func repeatedItemIdentifiersAreReportedOncePerSnapshot() {
    let (host, list) = listOnScreen(ListSnapshot(items: ["a", "b", "a", "c", "b"]))
    #expect(events(host) == [.duplicateListItems(list: "ListView(feed)", items: ["a", "b"])])
    list.apply(ListSnapshot(items: ["a", "b"]))
    host.flush()
    #expect(events(host).count == 1, "a clean snapshot reports nothing")
    list.apply(ListSnapshot(items: ["x", "x"]))
    host.flush()
    #expect(events(host).last == .duplicateListItems(list: "ListView(feed)", items: ["x"]))
  }

  @Test func pushingAControllerAlreadyInTheStackIsReported() {
    let inbox = Controller()
    let navigation = NavigationController(rootController: inbox)
    let host = TestHost(diagnostics: .expected)
    host.show(navigation)
    navigation.push(inbox)
    let elsewhere = Controller()
    let contained = Controller()
    elsewhere.embed(contained)
    navigation.push(contained)
    #expect(
      events(host) == [
        .pushIgnored(
          navigation: "NavigationController", controller: "Controller", inThisStack: true),
        .pushIgnored(
          navigation: "NavigationController", controller: "Controller", inThisStack: false),
      ])
    #expect(navigation.viewControllers.count == 1)
  }

  @Observable final class Feed: @unchecked Sendable { var highlighted = "" }

  @Test func anObservableReadInTheCellProviderIsReportedOnceWithTheFix() {
    let feed = Feed()
    let (host, _) = listOnScreen(ListSnapshot(items: ["a", "b"])) { list, _, id in
      let cell = list.dequeueReusableCell()
      // Read here: a mistake (the provider is not a tracked hook of the cell).
      cell.label.text = id == AnyHashable(feed.highlighted) ? "* \(id)" : "\(id)"
      return cell
    }
    #expect(events(host).isEmpty)
    feed.highlighted = "a"
    host.flush()
    feed.highlighted = "b"
    host.flush()
    #expect(events(host) == [.observableReadInCellProvider(list: "ListView(feed)", type: nil)])
  }

  // Platform 18 never calls updateProperties(): a type whose work lives there alone is
  // named once; one that also overrides a layout hook has a path on 18 and is not.
  final class OnlyProperties: Controller {
    var runs = 0
    override func updateProperties() { runs += 1 }
  }
  final class BothHooks: Controller {
    override func updateProperties() {}
    override func willLayout() {}
  }
  final class OnlyLayout: Controller {
    override func willLayout() {}
  }
  class PropertiesView: View {
    override func updateProperties() {}
  }
  final class InheritedPropertiesView: PropertiesView {}
  final class LaidOutView: View {
    override func updateProperties() {}
    override func layoutSubviews() {}
  }
  final class PropertiesLabel: Label {
    override func updateProperties() {}
  }
  final class PlainNavigation: NavigationController {}

  @Test func updatePropertiesOverriddenOnPlatform18IsReportedOncePerType() {
    let host = TestHost(
      configuration: .init(platform: .v18, observationTrackingEnabled: true), diagnostics: .expected
    )
    let root = OnlyProperties()
    root.view.addSubview(PropertiesView())
    root.view.addSubview(PropertiesView())
    root.view.addSubview(InheritedPropertiesView())
    root.view.addSubview(LaidOutView())
    root.view.addSubview(PropertiesLabel())
    root.view.addSubview(Label())
    let tabs = TabController(tabs: [BothHooks(), OnlyLayout(), OnlyProperties()])
    let navigation = PlainNavigation(rootController: tabs)
    root.embed(navigation)
    host.show(root)
    tabs.select(2)
    host.flush()
    #expect(root.runs == 0, "platform 18 never calls it")
    let never = events(host).compactMap { event -> String? in
      guard case .updatePropertiesNeverCalled(let type, let hook, _) = event else { return nil }
      return "\(type) \(hook)"
    }
    #expect(
      never == [
        "OnlyProperties willLayout()", "PropertiesView layoutSubviews()",
        "InheritedPropertiesView layoutSubviews()", "PropertiesLabel layoutSubviews()",
      ])
    #expect(
      host.diagnostics.first?.message
        == "OnlyProperties overrides updateProperties(), which platform 18 never calls: its "
        + "work never runs there. Do it in willLayout(), which platform 18 runs (and tracks "
        + "when UIObservationTrackingEnabled is set).")
  }

  @Test func withoutTrackingOnPlatform18TheOverrideIsNotProbedNorReported() {
    let host = TestHost(configuration: .init(platform: .v18), diagnostics: .expected)
    let root = OnlyProperties()
    root.view.addSubview(PropertiesView())
    host.show(root)
    #expect(
      !events(host).contains {
        if case .updatePropertiesNeverCalled = $0 { true } else { false }
      })
  }

  @Test func eachOverrideProbeFindsExactlyOneSlot() {
    for (hook, probe) in HookOverrides.all {
      #expect(probe.slot != nil, "\(hook): the probe found no single slot")
    }
    // Each class's hooks have slots of their own.
    let controllerSlots = HookOverrides.all.filter { $0.hook.hasPrefix("Controller.") }
      .map(\.probe.slot)
    let viewSlots = HookOverrides.all.filter { $0.hook.hasPrefix("View.") }.map(\.probe.slot)
    #expect(Set(controllerSlots).count == 3)
    #expect(Set(viewSlots).count == 2)
  }

  @Test func aLayoutTheProbeDoesNotRecognizeAnswersNoRatherThanGuessing() {
    // Three classes that do not differ in one word: no slot, so nothing is an override.
    let probe = OverrideProbe(
      overriding: PropertiesView.self, plain: PropertiesView.self, plainToo: LaidOutView.self)
    #expect(probe.slot == nil)
    #expect(!probe.overrides(PropertiesView.self))
    #expect(!probe.overrides(OnlyProperties.self))
  }

  @Test func updatePropertiesOverriddenOnPlatform26IsNotReported() {
    let host = TestHost()
    let root = OnlyProperties()
    root.view.addSubview(PropertiesView())
    host.show(root)
    #expect(root.runs == 1)
    #expect(events(host).isEmpty)
  }
}
