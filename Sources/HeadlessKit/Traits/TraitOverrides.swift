/// The traits one level of the hierarchy sets for itself and what it contains, as UIKit's
/// `UITraitOverrides`: `window.traitOverrides.userInterfaceStyle = .dark` makes
/// everything in the window dark, unless a controller or view below overrides it again.
///
/// Reading a trait that is not overridden gives its unspecified value; ``contains(_:)``
/// tells the two apart, ``remove(_:)`` undoes an override.
public struct TraitOverrides: Sendable, Hashable {
  private var storage = TraitValues()
  private var overridden = TraitMask()

  /// No overrides.
  public init() {}

  init(setting mask: TraitMask, from values: TraitValues) {
    storage = values
    overridden = mask
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: Trait) -> Bool { overridden.contains(trait.bit) }

  /// Removes the override of `trait`: the level inherits it again.
  public mutating func remove(_ trait: Trait) { overridden.remove(trait.bit) }

  /// Whether nothing is overridden.
  public var isEmpty: Bool { overridden.isEmpty }

  /// The overridden traits.
  public var traits: [Trait] { overridden.traits }

  var mask: TraitMask { overridden }

  func applied(to base: TraitValues) -> TraitValues {
    if overridden.isEmpty { return base }
    var values = base
    if overridden.contains(Trait.userInterfaceStyle.bit) {
      values.userInterfaceStyle = storage.userInterfaceStyle
    }
    if overridden.contains(Trait.horizontalSizeClass.bit) {
      values.horizontalSizeClass = storage.horizontalSizeClass
    }
    if overridden.contains(Trait.verticalSizeClass.bit) {
      values.verticalSizeClass = storage.verticalSizeClass
    }
    if overridden.contains(Trait.preferredContentSizeCategory.bit) {
      values.preferredContentSizeCategory = storage.preferredContentSizeCategory
    }
    if overridden.contains(Trait.layoutDirection.bit) {
      values.layoutDirection = storage.layoutDirection
    }
    if overridden.contains(Trait.displayScale.bit) { values.displayScale = storage.displayScale }
    if overridden.contains(Trait.userInterfaceIdiom.bit) {
      values.userInterfaceIdiom = storage.userInterfaceIdiom
    }
    if overridden.contains(Trait.accessibilityContrast.bit) {
      values.accessibilityContrast = storage.accessibilityContrast
    }
    if overridden.contains(Trait.legibilityWeight.bit) {
      values.legibilityWeight = storage.legibilityWeight
    }
    if overridden.contains(Trait.userInterfaceLevel.bit) {
      values.userInterfaceLevel = storage.userInterfaceLevel
    }
    return values
  }

  /// Light or dark.
  public var userInterfaceStyle: InterfaceStyle {
    get { storage.userInterfaceStyle }
    set { storage.userInterfaceStyle = newValue; overridden.insert(Trait.userInterfaceStyle.bit) }
  }
  /// The horizontal size class.
  public var horizontalSizeClass: SizeClass {
    get { storage.horizontalSizeClass }
    set { storage.horizontalSizeClass = newValue; overridden.insert(Trait.horizontalSizeClass.bit) }
  }
  /// The vertical size class.
  public var verticalSizeClass: SizeClass {
    get { storage.verticalSizeClass }
    set { storage.verticalSizeClass = newValue; overridden.insert(Trait.verticalSizeClass.bit) }
  }
  /// The Dynamic Type size.
  public var preferredContentSizeCategory: ContentSizeCategory {
    get { storage.preferredContentSizeCategory }
    set {
      storage.preferredContentSizeCategory = newValue
      overridden.insert(Trait.preferredContentSizeCategory.bit)
    }
  }
  /// Left to right or right to left.
  public var layoutDirection: LayoutDirection {
    get { storage.layoutDirection }
    set { storage.layoutDirection = newValue; overridden.insert(Trait.layoutDirection.bit) }
  }
  /// Pixels per point.
  public var displayScale: Double {
    get { storage.displayScale }
    set { storage.displayScale = newValue; overridden.insert(Trait.displayScale.bit) }
  }
  /// The kind of device.
  public var userInterfaceIdiom: InterfaceIdiom {
    get { storage.userInterfaceIdiom }
    set { storage.userInterfaceIdiom = newValue; overridden.insert(Trait.userInterfaceIdiom.bit) }
  }
  /// Normal or increased contrast.
  public var accessibilityContrast: AccessibilityContrast {
    get { storage.accessibilityContrast }
    set {
      storage.accessibilityContrast = newValue; overridden.insert(Trait.accessibilityContrast.bit)
    }
  }
  /// Regular or bold text.
  public var legibilityWeight: LegibilityWeight {
    get { storage.legibilityWeight }
    set { storage.legibilityWeight = newValue; overridden.insert(Trait.legibilityWeight.bit) }
  }
  /// Base or elevated.
  public var userInterfaceLevel: InterfaceLevel {
    get { storage.userInterfaceLevel }
    set { storage.userInterfaceLevel = newValue; overridden.insert(Trait.userInterfaceLevel.bit) }
  }

  /// Equal when every trait is.
  public static func == (lhs: TraitOverrides, rhs: TraitOverrides) -> Bool {
    lhs.overridden == rhs.overridden
      && lhs.applied(to: TraitValues()) == rhs.applied(to: TraitValues())
  }

  /// Hashes the traits.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(overridden)
    hasher.combine(applied(to: TraitValues()))
  }
}
