import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

@MainActor
@Suite struct UIKitWindowTests {
  // A scene delegate's three lines: a window, its root view controller, makeKeyAndVisible().
  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  @Test func makeKeyAndVisibleShowsTheWindowInTheAppsApplication() {
    let log = LifecycleRecorder()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = LoggingViewController("root", log: log)
    window.makeKeyAndVisible()
    let application = UIApplication.shared.application
    defer { application.hide(window) }
    #expect(window.isVisible && UIApplication.shared.windows.contains { $0 === window })
    application.flush()
    #expect(log.events.contains("root.viewDidAppear"))
    window.makeKeyAndVisible()
    #expect(UIApplication.shared.windows.filter { $0 === window }.count == 1, "shown once")
  }
}
