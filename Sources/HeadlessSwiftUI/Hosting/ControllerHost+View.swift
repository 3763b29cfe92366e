public import HeadlessKit

extension ControllerHost {
  /// Shows `view` in a new ``UIHostingController`` as the window's root: how a test shows a
  /// SwiftUI view with HeadlessKitTesting's `TestHost`, which is a `ControllerHost`.
  ///
  /// ```swift
  /// let host = TestHost()
  /// host.show(ThemePickerView(theme: theme))
  /// host.buttons["Coral"].tap()
  /// ```
  /// - Parameters:
  ///   - view: The root view.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The hosting controller that shows `view`.
  @discardableResult
  public func show<Content: View>(
    _ view: Content, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> UIHostingController<Content> {
    let controller = UIHostingController(rootView: view)
    show(controller, fileID: fileID, filePath: filePath, line: line, column: column)
    return controller
  }
}
