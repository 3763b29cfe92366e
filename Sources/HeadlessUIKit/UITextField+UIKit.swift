public import Foundation
public import HeadlessKit

/// Told about and asked about a text field's editing, as UIKit's `UITextFieldDelegate`;
/// every method is optional, as in UIKit.
///
/// The methods run as the user's actions do, untracked: `TestHost.type(_:_:)` (a
/// character at a time) and `TestHost.pressReturn(_:)` drive them.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Editing began.
  /// - Parameter textField: The text field.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Editing ended.
  /// - Parameter textField: The text field.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether to insert the typed characters; `false` leaves the text as it is, and no
  /// `.editingChanged` is sent.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: Where, in UTF-16 units (at the end: a typed character is appended).
  ///   - string: The characters.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether Return ends editing; `true` sends `.editingDidEndOnExit` and
  /// `.primaryActionTriggered`.
  /// - Parameter textField: The text field.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Does nothing.
  /// - Parameter textField: The text field.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Does nothing.
  /// - Parameter textField: The text field.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Inserts every character.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: Where.
  ///   - string: The characters.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Lets Return end editing.
  /// - Parameter textField: The text field.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The delegate, held weakly as UIKit holds it.
@MainActor
final class TextFieldUIKitState {
  weak var delegate: (any UITextFieldDelegate)?

  static func of(_ field: TextField) -> TextFieldUIKitState {
    attachment(in: &field.attachments, TextFieldUIKitState.init)
  }
}

extension TextField {
  /// Told about and asked about editing, as UIKit's `delegate` (held weakly).
  public var delegate: (any UITextFieldDelegate)? {
    get { TextFieldUIKitState.of(self).delegate }
    set {
      TextFieldUIKitState.of(self).delegate = newValue
      guard newValue != nil else {
        editingHooks = EditingHooks()
        return
      }
      var hooks = EditingHooks()
      hooks.didBegin = { field in
        TextFieldUIKitState.of(field).delegate?.textFieldDidBeginEditing(field)
      }
      hooks.didEnd = { field in
        TextFieldUIKitState.of(field).delegate?.textFieldDidEndEditing(field)
      }
      hooks.shouldInsert = { field, offset, string in
        TextFieldUIKitState.of(field).delegate?.textField(
          field, shouldChangeCharactersIn: NSRange(location: offset, length: 0),
          replacementString: string) ?? true
      }
      hooks.shouldReturn = { field in
        TextFieldUIKitState.of(field).delegate?.textFieldShouldReturn(field) ?? true
      }
      editingHooks = hooks
    }
  }
}

extension TextField {
  /// Begins editing, as UIKit's `becomeFirstResponder()`: the field edits until it
  /// resigns.
  /// - Returns: Whether it edits: `false` when disabled or hidden.
  @discardableResult
  public func becomeFirstResponder() -> Bool { beginEditing() }

  /// Ends editing, as UIKit's `resignFirstResponder()`.
  /// - Returns: `true`.
  @discardableResult
  public func resignFirstResponder() -> Bool { finishEditing() }

  /// Whether the field is editing, as UIKit's `isFirstResponder`.
  public var isFirstResponder: Bool { isEditing }
}

extension TextField {
  /// A text field's outline, as UIKit's `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable {
    /// None.
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel (drawn as a thin rectangle).
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }

  /// The outline, as UIKit's `borderStyle`: HeadlessKit's `border`. It starts at
  /// `.roundedRect` here, where UIKit starts at `.none`, so that fields show in pictures.
  public var borderStyle: BorderStyle {
    get {
      switch border {
      case .none: return .none
      case .line: return .line
      case .bezel: return .bezel
      case .roundedRect: return .roundedRect
      }
    }
    set {
      switch newValue {
      case .none: border = .none
      case .line: border = .line
      case .bezel: border = .bezel
      case .roundedRect: border = .roundedRect
      }
    }
  }
}
