import HeadlessKitTesting
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIKitButtonStateTests {
  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:): "If a
  /// title is not specified for a state, the default is to use the title associated with
  /// the normal state"; titleColor(for:) and image(for:) fall back the same way.
  @Test func eachStateShowsItsOwnTitleElseTheNormalOne() {
    let button = UIButton(type: .system)
    #expect(button.buttonType == .system)
    #expect(UIButton().buttonType == .custom)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitleColor(.systemGreen, for: .selected)
    button.setImage(UIImage(systemName: "star"), for: .normal)
    #expect(button.title(for: .highlighted) == "Follow")
    #expect(button.title(for: .selected) == "Following")
    #expect(button.image(for: .disabled)?.name == "star")
    #expect(button.currentTitle == "Follow")
    button.frame = CGRect(x: 0, y: 100, width: 200, height: 44)
    let root = UIViewController()
    root.view.addSubview(button)
    let host = TestHost()
    host.show(root)
    button.isSelected = true
    host.flush()
    #expect(button.currentTitle == "Following")
    #expect(button.currentTitleColor == .systemGreen)
    #expect(host.window.renderSVG().contains(##"fill="#34C759">Following</text>"##))
  }

  /// The title label's font sizes the drawn title
  /// (https://developer.apple.com/documentation/uikit/uibutton/titlelabel), and an
  /// attributed title draws its runs
  /// (https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:)).
  @Test func theTitleLabelsFontAndAnAttributedTitleAreDrawn() {
    let button = UIButton(type: .custom)
    button.setTitle("Go", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 24)
    #expect(button.titleLabel?.text == "Go")
    #expect(button.intrinsicContentSize.width == 56, "24 points of title and 16 each side")
    let other = UIButton(type: .custom)
    other.setAttributedTitle(
      NSAttributedString(string: "Buy", attributes: [.foregroundColor: UIColor.systemOrange]),
      for: .normal)
    button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
    other.frame = CGRect(x: 0, y: 200, width: 100, height: 44)
    other.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    #expect(other.contentEdgeInsets.left == 8)
    let root = UIViewController()
    root.view.addSubview(button)
    root.view.addSubview(other)
    let host = TestHost()
    host.show(root)
    let svg = host.window.renderSVG()
    #expect(svg.contains(##"font-size="20" fill="#007AFF">Go</text>"##))
    #expect(svg.contains(##"fill="#FF9500">Buy</text>"##))
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/attributedtitle
  @Test func aConfigurationsAttributedTitleIsTheTitle() {
    var configuration = UIButton.Configuration.borderedProminent()
    configuration.attributedTitle = AttributedString("Continue")
    configuration.cornerStyle = .capsule
    let button = UIButton(configuration: configuration)
    #expect(button.title == "Continue")
    #expect(button.configuration?.cornerStyle == .capsule)
  }
}

/// A delegate that records a text view's editing.
final class NotesRecorder: UITextViewDelegate {
  var events: [String] = []
  func textViewDidBeginEditing(_ textView: UITextView) { events.append("begin") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    text != "!"
  }
  func textViewDidChange(_ textView: UITextView) { events.append("change \(textView.text!)") }
  func textViewDidEndEditing(_ textView: UITextView) { events.append("end") }
}

@MainActor
@Suite struct UIKitTextViewTests {
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate: the view asks
  /// before each change and tells after it; refusing a change leaves the text.
  @Test func typingAsksAndTellsTheDelegate() {
    let notes = UITextView()
    let recorder = NotesRecorder()
    notes.delegate = recorder
    notes.insertText("a")
    notes.insertText("!")
    notes.insertText("b")
    notes.deleteBackward()
    #expect(notes.resignFirstResponder())
    #expect(notes.text == "a")
    #expect(recorder.events == ["begin", "change a", "change ab", "change a", "end"])
    notes.isEditable = false
    notes.insertText("c")
    #expect(notes.text == "a")
  }

  /// A text view draws its lines from the top, inset by textContainerInset (8 points
  /// above by default) and five points of line padding
  /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset).
  @Test func itDrawsItsLinesFromTheTop() {
    let notes = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
    notes.font = .systemFont(ofSize: 16)
    notes.text = "One\nTwo"
    #expect(notes.contentSize.height == 56, "two 20-point lines and 8 points above and below")
    let root = UIViewController()
    root.view.addSubview(notes)
    let host = TestHost()
    host.show(root)
    let svg = host.window.renderSVG()
    #expect(svg.contains(##"<text x="5" y="124" xml:space="preserve""##))
    #expect(svg.contains(##"<text x="5" y="144" xml:space="preserve""##))
  }
}
