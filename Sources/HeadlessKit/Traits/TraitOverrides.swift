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
    for trait in Trait.allCases where overridden.contains(trait.bit) {
      values.take(trait, from: storage)
    }
    return values
  }

  /// Overrides one trait: stores its value and marks it set.
  private mutating func override<Value>(
    _ path: WritableKeyPath<TraitValues, Value>, _ trait: Trait, with value: Value
  ) {
    storage[keyPath: path] = value
    overridden.insert(trait.bit)
  }

  /// Light or dark.
  public var userInterfaceStyle: InterfaceStyle {
    get { storage.userInterfaceStyle }
    set { override(\.userInterfaceStyle, .userInterfaceStyle, with: newValue) }
  }
  /// The horizontal size class.
  public var horizontalSizeClass: SizeClass {
    get { storage.horizontalSizeClass }
    set { override(\.horizontalSizeClass, .horizontalSizeClass, with: newValue) }
  }
  /// The vertical size class.
  public var verticalSizeClass: SizeClass {
    get { storage.verticalSizeClass }
    set { override(\.verticalSizeClass, .verticalSizeClass, with: newValue) }
  }
  /// The Dynamic Type size.
  public var preferredContentSizeCategory: ContentSizeCategory {
    get { storage.preferredContentSizeCategory }
    set { override(\.preferredContentSizeCategory, .preferredContentSizeCategory, with: newValue) }
  }
  /// Left to right or right to left.
  public var layoutDirection: LayoutDirection {
    get { storage.layoutDirection }
    set { override(\.layoutDirection, .layoutDirection, with: newValue) }
  }
  /// Pixels per point.
  public var displayScale: Double {
    get { storage.displayScale }
    set { override(\.displayScale, .displayScale, with: newValue) }
  }
  /// The kind of device.
  public var userInterfaceIdiom: InterfaceIdiom {
    get { storage.userInterfaceIdiom }
    set { override(\.userInterfaceIdiom, .userInterfaceIdiom, with: newValue) }
  }
  /// Normal or increased contrast.
  public var accessibilityContrast: AccessibilityContrast {
    get { storage.accessibilityContrast }
    set { override(\.accessibilityContrast, .accessibilityContrast, with: newValue) }
  }
  /// Regular or bold text.
  public var legibilityWeight: LegibilityWeight {
    get { storage.legibilityWeight }
    set { override(\.legibilityWeight, .legibilityWeight, with: newValue) }
  }
  /// Base or elevated.
  public var userInterfaceLevel: InterfaceLevel {
    get { storage.userInterfaceLevel }
    set { override(\.userInterfaceLevel, .userInterfaceLevel, with: newValue) }
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
