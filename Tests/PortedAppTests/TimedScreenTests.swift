import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

@testable import PortedApp

/// Samples/iOSApp's screens with timers, delayed performs, gestures, notifications and
/// bar button items: time moves only when the test advances the manual clock.
@MainActor
@Suite struct TimedScreenTests {
  @Test func theStopwatchTicksOnTheTestClockAndStops() {
    let host = TestHost()
    let clock = ManualMainActorScheduler()
    MainActorScheduling.withScheduler(clock) {
      host.show(StopwatchViewController())
      #expect(host.tap("start"))
    }
    clock.advance(by: .seconds(3))
    host.flush()
    #expect(host.label("time")?.text == "3")
    #expect(host.tap("start"), "Stop")
    clock.advance(by: .seconds(5))
    host.flush()
    #expect(host.label("time")?.text == "3", "invalidate() stopped the timer")
    #expect(host.tap("reset"))
    #expect(host.label("time")?.text == "0")
  }

  @Test func theToastHidesAfterItsDelayedPerform() {
    let host = TestHost()
    let clock = ManualMainActorScheduler()
    MainActorScheduling.withScheduler(clock) {
      host.show(ToastViewController())
      #expect(host.tap("copy"))
    }
    #expect(host.label("toast")?.isHidden == false)
    #expect(host.label("toast")?.text == "Link copied")
    clock.advance(by: .milliseconds(1999))
    #expect(host.label("toast")?.isHidden == false)
    clock.advance(by: .milliseconds(1))
    host.flush()
    #expect(host.label("toast")?.isHidden == true)
  }

  @Test func eachGestureOnThePhotoRunsItsAction() throws {
    let host = TestHost()
    let photo = PhotoViewController()
    host.show(photo)
    let view = try #require(host.view("photo"))
    #expect(host.doubleTap(view))
    #expect(host.label("status")?.text == "Zoomed in")
    #expect(host.pinch(view, scale: 2))
    #expect(host.label("status")?.text == "Pinched out")
    #expect(host.drag(view, by: Point(x: 60, y: 0)))
    #expect(host.label("status")?.text == "Panned")
    #expect(photo.totalPan > 0)
    #expect(host.longPress(view, duration: 1))
    #expect(host.label("status")?.text == "Saved to Photos")
  }

  @Test func theRefreshItemLoadsAndTheObserverUpdatesTheCount() {
    let host = TestHost()
    let store = FeedStore()
    host.show(UINavigationController(rootViewController: FeedViewController(store: store)))
    #expect(host.tapButton(titled: "Refresh"))
    #expect(host.tapButton(titled: "Refresh"))
    #expect(host.label("feedCount")?.text == "2 items")
  }

  @Test func theProfilesBarButtonsEditAndPush() throws {
    let host = TestHost()
    let profile = ProfileViewController()
    let navigation = UINavigationController(rootViewController: profile)
    let entries = LogRecording.record { host.show(navigation) }
    #expect(entries.map(\.redactedMessage) == ["Profile shown for <private>"])
    #expect(host.tapButton(titled: "Edit"))
    #expect(profile.isEditingProfile)
    let gear = try #require(host.views(ofType: Button.self).first { $0.image == "gearshape" })
    gear.tap()
    host.flush()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is SettingsViewController)
  }
}
