import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

/// A clock screen written as for iOS: a label that counts the seconds of a repeating
/// timer, and a banner hidden by a delayed call after a tap.
private final class TickingViewController: UIViewController {
  let ticksLabel = UILabel()
  let banner = UIView()
  private(set) var ticks = 0
  private var timer: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    ticksLabel.accessibilityIdentifier = "ticks"
    view.addSubview(ticksLabel)
    view.addSubview(banner)
    timer = Timer.scheduledMainActorTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      guard let self else { return }
      ticks += 1
      ticksLabel.text = "\(ticks)"
    }
  }

  func showBanner() {
    banner.isHidden = false
    performOnMainActor(after: 0.3) { [weak self] in self?.banner.isHidden = true }
  }

  func stop() { timer?.invalidate() }
}

// Under a TestHost, HeadlessUIKit's timers and delayed calls run on the host's test clock:
// `advance(by:)` fires them in order, nothing sleeps.
@MainActor
@Suite struct HostClockTests {
  @Test func aRepeatingTimerAdvancedThreeTimesFiresThreeTimes() async {
    let host = TestHost()
    let controller = TickingViewController()
    host.show(controller)
    for _ in 0..<3 { await host.advance(by: .seconds(1)) }
    #expect(controller.ticks == 3)
    #expect(controller.ticksLabel.text == "3")
    controller.stop()
    await host.advance(by: .seconds(5))
    #expect(controller.ticks == 3)
  }

  @Test func aDelayedCallRunsWhenItsDelayHasPassed() async {
    let host = TestHost()
    let controller = TickingViewController()
    host.show(controller)
    controller.stop()
    controller.showBanner()
    await host.advance(by: .milliseconds(299))
    #expect(!controller.banner.isHidden)
    await host.advance(by: .milliseconds(1))
    #expect(controller.banner.isHidden)
  }

  @Test func settleLeavesTimersWaitingForTheClock() async {
    let host = TestHost()
    let controller = TickingViewController()
    host.show(controller)
    await host.settle()
    #expect(controller.ticks == 0)
    #expect(
      host.pendingWork == [
        "1 timer or delayed call waiting on the test clock, the next at 1.0 seconds"
      ])
  }
}
