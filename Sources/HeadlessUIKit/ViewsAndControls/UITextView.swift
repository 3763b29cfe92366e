public import Foundation
public import HeadlessKit

/// Told about and asked about a text view's editing, as UIKit's `UITextViewDelegate`;
/// every method is optional, as in UIKit. The methods run as the user's actions do:
/// `becomeFirstResponder()`, `insertText(_:)`, `deleteBackward()` and
/// `resignFirstResponder()` drive them.
/// https://developer.apple.com/documentation/uikit/uitextviewdelegate
@MainActor
public protocol UITextViewDelegate: AnyObject {
  /// Whether editing may begin; `false` keeps the view from editing.
  /// - Parameter textView: The text view.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end; `false` keeps the view editing.
  /// - Parameter textView: The text view.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  /// - Parameter textView: The text view.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  /// - Parameter textView: The text view.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether to replace a range with text; `false` leaves the text as it is.
  /// - Parameters:
  ///   - textView: The text view.
  ///   - range: The range, in UTF-16 units.
  ///   - text: The replacement (empty for a deletion).
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The text changed by the user.
  /// - Parameter textView: The text view.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  /// - Parameter textView: The text view.
  func textViewDidChangeSelection(_ textView: UITextView)
  /// Whether a tap on a link follows it (UIKit then opens the URL).
  /// - Parameters:
  ///   - textView: The text view.
  ///   - URL: The link's URL.
  ///   - characterRange: The link's range, in UTF-16 units.
  ///   - interaction: How the person interacted.
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
}

extension UITextViewDelegate {
  /// Lets editing begin.
  /// - Parameter textView: The text view.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Lets editing end.
  /// - Parameter textView: The text view.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  /// - Parameter textView: The text view.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Does nothing.
  /// - Parameter textView: The text view.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Allows every change.
  /// - Parameters:
  ///   - textView: The text view.
  ///   - range: The range.
  ///   - text: The replacement.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  /// - Parameter textView: The text view.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  /// - Parameter textView: The text view.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
  /// Follows the link.
  /// - Parameters:
  ///   - textView: The text view.
  ///   - URL: The link's URL.
  ///   - characterRange: The link's range.
  ///   - interaction: How the person interacted.
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool { true }
}

