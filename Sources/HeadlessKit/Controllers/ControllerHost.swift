/// Something that shows a controller as the root of its window: HeadlessKitTesting's
/// `TestHost`, a command line's host.
///
/// Modules built on HeadlessKit extend it to show their own content without depending on
/// the module that defines the host: HeadlessSwiftUI adds `show(_:)` for its views, which
/// wraps the view in a hosting controller, so a test writes
/// `host.show(ThemePickerView(theme: theme))`.
///
/// ```swift
/// extension ControllerHost {
///   func show(_ document: Document) {
///     show(DocumentController(document: document), fileID: #fileID, filePath: #filePath,
///          line: #line, column: #column)
///   }
/// }
/// ```
@MainActor
public protocol ControllerHost: AnyObject {
  /// Makes `controller` the window's root, shows the window and runs the pass that shows it.
  /// - Parameters:
  ///   - controller: The root controller.
  ///   - fileID: The caller's file: warnings reported meanwhile are recorded at the call.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  func show(_ controller: Controller, fileID: String, filePath: String, line: Int, column: Int)
}
