public import Foundation
public import HeadlessKit

/// How text breaks or truncates lines that do not fit, as UIKit's `NSLineBreakMode`.
/// HeadlessKit's fixed metric measures text and does not wrap it, so the mode is kept.
public enum NSLineBreakMode: Int, Sendable {
  /// Breaks at word boundaries.
  case byWordWrapping = 0
  /// Breaks between characters.
  case byCharWrapping = 1
  /// Cuts off what does not fit.
  case byClipping = 2
  /// Shows the end, an ellipsis replacing the start.
  case byTruncatingHead = 3
  /// Shows the start, an ellipsis replacing the end.
  case byTruncatingTail = 4
  /// Shows both ends, an ellipsis replacing the middle.
  case byTruncatingMiddle = 5
}

/// A writing direction, as UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable {
  /// The direction of the text's language.
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// A tab stop, as UIKit's `NSTextTab` (kept in paragraph styles, not drawn).
open class NSTextTab: NSObject {
  /// The text's alignment at the stop.
  open private(set) var alignment: NSTextAlignment
  /// The stop's distance from the leading margin, in points.
  open private(set) var location: CGFloat
  /// The stop's options.
  open private(set) var options: [NSTextTab.OptionKey: Any]

  /// Creates a tab stop, as UIKit's `init(textAlignment:location:options:)`.
  /// - Parameters:
  ///   - alignment: The text's alignment at the stop.
  ///   - loc: The stop's distance from the leading margin.
  ///   - options: The options; none by default.
  public init(
    textAlignment alignment: NSTextAlignment, location loc: CGFloat,
    options: [NSTextTab.OptionKey: Any] = [:]
  ) {
    self.alignment = alignment
    self.location = loc
    self.options = options
  }

  /// A tab stop's option, as UIKit's `NSTextTab.OptionKey`.
  public struct OptionKey: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// Creates an option.
    /// - Parameter rawValue: The option's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The characters that end a column.
    public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
  }
}

