public import Foundation
public import HeadlessKit

/// Told about and asked about a text field's editing, as UIKit's `UITextFieldDelegate`;
/// every method is optional, as in UIKit.
///
/// The methods run as the user's actions do, untracked: `TestHost.type(_:_:)` (a
/// character at a time) and `TestHost.pressReturn(_:)` drive them.
@preconcurrency @MainActor
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

/// UIKit's `UITextField`: a text field whose text is a `String?`, as UIKit's, with
/// UIKit's delegate, responder methods and border styles. It shares HeadlessKit's
/// `TextFieldControl` with `TextField` (whose text is a `String`), so
/// `TestHost.type(_:into:)`, scenarios, pictures and diagnostics treat both alike;
/// diagnostics name it `UITextField`.
@preconcurrency @MainActor
open class UITextField: TextFieldControl {
  /// The text, as UIKit's `text`: never `nil` when read (setting `nil` empties it).
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  /// Told about and asked about editing, as UIKit's `delegate` (held weakly).
  open weak var delegate: (any UITextFieldDelegate)? {
    didSet { editingHooks = delegate == nil ? EditingHooks() : Self.delegateHooks }
  }

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

  /// The outline, as UIKit's `borderStyle`: `.none` by default, as in UIKit.
  open var borderStyle: BorderStyle {
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

  /// Creates an empty text field with no border, as UIKit's `init(frame:)`, the
  /// initializer a subclass overrides to set itself up.
  /// - Parameter frame: The frame; `.zero` by default.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    border = .none
  }

  /// Begins editing, as UIKit's `becomeFirstResponder()`: the field edits until it
  /// resigns.
  /// - Returns: Whether it edits: `false` when disabled or hidden.
  @discardableResult
  open func becomeFirstResponder() -> Bool { beginEditing() }

  /// Ends editing, as UIKit's `resignFirstResponder()`.
  /// - Returns: `true`.
  @discardableResult
  open func resignFirstResponder() -> Bool { finishEditing() }

  /// Whether the field is editing, as UIKit's `isFirstResponder`.
  open var isFirstResponder: Bool { isEditing }

  /// The editing hooks that ask the delegate (which they find on the field itself).
  private static let delegateHooks: EditingHooks = {
    var hooks = EditingHooks()
    hooks.didBegin = { field in
      guard let field = field as? UITextField else { return }
      field.delegate?.textFieldDidBeginEditing(field)
    }
    hooks.didEnd = { field in
      guard let field = field as? UITextField else { return }
      field.delegate?.textFieldDidEndEditing(field)
    }
    hooks.shouldInsert = { field, offset, string in
      guard let field = field as? UITextField, let delegate = field.delegate else { return true }
      return delegate.textField(
        field, shouldChangeCharactersIn: NSRange(location: offset, length: 0),
        replacementString: string)
    }
    hooks.shouldReturn = { field in
      guard let field = field as? UITextField else { return true }
      return field.delegate?.textFieldShouldReturn(field) ?? true
    }
    return hooks
  }()
}
