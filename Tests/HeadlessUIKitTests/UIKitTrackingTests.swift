import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

@MainActor
@Suite struct UIKitTrackingTests {
  // iOS 18: viewWillLayoutSubviews() is tracked only with UIObservationTrackingEnabled.
  // https://developer.apple.com/documentation/uikit/updating-views-automatically-with-observation-tracking
  @Test(arguments: [true, false])
  func onIOS18TheKeyDecidesWhetherViewWillLayoutSubviewsRefreshes(key: Bool) {
    let theme = Theme()
    let host = TestHost(
      configuration: Configuration(platform: .v18, observationTrackingEnabled: key))
    host.show(ThemedViewController(theme: theme))
    #expect(host.label("theme")?.text == "forest")
    theme.accent = "coral"
    host.flush()
    #expect(host.label("theme")?.text == (key ? "coral" : "forest"))
  }

  @Test func theTraceNamesTheUIKitMethodThatRead() {
    let theme = Theme()
    let host = TestHost(
      configuration: Configuration(
        platform: .v18, observationTrackingEnabled: true, traceEnabled: true))
    host.show(ThemedViewController(theme: theme))
    theme.accent = "coral"
    host.flush()
    let reruns = host.diagnostics.compactMap { diagnostic -> String? in
      guard case .rerun(let rerun) = diagnostic.event else { return nil }
      return "\(rerun.owner).\(rerun.method)"
    }
    #expect(reruns == ["ThemedViewController.viewWillLayoutSubviews()"])
  }

  // The seed's trap in UIKit's spelling: a value read once in viewDidLoad() and cached
  // never refreshes; HeadlessKit names the method it was read in.
  @Test func aReadInViewDidLoadIsReportedUnderThatName() {
    let theme = Theme()
    let host = TestHost(diagnostics: .expected)
    host.show(CachingViewController(theme: theme))
    theme.accent = "coral"
    host.flush()
    #expect(host.label("theme")?.text == "forest", "cached: stale, as on iOS")
    #expect(
      host.diagnostics.map(\.event) == [
        .untrackedRead(
          .init(
            owner: "CachingViewController", callback: "viewDidLoad()", type: "Theme",
            fix: .updateProperties))
      ])
  }

  // On iOS 18 with the key, the tracked method to read state in is
  // viewWillLayoutSubviews(): the report names it as the UIKit controller spells it.
  @Test func onIOS18TheFixNamesViewWillLayoutSubviews() {
    let theme = Theme()
    let host = TestHost(
      configuration: Configuration(platform: .v18, observationTrackingEnabled: true),
      diagnostics: .expected)
    host.show(CachingViewController(theme: theme))
    theme.accent = "coral"
    host.flush()
    let untracked = host.diagnostics.first { $0.kind == .untrackedRead }
    guard case .untrackedRead(let read) = untracked?.event else {
      Issue.record("no untracked read reported: \(host.diagnostics)")
      return
    }
    #expect(read.fix == .willLayout && read.fixMethod == "viewWillLayoutSubviews()")
    #expect(untracked?.message.hasSuffix("Read it in viewWillLayoutSubviews().") == true)
  }

  @Test func onIOS26ViewWillLayoutSubviewsIsTracked() {
    let theme = Theme()
    let host = TestHost()
    host.show(ThemedViewController(theme: theme))
    theme.accent = "sage"
    host.flush()
    #expect(host.label("theme")?.text == "sage")
  }
}