/// A paragraph's layout, as UIKit's `NSParagraphStyle`: immutable; make an
/// ``NSMutableParagraphStyle`` to change one. Set it on text with the
/// `.paragraphStyle` attribute. HeadlessKit's text is one fixed metric, so only the
/// alignment shows in pictures; the rest is kept and read back.
/// https://developer.apple.com/documentation/uikit/nsparagraphstyle
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
  /// How a paragraph's lines break, as UIKit's `NSParagraphStyle.LineBreakStrategy`.
  public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit's.
    public let rawValue: UInt
    /// Creates a strategy from bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The system's strategy.
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    /// Pushes out words to avoid an orphan.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Keeps Hangul words whole.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
  }

  /// The default paragraph style, as UIKit's `default`.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// The writing direction of a language, as UIKit's
  /// `defaultWritingDirection(forLanguage:)`: left to right, except Arabic, Hebrew,
  /// Persian and Urdu.
  /// - Parameter languageName: The language's code, such as `"en"`; `nil` for the
  ///   user's.
  /// - Returns: The direction.
  open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
    let rightToLeft = ["ar", "he", "fa", "ur"]
    guard let code = languageName?.prefix(2) else { return .leftToRight }
    return rightToLeft.contains(String(code)) ? .rightToLeft : .leftToRight
  }

  /// Creates the default style.
  public override init() { super.init() }

  // The values, which the mutable subclass's setters write.
  var storedAlignment: NSTextAlignment = .natural
  var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
  var storedLineSpacing: CGFloat = 0
  var storedParagraphSpacing: CGFloat = 0
  var storedParagraphSpacingBefore: CGFloat = 0
  var storedFirstLineHeadIndent: CGFloat = 0
  var storedHeadIndent: CGFloat = 0
  var storedTailIndent: CGFloat = 0
  var storedMinimumLineHeight: CGFloat = 0
  var storedMaximumLineHeight: CGFloat = 0
  var storedLineHeightMultiple: CGFloat = 0
  var storedBaseWritingDirection: NSWritingDirection = .natural
  var storedHyphenationFactor: Float = 0
  var storedUsesDefaultHyphenation: Bool = false
  var storedAllowsDefaultTighteningForTruncation: Bool = false
  var storedLineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []
  var storedTabStops: [NSTextTab] = []
  var storedDefaultTabInterval: CGFloat = 0

  /// How lines are placed horizontally; `.natural` by default. A label with attributed text places its text by its first paragraph style's alignment.
  open var alignment: NSTextAlignment { storedAlignment }

  /// How lines too long for their container break or truncate; `.byWordWrapping` by default (kept: the fixed metric measures, it does not wrap).
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

  /// Extra space between lines, in points; 0 by default (kept, not drawn).
  open var lineSpacing: CGFloat { storedLineSpacing }

  /// Space after the paragraph, in points; 0 by default (kept, not drawn).
  open var paragraphSpacing: CGFloat { storedParagraphSpacing }

  /// Space before the paragraph, in points; 0 by default (kept, not drawn).
  open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }

  /// The first line's indent, in points; 0 by default (kept, not drawn).
  open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }

  /// The other lines' leading indent, in points; 0 by default (kept, not drawn).
  open var headIndent: CGFloat { storedHeadIndent }

  /// The trailing indent, in points (negative: from the trailing edge); 0 by default (kept, not drawn).
  open var tailIndent: CGFloat { storedTailIndent }

  /// The least line height, in points; 0 (none) by default (kept, not drawn).
  open var minimumLineHeight: CGFloat { storedMinimumLineHeight }

  /// The greatest line height, in points; 0 (none) by default (kept, not drawn).
  open var maximumLineHeight: CGFloat { storedMaximumLineHeight }

  /// A multiple of the natural line height; 0 (none) by default (kept, not drawn).
  open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }

  /// The writing direction; `.natural` by default (kept: text is laid out left to right).
  open var baseWritingDirection: NSWritingDirection { storedBaseWritingDirection }

  /// How readily words hyphenate, 0...1; 0 by default (kept, not drawn).
  open var hyphenationFactor: Float { storedHyphenationFactor }

  /// Whether the system's hyphenation applies (iOS 15); `false` by default (kept).
  open var usesDefaultHyphenation: Bool { storedUsesDefaultHyphenation }

  /// Whether characters tighten before truncating; `false` by default (kept).
  open var allowsDefaultTighteningForTruncation: Bool { storedAllowsDefaultTighteningForTruncation }

  /// How lines break; none by default (kept).
  open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy { storedLineBreakStrategy }

  /// The tab stops; none by default here (UIKit's default has twelve; kept, not drawn).
  open var tabStops: [NSTextTab] { storedTabStops }

  /// The distance between default tab stops; 0 by default (kept).
  open var defaultTabInterval: CGFloat { storedDefaultTabInterval }

  /// Copies the style's values to another.
  func copyValues(to other: NSParagraphStyle) {
    other.storedAlignment = storedAlignment
    other.storedLineBreakMode = storedLineBreakMode
    other.storedLineSpacing = storedLineSpacing
    other.storedParagraphSpacing = storedParagraphSpacing
    other.storedParagraphSpacingBefore = storedParagraphSpacingBefore
    other.storedFirstLineHeadIndent = storedFirstLineHeadIndent
    other.storedHeadIndent = storedHeadIndent
    other.storedTailIndent = storedTailIndent
    other.storedMinimumLineHeight = storedMinimumLineHeight
    other.storedMaximumLineHeight = storedMaximumLineHeight
    other.storedLineHeightMultiple = storedLineHeightMultiple
    other.storedBaseWritingDirection = storedBaseWritingDirection
    other.storedHyphenationFactor = storedHyphenationFactor
    other.storedUsesDefaultHyphenation = storedUsesDefaultHyphenation
    other.storedAllowsDefaultTighteningForTruncation = storedAllowsDefaultTighteningForTruncation
    other.storedLineBreakStrategy = storedLineBreakStrategy
    other.storedTabStops = storedTabStops
    other.storedDefaultTabInterval = storedDefaultTabInterval
  }

  /// An immutable copy, as `NSCopying`'s `copy(with:)`.
  /// - Parameter zone: Ignored.
  /// - Returns: An `NSParagraphStyle` with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copyValues(to: copy)
    return copy
  }

  /// A mutable copy, as `NSMutableCopying`'s `mutableCopy(with:)`.
  /// - Parameter zone: Ignored.
  /// - Returns: An `NSMutableParagraphStyle` with the same values.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copyValues(to: copy)
    return copy
  }

  /// Whether another paragraph style has the same values.
  /// - Parameter object: The other object.
  /// - Returns: `true` for a paragraph style with equal values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return alignment == other.alignment && lineBreakMode == other.lineBreakMode
      && lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
      && paragraphSpacingBefore == other.paragraphSpacingBefore
      && firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent
      && tailIndent == other.tailIndent && minimumLineHeight == other.minimumLineHeight
      && maximumLineHeight == other.maximumLineHeight
      && lineHeightMultiple == other.lineHeightMultiple
      && baseWritingDirection == other.baseWritingDirection
  }

  /// A hash consistent with `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(alignment)
    hasher.combine(lineSpacing)
    hasher.combine(lineBreakMode)
    return hasher.finalize()
  }
}

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {

  /// How lines are placed horizontally; `.natural` by default. A label with attributed text places its text by its first paragraph style's alignment.
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }

  /// How lines too long for their container break or truncate; `.byWordWrapping` by default (kept: the fixed metric measures, it does not wrap).
  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }

  /// Extra space between lines, in points; 0 by default (kept, not drawn).
  open override var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = newValue }
  }

  /// Space after the paragraph, in points; 0 by default (kept, not drawn).
  open override var paragraphSpacing: CGFloat {
    get { storedParagraphSpacing }
    set { storedParagraphSpacing = newValue }
  }

  /// Space before the paragraph, in points; 0 by default (kept, not drawn).
  open override var paragraphSpacingBefore: CGFloat {
    get { storedParagraphSpacingBefore }
    set { storedParagraphSpacingBefore = newValue }
  }

  /// The first line's indent, in points; 0 by default (kept, not drawn).
  open override var firstLineHeadIndent: CGFloat {
    get { storedFirstLineHeadIndent }
    set { storedFirstLineHeadIndent = newValue }
  }

  /// The other lines' leading indent, in points; 0 by default (kept, not drawn).
  open override var headIndent: CGFloat {
    get { storedHeadIndent }
    set { storedHeadIndent = newValue }
  }

  /// The trailing indent, in points (negative: from the trailing edge); 0 by default (kept, not drawn).
  open override var tailIndent: CGFloat {
    get { storedTailIndent }
    set { storedTailIndent = newValue }
  }

  /// The least line height, in points; 0 (none) by default (kept, not drawn).
  open override var minimumLineHeight: CGFloat {
    get { storedMinimumLineHeight }
    set { storedMinimumLineHeight = newValue }
  }

  /// The greatest line height, in points; 0 (none) by default (kept, not drawn).
  open override var maximumLineHeight: CGFloat {
    get { storedMaximumLineHeight }
    set { storedMaximumLineHeight = newValue }
  }

  /// A multiple of the natural line height; 0 (none) by default (kept, not drawn).
  open override var lineHeightMultiple: CGFloat {
    get { storedLineHeightMultiple }
    set { storedLineHeightMultiple = newValue }
  }

  /// The writing direction; `.natural` by default (kept: text is laid out left to right).
  open override var baseWritingDirection: NSWritingDirection {
    get { storedBaseWritingDirection }
    set { storedBaseWritingDirection = newValue }
  }

  /// How readily words hyphenate, 0...1; 0 by default (kept, not drawn).
  open override var hyphenationFactor: Float {
    get { storedHyphenationFactor }
    set { storedHyphenationFactor = newValue }
  }

  /// Whether the system's hyphenation applies (iOS 15); `false` by default (kept).
  open override var usesDefaultHyphenation: Bool {
    get { storedUsesDefaultHyphenation }
    set { storedUsesDefaultHyphenation = newValue }
  }

  /// Whether characters tighten before truncating; `false` by default (kept).
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { storedAllowsDefaultTighteningForTruncation }
    set { storedAllowsDefaultTighteningForTruncation = newValue }
  }

  /// How lines break; none by default (kept).
  open override var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
    get { storedLineBreakStrategy }
    set { storedLineBreakStrategy = newValue }
  }

  /// The tab stops; none by default here (UIKit's default has twelve; kept, not drawn).
  open override var tabStops: [NSTextTab] {
    get { storedTabStops }
    set { storedTabStops = newValue }
  }

  /// The distance between default tab stops; 0 by default (kept).
  open override var defaultTabInterval: CGFloat {
    get { storedDefaultTabInterval }
    set { storedDefaultTabInterval = newValue }
  }

  /// Adds a tab stop, as UIKit's `addTabStop(_:)`.
  /// - Parameter anObject: The stop.
  open func addTabStop(_ anObject: NSTextTab) { storedTabStops.append(anObject) }

  /// Removes a tab stop, as UIKit's `removeTabStop(_:)`.
  /// - Parameter anObject: The stop.
  open func removeTabStop(_ anObject: NSTextTab) { storedTabStops.removeAll { $0 === anObject } }

  /// Takes every value of another style, as UIKit's `setParagraphStyle(_:)`.
  /// - Parameter obj: The style to copy.
  open func setParagraphStyle(_ obj: NSParagraphStyle) { obj.copyValues(to: self) }
}
