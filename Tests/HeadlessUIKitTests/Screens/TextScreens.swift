import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Forms, chat bubbles and overlays as public iOS code writes them: only the import differs.

/// A sign-up form: attributed placeholders, keyboard types, secure entry, Return moving on.
private final class SignUpViewController: UIViewController, UITextFieldDelegate {
  let emailField = UITextField()
  let phoneField = UITextField()
  let passwordField = UITextField()
  private(set) var submitted = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    configure(emailField, placeholder: "Email", keyboard: .emailAddress, returnKey: .next)
    emailField.textContentType = .emailAddress
    emailField.autocapitalizationType = .none
    configure(phoneField, placeholder: "Phone", keyboard: .phonePad, returnKey: .next)
    configure(passwordField, placeholder: "Password", keyboard: .default, returnKey: .done)
    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .newPassword
    for (index, field) in [emailField, phoneField, passwordField].enumerated() {
      field.frame = CGRect(x: 20, y: 120 + CGFloat(index) * 60, width: 350, height: 44)
      view.addSubview(field)
    }
  }

  private func configure(
    _ field: UITextField, placeholder: String, keyboard: UIKeyboardType,
    returnKey: UIReturnKeyType
  ) {
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 17)
    field.attributedPlaceholder = NSAttributedString(
      string: placeholder,
      attributes: [
        .foregroundColor: UIColor.systemGray, .font: UIFont.systemFont(ofSize: 17),
      ])
    field.keyboardType = keyboard
    field.returnKeyType = returnKey
    field.autocorrectionType = .no
    field.delegate = self
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      phoneField.becomeFirstResponder()
    } else if textField === phoneField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      submitted = true
    }
    return true
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard textField === phoneField else { return true }
    return string.allSatisfy(\.isNumber)
  }
}

/// A chat bubble: a label with attributed text inside a rounded bubble view.
private final class ChatBubbleCell: UIView {
  let bubble = UIView()
  let messageLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    bubble.backgroundColor = .systemBlue
    bubble.layer.cornerRadius = 16
    addSubview(bubble)
    messageLabel.numberOfLines = 0
    bubble.addSubview(messageLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(sender: String, message: String) {
    let text = NSMutableAttributedString(
      string: sender + "\n",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 13),
        .foregroundColor: UIColor.white.withAlphaComponent(0.8),
      ])
    text.append(
      NSAttributedString(
        string: message,
        attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.white]))
    messageLabel.attributedText = text
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = messageLabel.intrinsicContentSize
    bubble.frame = CGRect(
      x: bounds.width - size.width - 36, y: 0, width: size.width + 24, height: size.height + 16)
    messageLabel.frame = CGRect(x: 12, y: 8, width: size.width, height: size.height)
  }
}

/// A loading overlay: a blurred backdrop with a vibrant label, over the content.
private final class LoadingOverlayViewController: UIViewController {
  let chat = ChatBubbleCell(frame: CGRect(x: 0, y: 120, width: 390, height: 80))
  let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
  let statusLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    chat.configure(sender: "Ada", message: "See you at six!")
    view.addSubview(chat)
    blurView.frame = view.bounds
    view.addSubview(blurView)
    let vibrancy = UIVisualEffectView(
      effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial)))
    vibrancy.frame = blurView.bounds
    blurView.contentView.addSubview(vibrancy)
    statusLabel.text = "Sending…"
    statusLabel.textAlignment = .center
    statusLabel.frame = CGRect(x: 0, y: 400, width: 390, height: 30)
    vibrancy.contentView.addSubview(statusLabel)
  }
}

@MainActor
@Suite struct UIKitTextScreenTests {
  /// https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder,
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype:
  /// the placeholders draw in their attributes; the traits are kept; Return asks the
  /// delegate, which moves the first responder on.
  @Test func theSignUpFormMovesThroughItsFields() throws {
    let screen = SignUpViewController()
    let host = TestHost()
    host.show(screen)
    let svg = host.window.renderSVG()
    #expect(svg.contains(##"font-size="14.17" fill="#8E8E93">Email</text>"##))
    #expect(screen.phoneField.keyboardType == .phonePad)
    #expect(screen.passwordField.returnKeyType == .done)
    #expect(screen.emailField.becomeFirstResponder())
    screen.emailField.type("kim@example.com")
    screen.emailField.pressReturn()
    #expect(screen.phoneField.isFirstResponder)
    screen.phoneField.type("555-0100")
    #expect(screen.phoneField.text == "5550100", "the delegate refuses the hyphen")
    screen.phoneField.pressReturn()
    screen.passwordField.type("secret")
    screen.passwordField.pressReturn()
    #expect(screen.submitted)
    #expect(!screen.passwordField.isFirstResponder)
    host.flush()
    #expect(host.window.renderSVG().contains(">5550100</text>"))
    try host.window.render(to: URL(fileURLWithPath: "/tmp/uikit-form-screen.svg"))
  }

  /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext: the sender
  /// and the message draw in their own fonts and colours; the label's natural size holds
  /// both lines (13 x 1.25 + 17 x 1.25 points tall).
  @Test func theChatBubbleSizesToItsAttributedText() {
    let screen = LoadingOverlayViewController()
    let host = TestHost()
    host.show(screen)
    #expect(screen.chat.messageLabel.intrinsicContentSize == CGSize(width: 127.5, height: 37.5))
    #expect(screen.chat.bubble.frame == CGRect(x: 226.5, y: 0, width: 151.5, height: 53.5))
    let svg = host.window.renderSVG()
    #expect(svg.contains(##"font-size="10.83" fill="#FFFFFF" fill-opacity="0.8">Ada</text>"##))
    #expect(svg.contains(##"font-size="14.17" fill="#FFFFFF">See you at six!</text>"##))
  }

  /// https://developer.apple.com/documentation/uikit/uivisualeffectview: the blur covers
  /// what is behind it (drawn as a translucent fill of its material), and content goes
  /// in its contentView, above the blur.
  @Test func theOverlayBlursTheChatBehindIt() throws {
    let screen = LoadingOverlayViewController()
    let host = TestHost()
    host.show(screen)
    let svg = host.window.renderSVG()
    let blur = try #require(
      svg.range(
        of:
          ##"<rect x="0" y="0" width="390" height="844" rx="0" fill="#FAFAFA" fill-opacity="0.7"/>"##
      ))
    let chat = try #require(svg.range(of: ">See you at six!</text>"))
    let status = try #require(svg.range(of: ">Sending…</text>"))
    #expect(chat.upperBound < blur.lowerBound)
    #expect(blur.upperBound < status.lowerBound)
    #expect(screen.blurView.contentView.frame == screen.blurView.bounds)
    try host.window.render(to: URL(fileURLWithPath: "/tmp/uikit-overlay-screen.svg"))
  }
}
