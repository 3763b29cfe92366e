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

// Views and view controllers are responders, and the chain runs as Apple's guide to the
// responder chain describes it
// (https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events):
// a view's next responder is the view controller whose root view it is, else its
// superview; a view controller's is its view's superview (the window for a root view
// controller) or the view controller that presented it.

extension UIView {
  /// The walk public code writes to find the view controller that shows a view.
  fileprivate var parentViewController: UIViewController? {
    var responder: UIResponder? = self
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}

private final class TouchLog: UIView {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("began \(touches.count)")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("moved")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("ended")
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("cancelled")
  }
}

/// The keyboard-dismissing screen public code writes: a tap anywhere ends editing.
private final class FormController: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
  let backdrop = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
  let button = UIButton(type: .system)
  var touchesSeen = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
    view.addSubview(field)
    view.addSubview(backdrop)
    view.addSubview(button)
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchesSeen += 1
    view.endEditing(true)
  }
}

private final class Dial: UIControl {
  var tracking: [String] = []
  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    tracking.append("begin \(isHighlighted)")
    return true
  }
  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    tracking.append("continue \(isTouchInside)")
    return true
  }
  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    tracking.append("end")
  }
}

private final class ChatController: UIViewController {
  let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }
}

@MainActor
@Suite struct UIResponderChainTests {
  @Test func aViewsNextIsItsSuperviewThenItsViewController() {
    let host = TestHost()
    let controller = UIViewController()
    let card = UIView()
    let badge = UILabel()
    host.show(controller)
    controller.view.addSubview(card)
    card.addSubview(badge)
    #expect(badge.next === card)
    #expect(card.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === controller.view.superview)
    #expect(controller.view.window?.next == nil)
    #expect(badge.parentViewController === controller)
    let detached = UIView()
    #expect(detached.next == nil)
    #expect(detached.parentViewController == nil)
  }

  @Test func aChildsNextIsItsViewsSuperviewAndAPresentedOnesThePresenter() {
    let host = TestHost()
    let parent = UIViewController()
    let child = UIViewController()
    host.show(parent)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.next === parent.view)
    #expect(child.view.subviews.isEmpty)
    let sheet = UIViewController()
    parent.present(sheet, animated: false)
    host.flush()
    #expect(sheet.next === parent)
    #expect(sheet.view.parentViewController === sheet)
  }

  /// Apple: `becomeFirstResponder()` asks the current first responder to resign first
  /// (https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()).
  @Test func aFieldThatBeginsEditingEndsTheOtherOnesEditing() {
    let host = TestHost()
    let controller = FormController()
    let other = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 40))
    host.show(controller)
    controller.view.addSubview(other)
    #expect(controller.field.canBecomeFirstResponder)
    #expect(controller.field.becomeFirstResponder())
    #expect(controller.field.isFirstResponder)
    #expect(other.becomeFirstResponder())
    #expect(other.isFirstResponder)
    #expect(!controller.field.isFirstResponder)
    #expect(!controller.field.isEditing)
    // A view controller that can become first responder takes it from the field, as a
    // chat screen with an input accessory view does.
    let chat = ChatController()
    host.show(chat)
    #expect(chat.inputAccessoryView === chat.bar)
    let field = UITextField()
    chat.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(chat.becomeFirstResponder())
    #expect(chat.isFirstResponder)
    #expect(!field.isFirstResponder)
    #expect(chat.resignFirstResponder())
    #expect(!chat.isFirstResponder)
  }

  /// Apple: touches go to the view hit, and `UIResponder`'s implementation forwards
  /// them up the chain
  /// (https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)).
  @Test func touchesReachTheViewHitThenPassUpTheChain() {
    let host = TestHost()
    let controller = FormController()
    let log = TouchLog(frame: CGRect(x: 20, y: 400, width: 100, height: 100))
    host.show(controller)
    controller.view.addSubview(log)
    host.tap(log)
    #expect(log.log == ["began 1", "ended"])
    #expect(controller.touchesSeen == 0)
    // A plain view passes them on: the controller's override ends editing.
    #expect(controller.field.becomeFirstResponder())
    host.tap(controller.backdrop)
    #expect(controller.touchesSeen == 1)
    #expect(!controller.field.isFirstResponder)
    // A control keeps its touches.
    host.tap(controller.button)
    #expect(controller.touchesSeen == 1)
    log.log = []
    host.drag(log, by: CGPoint(x: 10, y: 0), steps: 3)
    #expect(log.log == ["began 1", "moved", "moved", "moved", "ended"])
  }

  /// Apple: a recognizer with `cancelsTouchesInView` (the default) cancels the touches
  /// in the view when it recognizes; with it off, the view gets them all
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview).
  @Test func aRecognizerThatRecognizesCancelsTheTouchesInTheView() {
    let host = TestHost()
    let controller = UIViewController()
    let log = TouchLog(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
    host.show(controller)
    controller.view.addSubview(log)
    var taps = 0
    let tap = UITapGestureRecognizer { _ in taps += 1 }
    log.addGestureRecognizer(tap)
    host.tap(log)
    #expect(taps == 1)
    #expect(log.log == ["began 1", "cancelled"])
    tap.cancelsTouchesInView = false
    log.log = []
    host.tap(log)
    #expect(taps == 2)
    #expect(log.log == ["began 1", "ended"])
  }

  /// Apple: a control tracks the touch through `beginTracking(_:with:)`,
  /// `continueTracking(_:with:)` and `endTracking(_:with:)`, highlighted while the finger
  /// is on it (https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)).
  @Test func aCustomControlTracksTheTouch() {
    let host = TestHost()
    let controller = UIViewController()
    let dial = Dial(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
    host.show(controller)
    controller.view.addSubview(dial)
    host.drag(dial, by: CGPoint(x: 200, y: 0))
    #expect(dial.tracking.first == "begin true")
    #expect(dial.tracking.contains("continue false"))
    #expect(dial.tracking.last == "end")
    #expect(!dial.isTracking)
    #expect(!dial.isHighlighted)
  }

  /// Apple: a control sends `.touchUpInside` when a finger lifts inside it
  /// (https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside).
  @Test func aFingerLiftedInsideAButtonOrSwitchActsAsATap() {
    let host = TestHost()
    let controller = UIViewController()
    host.show(controller)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    let toggle = UISwitch()
    toggle.frame = CGRect(x: 20, y: 200, width: 51, height: 31)
    controller.view.addSubview(button)
    controller.view.addSubview(toggle)
    host.flush()
    host.tap(button)
    #expect(taps == 1)
    #expect(!button.isHighlighted)
    host.tap(toggle)
    #expect(toggle.isOn)
    // A finger that slides off before lifting sends nothing.
    host.drag(button, by: CGPoint(x: 0, y: 200))
    #expect(taps == 1)
  }
}
