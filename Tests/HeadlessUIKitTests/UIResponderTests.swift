import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIResponder and UIApplicationDelegate: an app delegate declared as iOS templates
// declare it compiles, and the first-responder methods behave as Apple documents.
// https://developer.apple.com/documentation/uikit/uiresponder
// https://developer.apple.com/documentation/uikit/uiapplicationdelegate

private final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var launched = false

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    root.title = "Home"
    window?.rootViewController = root
    launched = true
    return true
  }
}

private final class Responder: UIResponder {
  var accepts = true
  var lets = true
  override var canBecomeFirstResponder: Bool { accepts }
  override var canResignFirstResponder: Bool { lets }
}

private final class Chained: UIResponder {
  let after: UIResponder?
  init(after: UIResponder?) {
    self.after = after
    super.init()
  }
  override var next: UIResponder? { after }
}

@MainActor
@Suite struct UIResponderTests {
  @Test func anAppDelegateAsTemplatesDeclareItLaunches() {
    let delegate = AppDelegate()
    let app = UIApplication.shared
    app.delegate = delegate
    defer { app.delegate = nil }
    #expect(app.delegate === delegate)
    #expect(delegate.application(app, didFinishLaunchingWithOptions: nil))
    #expect(delegate.launched)
    #expect(delegate.window?.rootViewController?.title == "Home")
    // Every other method is optional, as in UIKit.
    #expect(delegate.application(app, willFinishLaunchingWithOptions: [:]))
    delegate.applicationDidBecomeActive(app)
    #expect(delegate.next == nil)
    let asResponder: UIResponder = app
    #expect(asResponder.next == nil)
  }

  /// Apple: `becomeFirstResponder()` returns `false` when `canBecomeFirstResponder` is
  /// `false`; by default it is `false`.
  @Test func aResponderBecomesFirstOnlyWhenItCan() {
    #expect(!UIResponder().canBecomeFirstResponder)
    #expect(!UIResponder().becomeFirstResponder())
    let first = Responder()
    first.accepts = false
    #expect(!first.becomeFirstResponder())
    #expect(!first.isFirstResponder)
    first.accepts = true
    #expect(first.becomeFirstResponder())
    #expect(first.isFirstResponder)
    #expect(first.resignFirstResponder())
    #expect(!first.isFirstResponder)
  }

  /// Apple: one responder at a time is first responder; the current one is asked to
  /// resign, and one that cannot resign keeps it.
  @Test func oneResponderAtATimeAndTheCurrentOneMustResign() {
    let first = Responder()
    let second = Responder()
    #expect(first.becomeFirstResponder())
    #expect(second.becomeFirstResponder())
    #expect(!first.isFirstResponder)
    #expect(second.isFirstResponder)
    second.lets = false
    #expect(!first.becomeFirstResponder())
    #expect(second.isFirstResponder)
    second.lets = true
    #expect(second.resignFirstResponder())
  }

  @Test func nextIsTheChainASubclassDeclares() {
    let end = UIResponder()
    let start = Chained(after: Chained(after: end))
    #expect(start.next?.next === end)
    #expect(end.next == nil)
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
  }
}
