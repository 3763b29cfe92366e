public import Foundation
public import HeadlessKit

/// A description of a font, as UIKit's `UIFontDescriptor`: a size, a text style, symbolic
/// traits and attributes that make a font with `UIFont(descriptor:size:)`.
///
/// ```swift
/// let bold = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
///   .withSymbolicTraits(.traitBold)!
/// label.font = UIFont(descriptor: bold, size: 0)  // 0 keeps the descriptor's size
/// ```
///
/// HeadlessKit's text metric measures by size alone: the font a descriptor makes has its
/// size (and its text style, so a label adjusting to the Dynamic Type size resizes it);
/// traits, family and design are kept on the descriptor for code to read, and a font's
/// `fontDescriptor` has none of them.
///
/// https://developer.apple.com/documentation/uikit/uifontdescriptor
@preconcurrency @MainActor
open class UIFontDescriptor: NSObject {
  /// A font attribute's name, as UIKit's `UIFontDescriptor.AttributeName`.
  public struct AttributeName: Hashable, Sendable, RawRepresentable {
    /// The name.
    public let rawValue: String
    /// Creates a name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The family's name.
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The font's full name.
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face's name.
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The size, a number.
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The traits, a dictionary keyed by `TraitKey`.
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    /// The text style, a `UIFont.TextStyle`.
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    /// The font's features.
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
  }

  /// A key of the traits dictionary, as UIKit's `UIFontDescriptor.TraitKey`.
  public struct TraitKey: Hashable, Sendable, RawRepresentable {
    /// The name.
    public let rawValue: String
    /// Creates a key.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The symbolic traits, a number.
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    /// The weight, a number from -1 to 1.
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// The width, a number from -1 to 1.
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    /// The slant, a number from -1 to 1.
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// A font's stylistic traits, as UIKit's `UIFontDescriptor.SymbolicTraits`, with UIKit's
  /// bits.
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates traits from bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Fixed-width glyphs.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical glyphs.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Optimized for the user interface.
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A system font design, as UIKit's `UIFontDescriptor.SystemDesign`.
  public struct SystemDesign: Hashable, Sendable, RawRepresentable {
    /// The name.
    public let rawValue: String
    /// Creates a design.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default design.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// Rounded.
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// Monospaced.
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    /// Serif.
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
  }

  /// The attributes, as UIKit's `fontAttributes`.
  public let fontAttributes: [AttributeName: Any]

  /// Creates a descriptor from attributes, as UIKit's `init(fontAttributes:)`.
  /// - Parameter attributes: The attributes.
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    fontAttributes = attributes
    super.init()
  }

  /// Creates a descriptor of a font by name and size, as UIKit's `init(name:size:)`.
  /// - Parameters:
  ///   - fontName: The font's full name.
  ///   - size: The size in points.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// UIKit's archive initializer: there are no archives headlessly, so this returns `nil`.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }

  /// The size in points, as UIKit's `pointSize`; 0 when none was given.
  public var pointSize: CGFloat {
    if let size = fontAttributes[.size] as? CGFloat { return size }
    if let size = fontAttributes[.size] as? Double { return CGFloat(size) }
    return 0
  }

  /// The font's full name, as UIKit's `postscriptName`.
  public var postscriptName: String { fontAttributes[.name] as? String ?? "" }

  /// The text style, when the descriptor was made for one.
  var textStyle: UIFont.TextStyle? { fontAttributes[.textStyle] as? UIFont.TextStyle }

  /// The stylistic traits, as UIKit's `symbolicTraits`.
  public var symbolicTraits: SymbolicTraits {
    let traits = fontAttributes[.traits] as? [TraitKey: Any]
    return SymbolicTraits(rawValue: traits?[.symbolic] as? UInt32 ?? 0)
  }

  /// The value of an attribute, as UIKit's `object(forKey:)`.
  /// - Parameter anAttribute: The attribute's name.
  /// - Returns: Its value, if set.
  public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

  /// A copy with exactly these traits, as UIKit's `withSymbolicTraits(_:)`: `nil` when the
  /// traits cannot combine (bold with nothing is fine; expanded with condensed is not).
  /// - Parameter symbolicTraits: The traits.
  /// - Returns: The copy, or `nil`.
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    if symbolicTraits.isSuperset(of: [.traitExpanded, .traitCondensed])
      || symbolicTraits.isSuperset(of: [.traitTightLeading, .traitLooseLeading])
    {
      return nil
    }
    var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = symbolicTraits.rawValue
    return adding([.traits: traits])
  }

  /// A copy with another size, as UIKit's `withSize(_:)`.
  /// - Parameter newPointSize: The size in points.
  /// - Returns: The copy.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    adding([.size: newPointSize])
  }

  /// A copy in another family, as UIKit's `withFamily(_:)`.
  /// - Parameter newFamily: The family's name.
  /// - Returns: The copy.
  public func withFamily(_ newFamily: String) -> UIFontDescriptor {
    adding([.family: newFamily])
  }

  /// A copy in another face, as UIKit's `withFace(_:)`.
  /// - Parameter newFace: The face's name.
  /// - Returns: The copy.
  public func withFace(_ newFace: String) -> UIFontDescriptor { adding([.face: newFace]) }

  /// A copy in a system design, as UIKit's `withDesign(_:)`: the design is kept.
  /// - Parameter design: The design.
  /// - Returns: The copy.
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    adding([.family: design.rawValue])
  }

  /// A copy with more attributes, as UIKit's `addingAttributes(_:)`.
  /// - Parameter attributes: The attributes to add or replace.
  /// - Returns: The copy.
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    adding(attributes)
  }

  private func adding(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
  }

  /// The descriptor of a text style's font at the current Dynamic Type size, as UIKit's
  /// `preferredFontDescriptor(withTextStyle:)`.
  /// - Parameter style: The text style.
  /// - Returns: The descriptor.
  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
  }

  /// The descriptor of a text style's font at the Dynamic Type size of a trait
  /// collection, as UIKit's `preferredFontDescriptor(withTextStyle:compatibleWith:)`.
  /// - Parameters:
  ///   - style: The text style.
  ///   - traitCollection: Whose Dynamic Type size to use; `nil` for the current one.
  /// - Returns: The descriptor.
  public class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    return UIFontDescriptor(fontAttributes: [.size: font.pointSize, .textStyle: style])
  }
}

extension Font {
  /// A font from a descriptor, as UIKit's `init(descriptor:size:)`: of `pointSize`
  /// points, or the descriptor's size when `pointSize` is 0, with the descriptor's text
  /// style.
  /// - Parameters:
  ///   - descriptor: The descriptor.
  ///   - pointSize: The size in points; 0 keeps the descriptor's.
  @MainActor
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : descriptor.pointSize
    self.init(size: Double(size > 0 ? size : Font.body.size))
    textStyle = descriptor.textStyle
  }

  /// The font's descriptor, as UIKit's `fontDescriptor`: its size and text style.
  @MainActor
  public var fontDescriptor: UIFontDescriptor {
    var attributes: [UIFontDescriptor.AttributeName: Any] = [.size: pointSize]
    if let textStyle { attributes[.textStyle] = textStyle }
    return UIFontDescriptor(fontAttributes: attributes)
  }
}
