import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct ConfigurationTests {
  @Test func defaultEmulatesV26WithoutTheKey() {  // Rule 4.1, 4.2
    let configuration = Configuration()
    #expect(configuration.platform == .v26)
    #expect(configuration.observationTrackingEnabled == false)
    #expect(configuration.tracksHooks)
    #expect(configuration.feedbackLoopThreshold == 100)
  }

  @Test(arguments: [false, true])
  func v18NeverCallsUpdatePropertiesAndReportsSetNeedsUpdateProperties(key: Bool) {  // Rule 4.3
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(
      Configuration(platform: .v18, observationTrackingEnabled: key), recorder: recorder,
      diagnostics: .expected)
    root.setNeedsUpdateProperties()
    #expect(root.view.needsUpdateProperties == false)
    host.flush()
    root.updatePropertiesIfNeeded()
    #expect(!recorder.events.contains("root.updateProperties"))
    #expect(host.diagnostics.contains { $0.kind == .misuse && $0.message.contains("platform 18") })
  }

  @Test func v18ShowRunsLayoutButNeverUpdateProperties() {  // Rule 4.3
    let recorder = LifecycleRecorder()
    let host = TestHost(configuration: Configuration(platform: .v18))
    host.show(RecordingController("root", recorder: recorder))
    #expect(
      recorder.events == [
        "root.loadView", "root.didLoad", "root.willAppear", "root.willLayout", "root.didLayout",
        "root.isAppearing", "root.didAppear",
      ])
  }

  @Test(arguments: [false, true])
  func v18TracksLayoutOnlyWithTheKey(key: Bool) {  // Rule 4.3
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let (host, _) = makeHost(
      Configuration(platform: .v18, observationTrackingEnabled: key), recorder: recorder
    ) { root in
      root.onWillLayout = { _ = counter.value }
    }
    counter.value = 1
    host.flush()
    #expect(recorder.events == (key ? ["root.willLayout", "root.didLayout"] : []))
  }

  // Rule 4.5
  @Test(arguments: [Configuration.Platform.v18, .v26])
  func trackingDisabledTurnsTrackingOffOnEveryPlatform(platform: Configuration.Platform) {
    let recorder = LifecycleRecorder()
    let counter = Counter()
    let configuration = Configuration(
      platform: platform, observationTrackingEnabled: true, trackingDisabled: true)
    let (host, _) = makeHost(configuration, recorder: recorder) { root in
      root.onUpdateProperties = { _ = counter.value }
      root.onWillLayout = { _ = counter.value }
    }
    counter.value = 1
    host.flush()
    #expect(recorder.events.isEmpty)
  }
}
