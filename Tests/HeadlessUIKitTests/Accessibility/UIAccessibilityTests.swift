import HeadlessUIKit
import Testing

/// UIKit's accessibility names over HeadlessKit's model, written as iOS code writes them
/// (developer.apple.com/documentation/uikit/uiaccessibility-protocol).
@MainActor
@Suite struct UIAccessibilityTests {
  /// A custom view that overrides the informal protocol's properties, as an app's does.
  final class RatingView: UIView {
    var stars = 3
    override var isAccessibilityElement: Bool {
      get { true }
      set {}
    }
    override var accessibilityLabel: String? {
      get { "Rating" }
      set {}
    }
    override var accessibilityValue: String? {
      get { "\(stars) of 5" }
      set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
      get { .adjustable }
      set {}
    }
  }

  @Test func overridesAreReadAsUIKitReadsThem() {
    let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    rating.accessibilityIdentifier = "rating"
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(rating)
    #expect(
      window.accessibilityDescription()
        == "1. RatingView(rating) \"Rating\" [adjustable] value: \"3 of 5\"")
  }

  @Test func uiKitControlsHaveUIKitDefaults() {
    let button = UIButton(title: "Send")
    #expect(button.accessibilityTraits == UIAccessibilityTraits.button)
    let toggle = UISwitch()
    toggle.isOn = true
    #expect(toggle.accessibilityValue == "1")
    let slider = UISlider()
    slider.value = 0.5
    #expect(slider.accessibilityValue == "50%")
  }

  @Test func accessibilityElementTakesUIKitsSpelling() {
    let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    let element = UIAccessibilityElement(accessibilityContainer: container)
    element.isAccessibilityElement = true
    element.accessibilityLabel = "Pin"
    element.accessibilityIdentifier = "pin"
    element.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 5, width: 44, height: 44)
    container.accessibilityElements = [element]
    #expect(element.accessibilityFrame == CGRect(x: 15, y: 25, width: 44, height: 44))
    #expect(element.identifier == "pin")
  }

  @Test func customActionTakesUIKitsHandlerShape() {
    var archived = false
    let action = UIAccessibilityCustomAction(name: "Archive") { _ in
      archived = true
      return true
    }
    let row = UIView()
    row.accessibilityCustomActions = [action]
    #expect(row.accessibilityCustomActions?.first?.name == "Archive")
    #expect(action.actionHandler?(action) == true)
    #expect(archived)
  }

  @Test func accessibilityIdentifierIsTheIdentifier() {
    let label = UILabel()
    label.accessibilityIdentifier = "greeting"
    label.text = "Hello"
    #expect(label.accessibilityLabel == "Hello")
    #expect(label.accessibilityIdentifier == "greeting")
  }
}
