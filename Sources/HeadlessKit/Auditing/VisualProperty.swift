/// One piece of a view's visual state as the tree description and the pictures read it
/// (a label's text, a view's frame, a switch's state), with a way to put it back: what the
/// staleness audit compares before and after re-running hooks, and restores afterwards.
@MainActor
package struct VisualProperty {
  /// The property as code spells it: `text`, `frame`, `isOn`.
  package let name: String
  /// The value, described as the tree description would describe it.
  package let value: String
  private let restore: @MainActor () -> Void

  init<Value>(
    _ name: String, _ value: Value, describe: (Value) -> String = { "\($0)" },
    restore: @escaping @MainActor (Value) -> Void
  ) {
    self.name = name
    self.value = describe(value)
    self.restore = { restore(value) }
  }

  /// A property read for comparison only: putting it back does nothing.
  init(readOnly name: String, _ value: String) {
    self.name = name
    self.value = value
    self.restore = {}
  }

  /// Sets the property back to the value it had when it was read, through its setter.
  package func putBack() { restore() }
}

/// A text in quotes, or `nil`.
private func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "nil" }

extension View {
  /// The view's visual state, one entry per property, in a fixed order: the view's own
  /// (frame, colours, hidden, alpha, outline), then its widget's (text, title, image,
  /// control states), then everything else the tree description shows (`details`).
  package func visualProperties() -> [VisualProperty] {
    var properties: [VisualProperty] = [
      VisualProperty("frame", frame, describe: \.compactDescription) { self.frame = $0 },
      VisualProperty("backgroundColor", backgroundColor, describe: { $0.map { "\($0)" } ?? "nil" })
      { self.backgroundColor = $0 },
      VisualProperty("isHidden", isHidden) { self.isHidden = $0 },
      VisualProperty("alpha", alpha, describe: \.compactDescription) { self.alpha = $0 },
      VisualProperty("contentMode", contentMode) { self.contentMode = $0 },
      VisualProperty("cornerRadius", outlineCornerRadius, describe: \.compactDescription) {
        self.outlineCornerRadius = $0
      },
      VisualProperty("borderWidth", outlineBorderWidth, describe: \.compactDescription) {
        self.outlineBorderWidth = $0
      },
      VisualProperty(
        "borderColor", outlineBorderColor, describe: { $0.map { "\($0)" } ?? "nil" }
      ) {
        self.outlineBorderColor = $0
      },
      VisualProperty("clipsToBounds", clipsToBounds) { self.clipsToBounds = $0 },
      VisualProperty("shadow", shadow, describe: { $0.map { "\($0)" } ?? "nil" }) {
        self.shadow = $0
      },
      VisualProperty("tintColor", outline?.tintColor, describe: { $0.map { "\($0)" } ?? "nil" }) {
        self.tintColor = $0
      },
    ]
    appendWidgetProperties(to: &properties)
    properties.append(VisualProperty(readOnly: "details", treeDetails.joined(separator: " ")))
    return properties
  }

  private func appendWidgetProperties(to properties: inout [VisualProperty]) {
    if let label = self as? Label {
      properties += [
        VisualProperty("text", label.text, describe: quoted) { label.text = $0 },
        VisualProperty("textColor", label.textColor) { label.textColor = $0 },
        VisualProperty("font", label.font) { label.font = $0 },
        VisualProperty("numberOfLines", label.numberOfLines) { label.numberOfLines = $0 },
        VisualProperty("alignment", label.alignment) { label.alignment = $0 },
      ]
    }
    if let control = self as? Control {
      properties += [
        VisualProperty("isEnabled", control.isEnabled) { control.isEnabled = $0 },
        VisualProperty("isSelected", control.isSelected) { control.isSelected = $0 },
        VisualProperty("isHighlighted", control.isHighlighted) { control.isHighlighted = $0 },
      ]
    }
    if let button = self as? Button {
      properties += [
        VisualProperty("title", button.title, describe: quoted) { button.title = $0 },
        VisualProperty("image", button.image, describe: quoted) { button.image = $0 },
        VisualProperty("style", button.style) { button.style = $0 },
        VisualProperty("baseBackgroundColor", button.baseBackgroundColor) {
          button.baseBackgroundColor = $0
        },
        VisualProperty("baseForegroundColor", button.baseForegroundColor) {
          button.baseForegroundColor = $0
        },
        VisualProperty("showsActivityIndicator", button.showsActivityIndicator) {
          button.showsActivityIndicator = $0
        },
      ]
    }
    if let toggle = self as? Switch {
      properties.append(VisualProperty("isOn", toggle.isOn) { toggle.isOn = $0 })
    }
    if let slider = self as? Slider {
      properties += [
        VisualProperty("range", slider.range) { slider.range = $0 },
        VisualProperty("value", slider.value, describe: \.compactDescription) { slider.value = $0 },
      ]
    }
    if let image = self as? ImageView {
      properties.append(
        VisualProperty("imageName", image.imageName, describe: quoted) { image.imageName = $0 })
    }
    if let field = self as? TextField {
      properties += [
        VisualProperty("text", field.text, describe: { quoted($0) }) { field.text = $0 },
        VisualProperty("placeholder", field.placeholder, describe: quoted) {
          field.placeholder = $0
        },
        VisualProperty("isSecureTextEntry", field.isSecureTextEntry) {
          field.isSecureTextEntry = $0
        },
      ]
    }
    if let segments = self as? SegmentedControl {
      properties.append(
        VisualProperty("selectedSegmentIndex", segments.selectedSegmentIndex) {
          segments.selectedSegmentIndex = $0
        })
    }
    if let indicator = self as? ActivityIndicator {
      properties.append(
        VisualProperty("isAnimating", indicator.isAnimating) {
          $0 ? indicator.startAnimating() : indicator.stopAnimating()
        })
    }
  }
}
