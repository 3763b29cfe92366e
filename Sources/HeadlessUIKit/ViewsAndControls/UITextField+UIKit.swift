public import Foundation
public import HeadlessKit

/// UIKit's `UITextField`: a text field whose text is a `String?`, as UIKit's, with
/// UIKit's delegate, responder methods and border styles. It shares HeadlessKit's
/// `TextFieldControl` with `TextField` (whose text is a `String`), so
/// `TestHost.type(_:into:)`, scenarios, pictures and diagnostics treat both alike;
/// diagnostics name it `UITextField`.
@preconcurrency @MainActor
open class UITextField: TextFieldControl, UITextInputTraits {
  /// The text, as UIKit's `text`: never `nil` when read (setting `nil` empties it).
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  /// Told about and asked about editing, as UIKit's `delegate` (held weakly).
  open weak var delegate: (any UITextFieldDelegate)?

  /// The text's font, as UIKit's `font`: 17-point body text by default here (HeadlessKit's
  /// 16); the text and the placeholder draw at its size.
  open var font: UIFont? {
    get { textFont }
    set {
      textFont = newValue ?? .body
      restyle()
    }
  }
  private var textFont = Font.body

  /// The text colour, as UIKit's `textColor`: `.label` by default.
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? Color.label
      restyle()
    }
  }
  private var storedTextColor = Color.label

  /// How the text and the placeholder are placed, as UIKit's `textAlignment`: `.natural`
  /// (leading) by default.
  open var textAlignment: NSTextAlignment {
    get { textPlacement }
    set { textPlacement = newValue }
  }

  /// The text with attributes, as UIKit's `attributedText`: the text with the field's
  /// font and colour. Setting it sets the text to its characters and the font and colour
  /// to its first run's (a field draws its text in one style).
  open var attributedText: NSAttributedString? {
    get {
      NSAttributedString(string: storedText, attributes: defaultTextAttributes)
    }
    set {
      guard let newValue, newValue.length > 0 else {
        storedText = ""
        return
      }
      let first = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = first[.font] as? Font { textFont = font }
      if let color = first[.foregroundColor] as? Color { storedTextColor = color }
      storedText = newValue.string
      restyle()
    }
  }

  /// The placeholder with attributes, as UIKit's `attributedPlaceholder`: pictures draw
  /// its runs (font size, colour, background, lines) while the text is empty; runs
  /// without a colour take the placeholder grey. Setting it sets `placeholder` to its
  /// characters; setting `placeholder` afterwards removes the styling.
  open var attributedPlaceholder: NSAttributedString? {
    get {
      if let stored = storedAttributedPlaceholder, stored.string == placeholder { return stored }
      return placeholder.map {
        NSAttributedString(
          string: $0, attributes: [.font: textFont, .foregroundColor: Color.placeholderText])
      }
    }
    set {
      storedAttributedPlaceholder = newValue?.copy() as? NSAttributedString
      placeholder = newValue?.string
      restyle()
    }
  }
  private var storedAttributedPlaceholder: NSAttributedString?

  /// The attributes the text is drawn with, as UIKit's `defaultTextAttributes`: the
  /// font, the colour and a paragraph style with the alignment. Setting it takes the
  /// font, colour and alignment it holds.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get {
      let paragraph = NSMutableParagraphStyle()
      paragraph.alignment = textAlignment
      return [.font: textFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraph]
    }
    set {
      if let font = newValue[.font] as? Font { textFont = font }
      if let color = newValue[.foregroundColor] as? Color { storedTextColor = color }
      if let style = newValue[.paragraphStyle] as? NSParagraphStyle {
        textAlignment = style.alignment
      }
      restyle()
    }
  }

  /// Attributes for newly typed text, as UIKit's `typingAttributes` (kept; typed text
  /// takes the field's style).
  open var typingAttributes: [NSAttributedString.Key: Any]?

  /// Whether the text is cleared when editing begins, as UIKit's `clearsOnBeginEditing`:
  /// the delegate's `textFieldShouldClear(_:)` may refuse. `false` by default.
  open var clearsOnBeginEditing = false
  /// Whether inserted text replaces the text, as UIKit's `clearsOnInsertion` (kept).
  open var clearsOnInsertion = false
  /// Whether the font shrinks to fit, as UIKit's `adjustsFontSizeToFitWidth` (kept).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking, as UIKit's `minimumFontSize` (kept).
  open var minimumFontSize: CGFloat = 0
  /// Whether the user may style the text, as UIKit's `allowsEditingTextAttributes` (kept).
  open var allowsEditingTextAttributes = false
  /// The background image, as UIKit's `background` (kept, not drawn).
  open var background: UIImage?
  /// The background image while disabled, as UIKit's `disabledBackground` (kept).
  open var disabledBackground: UIImage?
  /// When the clear button shows, as UIKit's `clearButtonMode` (kept, not drawn).
  open var clearButtonMode = ViewMode.never
  /// A view at the leading edge, as UIKit's `leftView` (kept, not laid out).
  open var leftView: UIView?
  /// When the left view shows, as UIKit's `leftViewMode` (kept).
  open var leftViewMode = ViewMode.never
  /// A view at the trailing edge, as UIKit's `rightView` (kept, not laid out).
  open var rightView: UIView?
  /// When the right view shows, as UIKit's `rightViewMode` (kept).
  open var rightViewMode = ViewMode.never
  /// The view shown in place of the keyboard, as UIKit's `inputView` (kept).
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  private var storedInputView: UIView?
  /// The view above the keyboard, as UIKit's `inputAccessoryView` (kept).
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }
  private var storedInputAccessoryView: UIView?

  // UITextInputTraits, kept and read back (no keyboard headlessly).
  /// When Shift turns on (kept).
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether autocorrection runs (kept).
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Whether spelling is checked (kept).
  open var spellCheckingType = UITextSpellCheckingType.default
  /// Whether quotes curl (kept).
  open var smartQuotesType = UITextSmartQuotesType.default
  /// Whether hyphens become dashes (kept).
  open var smartDashesType = UITextSmartDashesType.default
  /// Whether spaces are managed around pasted words (kept).
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  /// Whether inline predictions show (kept).
  open var inlinePredictionType = UITextInlinePredictionType.default
  /// Whether math expressions complete (kept).
  open var mathExpressionCompletionType = UITextMathExpressionCompletionType.default
  /// The keyboard (kept).
  open var keyboardType = UIKeyboardType.default
  /// The keyboard's appearance (kept).
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// The Return key's title (kept).
  open var returnKeyType = UIReturnKeyType.default
  /// Whether Return is disabled while the text is empty (kept).
  open var enablesReturnKeyAutomatically = false
  /// What the field holds, for AutoFill (kept).
  open var textContentType: UITextContentType!
  /// A new password's rules, for AutoFill (kept).
  open var passwordRules: UITextInputPasswordRules?

  /// When an overlay view shows, as UIKit's `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// While editing.
    case whileEditing = 1
    /// While not editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned first responder.
    case committed = 0
    /// Editing was cancelled.
    case cancelled = 1
  }

  /// Posted when editing begins, as UIKit's `textDidBeginEditingNotification`.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when the text changes, as UIKit's `textDidChangeNotification`.
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when editing ends, as UIKit's `textDidEndEditingNotification`.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// The rectangle of the border, as UIKit's `borderRect(forBounds:)`: the bounds.
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the text, as UIKit's `textRect(forBounds:)`: inset 8 points at
  /// each side, where HeadlessKit draws it.
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 8, dy: 0) }
  /// The rectangle of the placeholder, as UIKit's `placeholderRect(forBounds:)`.
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// The rectangle of the text while editing, as UIKit's `editingRect(forBounds:)`.
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Draws the field's style into HeadlessKit's text field.
  private func restyle() {
    var run = TextRun("", color: storedTextColor, fontSize: textFont.size)
    run.underline = false
    textStyle = run
    placeholderRuns = storedAttributedPlaceholder.flatMap { stored in
      stored.string == placeholder
        ? stored.textRuns(font: textFont, color: Color.placeholderText) : nil
    }
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
    editingHooks = Self.delegateHooks
    SimulatedKeyboard.install()
  }

  /// The editing hooks that ask the delegate (which they find on the field itself).
  private static let delegateHooks: EditingHooks = {
    var hooks = EditingHooks()
    hooks.didBegin = { field in
      guard let field = field as? UITextField else { return }
      field.delegate?.textFieldDidBeginEditing(field)
    }
    hooks.didEnd = { field in
      guard let field = field as? UITextField else { return }
      field.delegate?.textFieldDidEndEditing(field, reason: .committed)
    }
    hooks.shouldBegin = { field in
      guard let field = field as? UITextField else { return true }
      guard field.delegate?.textFieldShouldBeginEditing(field) ?? true else { return false }
      if field.clearsOnBeginEditing, !field.storedText.isEmpty,
        field.delegate?.textFieldShouldClear(field) ?? true
      {
        field.storedText = ""
      }
      return true
    }
    hooks.shouldEnd = { field in
      guard let field = field as? UITextField else { return true }
      return field.delegate?.textFieldShouldEndEditing(field) ?? true
    }
    hooks.didInsert = { field in
      guard let field = field as? UITextField else { return }
      field.delegate?.textFieldDidChangeSelection(field)
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
