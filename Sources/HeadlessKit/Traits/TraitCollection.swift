/// The traits of a window, controller or view, as UIKit's `UITraitCollection`: the
/// appearance, size classes, Dynamic Type size, layout direction and the rest, inherited
/// down the hierarchy (window, root controller, its view, subviews; a child controller
/// from its parent) with each level's ``TraitOverrides`` applied.
///
/// Read a trait inside a tracked hook (`updateProperties()`, `layoutSubviews()`,
/// `draw(in:)`, a controller's layout and constraints hooks, configuration hooks) and the
/// hook runs again when that trait changes, with the same invalidation as an observed
/// change; a hook that did not read it does not. See "Automatic trait tracking" in the
/// Update Cycle Rules article (rule 8.3).
///
/// A collection is a value: it compares and hashes by its traits. One returned by
/// `traitCollection` inside a hook remembers which traits the hook read from it.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
  var values: TraitValues
  /// Where reads are recorded, for a collection handed to a running hook.
  let reads: TraitReads?

  init(values: TraitValues, reads: TraitReads? = nil) {
    self.values = values
    self.reads = reads
  }

  /// A collection with every trait unspecified (the style light), as UIKit's
  /// `UITraitCollection()`.
  public init() { self.init(values: TraitValues()) }

  /// A collection with one trait set, as UIKit's `UITraitCollection(userInterfaceStyle:)`.
  public init(userInterfaceStyle: InterfaceStyle) {
    self.init { $0.userInterfaceStyle = userInterfaceStyle }
  }
  /// A collection with the horizontal size class set.
  public init(horizontalSizeClass: SizeClass) {
    self.init { $0.horizontalSizeClass = horizontalSizeClass }
  }
  /// A collection with the vertical size class set.
  public init(verticalSizeClass: SizeClass) {
    self.init { $0.verticalSizeClass = verticalSizeClass }
  }
  /// A collection with the content size category set.
  public init(preferredContentSizeCategory: ContentSizeCategory) {
    self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
  }

  /// A collection whose traits `mutations` set, as UIKit's
  /// `UITraitCollection(mutations:)`.
  /// - Parameter mutations: Sets traits on an empty set of overrides.
  public init(mutations: (inout TraitOverrides) -> Void) {
    var overrides = TraitOverrides()
    mutations(&overrides)
    self.init(values: overrides.applied(to: TraitValues()))
  }

  /// A collection combining `collections`, later ones winning for traits they specify,
  /// as UIKit's `UITraitCollection(traitsFrom:)`.
  public init(traitsFrom collections: [TraitCollection]) {
    var values = TraitValues()
    let unspecified = TraitValues()
    for collection in collections {
      let set = collection.values.changes(from: unspecified)
      values = TraitOverrides(setting: set, from: collection.values).applied(to: values)
    }
    self.init(values: values)
  }

  /// A copy with `mutations` applied, as UIKit's `modifyingTraits(_:)`.
  /// - Parameter mutations: Sets traits on the copy.
  public func modifyingTraits(_ mutations: (inout TraitOverrides) -> Void) -> TraitCollection {
    var overrides = TraitOverrides()
    mutations(&overrides)
    return TraitCollection(values: overrides.applied(to: values))
  }

  @inline(__always)
  private func read(_ trait: Trait) {
    if let reads { reads.note(trait) }
  }

  /// Light or dark.
  public var userInterfaceStyle: InterfaceStyle {
    read(.userInterfaceStyle)
    return values.userInterfaceStyle
  }
  /// The horizontal size class.
  public var horizontalSizeClass: SizeClass {
    read(.horizontalSizeClass)
    return values.horizontalSizeClass
  }
  /// The vertical size class.
  public var verticalSizeClass: SizeClass {
    read(.verticalSizeClass)
    return values.verticalSizeClass
  }
  /// The Dynamic Type size.
  public var preferredContentSizeCategory: ContentSizeCategory {
    read(.preferredContentSizeCategory)
    return values.preferredContentSizeCategory
  }
  /// Left to right or right to left.
  public var layoutDirection: LayoutDirection {
    read(.layoutDirection)
    return values.layoutDirection
  }
  /// Pixels per point; 0 when unspecified.
  public var displayScale: Double {
    read(.displayScale)
    return values.displayScale
  }
  /// The kind of device.
  public var userInterfaceIdiom: InterfaceIdiom {
    read(.userInterfaceIdiom)
    return values.userInterfaceIdiom
  }
  /// Normal or increased contrast.
  public var accessibilityContrast: AccessibilityContrast {
    read(.accessibilityContrast)
    return values.accessibilityContrast
  }
  /// Regular or bold text.
  public var legibilityWeight: LegibilityWeight {
    read(.legibilityWeight)
    return values.legibilityWeight
  }
  /// Base or elevated.
  public var userInterfaceLevel: InterfaceLevel {
    read(.userInterfaceLevel)
    return values.userInterfaceLevel
  }

  /// Whether `other`'s traits differ from these in a way that changes how colours
  /// resolve (the style, contrast or level), as UIKit's
  /// `hasDifferentColorAppearance(comparedTo:)`.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    let other = other?.values ?? TraitValues()
    return !values.changes(from: other).isDisjoint(
      with: TraitMask([.userInterfaceStyle, .accessibilityContrast, .userInterfaceLevel]))
  }

  /// The traits whose values differ from `other`'s; all of them when `other` is `nil`.
  public func changedTraits(from other: TraitCollection?) -> Set<Trait> {
    guard let other else { return Set(Trait.allCases) }
    return Set(values.changes(from: other.values).traits)
  }

  /// Equal when every trait is.
  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.values == rhs.values
  }

  /// Hashes the traits.
  public func hash(into hasher: inout Hasher) { hasher.combine(values) }

  /// The traits that are set, as `name: value` pairs.
  public var description: String {
    let set = values.changes(from: TraitValues()).union(Trait.userInterfaceStyle.bit)
    return "TraitCollection("
      + set.traits.map { "\($0): \(values.describe($0))" }.joined(separator: ", ") + ")"
  }
}
