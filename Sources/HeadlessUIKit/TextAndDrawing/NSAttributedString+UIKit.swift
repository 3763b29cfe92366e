public import Foundation
import HeadlessKit

// UIKit's additions to Foundation's attributed strings: the attribute keys UIKit defines
// (`NSAttributedString.Key.font`...), underline styles, shadows, and drawing and sizing.
// Foundation on Linux has `NSAttributedString` and `NSMutableAttributedString` but no
// UIKit keys: this file extends Foundation's types rather than declaring its own.
// https://developer.apple.com/documentation/foundation/nsattributedstring/key

extension NSAttributedString.Key {
  /// The font of the text, a `UIFont`; 12-point Helvetica in UIKit when absent, the view's
  /// font here.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text colour, a `UIColor`; black when absent (the view's colour here).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text, a `UIColor`; none when absent.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph's layout, an `NSParagraphStyle`; its `alignment` places a label's text.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space between characters, in points, a number (kept, not drawn: the fixed
  /// text metric advances each character by half its font size).
  public static let kern = NSAttributedString.Key("NSKern")
  /// Extra space between characters, in points, a number (iOS 14; kept, not drawn).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// A line under the text: an `NSUnderlineStyle`'s raw value (or the style); drawn
  /// when not empty.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour, a `UIColor` (kept; the underline takes the text colour).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A line through the text: an `NSUnderlineStyle`'s raw value (or the style); drawn
  /// when not empty.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The strikethrough's colour, a `UIColor` (kept; the line takes the text colour).
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A link, a `URL` or a `String`: a text view draws it in its tint (kept on labels).
  public static let link = NSAttributedString.Key("NSLink")
  /// The baseline's offset, in points, a number (kept, not drawn).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A shadow, an `NSShadow` (kept, not drawn).
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// The outline's colour, a `UIColor` (kept, not drawn).
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width, a number (kept, not drawn).
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// Ligatures, a number (kept, not drawn: no ligatures in a fixed metric).
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// A text effect, an `NSAttributedString.TextEffectStyle` (kept, not drawn).
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  /// A text attachment, such as an image (kept, not drawn).
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// The skew of the glyphs, a number (kept, not drawn).
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The stretch of the glyphs, a number (kept, not drawn).
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// The writing directions, an array of numbers (kept, not drawn).
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  /// Vertical glyph forms, a number (kept, not drawn; iOS lays text horizontally).
  public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString {
  /// A text effect, as UIKit's `NSAttributedString.TextEffectStyle`.
  public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
    /// The effect's name.
    public let rawValue: String
    /// Creates an effect.
    /// - Parameter rawValue: The effect's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Letterpress.
    public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
  }
}

/// The lines drawn under or through text, as UIKit's `NSUnderlineStyle`: a line style
/// (single, thick, double), a pattern, and whether only words are lined. Pictures draw
/// any non-empty style as one line.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit's.
  public let rawValue: Int
  /// Creates a style from bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (the default pattern, no bits).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Dashes and pairs of dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Only words are lined, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A shadow for text, as UIKit's `NSShadow` (kept in attributes, not drawn).
open class NSShadow: NSObject {
  /// How far the shadow falls; (0, -3) by default, as UIKit's.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius; 0 by default.
  open var shadowBlurRadius: CGFloat = 0
  /// The colour, a `UIColor`; `nil` (black at a third's opacity) by default.
  open var shadowColor: Any?

  /// Creates a shadow with the defaults, as UIKit's `init()`.
  public override init() { super.init() }
}

/// What `boundingRect(with:options:context:)` measures, as UIKit's
/// `NSStringDrawingOptions` (every option measures the same here).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit's.
  public let rawValue: Int
  /// Creates options from bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lays out as several lines.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Uses the font's leading.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Uses the glyphs' image bounds.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncates the last line that fits.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling and measurement settings for drawing strings, as UIKit's
/// `NSStringDrawingContext` (kept; the fixed metric never scales).
open class NSStringDrawingContext: NSObject {
  /// The smallest scale to shrink text to; 0 by default.
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the last drawing used: always 1 here.
  open var actualScaleFactor: CGFloat { 1 }
  /// The bounds the last drawing took.
  open internal(set) var totalBounds = CGRect.zero
}

