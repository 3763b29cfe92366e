public import Foundation

/// An editable line of text.
///
/// ``TextFieldControl/type(_:)`` behaves like a user typing: editing begins, each
/// character is inserted and reported, editing ends. Handlers run untracked, like every
/// action.
///
/// ```swift
/// let name = TextField(placeholder: "Name")
/// name.addAction(for: .editingChanged) { model.name = name.text }
/// name.type("Kim")
/// ```
@preconcurrency @MainActor
open class TextField: TextFieldControl {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(TextField.self, []) }

  /// The text; empty when there is none. A change that alters the natural size flags
  /// the superview for layout; any change flags display.
  public var text: String {
    get { storedText }
    set { storedText = newValue }
  }

  /// Creates an empty text field with a frame, as UIKit's `init(frame:)`, the initializer
  /// a subclass overrides to set itself up.
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  /// Creates a text field.
  /// - Parameters:
  ///   - text: The initial text.
  ///   - placeholder: The placeholder.
  public init(text: String = "", placeholder: String? = nil) {
    super.init(storedText: text, placeholder: placeholder)
  }
}

/// What every text field shares, whatever the type its text is spelled in: ``TextField``
/// (a `String`) and HeadlessUIKit's `UITextField` (a `String?`, as UIKit's). It keeps the
/// text, edits it as a user would, runs the actions, and draws; tests and scenarios type
/// into any of them. Use ``TextField``; subclass this only to give a field's text another
/// type.
@preconcurrency @MainActor
open class TextFieldControl: Control {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(TextFieldControl.self, []) }

  /// What a text field reports to its handlers.
  public enum EditingEvent: Sendable, Equatable {
    /// Editing began (the field became first responder).
    case editingDidBegin
    /// The text changed by user input.
    case editingChanged
    /// Editing ended.
    case editingDidEnd
    /// The user pressed Return and the field let it end editing (``pressReturn()``).
    case editingDidEndOnExit
  }

  /// What a companion module (HeadlessUIKit's `UITextFieldDelegate`) is asked while the
  /// user edits; each runs untracked, as an action does.
  package struct EditingHooks {
    /// May the character at this UTF-16 offset be inserted? `nil`: yes.
    package var shouldInsert: (@MainActor (TextFieldControl, _ utf16Offset: Int, String) -> Bool)?
    /// May Return end editing? `nil`: yes.
    package var shouldReturn: (@MainActor (TextFieldControl) -> Bool)?
    /// May editing begin? `nil`: yes.
    package var shouldBegin: (@MainActor (TextFieldControl) -> Bool)?
    /// May editing end? `nil`: yes.
    package var shouldEnd: (@MainActor (TextFieldControl) -> Bool)?
    /// A character was inserted (the selection moved after it).
    package var didInsert: (@MainActor (TextFieldControl) -> Void)?
    /// Editing began.
    package var didBegin: (@MainActor (TextFieldControl) -> Void)?
    /// Editing ended.
    package var didEnd: (@MainActor (TextFieldControl) -> Void)?
    package init() {}
  }
  /// The companion module's editing hooks.
  package var editingHooks = EditingHooks()

  /// The text, empty when there is none. A change that alters the natural size flags
  /// the superview for layout; any change flags display.
  package var storedText: String {
    didSet { textDidChange(from: oldValue, to: storedText) }
  }

  /// The field's outline, as UIKit's `UITextField.BorderStyle`.
  public enum Border: Sendable, Equatable {
    /// None.
    case none
    /// A thin rectangle.
    case line
    /// A bezel, drawn as a thin rectangle.
    case bezel
    /// A rounded rectangle in the separator colour.
    case roundedRect
  }

  /// The field's outline; ``Border/roundedRect`` by default. A change flags display.
  public var border = Border.roundedRect {
    didSet { if border != oldValue { invalidate(.display) } }
  }

  /// Shown, dimmed, while the text is empty; sizes like text.
  public var placeholder: String? {
    didSet { textDidChange(from: oldValue, to: placeholder) }
  }

  /// How a companion module styles the field (HeadlessUIKit's `font`, `textColor`,
  /// `textAlignment`, `attributedPlaceholder`): the text's run template (its string
  /// unused), the placeholder's runs, the alignment. A change flags display.
  package var textStyle: TextRun? {
    didSet { if textStyle != oldValue { invalidate(.display) } }
  }
  /// The placeholder's styled runs, drawn in place of ``placeholder``.
  package var placeholderRuns: [TextRun]? {
    didSet { if placeholderRuns != oldValue { invalidate(.display) } }
  }
  /// The text's and the placeholder's horizontal placement.
  package var textPlacement = TextAlignment.leading {
    didSet { if textPlacement != oldValue { invalidate(.display) } }
  }

  /// Hides the text in pictures and trees (each character drawn as a bullet), as a
  /// password field does; the text property still reads it.
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { invalidate(.display) } }
  }

  /// Whether the user is editing (between begin and end of ``type(_:)``).
  public private(set) var isEditing = false {
    didSet { if isEditing != oldValue { invalidate(.display) } }
  }

  private var actions = ControlActions<EditingEvent>()

  /// Creates an empty text field with a frame.
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    self.storedText = ""
    self.placeholder = nil
    super.init(frame: frame)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// Creates a text field with `text` and `placeholder`.
  package init(storedText text: String, placeholder: String?) {
    self.storedText = text
    self.placeholder = placeholder
    super.init(frame: .zero)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// Adds a handler for an event.
  /// - Parameters:
  ///   - event: The event.
  ///   - handler: Runs on every such event.
  public func addAction(for event: EditingEvent, _ handler: @escaping @MainActor () -> Void) {
    actions.add(for: event, handler)
  }

  /// Runs the actions of `event` without editing.
  package func sendEventActions(_ event: EditingEvent) {
    actions.send(event, from: self, named: "\(event)")
  }

  /// Types `string` as a user would: begins editing, appends one character at a time
  /// (reporting each), ends editing. Nothing happens when disabled or hidden. A
  /// character the editing hooks refuse (HeadlessUIKit's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`) is not inserted and not
  /// reported.
  /// - Parameter string: The characters to type.
  public func type(_ string: String) {
    guard isEnabled, !isHidden else { return }
    // A field already editing (``beginEditing()``) keeps editing after the typing.
    let wasEditing = isEditing
    // A field whose hooks refuse to begin editing takes no characters.
    if !wasEditing, !beginEditing() { return }
    for character in string {
      if let shouldInsert = editingHooks.shouldInsert {
        var allowed = true
        let offset = storedText.utf16.count
        runUserAction(named: "shouldChangeCharacters") {
          allowed = shouldInsert(self, offset, String(character))
        }
        if !allowed { continue }
      }
      storedText.append(character)
      if let didInsert = editingHooks.didInsert {
        runUserAction(named: "didChangeSelection") { didInsert(self) }
      }
      actions.send(.editingChanged, from: self, named: "editingChanged")
    }
    if !wasEditing { _ = finishEditing() }
  }

  /// Begins editing, as a tap on the field does (HeadlessUIKit's
  /// `becomeFirstResponder()`): ``isEditing`` becomes true, the editing hooks hear
  /// `didBeginEditing`, ``EditingEvent/editingDidBegin`` is sent. Typing then leaves it editing
  /// until ``finishEditing()``.
  /// - Returns: Whether the field is editing: `false` when disabled or hidden.
  @discardableResult
  public func beginEditing() -> Bool {
    guard isEnabled, !isHidden else { return false }
    guard !isEditing else { return true }
    if let shouldBegin = editingHooks.shouldBegin {
      var allowed = true
      runUserAction(named: "shouldBeginEditing") { allowed = shouldBegin(self) }
      guard allowed else { return false }
    }
    // The window's first responder resigns before this field begins (UIKit's order).
    guard resignCurrentFirstResponder() else { return false }
    isEditing = true
    recordAsFirstResponder()
    if let didBegin = editingHooks.didBegin {
      runUserAction(named: "didBeginEditing") { didBegin(self) }
    }
    actions.send(.editingDidBegin, from: self, named: "editingDidBegin")
    return true
  }

  /// Ends editing (HeadlessUIKit's `resignFirstResponder()`): ``EditingEvent/editingDidEnd`` is
  /// sent and the editing hooks hear `didEndEditing`. Nothing happens when not editing, or
  /// when the hooks refuse (HeadlessUIKit's `textFieldShouldEndEditing(_:)`).
  /// - Returns: Whether the field no longer edits.
  @discardableResult
  public func finishEditing() -> Bool {
    guard isEditing else { return true }
    if let shouldEnd = editingHooks.shouldEnd {
      var allowed = true
      runUserAction(named: "shouldEndEditing") { allowed = shouldEnd(self) }
      guard allowed else { return false }
    }
    isEditing = false
    recordResignation()
    actions.send(.editingDidEnd, from: self, named: "editingDidEnd")
    if let didEnd = editingHooks.didEnd {
      runUserAction(named: "didEndEditing") { didEnd(self) }
    }
    return true
  }

  /// Whether the field can become first responder, as UIKit's `canBecomeFirstResponder`:
  /// while enabled and shown.
  open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

  /// Begins editing, as UIKit's `becomeFirstResponder()` on a text field: see
  /// ``beginEditing()``.
  /// - Returns: Whether the field edits: `false` when disabled or hidden.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { beginEditing() }

  /// Ends editing, as UIKit's `resignFirstResponder()` on a text field: see
  /// ``finishEditing()``.
  /// - Returns: Whether the field no longer edits.
  @discardableResult
  open override func resignFirstResponder() -> Bool { finishEditing() }

  /// Whether the field is editing, as UIKit's `isFirstResponder` on a text field.
  open override var isFirstResponder: Bool { isEditing }

  /// A subtree's editing ends (``View/finishEditingInSubtree()``): this field's ends.
  override func finishOwnEditing() { finishEditing() }

  /// Presses Return as a user would: when the editing hooks allow it (HeadlessUIKit's
  /// `textFieldShouldReturn(_:)`; allowed without hooks), sends ``EditingEvent/editingDidEndOnExit``.
  /// Nothing happens when disabled or hidden.
  public func pressReturn() {
    guard isEnabled, !isHidden else { return }
    if let shouldReturn = editingHooks.shouldReturn {
      var allowed = true
      runUserAction(named: "shouldReturn") { allowed = shouldReturn(self) }
      guard allowed else { return }
    }
    actions.send(.editingDidEndOnExit, from: self, named: "editingDidEndOnExit")
  }

  /// The text as shown: bullets for secure entry.
  private var shownText: String {
    isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
  }

  /// The wider of text and placeholder, plus 8 points each side and 6 above and below.
  override var baselineText: (fontSize: Double, lineCount: Int)? {
    (Font.body.size, 1)
  }

  open override var intrinsicContentSize: Size {
    let content = TextMetrics.size(
      of: storedText.isEmpty ? (placeholder ?? "") : storedText)
    return Size(width: content.width + 16, height: TextMetrics.lineHeight + 12)
  }

  /// `text` (bullets for secure entry), `placeholder`, and `secure`/`editing`/`disabled`
  /// when they apply.
  open override var treeDetails: [String] {
    ["text=\"\(shownText)\""] + (isSecureTextEntry ? ["secure"] : [])
      + (placeholder.map { ["placeholder=\"\($0)\""] } ?? [])
      + (isEditing ? ["editing"] : []) + (isEnabled ? [] : ["disabled"])
  }

  /// Fills the background, then the text, or the placeholder dimmed.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    switch border {
    case .none: break
    case .line, .bezel: canvas.roundedRect(bounds, cornerRadius: 0, stroke: Palette.label)
    case .roundedRect: canvas.roundedRect(bounds, cornerRadius: 6, stroke: Palette.separator)
    }
    let inside = Rect(x: 8, y: 0, width: max(0, bounds.width - 16), height: bounds.height)
    if !storedText.isEmpty {
      if var run = textStyle {
        run.string = shownText
        canvas.styledText([run], in: inside, alignment: textPlacement)
      } else {
        canvas.text(shownText, in: inside, color: Palette.label, alignment: textPlacement)
      }
    } else if let placeholderRuns {
      canvas.styledText(placeholderRuns, in: inside, alignment: textPlacement)
    } else if let placeholder {
      canvas.text(
        placeholder, in: inside, color: Palette.secondaryLabel,
        fontSize: textStyle?.fontSize ?? Font.body.size, alignment: textPlacement)
    }
  }

  // MARK: Accessibility

  /// The text (dots for secure entry) by default, the placeholder while the text is
  /// empty, as UIKit's text field reports it.
  open override var accessibilityValue: String? {
    get {
      if let value = accessibility?.value { return value }
      return storedText.isEmpty ? placeholder : shownText
    }
    set { super.accessibilityValue = newValue }
  }
}
