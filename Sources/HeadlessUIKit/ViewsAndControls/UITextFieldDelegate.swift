public import Foundation
import HeadlessKit

/// Told about and asked about a text field's editing, as UIKit's `UITextFieldDelegate`;
/// every method is optional, as in UIKit.
///
/// The methods run as the user's actions do, untracked: `TestHost.type(_:_:)` (a
/// character at a time), `becomeFirstResponder()`, `resignFirstResponder()` and
/// `TestHost.pressReturn(_:)` drive them, in UIKit's order: should begin, did begin, for
/// each character should change and did change selection, should end, did end.
/// https://developer.apple.com/documentation/uikit/uitextfielddelegate
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin; `false` keeps the field from editing (and from taking
  /// typed characters).
  /// - Parameter textField: The text field.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  /// - Parameter textField: The text field.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end; `false` keeps the field editing.
  /// - Parameter textField: The text field.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  /// - Parameter textField: The text field.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, with the reason; by default calls `textFieldDidEndEditing(_:)`, as
  /// UIKit calls that one when this one is not implemented.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - reason: Why: `.committed` here.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
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
  /// The selection moved: after each typed character.
  /// - Parameter textField: The text field.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the text may be cleared (the clear button, or `clearsOnBeginEditing`);
  /// `false` keeps it.
  /// - Parameter textField: The text field.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether Return ends editing; `true` sends `.editingDidEndOnExit` and
  /// `.primaryActionTriggered`.
  /// - Parameter textField: The text field.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Lets editing begin.
  /// - Parameter textField: The text field.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  /// - Parameter textField: The text field.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Lets editing end.
  /// - Parameter textField: The text field.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  /// - Parameter textField: The text field.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls `textFieldDidEndEditing(_:)`.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - reason: Why editing ended.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// Inserts every character.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: Where.
  ///   - string: The characters.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  /// - Parameter textField: The text field.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Lets the text be cleared.
  /// - Parameter textField: The text field.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Lets Return end editing.
  /// - Parameter textField: The text field.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
