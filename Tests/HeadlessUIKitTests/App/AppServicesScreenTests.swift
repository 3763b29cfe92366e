import HeadlessKitTesting
import HeadlessUIKit
import Testing

// View controllers written as public iOS code writes them, using the app-level services:
// a share screen that copies a code to the pasteboard and fires a haptic when its button is
// tapped, and a feed that refreshes when the app becomes active.
// https://developer.apple.com/documentation/uikit/uipasteboard/string
// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification

private final class InviteViewController: UIViewController {
  let codeLabel = UILabel()
  let copyButton = UIButton(type: .system)
  private let feedback = UINotificationFeedbackGenerator()
  private let selection = UISelectionFeedbackGenerator()

  override func viewDidLoad() {
    super.viewDidLoad()
    codeLabel.text = "HK-2026"
    copyButton.setTitle("Copy", for: .normal)
    copyButton.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
    view.addSubview(codeLabel)
    view.addSubview(copyButton)
    copyButton.addAction(
      UIAction { [unowned self] _ in self.copyCode() }, for: .touchUpInside)
    feedback.prepare()
  }

  private func copyCode() {
    guard let code = codeLabel.text else { return }
    UIPasteboard.general.string = code
    if UIPasteboard.general.hasStrings {
      feedback.notificationOccurred(.success)
    } else {
      feedback.notificationOccurred(.error)
    }
    selection.selectionChanged()
    UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: 0.5)
    UIAccessibility.post(notification: .announcement, argument: "Code copied")
    copyButton.setTitle("Copied", for: .normal)
  }
}

private final class FeedViewController: UIViewController {
  private(set) var refreshes = 0
  private(set) var blockRefreshes = 0
  nonisolated(unsafe) private var token: (any NSObjectProtocol)?

  override func viewDidLoad() {
    super.viewDidLoad()
    // The selector observer iOS code registers, as `headless port` rewrites it.
    NotificationCenter.default.addMainActorObserver(
      self, name: UIApplication.didBecomeActiveNotification, object: nil
    ) { controller, _ in controller.refresh() }
    // The block observer, as written for iOS.
    token = NotificationCenter.default.addObserver(
      forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.blockRefreshes += 1 }
    }
  }

  deinit {
    NotificationCenter.default.removeMainActorObservers(self)
    if let token { NotificationCenter.default.removeObserver(token) }
  }

  private func refresh() {
    guard UIApplication.shared.applicationState == .active else { return }
    refreshes += 1
  }
}

private final class FeedSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}

@MainActor
@Suite struct AppServicesScreenTests {
  @Test func tappingCopyPutsTheCodeOnThePasteboardAndFiresHaptics() {
    UIApplication.shared.headless.reset()
    UIFeedbackGenerator.headlessLog.removeAll()
    UIAccessibility.headless.reset()
    let host = TestHost()
    let controller = InviteViewController()
    host.show(controller)
    let count = UIPasteboard.general.changeCount
    #expect(host.tapButton(titled: "Copy"))
    #expect(UIPasteboard.general.string == "HK-2026")
    #expect(UIPasteboard.general.changeCount == count + 1)
    #expect(
      UIFeedbackGenerator.headlessLog.map(\.kind) == [
        .notification(.success), .selection, .impact(.light, intensity: 0.5),
      ])
    #expect(UIFeedbackGenerator.headlessPrepareCount > 0)
    #expect(UIAccessibility.headless.announcements == ["Code copied"])
    #expect(controller.copyButton.title(for: .normal) == "Copied")
  }

  @Test func aFeedRefreshesWhenTheAppBecomesActive() {
    let app = UIApplication.shared
    app.headless.reset()
    defer { app.headless.reset() }
    let host = TestHost()
    let controller = FeedViewController()
    host.show(controller)
    #expect(controller.refreshes == 0)
    app.headless.transition(to: .background)
    #expect(controller.refreshes == 0)
    app.headless.transition(to: .active)
    #expect(controller.refreshes == 1)
    #expect(controller.blockRefreshes == 1)
    // In an app with scenes the app's notification still posts: when the first scene
    // becomes active, and when it becomes active again.
    app.headless.reset()
    app.headless.launch(connectingSceneWith: FeedSceneDelegate(), showingIn: host.application)
    #expect(controller.refreshes == 2)
    app.headless.transition(to: .inactive)
    #expect(controller.refreshes == 2)
    app.headless.transition(to: .active)
    #expect(controller.refreshes == 3)
  }
}
