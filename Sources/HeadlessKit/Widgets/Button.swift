public import Foundation

/// A tappable button with a title and actions.
///
/// Actions are not tracked: state read in an action never refreshes anything.
/// Write state there, read it in `updateProperties()`.
///
/// ```swift
/// let pick = Button(title: "Coral")
/// pick.addAction { theme.accent = .coral }
/// pick.tap()
/// ```
@preconcurrency @MainActor
open class Button: Control {
  /// ``RedeclarableMembers/title``'s storage.
  package final var titleStorage: String? {
    didSet { textDidChange(from: oldValue, to: titleStorage) }
  }

  /// ``RedeclarableMembers/image``'s storage.
  package final var imageStorage: String? {
    didSet {
      guard imageStorage != oldValue else { return }
      invalidate(.display)
      if (imageStorage == nil) != (oldValue == nil) { invalidateIntrinsicContentSize() }
    }
  }

  /// The space between the image (or the activity indicator) and the title, in points;
  /// 8 by default. A change flags the superview for layout.
  public var imagePadding: Double = 8 {
    didSet {
      guard imagePadding != oldValue else { return }
      invalidate(.display)
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether the button shows an activity indicator in place of its image (work in
  /// progress), as UIKit's configuration `showsActivityIndicator`; drawn as a ring of the
  /// image's size. `false` by default.
  public var showsActivityIndicator = false {
    didSet {
      guard showsActivityIndicator != oldValue else { return }
      invalidate(.display)
      if image == nil { invalidateIntrinsicContentSize() }
    }
  }

  /// Whether an image or an indicator sits before the title.
  private var hasLeadingGlyph: Bool { image != nil || showsActivityIndicator }

  /// Runs after ``updateConfiguration()`` whenever the configuration state changes or
  /// ``View/setNeedsUpdateConfiguration()`` asks, in the properties phase (the layout
  /// phase on platform 18), tracked: state it reads re-runs it when it changes.
  public final var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Updates the button for its configuration state; override it in a subclass, as an
  /// alternative to ``configurationUpdateHandler``, which runs after it. Tracked like
  /// the handler. Don't call it: call ``View/setNeedsUpdateConfiguration()``.
  open func updateConfiguration() {}

  /// ``Control/isEnabled``, ``Control/isHighlighted`` and ``Control/isSelected`` are the
  /// button's configuration state: a change re-runs ``updateConfiguration()`` and
  /// ``configurationUpdateHandler``, and flags display.
  override func controlStateDidChange() {
    setNeedsUpdateConfiguration()
    invalidate(.display)
  }

  /// How the button is drawn, as UIButton.Configuration's styles: `.plain` (the title
  /// only, the default), `.filled`, `.tinted`, `.gray`, `.bordered`.
  public enum Style: String, Sendable, CaseIterable {
    /// The title only, in the tint colour.
    case plain
    /// A rounded shape filled with the tint colour, the title in white.
    case filled
    /// A rounded shape in a light tint, the title in the tint colour.
    case tinted
    /// A rounded gray shape, the title in the tint colour.
    case gray
    /// A rounded outline in the tint colour.
    case bordered
  }

  /// ``RedeclarableMembers/style``'s storage.
  package final var styleStorage: Style = .plain {
    didSet { if styleStorage != oldValue { invalidate(.display) } }
  }

  /// The fill of a filled, tinted or gray button, as UIKit's configuration
  /// `baseBackgroundColor`; the tint (filled, tinted) or the system gray when `nil`.
  public var baseBackgroundColor: Color? {
    didSet { if baseBackgroundColor != oldValue { invalidate(.display) } }
  }

  /// The title's colour, as UIKit's configuration `baseForegroundColor`; white on a
  /// filled button, the tint otherwise, when `nil`.
  public var baseForegroundColor: Color? {
    didSet { if baseForegroundColor != oldValue { invalidate(.display) } }
  }

  private var actions = ControlActions<Bool>()

  /// What a companion module (HeadlessUIKit's per-state setters) gives each control state,
  /// keyed by the state's bits (highlighted 1, disabled 2, selected 4); a state without an
  /// entry shows the normal state's (``title``, the default colours). A change flags
  /// display.
  package struct StateAppearance: Equatable {
    /// Titles.
    package var titles: [UInt: String] = [:]
    /// Title colours.
    package var titleColors: [UInt: Color] = [:]
    /// Styled titles, drawn in place of the title.
    package var styledTitles: [UInt: [TextRun]] = [:]
    /// Image names.
    package var images: [UInt: String] = [:]
    package init() {}
  }
  /// The per-state appearance.
  package var stateAppearance = StateAppearance() {
    didSet {
      guard stateAppearance != oldValue else { return }
      invalidate(.display)
      invalidateIntrinsicContentSize()
    }
  }
  /// The label a companion module hands out for the title (HeadlessUIKit's
  /// `titleLabel`): its font sizes the title, read when the button measures and draws.
  package var titleLabelView: Label?
  /// The title's font size: the title label's, else the body size.
  private var titleFontSize: Double { titleLabelView?.font.size ?? Font.body.size }

  /// The current state's bits, as `UIControl.State`'s.
  package var stateBits: UInt {
    (isHighlighted ? 1 : 0) | (isEnabled ? 0 : 2) | (isSelected ? 4 : 0)
  }
  /// A value of the current state's entry, else the normal state's.
  private func current<Value>(_ table: [UInt: Value]) -> Value? { table[stateBits] ?? table[0] }

  /// Creates a button without a title, with a frame, as UIKit's `init(frame:)`, the initializer a
  /// subclass overrides to set itself up.
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    self.titleStorage = nil
    super.init(frame: frame)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// Creates a button.
  /// - Parameter title: The title.
  public init(title: String? = nil) {
    self.titleStorage = title
    super.init(frame: .zero)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// Adds an action, run on every tap while the button is enabled.
  /// - Parameter handler: The action.
  public func addAction(_ handler: @escaping @MainActor () -> Void) {
    actions.add(for: true, handler)
  }

  /// Runs the actions as a tap would, enabled or not (UIKit's `sendActions(for:)`).
  package func sendActions() {
    actions.send(true, from: self, named: "action")
  }

  /// A finger lifted inside the button: a tap.
  override func touchUpInside() { tap() }

  /// Runs the actions as a user's tap would: nothing when the button is disabled or hidden;
  /// a menu that is its primary action (HeadlessUIKit's) opens instead.
  public func tap() {
    guard isEnabled, !isHidden else { return }
    // A menu that is the primary action opens instead (HeadlessUIKit's UIButton menus).
    if let menu = menuSource, menu.opensOnTap { return menu.openMenu() }
    actions.send(true, from: self, named: "action")
  }

  /// The title's size (and a 24-point image with 8 points of gap, when set) plus 16
  /// points of padding on each side and 12 above and below.
  override var baselineText: (fontSize: Double, lineCount: Int)? {
    (Font.body.size, 1)
  }

  open override var intrinsicContentSize: Size {
    let text =
      current(stateAppearance.styledTitles).map { TextRun.size(of: $0) }
      ?? TextMetrics.size(of: title ?? "", fontSize: titleFontSize)
    let imageWidth: Double = !hasLeadingGlyph ? 0 : 24 + (text.width > 0 ? imagePadding : 0)
    let height = max(text.height, !hasLeadingGlyph ? TextMetrics.lineHeight : 24)
    return Size(width: text.width + imageWidth + 32, height: height + 24)
  }

  /// `title="…"`, and `disabled` when it is.
  open override var treeDetails: [String] {
    [title.map { "title=\"\($0)\"" } ?? "title=nil"] + (image.map { ["image=\"\($0)\""] } ?? [])
      + (isEnabled ? [] : ["disabled"]) + (isHighlighted ? ["highlighted"] : [])
      + (isSelected ? ["selected"] : [])
  }

  /// Draws the button as iOS shows its configuration style: a filled, tinted or gray
  /// rounded shape, an outline when bordered, only the title when plain; gray when
  /// disabled, faded while highlighted.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    let tint: Color = isEnabled ? baseForegroundColor ?? tintColor! : Palette.secondaryLabel
    let base = baseBackgroundColor ?? tintColor!
    switch style {
    case .plain: break
    case .filled:
      canvas.roundedRect(bounds, cornerRadius: 8, fill: isEnabled ? base : Palette.fill)
    case .tinted:
      canvas.roundedRect(
        bounds, cornerRadius: 8,
        fill: (baseBackgroundColor ?? tint).withAlpha(0.15))
    case .gray:
      canvas.roundedRect(bounds, cornerRadius: 8, fill: baseBackgroundColor ?? Palette.fill)
    case .bordered: canvas.roundedRect(bounds, cornerRadius: 8, stroke: tint)
    }
    var titleColor =
      style == .filled && isEnabled ? baseForegroundColor ?? Palette.white : tint
    if isHighlighted { titleColor = titleColor.withAlpha(0.5) }
    if let stateColor = stateAppearance.titleColors[stateBits] {
      titleColor = stateColor
    } else if let normal = stateAppearance.titleColors[0] {
      titleColor = isHighlighted ? normal.withAlpha(0.5) : normal
    }
    let title = current(stateAppearance.titles) ?? self.title
    let image = current(stateAppearance.images) ?? self.image
    let fontSize = titleFontSize
    let hasLeadingGlyph = image != nil || showsActivityIndicator
    var textRect = bounds
    if hasLeadingGlyph {
      let side = 24.0
      let title = TextMetrics.size(of: title ?? "", fontSize: fontSize).width
      let padding = title > 0 ? imagePadding : 0
      let left = ((bounds.width - side - (title > 0 ? padding + title : 0)) / 2).rounded(.down)
      let glyph = Rect(
        x: left, y: ((bounds.height - side) / 2).rounded(.down), width: side, height: side)
      if showsActivityIndicator {
        canvas.ellipse(in: glyph, stroke: titleColor)
      } else {
        canvas.roundedRect(glyph, cornerRadius: 4, stroke: titleColor)
      }
      textRect = Rect(
        x: left + side + padding, y: 0, width: max(0, bounds.width - left - side - padding),
        height: bounds.height)
    }
    if let runs = current(stateAppearance.styledTitles) {
      canvas.styledText(runs, in: textRect, alignment: hasLeadingGlyph ? .leading : .center)
    } else if let title, !title.isEmpty {
      canvas.text(
        title, in: textRect, color: titleColor, fontSize: fontSize,
        alignment: hasLeadingGlyph ? .leading : .center)
    }
  }

  /// A subclass may override ``updateConfiguration()``; the base class has only the
  /// handler to run.
  override var hasConfigurationHook: Bool {
    configurationUpdateHandler != nil || Swift.type(of: self) != Button.self
  }

  override func runConfiguration(_ step: (_ method: StaticString, _ body: () -> Void) -> Void) {
    step("updateConfiguration()") { updateConfiguration() }
    if let handler = configurationUpdateHandler {
      step("configurationUpdateHandler") { handler(self) }
    }
  }

  /// It draws with its tint.
  override var drawsWithTint: Bool { true }
  /// The handler is the user's code; the rest is HeadlessKit's.
  override var userCodePhases: UserCodePhases {
    declaredUserCode(Button.self, configurationUpdateHandler == nil ? [] : .configuration)
  }

  // MARK: Accessibility

  /// The title by default, as UIKit's buttons (`nil` when there is none).
  open override var accessibilityLabel: String? {
    get { accessibility?.label ?? title.flatMap { $0.isEmpty ? nil : $0 } }
    set { super.accessibilityLabel = newValue }
  }

  /// A button is a `button`.
  override var kindAccessibilityTraits: AccessibilityTraits { .button }
}

extension RedeclarableMembers where Self: Button {
  /// The title; a change that alters the natural size flags the superview for layout,
  /// any change flags display.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have a `title` of its own.
  @preconcurrency @MainActor public var title: String? {
    get { titleStorage }
    set { titleStorage = newValue }
  }

  /// The name of an image shown before the title (24 x 24 points); a change that adds or
  /// removes it flags the superview for layout, any change flags display.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have an `image` of its own.
  @preconcurrency @MainActor public var image: String? {
    get { imageStorage }
    set { imageStorage = newValue }
  }

  /// The drawing style; a change flags display only.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have a `style` of its own.
  @preconcurrency @MainActor public var style: Button.Style {
    get { styleStorage }
    set { styleStorage = newValue }
  }
}
