// The environment (traits, dismiss, AppStorage on a given store) and the callbacks that run
// outside tracking (onAppear, onChange, actions).

import Foundation
import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

struct SchemeView: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    VStack {
      Text(colorScheme == .dark ? "dark" : "light")
      Text(dynamicTypeSize.isAccessibilitySize ? "accessibility" : "standard")
    }
  }
}

struct StoredFlagView: View {
  @AppStorage("flag", store: StoredFlagView.store) private var flag = false
  nonisolated(unsafe) static let store = UserDefaults(suiteName: "HeadlessSwiftUITests.flag")!

  var body: some View {
    Button(flag ? "flag on" : "flag off") { flag.toggle() }
  }
}

@Observable
final class Log {
  var entries: [String] = []
  var value = 0
}

struct LifecycleView: View {
  let log: Log
  let source: Counter

  var body: some View {
    Text("value \(source.value)")
      .onAppear { log.entries.append("appear \(log.value)") }
      .onChange(of: source.value) { old, new in log.entries.append("change \(old)->\(new)") }
  }
}

struct DismissingView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Done") { dismiss() }
  }
}

@MainActor
@Suite struct EnvironmentAndLifecycleTests {
  @Test func traitBackedEnvironmentValuesReEvaluateTheBodiesThatReadThem() {
    let (host, recorder) = showing(SchemeView())
    #expect(texts(in: host) == ["light", "standard"])
    recorder.reset()
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(texts(in: host) == ["dark", "standard"])
    #expect(recorder.runs == ["SchemeView"])
    host.setTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
    #expect(texts(in: host) == ["dark", "accessibility"])
  }

  @Test func appStorageOnAGivenStoreFollowsWritesThroughThePropertyAndTheStore() {
    StoredFlagView.store.removeObject(forKey: "flag")
    let (host, recorder) = showing(StoredFlagView())
    #expect(host.tapButton(titled: "flag off"))
    #expect(StoredFlagView.store.bool(forKey: "flag"))
    #expect(host.views(ofType: UIButton.self).map(\.title) == ["flag on"])
    recorder.reset()
    StoredFlagView.store.set(false, forKey: "flag")
    host.flush()
    #expect(recorder.runs == ["StoredFlagView"])
    #expect(host.views(ofType: UIButton.self).map(\.title) == ["flag off"])
    recorder.reset()
    host.flush()
    #expect(recorder.runs.isEmpty)
  }

  @Test func onAppearAndOnChangeRunAfterThePassOutsideTracking() {
    let log = Log()
    let source = Counter()
    let (host, recorder) = showing(
      LifecycleView(log: log, source: source), diagnostics: .expected)
    #expect(log.entries == ["appear 0"])
    recorder.reset()
    // onAppear read log.value outside tracking: changing it re-runs nothing.
    log.value = 3
    host.flush()
    #expect(recorder.runs.isEmpty)
    source.value = 2
    host.flush()
    #expect(log.entries == ["appear 0", "change 0->2"])
    #expect(recorder.runs == ["LifecycleView"])
    // HeadlessKit's untracked-read watch saw the read SwiftUI never tells you about.
    #expect(
      host.diagnostics.map(\.description).contains {
        $0.contains("LifecycleView.onAppear read Log outside a tracking scope")
      })
  }

  @Test func dismissClosesTheHostingControllersSheet() throws {
    let host = TestHost()
    let root = UIViewController()
    host.show(root)
    let sheet = UIHostingController(rootView: DismissingView())
    root.present(sheet, animated: false)
    host.flush()
    #expect(root.presentedController === sheet)
    #expect(host.tapButton(titled: "Done"))
    #expect(root.presentedController == nil)
  }
}
