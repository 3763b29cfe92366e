import HeadlessKit

/// A search for elements on a ``TestHost``'s screen, shaped as XCUITest's
/// `XCUIElementQuery`, so that a UI test ports with few edits.
///
/// A query is a description, evaluated each time it is used, as XCUITest's are: it finds
/// what the screen shows at that moment. Elements are the views a person using VoiceOver
/// would meet: buttons, texts, fields, switches, sliders, segmented controls, images,
/// tables, cells and other views, in the order of the tree (pre-order). A view that is
/// hidden, or inside a hidden view, is no element, and the insides of a control (a
/// button's title label) are part of the control, not elements of their own.
///
/// ```swift
/// host.textFields["Email"].typeText("a@b.c")
/// host.buttons["Sign In"].tap()
/// #expect(host.staticTexts["Welcome"].exists)
/// #expect(host.tables.cells.count == 3)
/// ```
///
/// A key given to the subscript or to ``matching(identifier:)`` matches, as in XCUITest,
/// any of an element's identifying properties: ``ScreenElement/identifier``,
/// ``ScreenElement/title``, ``ScreenElement/label``, ``ScreenElement/value`` or
/// ``ScreenElement/placeholderValue``.
@MainActor
public struct ElementQuery {
  /// The host whose window is searched.
  let host: TestHost
  /// The elements the query matches, in pre-order, evaluated now.
  let evaluate: @MainActor () -> [View]
  /// How the query reads in a failure message (`Buttons matching "Save"`).
  public let queryDescription: String

  init(host: TestHost, description: String, evaluate: @escaping @MainActor () -> [View]) {
    self.host = host
    self.queryDescription = description
    self.evaluate = evaluate
  }

  /// The number of matches now.
  public var count: Int { evaluate().count }

  /// Every match now, as elements bound by index.
  public var allElementsBoundByIndex: [ScreenElement] {
    evaluate().indices.map { element(boundBy: $0) }
  }

  /// The first match.
  public var firstMatch: ScreenElement {
    ScreenElement(host: host, description: "first match of \(queryDescription)") {
      evaluate().first.map { [$0] } ?? []
    }
  }

  /// The only match; using it when the query matches more than one element is a failure
  /// naming how many it found, as in XCUITest.
  public var element: ScreenElement {
    ScreenElement(host: host, description: queryDescription, requiresUnique: true) {
      evaluate()
    }
  }

  /// The match at `index`, in pre-order.
  /// - Parameter index: The position among the matches, from 0.
  /// - Returns: The element (which does not exist when there are too few matches).
  public func element(boundBy index: Int) -> ScreenElement {
    ScreenElement(host: host, description: "\(queryDescription), element \(index)") {
      let all = evaluate()
      return all.indices.contains(index) ? [all[index]] : []
    }
  }

  /// The match whose identifying properties include `key`.
  /// - Parameter key: An identifier, title, label, value or placeholder.
  public subscript(_ key: String) -> ScreenElement {
    ScreenElement(host: host, description: "\(queryDescription) matching \"\(key)\"") {
      evaluate().filter { ElementAttributes(of: $0).identifies(key) }
    }
  }

  /// The matches whose identifying properties include `identifier`.
  /// - Parameter identifier: An identifier, title, label, value or placeholder.
  /// - Returns: The narrower query.
  public func matching(identifier: String) -> ElementQuery {
    ElementQuery(host: host, description: "\(queryDescription) matching \"\(identifier)\"") {
      evaluate().filter { ElementAttributes(of: $0).identifies(identifier) }
    }
  }

  /// The matches of `type` whose identifying properties include `identifier`, when one is
  /// given.
  /// - Parameters:
  ///   - type: The element type; ``ScreenElement/ElementType/any`` for all.
  ///   - identifier: An identifier, title, label, value or placeholder, or `nil`.
  /// - Returns: The narrower query.
  public func matching(_ type: ScreenElement.ElementType, identifier: String?) -> ElementQuery {
    let keyed = identifier.map { " matching \"\($0)\"" } ?? ""
    return ElementQuery(host: host, description: "\(queryDescription) of type \(type)\(keyed)") {
      evaluate().filter { ElementAttributes(of: $0).matches(type, identifier: identifier) }
    }
  }

