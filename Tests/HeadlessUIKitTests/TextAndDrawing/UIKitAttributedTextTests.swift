import HeadlessKitTesting
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIKitAttributedTextTests {
  /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext: setting it
  /// also sets `text`; the label draws each run with its own attributes.
  @Test func aLabelDrawsEachRunInItsFontAndColour() {
    let label = UILabel(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
    let text = NSMutableAttributedString(
      string: "Hello ", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    text.append(
      NSAttributedString(
        string: "world",
        attributes: [
          .foregroundColor: UIColor.systemRed, .backgroundColor: UIColor.systemYellow,
          .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
    label.attributedText = text
    #expect(label.text == "Hello world")
    let root = UIViewController()
    root.view.addSubview(label)
    let host = TestHost()
    host.show(root)
    let svg = host.window.renderSVG()
    #expect(svg.contains(##"font-size="16.67" fill="#000000">Hello </text>"##))
    #expect(
      svg.contains(
        ##"<text x="60" y="127.5" xml:space="preserve" font-family="monospace" font-size="13.33" fill="#FF3B30">world</text>"##
      ))
    #expect(svg.contains(##"<rect x="60" y="107.5" width="40" height="25" fill="#FFCC00"/>"##))
    #expect(svg.contains(##"<line x1="60" y1="129.5" x2="100" y2="129.5" stroke="#FF3B30""##))
    #expect(label.intrinsicContentSize == CGSize(width: 100, height: 25))
  }

  /// Setting `text` after `attributedText` removes the styling; reading gives the text
  /// with the label's font and colour (https://developer.apple.com/documentation/uikit/uilabel/text).
  @Test func settingTextRemovesTheStyling() throws {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Bold", attributes: [.foregroundColor: UIColor.systemBlue])
    label.text = "Plain"
    let plain = try #require(label.attributedText)
    #expect(plain.string == "Plain")
    let color = plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    #expect(color == label.textColor)
  }

  /// A paragraph style's alignment places a label's attributed text, and the mutable
  /// style's values read back
  /// (https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle).
  @Test func theParagraphStyleAlignsTheText() {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 4
    style.lineBreakMode = .byTruncatingMiddle
    #expect(NSParagraphStyle.default.alignment == .natural)
    #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
    let copy = style.copy() as? NSParagraphStyle
    #expect(copy?.lineSpacing == 4)
    #expect(copy == style)
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
    #expect(label.textAlignment == .center)
    #expect(label.lineBreakMode == .byTruncatingMiddle)
  }

  /// `size(withAttributes:)` measures with the font's size (12 points without one, as
  /// UIKit's default); HeadlessKit's metric advances half the size per character.
  @Test func stringsMeasureWithTheirFont() {
    #expect("abcd".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width == 40)
    #expect(NSAttributedString(string: "abcd").size() == CGSize(width: 24, height: 15))
    let wrapped = NSAttributedString(
      string: "abcdefgh", attributes: [.font: UIFont.systemFont(ofSize: 10)]
    ).boundingRect(
      with: CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin,
      context: nil)
    #expect(wrapped.height == 12.5 * 2)
  }

  /// https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder:
  /// the placeholder draws with its attributes while the text is empty.
  @Test func aTextFieldDrawsItsAttributedPlaceholderAndKeepsItsTraits() {
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    field.attributedPlaceholder = NSAttributedString(
      string: "Email", attributes: [.foregroundColor: UIColor.systemGreen])
    field.keyboardType = .emailAddress
    field.returnKeyType = .next
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.textContentType = .emailAddress
    #expect(field.placeholder == "Email")
    #expect(field.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .next)
    #expect(field.autocapitalizationType == .none)
    #expect(field.textContentType == .emailAddress)
    let traits: any UITextInputTraits = field
    #expect(traits.autocorrectionType == .no)
    let root = UIViewController()
    root.view.addSubview(field)
    let host = TestHost()
    host.show(root)
    #expect(host.window.renderSVG().contains(##"fill="#34C759">Email</text>"##))
  }
}

/// A delegate that records UIKit's editing order and refuses what it is told to.
final class EditingRecorder: UITextFieldDelegate {
  var events: [String] = []
  var refusesBegin = false
  var refusesEnd = false
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    events.append("shouldBegin")
    return !refusesBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { events.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    events.append("shouldEnd")
    return !refusesEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    events.append("didEnd \(reason == .committed ? "committed" : "cancelled")")
  }
  func textFieldDidChangeSelection(_ textField: UITextField) { events.append("selection") }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    events.append("shouldClear")
    return true
  }
}

@MainActor
@Suite struct UIKitTextFieldDelegateTests {
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate: should begin,
  /// did begin, edits, should end, did end; `textFieldShouldBeginEditing(_:)` returning
  /// false keeps the field from editing; `clearsOnBeginEditing` asks
  /// `textFieldShouldClear(_:)`.
  @Test func theDelegateIsAskedInUIKitsOrder() {
    let field = UITextField()
    let recorder = EditingRecorder()
    field.delegate = recorder
    field.text = "old"
    field.clearsOnBeginEditing = true
    #expect(field.becomeFirstResponder())
    #expect(field.text == "")
    field.type("ab")
    #expect(field.resignFirstResponder())
    #expect(
      recorder.events == [
        "shouldBegin", "shouldClear", "didBegin", "selection", "selection", "shouldEnd",
        "didEnd committed",
      ])
    #expect(field.text == "ab")
  }

  @Test func refusingToBeginOrEndIsObeyed() {
    let field = UITextField()
    let recorder = EditingRecorder()
    field.delegate = recorder
    recorder.refusesBegin = true
    #expect(!field.becomeFirstResponder())
    field.type("x")
    #expect(field.text == "")
    recorder.refusesBegin = false
    recorder.refusesEnd = true
    #expect(field.becomeFirstResponder())
    #expect(!field.resignFirstResponder())
    #expect(field.isFirstResponder)
  }
}