extension NSAttributedString {
  /// The runs the string draws as, missing attributes taken from a view's font and colour.
  @MainActor
  func textRuns(font: Font, color: Color) -> [TextRun] {
    var runs: [TextRun] = []
    let text = string as NSString
    enumerateAttributes(in: NSRange(location: 0, length: length), options: []) {
      attributes, range, _ in
      var run = TextRun(
        text.substring(with: range),
        color: attributes[.foregroundColor] as? Color ?? color,
        fontSize: (attributes[.font] as? Font ?? font).size,
        background: attributes[.backgroundColor] as? Color)
      run.underline = Self.isLined(attributes[.underlineStyle])
      run.strikethrough = Self.isLined(attributes[.strikethroughStyle])
      if attributes[.link] != nil, attributes[.foregroundColor] == nil {
        run.color = .link
      }
      runs.append(run)
    }
    return runs
  }

  /// Whether an underline or strikethrough value draws a line.
  static func isLined(_ value: Any?) -> Bool {
    if let style = value as? NSUnderlineStyle { return !style.isEmpty }
    if let raw = value as? Int { return raw != 0 }
    if let number = value as? NSNumber { return number.intValue != 0 }
    return false
  }

  /// The paragraph style of the first character, if it has one.
  var firstParagraphStyle: NSParagraphStyle? {
    guard length > 0 else { return nil }
    return attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
  }

  /// The size the string takes on one line per `\n`, as UIKit's `size()`: each character
  /// advances half its font's size (12-point text without a font, UIKit's default).
  @MainActor
  public func size() -> CGSize { TextRun.size(of: textRuns(font: Font(size: 12), color: .black)) }

  /// The rectangle the string takes, as UIKit's `boundingRect(with:options:context:)`:
  /// ``size()`` with lines longer than the width wrapped, at the origin.
  /// - Parameters:
  ///   - size: The largest size; its width wraps lines.
  ///   - options: How to measure (every option measures the same here).
  ///   - context: Scaling settings, or `nil`.
  /// - Returns: The rectangle, from the origin.
  @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let natural = self.size()
    guard size.width > 0, natural.width > size.width else {
      return CGRect(origin: .zero, size: natural)
    }
    let lines = (natural.width / size.width).rounded(.up)
    let lineHeight = length > 0 ? natural.height : 0
    return CGRect(x: 0, y: 0, width: size.width, height: lineHeight * lines)
  }

  /// Draws the string with its top left at a point in the view whose `draw(_:)` is
  /// running, as UIKit's `draw(at:)`; does nothing outside `draw(_:)`.
  /// - Parameter point: Where its top left goes.
  @MainActor
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size()))
  }

  /// Draws the string in a rectangle of the view whose `draw(_:)` is running, as UIKit's
  /// `draw(in:)`, aligned as its paragraph style says; does nothing outside `draw(_:)`.
  /// - Parameter rect: The rectangle.
  @MainActor
  public func draw(in rect: CGRect) {
    Canvas.current?.styledText(
      textRuns(font: Font(size: 12), color: .black), in: rect,
      alignment: firstParagraphStyle?.alignment ?? .leading)
  }
}

extension NSString {
  /// The size of the string drawn with attributes, as UIKit's `size(withAttributes:)`.
  /// - Parameter attrs: The attributes; `.font` sizes it (12 points without one).
  /// - Returns: The size.
  @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: self as String, attributes: attrs).size()
  }

  /// Draws the string at a point, as UIKit's `draw(at:withAttributes:)`.
  /// - Parameters:
  ///   - point: Where its top left goes.
  ///   - attrs: The attributes.
  @MainActor
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
  }

  /// Draws the string in a rectangle, as UIKit's `draw(in:withAttributes:)`.
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - attrs: The attributes.
  @MainActor
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
  }
}

extension String {
  /// The size of the string drawn with attributes, as `NSString`'s
  /// `size(withAttributes:)` bridged to Swift strings on iOS.
  /// - Parameter attrs: The attributes; `.font` sizes it (12 points without one).
  /// - Returns: The size.
  @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as NSString).size(withAttributes: attrs)
  }

  /// Draws the string at a point, as `NSString`'s `draw(at:withAttributes:)`.
  /// - Parameters:
  ///   - point: Where its top left goes.
  ///   - attrs: The attributes.
  @MainActor
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string in a rectangle, as `NSString`'s `draw(in:withAttributes:)`.
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - attrs: The attributes.
  @MainActor
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(in: rect, withAttributes: attrs)
  }
}
