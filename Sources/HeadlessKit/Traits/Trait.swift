/// One of the system traits a ``TraitCollection`` holds, as UIKit's trait types
/// (`UITraitUserInterfaceStyle.self`, `UITraitHorizontalSizeClass.self`, …): what
/// ``TraitEnvironment/registerForTraitChanges(_:handler:)`` and ``TraitOverrides``
/// name.
public enum Trait: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Light or dark: ``TraitCollection/userInterfaceStyle``.
  case userInterfaceStyle
  /// ``TraitCollection/horizontalSizeClass``.
  case horizontalSizeClass
  /// ``TraitCollection/verticalSizeClass``.
  case verticalSizeClass
  /// The Dynamic Type size: ``TraitCollection/preferredContentSizeCategory``.
  case preferredContentSizeCategory
  /// ``TraitCollection/layoutDirection``.
  case layoutDirection
  /// Points to pixels: ``TraitCollection/displayScale``.
  case displayScale
  /// Phone, pad, …: ``TraitCollection/userInterfaceIdiom``.
  case userInterfaceIdiom
  /// ``TraitCollection/accessibilityContrast``.
  case accessibilityContrast
  /// ``TraitCollection/legibilityWeight`` (Bold Text).
  case legibilityWeight
  /// ``TraitCollection/userInterfaceLevel`` (base or elevated).
  case userInterfaceLevel

  /// The property's name: `userInterfaceStyle`.
  public var description: String {
    switch self {
    case .userInterfaceStyle: "userInterfaceStyle"
    case .horizontalSizeClass: "horizontalSizeClass"
    case .verticalSizeClass: "verticalSizeClass"
    case .preferredContentSizeCategory: "preferredContentSizeCategory"
    case .layoutDirection: "layoutDirection"
    case .displayScale: "displayScale"
    case .userInterfaceIdiom: "userInterfaceIdiom"
    case .accessibilityContrast: "accessibilityContrast"
    case .legibilityWeight: "legibilityWeight"
    case .userInterfaceLevel: "userInterfaceLevel"
    }
  }

  /// The trait's bit in a ``TraitMask``.
  var bit: TraitMask { TraitMask(rawValue: 1 << UInt16(rawValue)) }
}

/// A set of traits as bits: what a hook read, what changed.
struct TraitMask: OptionSet, Sendable, Hashable {
  let rawValue: UInt16

  init(rawValue: UInt16) { self.rawValue = rawValue }
  init(_ traits: [Trait]) {
    var mask = TraitMask()
    for trait in traits { mask.insert(trait.bit) }
    self = mask
  }

  /// The traits in the set, in declaration order.
  var traits: [Trait] { Trait.allCases.filter { contains($0.bit) } }
}

/// Compact or regular, as UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Not set: a collection made without it.
  case unspecified
  /// A constrained space: a phone's width, or its height in landscape.
  case compact
  /// An expansive space: a pad's width and height, a phone's height in portrait.
  case regular

  /// `compact`, `regular` or `unspecified`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}

/// The Dynamic Type size the person chose, as UIKit's `UIContentSizeCategory`, smallest
/// first; ``large`` is the default. The raw values are UIKit's.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// Not set.
  case unspecified = "_UICTContentSizeCategoryUnspecified"
  /// The smallest size (xSmall).
  case extraSmall = "UICTContentSizeCategoryXS"
  /// Small.
  case small = "UICTContentSizeCategoryS"
  /// Medium.
  case medium = "UICTContentSizeCategoryM"
  /// The default.
  case large = "UICTContentSizeCategoryL"
  /// Extra large (xLarge).
  case extraLarge = "UICTContentSizeCategoryXL"
  /// xxLarge.
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  /// xxxLarge, the largest standard size.
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  /// The first accessibility size (AX1).
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  /// AX2.
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  /// AX3.
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  /// AX4.
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
  /// AX5, the largest size.
  case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

  /// Whether this is one of the accessibility sizes (`accessibilityMedium` and up), as
  /// UIKit's `isAccessibilityCategory`.
  public var isAccessibilityCategory: Bool { order >= Self.accessibilityMedium.order }

  /// The short names the command line and `play` use: `xs`, `s`, `m`, `l`, `xl`, `xxl`,
  /// `xxxl`, `ax1` … `ax5`.
  public static let shortNames: [(name: String, category: ContentSizeCategory)] = [
    ("xs", .extraSmall), ("s", .small), ("m", .medium), ("l", .large), ("xl", .extraLarge),
    ("xxl", .extraExtraLarge), ("xxxl", .extraExtraExtraLarge), ("ax1", .accessibilityMedium),
    ("ax2", .accessibilityLarge), ("ax3", .accessibilityExtraLarge),
    ("ax4", .accessibilityExtraExtraLarge), ("ax5", .accessibilityExtraExtraExtraLarge),
  ]

  /// The category of a short name (``shortNames``) or a case name, or `nil`.
  /// - Parameter name: `l`, `xxl`, `ax2`, or `extraLarge`.
  public init?(name: String) {
    if let found = Self.shortNames.first(where: { $0.name == name.lowercased() }) {
      self = found.category
    } else if let found = Self.allCases.first(where: { $0.description == name }) {
      self = found
    } else {
      return nil
    }
  }

  private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// Smaller sizes first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }

  /// The case's name: `large`, `accessibilityMedium`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }
}

/// Left to right or right to left, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Not set.
  case unspecified = -1
  /// Left to right, as English.
  case leftToRight = 0
  /// Right to left, as Arabic and Hebrew.
  case rightToLeft = 1

  /// The case's name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum InterfaceIdiom: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Not set.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6

  /// The case's name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .phone: "phone"
    case .pad: "pad"
    case .tv: "tv"
    case .carPlay: "carPlay"
    case .mac: "mac"
    case .vision: "vision"
    }
  }
}

/// Normal or increased contrast, as UIKit's `UIAccessibilityContrast`.
public enum AccessibilityContrast: Int, Sendable, Hashable, CaseIterable,
  CustomStringConvertible
{
  /// Not set.
  case unspecified = -1
  /// Normal contrast.
  case normal = 0
  /// Increased contrast.
  case high = 1

  /// The case's name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .normal: "normal"
    case .high: "high"
    }
  }
}

/// Regular or bold text, as UIKit's `UILegibilityWeight`.
public enum LegibilityWeight: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Not set.
  case unspecified = -1
  /// Regular text.
  case regular = 0
  /// Bold Text is on.
  case bold = 1

  /// The case's name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .regular: "regular"
    case .bold: "bold"
    }
  }
}

/// Base or elevated content, as UIKit's `UIUserInterfaceLevel`: presented sheets are
/// elevated.
public enum InterfaceLevel: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Not set.
  case unspecified = -1
  /// The base level: a screen.
  case base = 0
  /// The elevated level: a presented sheet or popover.
  case elevated = 1

  /// The case's name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .base: "base"
    case .elevated: "elevated"
    }
  }
}
