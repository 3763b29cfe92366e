import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// The simulated keyboard: UIKit's keyboard notifications, posted as UIKit's header
// (UIWindow.h) describes them: a nil object, the begin and end frames as NSValues of
// CGRects in screen coordinates, the duration and curve in the "will" family
// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification),
// and `keyboardLayoutGuide`
// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide).

/// A login screen as public code writes it: the button rides above the keyboard through
/// a bottom constraint changed in `keyboardWillShow`.
private final class LoginController: UIViewController {
  let email = UITextField()
  let password = UITextField()
  let signIn = UIButton(type: .system)
  var bottom: NSLayoutConstraint!
  var events: [String] = []
  var shownHeight: CGFloat = 0
  var duration: Double = 0
  var curve: UInt = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    email.accessibilityIdentifier = "email"
    password.accessibilityIdentifier = "password"
    signIn.setTitle("Sign in", for: .normal)
    for view in [email, password, signIn] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      self.view.addSubview(view)
    }
    bottom = signIn.bottomAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
    NSLayoutConstraint.activate([
      email.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      email.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      email.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
      password.leadingAnchor.constraint(equalTo: email.leadingAnchor),
      password.trailingAnchor.constraint(equalTo: email.trailingAnchor),
      signIn.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      bottom,
    ])
    let center = NotificationCenter.default
    center.addMainActorObserver(
      self, name: UIResponder.keyboardWillShowNotification, object: nil
    ) { controller, note in controller.keyboardWillShow(note) }
    center.addMainActorObserver(
      self, name: UIResponder.keyboardWillHideNotification, object: nil
    ) { controller, note in controller.keyboardWillHide(note) }
    for name in [
      UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidChangeFrameNotification,
      UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification,
    ] {
      center.addMainActorObserver(self, name: name, object: nil) { controller, note in
        controller.events.append(note.name.rawValue)
      }
    }
  }

  func keyboardWillShow(_ notification: Notification) {
    events.append(notification.name.rawValue)
    guard
      let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    else { return }
    shownHeight = frame.cgRectValue.height
    duration =
      (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
      .doubleValue ?? 0
    curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
    bottom.constant = -(shownHeight - view.safeAreaInsets.bottom) - 20
    UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
  }

  func keyboardWillHide(_ notification: Notification) {
    events.append(notification.name.rawValue)
    bottom.constant = -20
    UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
  }
}

/// A chat screen on iOS 15's keyboard layout guide: the input bar sits on the guide.
private final class ChatController: UIViewController {
  let bar = UIView()
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    bar.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    field.accessibilityIdentifier = "message"
    view.addSubview(bar)
    bar.addSubview(field)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
      field.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
    ])
  }
}

@MainActor
@Suite struct UIKitKeyboardTests {
  @Test func aFieldThatBeginsEditingShowsTheKeyboardAndTheHandlersMoveTheButton() throws {
    let host = TestHost()
    let controller = LoginController()
    host.show(controller)
    let window = try #require(controller.view.window)
    let restingY = controller.signIn.frame.maxY
    #expect(!SimulatedKeyboard.isShown(in: window))

    #expect(controller.email.becomeFirstResponder())
    // Posted at the next pass, after the field's delegate messages.
    #expect(controller.events.isEmpty)
    host.flush()
    #expect(
      controller.events == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
      ])
    #expect(controller.shownHeight == 336)
    #expect(controller.duration == 0.25)
    #expect(controller.curve == 7)
    let keyboard = try #require(SimulatedKeyboard.frame(in: window))
    #expect(keyboard.maxY == window.bounds.height)
    #expect(keyboard.width == window.bounds.width)
    // The button now sits 20 points above the keyboard.
    #expect(controller.signIn.frame.maxY == keyboard.minY - 20)
    #expect(controller.signIn.frame.maxY < restingY)

    // Moving to the next field keeps the keyboard: nothing is posted.
    controller.events = []
    #expect(controller.password.becomeFirstResponder())
    host.flush()
    #expect(controller.events.isEmpty)
    #expect(SimulatedKeyboard.isShown(in: window))

    // Ending editing hides it, and the button goes back.
    controller.view.endEditing(true)
    host.flush()
    #expect(
      controller.events == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
      ])
    #expect(!SimulatedKeyboard.isShown(in: window))
    #expect(controller.signIn.frame.maxY == restingY)
  }

  @Test func theKeyboardLayoutGuideFollowsTheKeyboard() throws {
    let host = TestHost()
    let controller = ChatController()
    host.show(controller)
    let window = try #require(controller.view.window)
    let guide = controller.view.keyboardLayoutGuide
    #expect(controller.view.layoutGuides.contains { $0 === guide })
    #expect(controller.view.keyboardLayoutGuide === guide)
    // Hidden: the guide's top is the safe area's bottom (usesBottomSafeArea).
    let safeBottom: CGFloat = controller.view.bounds.height - controller.view.safeAreaInsets.bottom
    #expect(controller.bar.frame.maxY == safeBottom)

    // A tap on the field begins editing, as on iOS.
    host.textFields["message"].tap()
    host.flush()
    let keyboard = try #require(SimulatedKeyboard.frame(in: window))
    #expect(controller.bar.frame.maxY == keyboard.minY)
    #expect(guide.layoutFrame.height == keyboard.height)

    controller.field.resignFirstResponder()
    host.flush()
    #expect(controller.bar.frame.maxY == safeBottom)

    // Without the safe area, the hidden guide's top is the view's bottom.
    guide.usesBottomSafeArea = false
    host.flush()
    #expect(controller.bar.frame.maxY == controller.view.bounds.height)
  }

  @Test func anInputAccessoryViewAndAnInputViewSetTheKeyboardsHeight() throws {
    let host = TestHost()
    let controller = LoginController()
    host.show(controller)
    let window = try #require(controller.view.window)
    let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    controller.email.inputAccessoryView = toolbar
    controller.email.becomeFirstResponder()
    host.flush()
    #expect(SimulatedKeyboard.frame(in: window)?.height == CGFloat(336 + 44))

    let picker = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
    controller.password.inputView = picker
    controller.password.becomeFirstResponder()
    host.flush()
    #expect(SimulatedKeyboard.frame(in: window)?.height == CGFloat(216))
    // A frame change of a shown keyboard posts the frame notifications only.
    #expect(
      controller.events.suffix(2) == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
      ])
    controller.view.endEditing(true)
    host.flush()
  }

  @Test func nsValueHoldsUIKitsGeometry() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
    #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
  }
}
