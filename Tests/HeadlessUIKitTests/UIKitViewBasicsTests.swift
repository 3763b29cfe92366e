import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIView basics in UIKit's spelling, as real screens use them.

@MainActor
@Suite struct UIKitViewBasicsTests {
  // A card styled the usual way: corner radius, shadow on the layer, tint on the view
  // (CALayer.shadowOpacity, shadowOffset, shadowRadius, shadowColor; UIView.tintColor).
  @Test func aCardWithAShadowAndATint() {
    let card = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 80))
    card.backgroundColor = .systemBackground
    card.layer.cornerRadius = 12
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 10
    #expect(card.layer.shadowOpacity == 0.2 && card.layer.shadowRadius == 10)
    #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4))
    let button = UIButton(configuration: .plain())
    card.addSubview(button)
    card.tintColor = .systemPink
    #expect(button.tintColor == .systemPink)
    let controller = UIViewController()
    let host = TestHost()
    host.show(controller)
    controller.view.addSubview(card)
    host.flush()
    #expect(host.window.renderSVG().contains("stdDeviation=\"5\""))
  }

  // A login screen dismisses the keyboard with endEditing(_:)
  // (https://developer.apple.com/documentation/uikit/uiview/endediting(_:)), and its
  // delegate hears the field begin and end
  // (https://developer.apple.com/documentation/uikit/uitextfielddelegate).
  @Test func endEditingResignsTheFieldAndTheDelegateHearsIt() {
    final class Delegate: UITextFieldDelegate {
      var heard: [String] = []
      func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("begin") }
      func textFieldDidEndEditing(_ textField: UITextField) { heard.append("end") }
    }
    let form = UIView()
    let email = UITextField()
    form.addSubview(email)
    let delegate = Delegate()
    email.delegate = delegate
    #expect(email.becomeFirstResponder())
    #expect(email.isFirstResponder)
    email.type("a@b.c")
    #expect(email.isFirstResponder && delegate.heard == ["begin"])
    #expect(form.endEditing(true))
    #expect(!email.isFirstResponder && delegate.heard == ["begin", "end"])
    #expect(email.text == "a@b.c")
  }
}
