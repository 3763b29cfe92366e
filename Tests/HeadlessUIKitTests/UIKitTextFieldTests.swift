import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// App code in UIKit's names: a login form whose text fields have a delegate.

final class SignInController: UIViewController, UITextFieldDelegate {
  let name = UITextField()
  let password = UITextField()
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    name.accessibilityIdentifier = "name"
    password.accessibilityIdentifier = "password"
    password.isSecureTextEntry = true
    name.delegate = self
    password.delegate = self
    name.addAction(
      UIAction { [unowned self] _ in events.append("exit name") }, for: .editingDidEndOnExit)
    password.addAction(
      UIAction { [unowned self] _ in events.append("primary password") },
      for: .primaryActionTriggered)
    name.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
    password.frame = CGRect(x: 20, y: 140, width: 200, height: 32)
    view.addSubview(name)
    view.addSubview(password)
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    events.append("begin \(textField.accessibilityIdentifier ?? "")")
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    events.append("end \(textField.accessibilityIdentifier ?? "")")
  }

  /// The name: letters only, at most 5.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard textField === name else { return true }
    return string.allSatisfy(\.isLetter) && range.location < 5
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField === password }
}

@MainActor
@Suite struct UIKitTextFieldTests {
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:):
  /// returning false leaves the text unchanged; the begin and end messages bracket the
  /// editing (textFieldDidBeginEditing(_:), textFieldDidEndEditing(_:)).
  @Test func theDelegateFiltersTypedCharactersAndIsToldOfEditing() {
    let controller = SignInController()
    let host = TestHost()
    host.show(controller)
    #expect(host.type("name", "Kim9berly"))
    #expect(controller.name.text == "Kimbe", "the digit and everything past 5 refused")
    #expect(controller.events == ["begin name", "end name"])
  }

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:):
  /// the field asks whether to process Return; only then are the Return actions sent.
  @Test func returnIsAskedOfTheDelegateBeforeTheActions() {
    let controller = SignInController()
    let host = TestHost()
    host.show(controller)
    #expect(host.pressReturn("name"))
    #expect(host.pressReturn("password"))
    #expect(controller.events == ["primary password"], "the name field refused Return")
    #expect(!host.pressReturn("nope"))
  }

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry:
  /// the text is hidden where it is shown (a bullet a character), and still readable.
  @Test func secureEntryHidesTheTextInTreesAndPictures() {
    let controller = SignInController()
    let host = TestHost()
    host.show(controller)
    host.type("password", "s3cret")
    #expect(controller.password.text == "s3cret")
    let tree = host.window.treeDescription()
    #expect(tree.contains("text=\"\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\" secure"))
    #expect(!tree.contains("s3cret") && !host.window.renderSVG().contains("s3cret"))
  }
}