  /// The matches that pass `isIncluded`, for what the other filters cannot say.
  /// - Parameter isIncluded: Decides on each match.
  /// - Returns: The narrower query.
  public func matching(_ isIncluded: @escaping @MainActor (ScreenElement) -> Bool) -> ElementQuery {
    ElementQuery(host: host, description: "\(queryDescription) matching a predicate") {
      [host] in
      evaluate().filter { view in isIncluded(ScreenElement(host: host, view: view)) }
    }
  }

  /// The matches that hold a descendant of `type` matching `identifier`.
  /// - Parameters:
  ///   - type: The descendant's element type.
  ///   - identifier: An identifying property of the descendant, or `nil`.
  /// - Returns: The narrower query.
  public func containing(_ type: ScreenElement.ElementType, identifier: String?) -> ElementQuery {
    ElementQuery(host: host, description: "\(queryDescription) containing \(type)") {
      evaluate().filter { view in
        ElementTree.descendants(of: view).contains {
          ElementAttributes(of: $0).matches(type, identifier: identifier)
        }
      }
    }
  }

  /// Every element of `type` inside any match, in pre-order, each once.
  /// - Parameter type: The element type; ``ScreenElement/ElementType/any`` for all.
  /// - Returns: The query.
  public func descendants(matching type: ScreenElement.ElementType) -> ElementQuery {
    ElementQuery(host: host, description: "\(type.plural) in \(queryDescription)") {
      ElementTree.unique(evaluate().flatMap { ElementTree.descendants(of: $0) })
        .filter { type.matches(ElementAttributes(of: $0).elementType) }
    }
  }

  /// Every element of `type` directly inside any match (the nearest elements below it).
  /// - Parameter type: The element type; ``ScreenElement/ElementType/any`` for all.
  /// - Returns: The query.
  public func children(matching type: ScreenElement.ElementType) -> ElementQuery {
    ElementQuery(host: host, description: "\(type.plural) directly in \(queryDescription)") {
      ElementTree.unique(evaluate().flatMap { ElementTree.children(of: $0) })
        .filter { type.matches(ElementAttributes(of: $0).elementType) }
    }
  }

  /// Buttons inside the matches.
  public var buttons: ElementQuery { descendants(matching: .button) }
  /// Texts (labels) inside the matches.
  public var staticTexts: ElementQuery { descendants(matching: .staticText) }
  /// Text fields inside the matches.
  public var textFields: ElementQuery { descendants(matching: .textField) }
  /// Switches inside the matches.
  public var switches: ElementQuery { descendants(matching: .switch) }
  /// Sliders inside the matches.
  public var sliders: ElementQuery { descendants(matching: .slider) }
  /// Segmented controls inside the matches.
  public var segmentedControls: ElementQuery { descendants(matching: .segmentedControl) }
  /// Images inside the matches.
  public var images: ElementQuery { descendants(matching: .image) }
  /// Tables (lists) inside the matches.
  public var tables: ElementQuery { descendants(matching: .table) }
  /// Cells inside the matches.
  public var cells: ElementQuery { descendants(matching: .cell) }
  /// Scroll views inside the matches.
  public var scrollViews: ElementQuery { descendants(matching: .scrollView) }
  /// Activity indicators inside the matches.
  public var activityIndicators: ElementQuery { descendants(matching: .activityIndicator) }
  /// Every element inside the matches.
  public var otherElements: ElementQuery { descendants(matching: .other) }
}

/// The screen's element tree: which views are elements, and their order.
@MainActor
enum ElementTree {
  /// Whether `view` and its ancestors are all shown.
  static func isShown(_ view: View) -> Bool {
    var current: View? = view
    while let each = current {
      if each.isHidden || each.alpha <= 0 { return false }
      current = each.superview
    }
    return true
  }

  /// The elements below `root`, in pre-order, not looking inside leaf elements (a
  /// button's label belongs to the button) or hidden views.
  static func descendants(of root: View) -> [View] {
    var found: [View] = []
    var stack = Array(root.subviews.reversed())
    while let view = stack.popLast() {
      guard !view.isHidden, view.alpha > 0 else { continue }
      found.append(view)
      if !ElementAttributes(of: view).elementType.isLeaf {
        stack += view.subviews.reversed()
      }
    }
    return found
  }

  /// The nearest elements below `root`: its visible subviews.
  static func children(of root: View) -> [View] {
    root.subviews.filter { !$0.isHidden && $0.alpha > 0 }
  }

  /// `views` without repeats, keeping the first of each.
  static func unique(_ views: [View]) -> [View] {
    var seen: Set<ObjectIdentifier> = []
    return views.filter { seen.insert(ObjectIdentifier($0)).inserted }
  }
}
