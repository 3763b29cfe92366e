import HeadlessKit
import Foundation
import HeadlessKitTesting
@testable import HeadlessUIKit
import Testing

// NotificationCenter.addMainActorObserver and its removal: the stand-in `headless port`
// writes for addObserver(_:selector:name:object:) and removeObserver(_:).
@MainActor
@Suite struct PortNotificationTests {
  final class Listener {
    var heard: [String] = []
  }

  static let ping = Notification.Name("PortNotificationTests.ping")
  static let pong = Notification.Name("PortNotificationTests.pong")

  @Test func theBlockGetsTheObserverAndTheNotification() {
    let center = NotificationCenter()
    let listener = Listener()
    center.addMainActorObserver(listener, name: Self.ping, object: nil) { listener, note in
      listener.heard.append(note.name.rawValue)
    }
    center.post(name: Self.ping, object: nil)
    center.post(name: Self.pong, object: nil)
    #expect(listener.heard == [Self.ping.rawValue])
  }

  // Foundation on Linux: removeObserver(_:) leaves block observers registered (the
  // reason these helpers exist); removeMainActorObservers(_:) removes them.
  @Test func removingTheObserverRemovesItsBlockObservers() {
    let center = NotificationCenter()
    let listener = Listener()
    center.addMainActorObserver(listener, name: Self.ping, object: nil) { listener, _ in
      listener.heard.append("ping")
    }
    center.addMainActorObserver(listener, name: Self.pong, object: nil) { listener, _ in
      listener.heard.append("pong")
    }
    center.removeMainActorObservers(listener)
    center.post(name: Self.ping, object: nil)
    center.post(name: Self.pong, object: nil)
    #expect(listener.heard.isEmpty)
  }

  @Test func removingByNameAndSenderRemovesOnlyThose() {
    let center = NotificationCenter()
    let listener = Listener()
    let senderA = Listener()
    let senderB = Listener()
    center.addMainActorObserver(listener, name: Self.ping, object: senderA) { listener, _ in
      listener.heard.append("A")
    }
    center.addMainActorObserver(listener, name: Self.ping, object: senderB) { listener, _ in
      listener.heard.append("B")
    }
    center.addMainActorObserver(listener, name: Self.pong, object: nil) { listener, _ in
      listener.heard.append("pong")
    }
    center.removeMainActorObservers(listener, name: Self.ping, object: senderA)
    center.post(name: Self.ping, object: senderA)
    center.post(name: Self.ping, object: senderB)
    center.post(name: Self.pong, object: nil)
    #expect(listener.heard == ["B", "pong"])
    center.removeMainActorObservers(listener, name: Self.ping, object: nil)
    center.post(name: Self.ping, object: senderB)
    center.post(name: Self.pong, object: nil)
    #expect(listener.heard == ["B", "pong", "pong"])
  }

  // The observer is held weakly: freed, it is not called, nothing keeps it alive, and
  // its registrations leave the centre (at the next post, for a plain object).
  @Test func aFreedObserverIsNotCalledAndItsRegistrationGoes() {
    let center = NotificationCenter()
    var calls = 0
    weak var freed: Listener?
    weak var registrations: ObserverTokens?
    do {
      let listener = Listener()
      freed = listener
      center.addMainActorObserver(listener, name: Self.ping, object: nil) { _, _ in
        calls += 1
      }
      registrations = MainActorObservers.existingTokens(for: listener)
      center.post(name: Self.ping, object: nil)
    }
    #expect(calls == 1)
    #expect(freed == nil)
    #expect(registrations != nil)
    center.post(name: Self.ping, object: nil)
    #expect(calls == 1)
    #expect(registrations == nil)
  }

  // A controller keeps its registrations: they go with it, at once.
  @Test func aControllersRegistrationsGoWithIt() {
    let center = NotificationCenter()
    var calls = 0
    weak var freed: UIViewController?
    weak var registrations: ObserverTokens?
    do {
      let controller = UIViewController()
      freed = controller
      center.addMainActorObserver(controller, name: Self.ping, object: nil) { _, _ in
        calls += 1
      }
      registrations = MainActorObservers.existingTokens(for: controller)
    }
    #expect(freed == nil && registrations == nil)
    center.post(name: Self.ping, object: nil)
    #expect(calls == 0)
  }

  // A notification posted on another thread runs the block on the main actor. The limit
  // only guards against a hang: the hop waits for the main actor, which every main-actor
  // test of the run shares (under AddressSanitizer the whole run takes minutes).
  @Test(.timeLimit(.minutes(5)))
  func aNotificationPostedOnAnotherThreadRunsOnTheMainActor() async {
    let center = NotificationCenter()
    let listener = Listener()
    let name = Self.ping
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      center.addMainActorObserver(listener, name: name, object: nil) { listener, _ in
        MainActor.preconditionIsolated()
        listener.heard.append("posted elsewhere")
        continuation.resume()
      }
      Thread.detachNewThread { center.post(name: name, object: nil) }
    }
    #expect(listener.heard == ["posted elsewhere"])
    center.removeMainActorObservers(listener)
  }
}

// removeMainActorObservers is nonisolated: a deinit calls it, as iOS code calls
// removeObserver(self) there.
@MainActor
@Suite struct PortObserverDeinitTests {
  nonisolated static let ping = Notification.Name("PortObserverDeinitTests.ping")

  final class Screen: UIViewController {
    let center: NotificationCenter
    let heard: PortNotificationTests.Listener
    init(center: NotificationCenter, heard: PortNotificationTests.Listener) {
      self.center = center
      self.heard = heard
      super.init(nibName: nil, bundle: nil)
      center.addMainActorObserver(self, name: PortObserverDeinitTests.ping, object: nil) {
        screen, _ in screen.heard.heard.append("ping")
      }
    }
    required init?(coder: NSCoder) { fatalError() }
    deinit { center.removeMainActorObservers(self) }
  }

  final class Model {
    let center: NotificationCenter
    init(center: NotificationCenter) { self.center = center }
    deinit {
      center.removeMainActorObservers(self, name: PortObserverDeinitTests.ping, object: nil)
    }
  }

  @Test func aControllerRemovesItsObserversInItsDeinit() {
    let center = NotificationCenter()
    let heard = PortNotificationTests.Listener()
    var screen: Screen? = Screen(center: center, heard: heard)
    center.post(name: Self.ping, object: nil)
    #expect(screen != nil)
    screen = nil
    center.post(name: Self.ping, object: nil)
    #expect(heard.heard == ["ping"])
  }

  @Test func anObjectOffTheMainActorRemovesItsObserversInItsDeinit() {
    let center = NotificationCenter()
    let heard = PortNotificationTests.Listener()
    var model: Model? = Model(center: center)
    center.addMainActorObserver(model!, name: Self.ping, object: nil) { _, _ in
      heard.heard.append("model")
    }
    center.post(name: Self.ping, object: nil)
    let registered = MainActorObservers.otherObserverCount
    model = nil
    #expect(MainActorObservers.otherObserverCount == registered - 1, "removed in the deinit")
    center.post(name: Self.ping, object: nil)
    #expect(heard.heard == ["model"])
  }
}
