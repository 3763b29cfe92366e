import HeadlessKit
public import Testing

extension ScreenElement {
  /// Taps the element as a person would, then flushes: a button runs its actions, a
  /// switch toggles, a cell's row is selected, a text field begins editing.
  ///
  /// A disabled control ignores the tap, as on iOS. Any other view gets a finger's tap,
  /// which its gesture recognizers (and its ancestors') see.
  /// - Parameter sourceLocation: Where a failure is recorded (defaults to the caller).
  public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let view = target(at: sourceLocation) else { return }
    if let control = view as? Control, !control.isEnabled {
      finish(at: sourceLocation)
      return
    }
    switch view {
    case let button as Button: button.tap()
    case let toggle as Switch: toggle.toggle()
    case let field as TextFieldControl: _ = field.beginEditing()
    case let cell as ListCell:
      if let list = Self.list(containing: cell), let indexPath = list.indexPath(for: cell) {
        list.tapRow(at: indexPath)
      }
    default:
      // Any other view: a finger on it, through its recognizers and its ancestors'.
      host.tap(
        view, fileID: sourceLocation.fileID, filePath: sourceLocation.filePath,
        line: sourceLocation.line, column: sourceLocation.column)
      return
    }
    finish(at: sourceLocation)
  }

  /// Types `text` into the element, a text field, as a person would on the keyboard, then
  /// flushes; the field begins editing first if it was not.
  /// - Parameters:
  ///   - text: The characters to type.
  ///   - sourceLocation: Where a failure is recorded (defaults to the caller).
  public func typeText(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let view = target(at: sourceLocation) else { return }
    guard let field = view as? TextFieldControl else {
      Issue.record(
        Comment(
          rawValue: "Cannot type into \(describe): it is a \(elementType), not a text field"),
        sourceLocation: sourceLocation)
      return
    }
    field.type(text)
    finish(at: sourceLocation)
  }

  /// Selects the segment titled `title` of the element, a segmented control, as a tap on
  /// that segment would, then flushes.
  /// - Parameters:
  ///   - title: The segment's title.
  ///   - sourceLocation: Where a failure is recorded (defaults to the caller).
  public func selectSegment(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let view = target(at: sourceLocation) else { return }
    guard let control = view as? SegmentedControl,
      let index = control.titles.firstIndex(of: title)
    else {
      Issue.record(
        Comment(rawValue: "\(describe) has no segment titled \"\(title)\""),
        sourceLocation: sourceLocation)
      return
    }
    control.select(segment: index)
    finish(at: sourceLocation)
  }

  /// Moves the element, a slider, to `normalizedSliderPosition` (0 at its minimum, 1 at
  /// its maximum) as a drag would, then flushes (XCUITest's `adjust(toNormalizedSliderPosition:)`).
  /// - Parameters:
  ///   - normalizedSliderPosition: Where to move it, from 0 to 1.
  ///   - sourceLocation: Where a failure is recorded (defaults to the caller).
  public func adjust(
    toNormalizedSliderPosition normalizedSliderPosition: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let view = target(at: sourceLocation) else { return }
    guard let slider = view as? SliderControl else {
      Issue.record(
        Comment(rawValue: "Cannot adjust \(describe): it is a \(elementType), not a slider"),
        sourceLocation: sourceLocation)
      return
    }
    let range = slider.storedRange
    let position = min(max(normalizedSliderPosition, 0), 1)
    slider.slide(to: range.lowerBound + position * (range.upperBound - range.lowerBound))
    finish(at: sourceLocation)
  }

  /// The list a cell belongs to.
  static func list(containing cell: ListCell) -> ListView? {
    var ancestor = cell.superview
    while let each = ancestor {
      if let list = each as? ListView { return list }
      ancestor = each.superview
    }
    return nil
  }

  /// Flushes the host, recording warnings at the caller.
  func finish(at location: SourceLocation) {
    host.flush(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
}

extension TestHost {
  /// Every element on the screen: the root of XCUITest-shaped queries.
  ///
  /// ```swift
  /// host.descendants(matching: .button)["Save"].tap()
  /// ```
  /// - Parameter type: The element type; `.any` for all.
  /// - Returns: The query.
  public func descendants(matching type: ScreenElement.ElementType) -> ElementQuery {
    ElementQuery(host: self, description: type.plural) { [window] in
      ElementTree.descendants(of: window).filter {
        type.matches(ElementAttributes(of: $0).elementType)
      }
    }
  }

  /// Buttons on the screen.
  public var buttons: ElementQuery { descendants(matching: .button) }
  /// Texts (labels) on the screen.
  public var staticTexts: ElementQuery { descendants(matching: .staticText) }
  /// Text fields on the screen (secure ones are ``secureTextFields``).
  public var textFields: ElementQuery { descendants(matching: .textField) }
  /// Secure text fields on the screen.
  public var secureTextFields: ElementQuery { descendants(matching: .secureTextField) }
  /// Switches on the screen.
  public var switches: ElementQuery { descendants(matching: .switch) }
  /// Sliders on the screen.
  public var sliders: ElementQuery { descendants(matching: .slider) }
  /// Segmented controls on the screen.
  public var segmentedControls: ElementQuery { descendants(matching: .segmentedControl) }
  /// Images on the screen.
  public var images: ElementQuery { descendants(matching: .image) }
  /// Tables (lists) on the screen.
  public var tables: ElementQuery { descendants(matching: .table) }
  /// Cells on the screen.
  public var cells: ElementQuery { descendants(matching: .cell) }
  /// Scroll views on the screen.
  public var scrollViews: ElementQuery { descendants(matching: .scrollView) }
  /// Activity indicators on the screen.
  public var activityIndicators: ElementQuery { descendants(matching: .activityIndicator) }
  /// Views that are none of the other types.
  public var otherElements: ElementQuery { descendants(matching: .other) }
}
