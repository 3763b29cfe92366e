import Foundation
import HeadlessKit
import Testing

/// UIKit's accessibility defaults for controls and labels, from Apple's pages:
/// isAccessibilityElement is `false` unless the object is a UIKit control
/// (developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement);
/// labels of standard controls derive from their titles
/// (…/uikit/uiaccessibilityelement/accessibilitylabel); a slider's value is a percentage
/// and a text field's its text (…/uikit/uiaccessibilityelement/accessibilityvalue).
@MainActor
@Suite struct AccessibilityDefaultsTests {
  @Test func buttonIsAnElementLabelledByItsTitle() {
    let button = Button(title: "Save")
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Save")
    #expect(button.accessibilityTraits == .button)
  }

  @Test func disabledButtonAddsNotEnabled() {
    let button = Button(title: "Save")
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .notEnabled])
  }

  @Test func selectedButtonAddsSelected() {
    let button = Button(title: "Bold")
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .selected])
  }

  @Test func buttonWithoutTitleHasNoLabel() {
    let button = Button()
    button.image = "plus"
    #expect(button.accessibilityLabel == nil)
  }

  @Test func setLabelWinsOverTitleAndNilRestoresIt() {
    let button = Button(title: "+")
    button.accessibilityLabel = "Add"
    #expect(button.accessibilityLabel == "Add")
    button.accessibilityLabel = nil
    #expect(button.accessibilityLabel == "+")
  }

  @Test func labelIsStaticTextLabelledByItsText() {
    let label = Label(text: "Welcome")
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Welcome")
    #expect(label.accessibilityTraits == .staticText)
  }

  @Test func switchValueIsZeroOrOne() {
    let toggle = Switch(isOn: false)
    #expect(toggle.accessibilityValue == "0")
    toggle.isOn = true
    #expect(toggle.accessibilityValue == "1")
  }

  @Test func sliderIsAdjustableWithAPercentage() {
    let slider = Slider(value: 3, in: 0...4)
    #expect(slider.accessibilityTraits == .adjustable)
    #expect(slider.accessibilityValue == "75%")
  }

  @Test func textFieldValueIsItsTextOrPlaceholder() {
    let field = TextField(placeholder: "Email")
    #expect(field.accessibilityValue == "Email")
    field.text = "a@b.c"
    #expect(field.accessibilityValue == "a@b.c")
  }

  @Test func imageViewIsNotAnElementByDefault() {
    let image = ImageView(imageName: "logo")
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityTraits == .image)
    #expect(image.accessibilityLabel == nil)
  }

  @Test func plainViewIsNotAnElement() {
    let view = View()
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityTraits == .none)
    #expect(view.accessibilityLabel == nil)
  }

  @Test func setTraitsReplaceTheDefault() {
    let label = Label(text: "Settings")
    label.accessibilityTraits = .header
    #expect(label.accessibilityTraits == .header)
  }

  @Test func segmentedControlIsAContainerOfSegments() throws {
    let control = SegmentedControl(titles: ["Day", "Week"])
    control.selectedSegmentIndex = 1
    control.frame = Rect(x: 0, y: 0, width: 200, height: 32)
    #expect(!control.isAccessibilityElement)
    let segments = try #require(control.accessibilityElements as? [AccessibilityElement])
    #expect(segments.map(\.accessibilityLabel) == ["Day", "Week"])
    #expect(segments.map(\.accessibilityTraits) == [.button, [.button, .selected]])
    #expect(segments[1].accessibilityFrame == Rect(x: 100, y: 0, width: 100, height: 32))
  }

  @Test func accessibilityFrameIsTheFrameInTheWindow() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = View(frame: Rect(x: 20, y: 100, width: 300, height: 80))
    let label = Label(text: "Hi", frame: Rect(x: 10, y: 5, width: 100, height: 20))
    window.addSubview(card)
    card.addSubview(label)
    #expect(label.accessibilityFrame == Rect(x: 30, y: 105, width: 100, height: 20))
  }

  @Test func customActionRunsItsHandler() {
    var deleted = false
    let action = AccessibilityCustomAction(name: "Delete") { _ in
      deleted = true
      return true
    }
    let cell = View()
    cell.accessibilityCustomActions = [action]
    #expect(cell.accessibilityCustomActions?.first?.perform() == true)
    #expect(deleted)
  }

  @Test func traitsDescribeThemselvesByName() {
    let traits: AccessibilityTraits = [.button, .notEnabled, .header]
    #expect(traits.description == "button, header, notEnabled")
    #expect(AccessibilityTraits.none.description == "none")
  }
}
