import HeadlessKit

/// What XCUITest would read of a view: its element type and identifying properties.
@MainActor
struct ElementAttributes {
  var elementType: ScreenElement.ElementType
  var identifier: String
  var label: String
  var title: String
  var value: String?
  var placeholderValue: String?
  var isEnabled: Bool
  var isSelected: Bool

  init(of view: View) {
    identifier = view.identifier ?? ""
    title = ""
    // XCUITest reads an element's accessibility label and value.
    value = view.accessibilityValue
    placeholderValue = nil
    isEnabled = (view as? Control)?.isEnabled ?? true
    isSelected = (view as? Control)?.isSelected ?? false
    switch view {
    case let button as Button:
      elementType = .button
      // XCUITest names an unlabelled image button by its image.
      label = button.accessibilityLabel ?? button.image ?? ""
    case let text as Label:
      elementType = .staticText
      label = text.accessibilityLabel ?? ""
      value = text.text
    case let field as TextFieldControl:
      elementType = field.isSecureTextEntry ? .secureTextField : .textField
      label = field.accessibilityLabel ?? ""
      // The text (a secure field's dots), or the placeholder while empty, as on iOS.
      placeholderValue = field.placeholder
    case let toggle as Switch:
      elementType = .switch
      label = toggle.accessibilityLabel ?? ""
    case let slider as SliderControl:
      elementType = .slider
      label = slider.accessibilityLabel ?? ""
    case let segments as SegmentedControl:
      elementType = .segmentedControl
      label = segments.accessibilityLabel ?? ""
      value =
        segments.titles.indices.contains(segments.selectedSegmentIndex)
        ? segments.titles[segments.selectedSegmentIndex] : nil
    case let image as ImageView:
      elementType = .image
      // XCUITest names an unlabelled image by its image.
      label = image.accessibilityLabel ?? image.imageName ?? ""
    case let indicator as ActivityIndicator:
      elementType = .activityIndicator
      label = indicator.accessibilityLabel ?? ""
      value = indicator.isAnimating ? "1" : "0"
    case let cell as ListCell:
      elementType = .cell
      // A cell reads as the texts inside it, as VoiceOver joins them.
      label = cell.accessibilityLabel ?? ""
      isSelected = cell.configurationState.isSelected
    case is ListView:
      elementType = .table
      label = ""
    case is ScrollView:
      elementType = .scrollView
      label = ""
    case is Window:
      elementType = .window
      label = ""
    default:
      elementType = .other
      label = view.accessibilityLabel ?? ""
    }
  }

  /// Whether `key` is one of the identifying properties, as XCUITest's subscript and
  /// `matching(identifier:)` compare them.
  func identifies(_ key: String) -> Bool {
    identifier == key || title == key || label == key || value == key || placeholderValue == key
  }

  /// Whether the element is of `type` and, when an identifier is given, identified by it.
  func matches(_ type: ScreenElement.ElementType, identifier key: String?) -> Bool {
    type.matches(elementType) && (key.map(identifies) ?? true)
  }
}

extension ScreenElement {
  /// The kinds of element, as XCUITest's `XCUIElement.ElementType` names them.
  public enum ElementType: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Any element: matches every type.
    case any
    /// A view that is none of the others.
    case other
    /// A window.
    case window
    /// A button.
    case button
    /// A text: a label.
    case staticText
    /// A text field.
    case textField
    /// A text field whose text is hidden (`isSecureTextEntry`).
    case secureTextField
    /// A switch.
    case `switch`
    /// A slider.
    case slider
    /// A segmented control.
    case segmentedControl
    /// An image.
    case image
    /// An activity indicator.
    case activityIndicator
    /// A table: a list of rows.
    case table
    /// A cell of a table.
    case cell
    /// A scroll view.
    case scrollView

    /// Whether an element of this type matches `type` (`.any` matches everything).
    func matches(_ type: ElementType) -> Bool { self == .any || self == type }

    /// Whether the type is a control or text whose insides are part of it.
    var isLeaf: Bool {
      switch self {
      case .button, .staticText, .textField, .secureTextField, .switch, .slider,
        .segmentedControl, .image, .activityIndicator:
        true
      case .any, .other, .window, .table, .cell, .scrollView: false
      }
    }

    /// The type's name in a query's description.
    public var description: String { rawValue }

    /// The type's plural, as a query names its matches (`Buttons`).
    var plural: String {
      switch self {
      case .any: "Elements"
      case .other: "Other elements"
      case .switch: "Switches"
      case .activityIndicator: "Activity indicators"
      case .staticText: "Static texts"
      default: rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "s"
      }
    }
  }
}
