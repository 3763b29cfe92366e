extension View {
  /// What VoiceOver reads on this view, one element a line in its reading order
  /// (``AccessibilityReadingOrder``): the element, its label in quotes, its traits in
  /// brackets, then its value, hint and custom actions when it has them.
  ///
  /// ```
  /// 1. Label(title) "Theme" [staticText, header]
  /// 2. Switch(dark) (no label) [button] value: "0"
  /// 3. Button(save) "Save" [button] hint: "Saves the theme" actions: Reset
  /// ```
  ///
  /// A screen with no elements reads `(no accessibility elements)`.
  /// - Returns: The lines, joined by newlines.
  public func accessibilityDescription() -> String {
    let elements = AccessibilityReadingOrder.elements(in: self)
    guard !elements.isEmpty else { return "(no accessibility elements)" }
    return elements.enumerated().map { index, element in
      "\(index + 1). " + Self.describeAccessibilityElement(element)
    }.joined(separator: "\n")
  }

  /// One element's line of ``accessibilityDescription()``, without its number.
  package static func describeAccessibilityElement(_ element: any AccessibilityNode) -> String {
    var line = accessibilityName(of: element) + " "
    if let label = element.accessibilityLabel, !label.isEmpty {
      line += "\"\(label)\""
    } else {
      line += "(no label)"
    }
    line += " [\(element.accessibilityTraits)]"
    if let value = element.accessibilityValue, !value.isEmpty { line += " value: \"\(value)\"" }
    if let hint = element.accessibilityHint, !hint.isEmpty { line += " hint: \"\(hint)\"" }
    if let actions = element.accessibilityCustomActions, !actions.isEmpty {
      line += " actions: " + actions.map(\.name).joined(separator: ", ")
    }
    return line
  }

  /// How descriptions and audits name an element: a view as diagnostics do
  /// (`Button(save)`), an ``AccessibilityElement`` by its identifier or its place in its
  /// container (`AccessibilityElement#2 in SegmentedControl(sort)`).
  package static func accessibilityName(of element: any AccessibilityNode) -> String {
    if let view = element as? View { return view.diagnosticName }
    guard let element = element as? AccessibilityElement else {
      return String(describing: type(of: element))
    }
    let type = String(describing: Swift.type(of: element))
    if let identifier = element.identifier { return "\(type)(\(identifier))" }
    guard let container = element.accessibilityContainer as? any AccessibilityNode else {
      return type
    }
    let siblings = container.accessibilityElements ?? []
    let position = siblings.firstIndex { ($0 as AnyObject) === element }.map { " #\($0 + 1)" }
    return "\(type)\(position ?? "") in \(accessibilityName(of: container))"
  }
}
