import HeadlessKitTesting
import HeadlessUIKit
import Testing

@testable import PortedApp

/// The iOS app in Samples/iOSApp, never edited, compiled through HeadlessPortPlugin: tapping
/// each control runs the action its `#selector` named.
@MainActor
@Suite struct PortedAppTests {
  final class ResetSpy: CounterViewControllerDelegate {
    var resets = 0
    func counterDidReset(_ controller: CounterViewController) { resets += 1 }
  }

  final class SilentDelegate: CounterViewControllerDelegate {}

  @Test func tappingTheButtonsRunsTheirActions() {
    let host = TestHost()
    let counter = CounterViewController()
    let spy = ResetSpy()
    counter.delegate = spy
    host.show(counter)
    #expect(host.tap("increment"))
    #expect(host.tap("increment"))
    #expect(host.label("count")?.text == "2")
    #expect(host.tap("reset"))
    #expect(host.label("count")?.text == "0")
    #expect(spy.resets == 1, "the optional delegate method ran")
  }

  @Test func anOptionalDelegateMethodMayBeLeftOut() {
    let host = TestHost()
    let counter = CounterViewController()
    let delegate = SilentDelegate()
    counter.delegate = delegate
    host.show(counter)
    #expect(host.tap("increment"))
    #expect(host.tap("reset"))
    #expect(host.label("count")?.text == "0")
  }

  @Test func theBarButtonItemRunsItsAction() {
    let host = TestHost()
    let counter = CounterViewController()
    host.show(UINavigationController(rootViewController: counter))
    #expect(host.tapButton(titled: "Save"))
    #expect(host.label("count")?.text == "10")
  }

  @Test func theSwitchRunsTheActionDeclaredInAnotherFile() {
    let host = TestHost()
    host.show(SettingsViewController())
    #expect(host.toggle("wifi"))
    #expect(host.label("status")?.text == "Wi-Fi on")
  }
}
