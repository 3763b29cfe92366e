public import Foundation

/// A line (or lines) of text.
///
/// Changing `text` changes the natural size, so it flags the superview for layout;
/// changing `textColor` flags display only; setting an equal value flags nothing.
///
/// ```swift
/// let label = Label(text: "Forest")
/// label.identifier = "themeLabel"
/// ```
@preconcurrency @MainActor
open class Label: View {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(Label.self, []) }

  /// The text; `nil` shows nothing. A change that alters the natural size flags the
  /// superview for layout; any change flags display.
  public var text: String? {
    get { storage.text }
    set {
      let oldValue = storage.text
      // Text of the same unwrapped size may wrap to other lines: a multi-line label
      // compares its wrapped sizes.
      let wraps = numberOfLines != 1 && storage.runs == nil && oldValue != newValue
      let before = wraps ? intrinsicContentSize : .zero
      storage.text = newValue
      if storage.runs != nil {
        storage.runs = nil
        invalidate(.display)
        invalidateIntrinsicContentSize()
      }
      if wraps {
        invalidate(.display)
        if intrinsicContentSize != before {
          invalidateIntrinsicContentSize()
          // Its layout notes again whether its width wraps the new text.
          invalidate(.layout)
        }
      } else {
        textDidChange(from: oldValue, to: newValue)
      }
    }
  }

  /// The text colour.
  public var textColor: Color {
    get { storage.textColor }
    set { store(newValue, at: \.textColor, affectsSize: false) }
  }

  /// The font; its size scales ``TextMetrics``. A change flags the superview for layout.
  public var font: Font {
    get { storage.font }
    set { store(newValue, at: \.font, affectsSize: true) }
  }

  /// The most lines shown; 0 means no limit. A change that alters the natural size
  /// flags the superview for layout.
  public var numberOfLines: Int {
    get { storage.numberOfLines }
    set { store(newValue, at: \.numberOfLines, affectsSize: true) }
  }

  /// The width a multi-line label wraps its text at for its ``intrinsicContentSize``, as
  /// UIKit's `preferredMaxLayoutWidth`: 0 (the default) wraps at the width the label was
  /// last laid out at, as UIKit's automatic width, when that is narrower than its text on
  /// one line; before its first layout it wraps only at `\n`. A width of 0 or less is
  /// automatic. A label whose ``numberOfLines`` is 1 does not wrap. A change flags the
  /// superview for layout.
  ///
  /// See https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth
  public var preferredMaxLayoutWidth: Double {
    get { storage.preferredMaxLayoutWidth }
    set { store(newValue, at: \.preferredMaxLayoutWidth, affectsSize: numberOfLines != 1) }
  }

  /// Stores a property other than the text: a change flags display, and the superview's
  /// layout when the property can change the natural size.
  fileprivate func store<Value: Equatable>(
    _ newValue: Value, at property: WritableKeyPath<Attributes, Value>, affectsSize: Bool
  ) {
    let oldValue = storage[keyPath: property]
    storage[keyPath: property] = newValue
    guard newValue != oldValue else { return }
    invalidate(.display)
    guard affectsSize else { return }
    invalidateIntrinsicContentSize()
    // A multi-line label's layout notes again whether its width wraps its text.
    if numberOfLines != 1 { invalidate(.layout) }
  }

  /// The properties' storage, read at every redraw. Stored with `@exclusivity(unchecked)`
  /// for the reason given on ``ViewNode``: touched only on the main actor through the
  /// properties above, never through overlapping `inout` accesses.
  @exclusivity(unchecked) var storage = Attributes()

  /// What a label shows.
  struct Attributes {
    var text: String?
    var textColor = Color(named: "label")
    var font = Font.body
    var numberOfLines = 1
    var alignment = TextAlignment.leading
    var preferredMaxLayoutWidth = 0.0
    /// The width the label was last laid out at when narrower than its text on one line,
    /// which a multi-line label without a ``Label/preferredMaxLayoutWidth`` wraps its
    /// intrinsic size at; 0 before a layout or when the width wraps nothing.
    var laidOutWidth = 0.0
    /// Styled runs drawn in place of `text` (HeadlessUIKit's `attributedText`).
    var runs: [TextRun]?
    var adjustsFontForContentSizeCategory = false
    /// A handler for Dynamic Type size changes is registered (once, at the first `true`).
    var watchesContentSize = false
  }

  /// Styled runs shown in place of ``text`` (their characters are the text), as a
  /// companion module's attributed text sets them; setting ``text`` removes them. A change
  /// flags display and the superview's layout.
  package var textRuns: [TextRun]? {
    get { storage.runs }
    set {
      storage.text = newValue.map { $0.map(\.string).joined() } ?? storage.text
      storage.runs = newValue
      invalidate(.display)
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether the label sizes its font again when the Dynamic Type size
  /// (``TraitCollection/preferredContentSizeCategory``) changes, as UIKit's
  /// `adjustsFontForContentSizeCategory`: a font made with
  /// ``Font/preferredFont(forTextStyle:compatibleWith:)`` is replaced by that style's
  /// font at the label's new size, in the trait phase of the pass after the change, so
  /// the label measures, lays out and draws at it. Fonts of a fixed size stay. `false` by
  /// default.
  public var adjustsFontForContentSizeCategory: Bool {
    get { storage.adjustsFontForContentSizeCategory }
    set {
      guard newValue != storage.adjustsFontForContentSizeCategory else { return }
      storage.adjustsFontForContentSizeCategory = newValue
      guard newValue, !storage.watchesContentSize else { return }
      storage.watchesContentSize = true
      registerForTraitChanges([.preferredContentSizeCategory]) { (label: Label, _) in
        guard label.adjustsFontForContentSizeCategory, let style = label.font.textStyle else {
          return
        }
        label.font = .preferredFont(
          forTextStyle: style, compatibleWith: TraitCollection(values: label.traitValues))
      }
    }
  }

  /// Creates a label without text, with a frame, as UIKit's `init(frame:)`, the
  /// initializer a subclass overrides to set itself up.
  /// - Parameter frame: The initial frame; `.zero` by default.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    contentMode = .redraw  // UILabel's default: text is laid out in the bounds
  }

  /// Creates a label.
  /// - Parameters:
  ///   - text: The initial text.
  ///   - frame: The initial frame.
  public convenience init(text: String? = nil, frame: Rect = .zero) {
    self.init(frame: frame)
    storage.text = text
  }

  /// The text's size with the deterministic metric of ``TextMetrics`` at the font's
  /// size, limited to ``numberOfLines``.
  override var baselineText: (fontSize: Double, lineCount: Int)? {
    let lineHeight = TextMetrics.lineHeight(fontSize: font.size)
    return (font.size, max(1, Int((intrinsicContentSize.height / lineHeight).rounded())))
  }

  /// The text's size, as UIKit's: one line per `\n` when ``numberOfLines`` is 1; else
  /// wrapped at ``preferredMaxLayoutWidth`` when set, or at the width the label was last
  /// laid out at, and at most ``numberOfLines`` lines tall (0: no limit).
  ///
  /// See https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open override var intrinsicContentSize: Size {
    limitedToLines(measuredTextSize(width: intrinsicWrapWidth))
  }

  /// The size that fits `size`, as UIKit's `sizeThatFits(_:)` for a label: the text wrapped
  /// at `size.width` (when positive) unless ``numberOfLines`` is 1, at most
  /// ``numberOfLines`` lines tall.
  ///
  /// See https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  /// - Parameter size: The space available; its width wraps a multi-line label's text.
  open override func sizeThatFits(_ size: Size) -> Size {
    let width: Double? =
      numberOfLines != 1 && size.width > 0 && size.width.isFinite ? Double(size.width) : nil
    return limitedToLines(measuredTextSize(width: width))
  }

  /// `size` at most ``numberOfLines`` of the label's lines tall.
  private func limitedToLines(_ size: Size) -> Size {
    var size = size
    if numberOfLines > 0 {
      size.height = min(size.height, Double(numberOfLines) * measuredLineHeight)
    }
    return size
  }

  /// Lays out as a view does, and notes the width laid out at when it is narrower than
  /// the text on one line: a multi-line label without a ``preferredMaxLayoutWidth`` wraps
  /// its intrinsic size at it, so a new width tells the layout its intrinsic size changed
  /// (UIKit's automatic preferred width). A width the label's own text gave it (or a
  /// wider one) wraps nothing, so the label grows with longer text.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard numberOfLines != 1, preferredMaxLayoutWidth <= 0 else { return }
    let width = Double(bounds.width)
    let wrapsAt = width > 0 && width < measuredTextSize(width: nil).width ? width : 0
    guard wrapsAt != storage.laidOutWidth else { return }
    let before = intrinsicContentSize
    storage.laidOutWidth = wrapsAt
    if intrinsicContentSize != before { invalidateIntrinsicContentSize() }
  }

  /// `text="…"` and the text colour.
  open override var treeDetails: [String] {
    [text.map { "text=\"\($0)\"" } ?? "text=nil", "textColor=\(textColor)"]
      + (font == .body ? [] : ["font=\(font.size.compactDescription)"])
      + (font.textStyle.map { ["textStyle=\($0.rawValue)"] } ?? [])
      + (numberOfLines == 1 ? [] : ["lines=\(numberOfLines)"])
      + (alignment == .leading ? [] : ["alignment=\(alignment)"])
  }

  /// Fills the background, then draws the text.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    // The view's drawing fills the background colour, read through the overridable
    // property, which copies it. A label of this very class with none has nothing to fill:
    // only the direct-call check remains (the `cycle` row). A subclass may override the
    // property, so it goes through `super`.
    if Swift.type(of: self) == Label.self, node.backgroundColor == nil {
      checkFrameworkCall(.draw)
    } else {
      super.draw(in: canvas)
    }
    // Right to left, leading text sits at the right edge.
    let drawn: TextAlignment =
      switch (alignment, isRightToLeft) {
      case (.leading, true): .trailing
      case (.trailing, true): .leading
      default: alignment
      }
    if let runs = storage.runs {
      canvas.styledText(runs, in: bounds, alignment: drawn)
    } else if let text = displayedText, !text.isEmpty {
      canvas.text(text, in: bounds, color: textColor, fontSize: font.size, alignment: drawn)
    }
  }

  // MARK: Accessibility

  /// Labels are accessibility elements by default, as UIKit's.
  open override var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The text by default (`nil` when empty), as UIKit's labels.
  open override var accessibilityLabel: String? {
    get { accessibility?.label ?? text.flatMap { $0.isEmpty ? nil : $0 } }
    set { super.accessibilityLabel = newValue }
  }

  /// `staticText` by default, as UIKit's labels.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibility?.traits ?? .staticText }
    set { super.accessibilityTraits = newValue }
  }
}

extension View {
  /// Text content changed: redraw and, when its natural size changed, let the superview
  /// lay out again. Equal text flags nothing.
  func textDidChange(from old: String?, to new: String?) {
    guard old != new else { return }
    invalidate(.display)
    if TextMetrics.size(of: old ?? "") != TextMetrics.size(of: new ?? "") {
      invalidateIntrinsicContentSize()
    }
  }
}

extension RedeclarableMembers where Self: Label {
  /// Horizontal placement of the text in the label; flags display only.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have an `alignment` of its
  /// own.
  @preconcurrency @MainActor public var alignment: TextAlignment {
    get { storage.alignment }
    set { store(newValue, at: \.alignment, affectsSize: false) }
  }
}
