import Foundation
public import HeadlessKit
import Testing

/// Finding views on the host's screen and acting on them as a user would; each action
/// flushes afterwards.
extension TestHost {
  /// The first view with `identifier` in the window (pre-order).
  /// - Parameter identifier: The identifier.
  /// - Returns: The view, or `nil`.
  public func view(_ identifier: String) -> View? {
    Self.firstView(withIdentifier: identifier, in: window)
  }

  /// The first view with `identifier` in `root`'s subtree, in pre-order.
  static func firstView(withIdentifier identifier: String, in root: View) -> View? {
    root.firstView(withIdentifier: identifier)
  }

  /// The first label with `identifier`.
  /// - Parameter identifier: The identifier.
  /// - Returns: The label, or `nil`.
  public func label(_ identifier: String) -> Label? {
    view(identifier) as? Label
  }

  /// The first button with `identifier`.
  /// - Parameter identifier: The identifier.
  /// - Returns: The button, or `nil`.
  public func button(_ identifier: String) -> Button? {
    view(identifier) as? Button
  }

  /// Taps the button with `identifier` as a user would, then flushes.
  /// - Parameters:
  ///   - identifier: The button's identifier.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether such a button was found.
  @discardableResult
  public func tap(
    _ identifier: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Bool {
    act(
      on: identifier, as: Button.self, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) {
      $0.tap()
    }
  }

  /// Swipes the topmost sheet down, as a person dismisses a sheet, then flushes: the
  /// sheet's controller is dismissed unless it or a child refuses
  /// (`Controller.allowsInteractiveDismissal`; UIKit's `isModalInPresentation` and the
  /// presentation controller delegate's `presentationControllerShouldDismiss(_:)`), and
  /// hears why (`Controller.dismissInteractively()`).
  /// - Parameters:
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether a sheet was dismissed: `false` when none is on screen, the top
  ///   presentation is full screen, or the swipe was refused.
  @discardableResult
  public func swipeDownSheet(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Bool {
    var top = window.rootController?.presentedController
    while let next = top?.presentedController, next !== top { top = next }
    guard let top else { return false }
    let dismissed = top.dismissInteractively()
    flush(fileID: fileID, filePath: filePath, line: line, column: column)
    return dismissed
  }

  /// Taps the topmost button whose title is `title` (the last in pre-order, so an alert's
  /// button wins over one beneath it) as a user would, then flushes: a button found by
  /// what it shows, as UI tests find an alert's buttons.
  /// - Parameters:
  ///   - title: The button's exact title.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether such a button was found.
  @discardableResult
  public func tapButton(
    titled title: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> Bool {
    guard let button = views(ofType: Button.self).last(where: { $0.title == title }) else {
      return false
    }
    button.tap()
    flush(fileID: fileID, filePath: filePath, line: line, column: column)
    return true
  }

  /// Finds the view with `identifier` as a `T`, acts on it as a user would, then flushes:
  /// what every user action of the host does.
  /// - Returns: Whether such a view was found.
  private func act<T: View>(
    on identifier: String, as type: T.Type, fileID: String, filePath: String, line: Int,
    column: Int, _ action: (T) -> Void
  ) -> Bool {
    guard let view = view(identifier) as? T else { return false }
    action(view)
    flush(fileID: fileID, filePath: filePath, line: line, column: column)
    return true
  }

  /// Every view of type `T` in the window, in tree pre-order.
  /// - Parameter type: The type to look for (subclasses match).
  /// - Returns: The views.
  public func views<T: View>(ofType type: T.Type) -> [T] {
    var found: [T] = []
    func visit(_ view: View) {
      if let match = view as? T { found.append(match) }
      for child in view.subviews { visit(child) }
    }
    visit(window)
    return found
  }

  /// The first label, button or text field showing `text` (pre-order).
  /// - Parameter text: The exact text or title.
  /// - Returns: The view, or `nil`.
  public func view(withText text: String) -> View? {
    views(ofType: View.self).first { view in
      switch view {
      case let label as Label: return label.text == text
      case let button as Button: return button.title == text
      case let field as TextFieldControl: return field.storedText == text
      default: return false
      }
    }
  }

  /// Types into the text field with `identifier` as a user would, then flushes.
  /// - Parameters:
  ///   - identifier: The text field's identifier.
  ///   - text: The characters to type.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether such a text field was found.
  @discardableResult
  public func type(
    _ identifier: String, _ text: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) -> Bool {
    act(
      on: identifier, as: TextFieldControl.self, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) {
      $0.type(text)
    }
  }

  /// Presses Return in the text field with `identifier` as a user would
  /// (`TextField.pressReturn()`), then flushes.
  /// - Parameters:
  ///   - identifier: The text field's identifier.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether such a text field was found.
  @discardableResult
  public func pressReturn(
    _ identifier: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> Bool {
    act(
      on: identifier, as: TextFieldControl.self, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) {
      $0.pressReturn()
    }
  }

  /// Selects a segment of the segmented control with `identifier` as a user would, then
  /// flushes.
  /// - Parameters:
  ///   - segment: The segment's index.
  ///   - identifier: The control's identifier.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether such a control was found.
  @discardableResult
  public func select(
    segment: Int, in identifier: String, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Bool {
    act(
      on: identifier, as: SegmentedControl.self, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) {
      $0.select(segment: segment)
    }
  }

  /// Toggles the switch with `identifier` as a user would, then flushes.
  /// - Parameters:
  ///   - identifier: The switch's identifier.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether such a switch was found.
  @discardableResult
  public func toggle(
    _ identifier: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Bool {
    act(
      on: identifier, as: Switch.self, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) {
      $0.toggle()
    }
  }

  /// Slides the slider with `identifier` (a `Slider`, or HeadlessUIKit's `UISlider`) to
  /// `value` as a user would, then flushes.
  /// - Parameters:
  ///   - identifier: The slider's identifier.
  ///   - value: Where to slide (clamped to its range).
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether such a slider was found.
  @discardableResult
  public func slide(
    _ identifier: String, to value: Double, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Bool {
    act(
      on: identifier, as: SliderControl.self, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) {
      $0.slide(to: value)
    }
  }

  /// Selects a row of a list as a user's tap would, then flushes.
  /// - Parameters:
  ///   - row: The row within the section.
  ///   - section: The section; 0 by default.
  ///   - identifier: The list's identifier; the first list on screen when `nil`.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether such a list and row were found.
  @discardableResult
  public func select(
    row: Int, section: Int = 0, in identifier: String? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Bool {
    let list: ListView? =
      if let identifier { view(identifier) as? ListView } else {
        views(ofType: ListView.self).first
      }
    guard let list, list.snapshot.sections.indices.contains(section),
      list.snapshot.sections[section].items.indices.contains(row)
    else { return false }
    // The row may be deselected by the time this returns (a delegate that deselects on
    // selection, as UIKit apps often do): found is what counts.
    list.tapRow(at: IndexPath(item: row, section: section))
    flush(fileID: fileID, filePath: filePath, line: line, column: column)
    return true
  }
}
