/// A line (or lines) of text.
///
/// Changing `text` changes the natural size, so it flags the superview for layout;
/// changing `textColor` flags display only; setting an equal value flags nothing
/// (SPEC 2.8, 2.9).
///
/// ```swift
/// let label = Label(text: "Forest")
/// label.identifier = "themeLabel"
/// ```
@MainActor
open class Label: View {
  /// The text; `nil` shows nothing. A change that alters the natural size flags the
  /// superview for layout; any change flags display (SPEC 2.9).
  public var text: String? {
    didSet { textDidChange(from: oldValue, to: text) }
  }

  /// The text colour.
  public var textColor: Color = Color(named: "label") {
    didSet { if textColor != oldValue { invalidate(.display) } }
  }

  /// Creates a label.
  /// - Parameters:
  ///   - text: The initial text.
  ///   - frame: The initial frame.
  public init(text: String? = nil, frame: Rect = .zero) {
    self.text = text
    super.init(frame: frame)
  }

  /// The text's size with the deterministic metric of ``TextMetrics``.
  open override var intrinsicContentSize: Size {
    TextMetrics.size(of: text ?? "")
  }

  /// `text="…"` and the text colour.
  open override var treeDetails: [String] {
    [text.map { "text=\"\($0)\"" } ?? "text=nil", "textColor=\(textColor)"]
  }

  /// Fills the background, then draws the text.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    if let text, !text.isEmpty {
      canvas.text(text, in: bounds, color: textColor)
    }
  }
}

extension View {
  /// Text content changed: redraw and, when its natural size changed, let the superview
  /// lay out again (SPEC 2.9). Equal text flags nothing.
  func textDidChange(from old: String?, to new: String?) {
    guard old != new else { return }
    invalidate(.display)
    if TextMetrics.size(of: old ?? "") != TextMetrics.size(of: new ?? "") {
      superview?.invalidate(.layout)
    }
  }
}

/// The text metric every widget uses, fixed so sizes are the same on every machine:
/// each character advances 8 points and a line is 20 points tall.
public enum TextMetrics {
  /// Horizontal advance per character, in points.
  public static let advance = 8.0
  /// Height of one line, in points.
  public static let lineHeight = 20.0

  /// The size of `text`, one line per `\n`-separated line.
  /// - Parameter text: The text to measure.
  /// - Returns: The widest line's advance by the number of lines.
  public static func size(of text: String) -> Size {
    if text.isEmpty { return .zero }
    if !text.utf8.contains(UInt8(ascii: "\n")) {
      return Size(width: Double(text.count) * advance, height: lineHeight)
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = lines.map(\.count).max() ?? 0
    return Size(width: Double(widest) * advance, height: Double(lines.count) * lineHeight)
  }
}
