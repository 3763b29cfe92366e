public import Foundation
public import HeadlessKit
import Testing

/// One element of a ``TestHost``'s screen, shaped as XCUITest's `XCUIElement`: found by a
/// query each time it is used, read, and acted on as a person would.
///
/// ```swift
/// let save = host.buttons["Save"]
/// #expect(save.exists)
/// save.tap()
/// ```
///
/// An action on an element that does not exist, or on one that matches more than one view
/// where one is required, records an issue at the caller naming the query, as XCUITest
/// fails the test. Every action flushes the host afterwards, as ``TestHost``'s own actions
/// do, so the screen shows the action's result on return.
@MainActor
public struct ScreenElement {
  let host: TestHost
  let describe: String
  let requiresUnique: Bool
  let resolveAll: @MainActor () -> [View]

  init(
    host: TestHost, description: String, requiresUnique: Bool = false,
    resolve: @escaping @MainActor () -> [View]
  ) {
    self.host = host
    self.describe = description
    self.requiresUnique = requiresUnique
    self.resolveAll = resolve
  }

  /// An element that is always `view`.
  init(host: TestHost, view: View) {
    self.init(host: host, description: ElementAttributes(of: view).elementType.rawValue) {
      [view]
    }
  }

  /// How the element's query reads in a failure message.
  public var elementDescription: String { describe }

  /// The view the element resolves to now, if exactly one; HeadlessKit's own way to reach
  /// the view behind an element (XCUITest has none).
  public var view: View? {
    let all = resolveAll()
    return requiresUnique && all.count > 1 ? nil : all.first
  }

  /// Whether the element is on the screen now.
  public var exists: Bool { view != nil }

  /// Whether a tap at the element's centre would reach it: it exists, is shown, and its
  /// frame overlaps the window.
  public var isHittable: Bool {
    guard let view else { return false }
    return ElementTree.isShown(view) && frame.intersects(host.window.bounds)
      && frame.size.width > 0 && frame.size.height > 0
  }

  private var attributes: ElementAttributes? { view.map { ElementAttributes(of: $0) } }

  /// The element's kind.
  public var elementType: ElementType { attributes?.elementType ?? .any }
  /// The view's identifier, or an empty string.
  public var identifier: String { attributes?.identifier ?? "" }
  /// What VoiceOver would call it: a button's title, a label's text, a cell's texts.
  public var label: String { attributes?.label ?? "" }
  /// The element's title (empty on iOS, as in XCUITest).
  public var title: String { attributes?.title ?? "" }
  /// The element's value: a field's text (its placeholder when empty), a switch's `"1"`
  /// or `"0"`, a slider's position as a percentage (`"50%"`), a segmented control's
  /// selected title.
  public var value: String? { attributes?.value }
  /// A text field's placeholder.
  public var placeholderValue: String? { attributes?.placeholderValue }
  /// Whether the element is enabled (a control's `isEnabled`; `true` for other views).
  public var isEnabled: Bool { attributes?.isEnabled ?? false }
  /// Whether the element is selected (a control's `isSelected`, a cell's selection).
  public var isSelected: Bool { attributes?.isSelected ?? false }

  /// The element's frame in the window's coordinates; `.zero` when it does not exist.
  public var frame: Rect {
    guard let view else { return .zero }
    var rect = view.frame
    var ancestor = view.superview
    while let each = ancestor {
      rect.origin.x += each.frame.origin.x - each.bounds.origin.x
      rect.origin.y += each.frame.origin.y - each.bounds.origin.y
      ancestor = each.superview
    }
    return rect
  }

  /// A query for the elements of `type` inside this element.
  /// - Parameter type: The element type.
  /// - Returns: The query.
  public func descendants(matching type: ElementType) -> ElementQuery {
    ElementQuery(host: host, description: describe) { [resolveAll] in
      resolveAll().prefix(1).map { $0 }
    }.descendants(matching: type)
  }

  /// A query for the nearest elements of `type` inside this element.
  /// - Parameter type: The element type.
  /// - Returns: The query.
  public func children(matching type: ElementType) -> ElementQuery {
    ElementQuery(host: host, description: describe) { [resolveAll] in
      resolveAll().prefix(1).map { $0 }
    }.children(matching: type)
  }

  /// Buttons inside the element.
  public var buttons: ElementQuery { descendants(matching: .button) }
  /// Texts inside the element.
  public var staticTexts: ElementQuery { descendants(matching: .staticText) }
  /// Text fields inside the element.
  public var textFields: ElementQuery { descendants(matching: .textField) }
  /// Switches inside the element.
  public var switches: ElementQuery { descendants(matching: .switch) }
  /// Cells inside the element.
  public var cells: ElementQuery { descendants(matching: .cell) }
  /// Images inside the element.
  public var images: ElementQuery { descendants(matching: .image) }

  /// The view to act on, or `nil` after recording why there is none.
  func target(at location: SourceLocation) -> View? {
    let all = resolveAll()
    if all.isEmpty {
      Issue.record(
        Comment(rawValue: "No matches found for \(describe)"), sourceLocation: location)
      return nil
    }
    if requiresUnique && all.count > 1 {
      Issue.record(
        Comment(rawValue: "Multiple matches found for \(describe): \(all.count)"),
        sourceLocation: location)
      return nil
    }
    return all[0]
  }
}
