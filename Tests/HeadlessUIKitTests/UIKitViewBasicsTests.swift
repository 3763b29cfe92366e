import HeadlessKit
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

@MainActor
@Suite struct UIKitSymbolAndButtonTests {
  // UIImage.SymbolConfiguration (https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration):
  // a symbol takes the configuration's size (here a square 1.2 times the point size, by
  // the scale), applying(_:) lets the other's set values win, an image view's
  // preferredSymbolConfiguration sizes the symbols it shows.
  @Test func symbolConfigurationsSizeSymbols() {
    let big = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
    let star = UIImage(systemName: "star.fill", withConfiguration: big)
    #expect(star?.size == CGSize(width: 45, height: 45))  // 30 x 1.2 x 1.25
    #expect(star?.symbolConfiguration?.weight == .bold)
    let small = star?.applyingSymbolConfiguration(.init(scale: .small))
    #expect(small?.size == CGSize(width: 29, height: 29))  // 30 x 1.2 x 0.8 = 28.8
    #expect(small?.symbolConfiguration?.weight == .bold)
    let body = UIImage.SymbolConfiguration(textStyle: .body)
    #expect(UIImage(systemName: "gear", withConfiguration: body)?.size.width == 20)  // 17 x 1.2
    let view = UIImageView(image: UIImage(systemName: "gear"))
    #expect(view.image?.size == CGSize(width: 24, height: 24))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 10)
    #expect(view.image?.size == CGSize(width: 12, height: 12) && view.image?.isSymbolImage == true)
  }

  // UIButton.Configuration's imagePadding
  // (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imagepadding)
  // widens the button by the padding; showsActivityIndicator draws an indicator where the
  // image goes.
  @Test func imagePaddingAndTheActivityIndicator() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Save"
    configuration.image = UIImage(systemName: "tray")
    configuration.imagePadding = 20
    let button = UIButton(configuration: configuration)
    // 4 x 8 (text) + 24 (image) + 20 (padding) + 32 (sides).
    #expect(button.intrinsicContentSize.width == 108)
    configuration.image = nil
    configuration.showsActivityIndicator = true
    button.configuration = configuration
    #expect(button.intrinsicContentSize.width == 108)
    button.frame = CGRect(x: 0, y: 0, width: 108, height: 44)
    let canvas = Canvas(bounds: button.bounds)
    button.draw(in: canvas)
    #expect(canvas.commands.contains { "\($0)".hasPrefix("ellipse") })
  }
}
