import HeadlessKit
import Testing

/// Opening a button's menu and choosing in it as a user would (HeadlessUIKit's `UIMenu` on
/// a `UIButton` or `UIBarButtonItem`); each action flushes afterwards.
///
/// ```swift
/// host.openMenu("sort")                      // a touch and hold; or tap a button whose
///                                            // menu is its primary action
/// #expect(host.openMenuTitles == ["Name", "Date"])
/// host.chooseMenuElement(titled: "Date")     // runs the action's handler
/// ```
extension TestHost {
  /// Opens the menu of the view with `identifier` (a button, or a bar button item's
  /// button by its `accessibilityIdentifier`), as a user's touch and hold does, then
  /// flushes. A view without a menu is recorded as an issue at the caller.
  /// - Parameters:
  ///   - identifier: The view's identifier.
  ///   - fileID: The caller's file: issues are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether a menu opened.
  @discardableResult
  public func openMenu(
    _ identifier: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> Bool {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let withMenus = menuViews().compactMap(\.identifier)
    guard let view = view(identifier), let source = view.menuSource else {
      Issue.record(
        Comment(
          rawValue: "No view with a menu is identified \"\(identifier)\"; "
            + (withMenus.isEmpty
              ? "no view on screen has a menu."
              : "views with menus: " + withMenus.map { "\"\($0)\"" }.joined(separator: ", "))),
        sourceLocation: location)
      return false
    }
    return open(source, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Opens the menu of the topmost button titled `title`, as a user's touch and hold
  /// does, then flushes. A button without a menu is recorded as an issue at the caller.
  /// - Parameters:
  ///   - title: The button's exact title.
  ///   - fileID: The caller's file: issues are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether a menu opened.
  @discardableResult
  public func openMenu(
    ofButtonTitled title: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> Bool {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let buttons = menuViews().compactMap { $0 as? Button }
    guard let source = buttons.last(where: { $0.title == title })?.menuSource else {
      let titles = buttons.compactMap(\.title)
      Issue.record(
        Comment(
          rawValue: "No button with a menu is titled \"\(title)\"; "
            + (titles.isEmpty
              ? "no button on screen has a menu."
              : "buttons with menus: " + titles.map { "\"\($0)\"" }.joined(separator: ", "))),
        sourceLocation: location)
      return false
    }
    return open(source, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The titles the open menu shows, in order (the open submenu's, after choosing one);
  /// empty when no menu is open.
  public var openMenuTitles: [String] { openMenuSource?.openMenuTitles ?? [] }

  /// Chooses the element titled `title` in the open menu, as a user's tap on it does,
  /// then flushes: an action's handler runs (the menu closes first, unless the action
  /// keeps it presented), a submenu opens in its place. No open menu, no such element or
  /// a disabled one is recorded as an issue at the caller, naming the titles shown.
  /// - Parameters:
  ///   - title: The element's exact title.
  ///   - fileID: The caller's file: issues are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether an action ran or a submenu opened.
  @discardableResult
  public func chooseMenuElement(
    titled title: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> Bool {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let source = openMenuSource else {
      Issue.record(
        Comment(
          rawValue: "No menu is open: open one with openMenu(_:) before choosing \"\(title)\"."),
        sourceLocation: location)
      return false
    }
    let shown = source.openMenuTitles.map { "\"\($0)\"" }.joined(separator: ", ")
    switch source.chooseMenuElement(titled: title) {
    case .performed, .openedSubmenu:
      flush(fileID: fileID, filePath: filePath, line: line, column: column)
      return true
    case .disabled:
      Issue.record(
        Comment(rawValue: "The menu element \"\(title)\" is disabled; nothing ran."),
        sourceLocation: location)
      return false
    case .notFound:
      Issue.record(
        Comment(rawValue: "The open menu has no element titled \"\(title)\"; it shows \(shown)."),
        sourceLocation: location)
      return false
    }
  }

  /// Closes the open menu without choosing, as a tap outside it does, then flushes.
  /// - Parameters:
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func closeMenu(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    openMenuSource?.closeMenu()
    flush(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private func open(
    _ source: any MenuSource, fileID: String, filePath: String, line: Int, column: Int
  ) -> Bool {
    openMenuSource?.closeMenu()
    source.openMenu()
    flush(fileID: fileID, filePath: filePath, line: line, column: column)
    return source.isMenuOpen
  }

  /// The menu open on screen, if any.
  private var openMenuSource: (any MenuSource)? {
    menuViews().lazy.compactMap(\.menuSource).first { $0.isMenuOpen }
  }

  /// The views on screen that have a menu, in pre-order.
  private func menuViews() -> [View] {
    views(ofType: View.self).filter { $0.menuSource != nil }
  }
}