/// A scrollable, multi-line, editable text region, as UIKit's `UITextView`: it draws
/// its text (or attributed text) from the top left, inset by `textContainerInset` and
/// five points of line padding, one line per `\n`; its content size grows with the text.
/// `insertText(_:)` and `deleteBackward()` edit as the keyboard does, asking the delegate.
/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: ScrollView, UITextInputTraits {
  /// The text, as UIKit's `text` (never `nil` when read). Setting it removes attributes.
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      storedAttributedText = nil
      textChanged()
    }
  }
  private var storedText = ""
  private var storedAttributedText: NSAttributedString?

  /// The styled text, as UIKit's `attributedText`: drawn run by run. Reading a view
  /// whose text was set plainly gives the text with the view's font and colour.
  open var attributedText: NSAttributedString! {
    get {
      storedAttributedText
        ?? NSAttributedString(
          string: storedText, attributes: [.font: textFont, .foregroundColor: storedTextColor])
    }
    set {
      storedAttributedText = newValue?.copy() as? NSAttributedString
      storedText = newValue?.string ?? ""
      textChanged()
    }
  }

  /// The font, as UIKit's `font`: 12-point text when `nil`, UIKit's default.
  open var font: UIFont? {
    get { textFont }
    set {
      textFont = newValue ?? Font(size: 12)
      textChanged()
    }
  }
  private var textFont = Font(size: 12)

  /// The text colour, as UIKit's `textColor`: `.label` by default.
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      setNeedsDisplay()
    }
  }
  private var storedTextColor = Color.label

  /// The lines' horizontal placement, as UIKit's `textAlignment`.
  open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
  /// Whether the user may edit, as UIKit's `isEditable`: `true` by default;
  /// `insertText(_:)` does nothing when `false`.
  open var isEditable = true
  /// Whether the user may select, as UIKit's `isSelectable` (kept).
  open var isSelectable = true
  /// Told about and asked about editing (held weakly).
  open weak var delegate: (any UITextViewDelegate)?
  /// The text's inset from the view's edges, as UIKit's `textContainerInset`: 8 points
  /// above and below by default.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textChanged() }
  }
  /// The selection, as UIKit's `selectedRange`: after the last insertion.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Attributes for typed text, as UIKit's `typingAttributes` (kept).
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// Attributes of links, as UIKit's `linkTextAttributes` (kept).
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  /// Whether the user may style the text, as UIKit's `allowsEditingTextAttributes` (kept).
  open var allowsEditingTextAttributes = false
  /// Whether insertion replaces the text, as UIKit's `clearsOnInsertion` (kept).
  open var clearsOnInsertion = false
  /// Whether the font follows Dynamic Type, as UIKit's
  /// `adjustsFontForContentSizeCategory` (kept).
  open var adjustsFontForContentSizeCategory = false
  /// Whether standard text scaling applies, as UIKit's `usesStandardTextScaling` (kept).
  open var usesStandardTextScaling = false
  /// The view in place of the keyboard, as UIKit's `inputView` (kept).
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
  /// Whether the view is editing, as UIKit's `isFirstResponder`.
  open override var isFirstResponder: Bool { isEditingText }
  private var isEditingText = false
  /// Whether the view can become first responder, as UIKit's `canBecomeFirstResponder`:
  /// while editable.
  open override var canBecomeFirstResponder: Bool { isEditable }

  // UITextInputTraits, kept (no keyboard headlessly).
  /// When Shift turns on (kept).
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether autocorrection runs (kept).
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Whether spelling is checked (kept).
  open var spellCheckingType = UITextSpellCheckingType.default
  /// The keyboard (kept).
  open var keyboardType = UIKeyboardType.default
  /// The keyboard's appearance (kept).
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// The Return key's title (kept).
  open var returnKeyType = UIReturnKeyType.default
  /// Whether the text shows as bullets (kept: a text view draws its text).
  open var isSecureTextEntry = false
  /// What the view holds, for AutoFill (kept).
  open var textContentType: UITextContentType!

  /// Posted when editing begins, as UIKit's `textDidBeginEditingNotification`.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when the text changes, as UIKit's `textDidChangeNotification`.
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when editing ends, as UIKit's `textDidEndEditingNotification`.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// Creates an empty text view, as UIKit's `init(frame:textContainer:)` without a
  /// container.
  /// - Parameters:
  ///   - frame: The frame.
  ///   - textContainer: Ignored (HeadlessKit lays text out itself).
  public init(frame: CGRect, textContainer: AnyObject?) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    SimulatedKeyboard.install()
  }

  /// Creates an empty text view, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame; `.zero` by default.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    SimulatedKeyboard.install()
  }

  /// Whether there is text, as UIKit's `hasText`.
  open var hasText: Bool { !storedText.isEmpty }

  /// Begins editing, as UIKit's `becomeFirstResponder()`: asks the delegate, then tells
  /// it and posts `textDidBeginEditingNotification`.
  /// - Returns: Whether the view edits.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard resignCurrentFirstResponder() else { return false }
    isEditingText = true
    recordAsFirstResponder()
    delegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing, as UIKit's `resignFirstResponder()`: asks the delegate, then tells it.
  /// - Returns: Whether the view no longer edits.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
    isEditingText = false
    recordResignation()
    delegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  /// Types text at the end, as the keyboard does through UIKit's `insertText(_:)`:
  /// begins editing if needed, asks `textView(_:shouldChangeTextIn:replacementText:)`,
  /// then tells `textViewDidChange(_:)` and posts `textDidChangeNotification`.
  /// - Parameter text: The characters.
  open func insertText(_ text: String) {
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
  }

  /// Deletes the last character, as the keyboard does through UIKit's
  /// `deleteBackward()`, asking the delegate as `insertText(_:)` does.
  open func deleteBackward() {
    guard let last = storedText.last else { return }
    let length = String(last).utf16.count
    replace(
      NSRange(location: (storedText as NSString).length - length, length: length), with: "")
  }

  /// Replaces a range as the user would.
  private func replace(_ range: NSRange, with text: String) {
    guard isEditable, becomeFirstResponder() else { return }
    guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    else { return }
    let replaced = (storedText as NSString).replacingCharacters(in: range, with: text)
    if let styled = storedAttributedText {
      let mutable = NSMutableAttributedString(attributedString: styled)
      mutable.replaceCharacters(in: range, with: text)
      storedAttributedText = mutable
    }
    storedText = replaced
    selectedRange = NSRange(location: range.location + text.utf16.count, length: 0)
    textChanged()
    delegate?.textViewDidChangeSelection(self)
    delegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Scrolls so a range shows, as UIKit's `scrollRangeToVisible(_:)`: to the line the
  /// range starts on.
  /// - Parameter range: The range.
  open func scrollRangeToVisible(_ range: NSRange) {
    let prefix = (storedText as NSString).substring(to: min(range.location, storedText.utf16.count))
    let line = Double(prefix.filter { $0 == "\n" }.count)
    let lineHeight = TextMetrics.lineHeight(fontSize: textFont.size)
    let top = textContainerInset.top + line * lineHeight
    let maxY = max(0, contentSize.height - bounds.height)
    if top < contentOffset.y || top + lineHeight > contentOffset.y + bounds.height {
      contentOffset = CGPoint(x: contentOffset.x, y: min(maxY, max(0, top)))
    }
  }

  /// The runs the text draws as.
  private var runs: [TextRun] {
    storedAttributedText?.textRuns(font: textFont, color: storedTextColor)
      ?? [TextRun(storedText, color: storedTextColor, fontSize: textFont.size)]
  }

  /// The text's size and the content size follow a change; the view redraws.
  private func textChanged() {
    let text = TextRun.size(of: runs)
    contentSize = CGSize(
      width: bounds.width,
      height: text.height + textContainerInset.top + textContainerInset.bottom)
    setNeedsDisplay()
  }

  /// Fills the background, then draws the text from the top, inset.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    guard !storedText.isEmpty else { return }
    let size = TextRun.size(of: runs)
    let inset = textContainerInset
    let rect = CGRect(
      x: inset.left + 5, y: inset.top - contentOffset.y,
      width: max(0, bounds.width - inset.left - inset.right - 10), height: size.height)
    canvas.styledText(runs, in: rect, alignment: textAlignment)
  }
}
