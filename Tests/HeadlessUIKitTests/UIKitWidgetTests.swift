import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

/// Widget properties round-trip with UIKit's names and types, and what they set is what
/// HeadlessKit's views draw and tests find.
@MainActor
@Suite struct UIKitWidgetTests {
  @Test func labelPropertiesRoundTrip() {
    let label = UILabel(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
    label.text = "Forest"
    label.textColor = .secondaryLabel
    label.font = .systemFont(ofSize: 20, weight: .bold)
    label.numberOfLines = 2
    label.textAlignment = .center
    #expect(label.text == "Forest" && label.textColor == UIColor.secondaryLabel)
    #expect(label.font.pointSize == 20 && label.numberOfLines == 2)
    #expect(label.textAlignment == .center)
    label.textAlignment = .right
    #expect(label.textAlignment == .right && label.alignment == .trailing)
    #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
    #expect(label.frame == CGRect(x: 10, y: 20, width: 200, height: 30))
  }

  /// `UIStackView(frame:)`, inherited from `UIView.init(frame:)`
  /// (https://developer.apple.com/documentation/uikit/uiview/init(frame:)): an empty
  /// stack with that frame and UIStackView's default axis, horizontal
  /// (https://developer.apple.com/documentation/uikit/uistackview/axis).
  @Test func stackViewFromAFrame() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
    #expect(stack.axis == .horizontal && stack.arrangedSubviews.isEmpty)
    let (a, b) = (UILabel(), UILabel())
    a.text = "ab"
    b.text = "cd"
    stack.addArrangedSubview(a)
    stack.addArrangedSubview(b)
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 40))
    // UIStackView.axis is an NSLayoutConstraint.Axis
    // (https://developer.apple.com/documentation/uikit/uistackview/axis).
    let vertical: NSLayoutConstraint.Axis = .vertical
    stack.axis = vertical
    #expect(stack.axis == .vertical)
  }

  /// `UISegmentedControl(items:)` and `selectedSegmentIndex`
  /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex):
  /// `noSegment` until the user touches a segment, and a user's change of selection
  /// generates `.valueChanged`; a change in code does not.
  @Test func segmentedControlInUIKitsNames() {
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    control.accessibilityIdentifier = "range"
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    var picked: [String] = []
    control.addAction(
      UIAction { [unowned control] _ in
        picked.append(control.titleForSegment(at: control.selectedSegmentIndex) ?? "")
      }, for: .valueChanged)
    control.insertSegment(withTitle: "Year", at: 3, animated: false)
    let host = TestHost()
    let root = UIViewController()
    root.view.addSubview(control)
    host.show(root)
    control.selectedSegmentIndex = 0
    #expect(host.select(segment: 3, in: "range"))
    #expect(picked == ["Year"] && control.numberOfSegments == 4)
    control.removeSegment(at: 3, animated: true)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func viewPropertiesRoundTrip() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 40))
    child.tag = 7
    child.accessibilityIdentifier = "child"
    child.alpha = 0.5
    child.isHidden = true
    child.backgroundColor = UIColor(white: 0.5, alpha: 1)
    root.addSubview(child)
    #expect(root.viewWithTag(7) === child && root.viewWithTag(8) == nil)
    #expect(child.center == CGPoint(x: 20, y: 30))
    child.center = CGPoint(x: 50, y: 50)
    #expect(child.frame == CGRect(x: 40, y: 30, width: 20, height: 40))
    #expect(child.identifier == "child" && child.alpha == 0.5 && child.isHidden)
    #expect(child.backgroundColor?.hex == "#808080")
    let label = UILabel()
    label.text = "abc"
    label.sizeToFit()
    #expect(label.frame.size == label.intrinsicContentSize)
    root.insertSubview(label, at: 0)
    #expect(root.subviews.first === label && label.superview === root)
    label.removeFromSuperview()
    #expect(label.superview == nil)
  }

  @Test func buttonConfigurationAndActions() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Change theme"
    configuration.subtitle = "three colours"
    configuration.baseBackgroundColor = .systemRed
    configuration.baseForegroundColor = .white
    configuration.image = UIImage(systemName: "paintpalette")
    var taps = 0
    let button = UIButton(
      configuration: configuration,
      primaryAction: UIAction { action in
        taps += 1
        #expect(action.sender is UIButton)
      })
    button.accessibilityIdentifier = "change"
    #expect(button.configuration == configuration)
    #expect(button.title == "Change theme" && button.style == .filled)
    #expect(button.image == "paintpalette" && button.baseBackgroundColor == .systemRed)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 1)
    let host = TestHost()
    let root = UIViewController()
    root.view.addSubview(button)
    host.show(root)
    #expect(host.tap("change") && taps == 2)
    button.isEnabled = false
    host.tap("change")
    #expect(taps == 2, "a disabled button ignores taps")
    let plain = UIButton(type: .system)
    plain.setTitle("OK", for: .normal)
    plain.setTitle("ignored", for: .highlighted)
    #expect(plain.title(for: .normal) == "OK" && plain.configuration == nil)
  }

  @Test func configurationUpdateHandlerReadsAndWritesTheConfiguration() {
    let button = UIButton(configuration: .gray())
    button.configurationUpdateHandler = { button in
      var configuration = button.configuration
      configuration?.title = button.isSelected ? "Selected" : "Normal"
      button.configuration = configuration
    }
    let host = TestHost()
    let root = UIViewController()
    root.view.addSubview(button)
    host.show(root)
    #expect(button.title == "Normal")
    button.isSelected = true
    host.flush()
    #expect(button.title == "Selected" && button.configuration?.title == "Selected")
  }

  @Test func switchSliderAndTextFieldSendTheirEvents() {
    var events: [String] = []
    let toggle = UISwitch()
    toggle.addAction(UIAction { _ in events.append("switch") }, for: .valueChanged)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn && events.isEmpty, "setting the value sends nothing, as in UIKit")
    toggle.toggle()
    #expect(!toggle.isOn && events == ["switch"])
    let slider = UISlider()
    slider.minimumValue = 0
    slider.maximumValue = 10
    slider.addAction(UIAction { _ in events.append("slider") }, for: .valueChanged)
    slider.setValue(4, animated: false)
    #expect(slider.value == 4 && events.count == 1)
    slider.slide(to: 20)
    #expect(slider.value == 10 && events.last == "slider")
    let minimum: Float = slider.minimumValue
    #expect(minimum == 0 && slider.maximumValue == 10)
    let field = UITextField()
    field.addAction(UIAction { _ in events.append("edit") }, for: .editingChanged)
    field.sendActions(for: .editingChanged)
    #expect(events.last == "edit")
    // UITextField's text is optional and never nil when read.
    field.text = "Kim"
    guard let text = field.text else {
      Issue.record("text is never nil")
      return
    }
    #expect(text == "Kim")
    field.text = nil
    #expect(field.text == "")
  }

  // UISlider's value is a Float in minimumValue...maximumValue, 0 in 0...1 by default,
  // and a value outside the range sets the nearest bound:
  // https://developer.apple.com/documentation/uikit/uislider/value,
  // https://developer.apple.com/documentation/uikit/uislider/minimumvalue,
  // https://developer.apple.com/documentation/uikit/uislider/maximumvalue.
  // HeadlessKit's own Slider keeps a Double; tests slide either, diagnostics say UISlider.
  @Test func aUISliderHasUIKitsFloatShapeAndTestsSlideIt() {
    let slider = UISlider()
    let value: Float = slider.value
    #expect(value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    #expect(slider.isContinuous)
    slider.value = 3
    #expect(slider.value == 1, "above the maximum: the maximum")
    slider.maximumValue = 10
    slider.value = 7.5
    slider.minimumValue = 8
    #expect(slider.value == 8, "a minimum raised above the value raises the value")
    slider.maximumValue = 5
    #expect(slider.minimumValue == 5 && slider.value == 5)
    slider.minimumValue = 0
    slider.maximumValue = 10
    slider.accessibilityIdentifier = "volume"
    var reported: [Float] = []
    slider.addAction(
      UIAction { [unowned slider] _ in reported.append(slider.value) }, for: .valueChanged)
    let host = TestHost()
    let root = UIViewController()
    root.view.addSubview(slider)
    host.show(root)
    #expect(host.slide("volume", to: 2.5) && reported == [2.5])
    #expect(host.view("volume")?.treeDescription().hasPrefix("UISlider#volume") == true)
    // HeadlessKit's slider, beside it, is a Double.
    let own = Slider(value: 0.25)
    let double: Double = own.value
    #expect(double == 0.25 && own.treeDescription().hasPrefix("Slider "))
  }

  // UITextField's text is a String? that reads "" once set to nil
  // (https://developer.apple.com/documentation/uikit/uitextfield/text); HeadlessKit's own
  // TextField keeps a String. Tests type into either; diagnostics say UITextField.
  @Test func aUITextFieldHasUIKitsOptionalTextAndTestsTypeIntoIt() {
    let field = UITextField()
    let text: String? = field.text
    #expect(text == "")
    field.accessibilityIdentifier = "name"
    var changes: [String] = []
    field.addAction(
      UIAction { [unowned field] _ in changes.append(field.text ?? "nil") }, for: .editingChanged)
    let host = TestHost()
    let root = UIViewController()
    root.view.addSubview(field)
    host.show(root)
    #expect(host.type("name", "Jo") && changes == ["J", "Jo"])
    #expect(host.view("name")?.treeDescription().hasPrefix("UITextField#name") == true)
    let own = TextField(text: "Kim")
    let plain: String = own.text
    #expect(plain == "Kim" && own.treeDescription().hasPrefix("TextField "))
  }

  // UIControl is the superclass of the four controls, with their shared states.
  // https://developer.apple.com/documentation/uikit/uicontrol
  @Test func controlsShareUIControl() {
    let button = UIButton(type: .system)
    let toggle = UISwitch()
    let slider = UISlider()
    let field = UITextField()
    let controls: [UIControl] = [button, toggle, slider, field]
    var sent: [String] = []
    for (control, name) in zip(controls, ["button", "switch", "slider", "field"]) {
      control.addAction(UIAction { _ in sent.append(name) }, for: .allTheirEvents)
      control.isSelected = true
      #expect(control.state == .selected)
      control.isEnabled = false
      #expect(control.state == [.selected, .disabled])
      control.sendActions(for: .allTheirEvents)
    }
    // A text field sends each of its three editing events once.
    #expect(sent == ["button", "switch", "slider", "field", "field", "field"])
    #expect(button.isSelected, "a button's selection is its own configuration state")
  }

  @Test func imagesIndicatorsStacksAndScrollViews() throws {
    let imageView = UIImageView(image: UIImage(systemName: "star"))
    #expect(imageView.image?.name == "star" && imageView.imageName == "star")
    #expect(UIImage(systemName: "") == nil)
    let spinner = UIActivityIndicatorView()
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating && spinner.isHidden, "hidesWhenStopped by default")
    let stack = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
    stack.axis = .vertical
    stack.spacing = 8
    #expect(stack.arrangedSubviews.count == 2 && stack.spacing == 8)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 100, height: 400)
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    #expect(scroll.contentOffset.y == 120)
  }
}

/// A custom view as UIKit code writes one: its setup lives in `init(frame:)`.
private final class CardView: UIView {
  private(set) var isSetUp = false
  override init(frame: CGRect) {
    super.init(frame: frame)
    isSetUp = true
    layer.cornerRadius = 12
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A custom view whose own initializer calls `super.init()`.
private final class BadgeView: UIView {
  let count: Int
  init(count: Int) {
    self.count = count
    super.init()
  }
  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite struct UIKitViewInitializerTests {
  // UIView's init() makes a view with a zero frame through init(frame:)
  // (https://developer.apple.com/documentation/uikit/uiview/init(frame:): "If you create
  // a view object programmatically, this method is the designated initializer"), so a
  // subclass that overrides init(frame:) is set up when made with CardView().
  @Test func initCallsTheSubclassesInitFrame() {
    let card = CardView()
    #expect(card.isSetUp && card.frame == .zero && card.layer.cornerRadius == 12)
    #expect(CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isSetUp)
    #expect(BadgeView(count: 3).count == 3 && UIView().frame == .zero)
  }
}
