/// The values of every system trait, without tracking: what collections compare and
/// overrides apply to.
struct TraitValues: Sendable, Hashable {
  var userInterfaceStyle = InterfaceStyle.light
  var horizontalSizeClass = SizeClass.unspecified
  var verticalSizeClass = SizeClass.unspecified
  var preferredContentSizeCategory = ContentSizeCategory.unspecified
  var layoutDirection = LayoutDirection.unspecified
  var displayScale: Double = 0
  var userInterfaceIdiom = InterfaceIdiom.unspecified
  var accessibilityContrast = AccessibilityContrast.unspecified
  var legibilityWeight = LegibilityWeight.unspecified
  var userInterfaceLevel = InterfaceLevel.unspecified

  /// The traits whose values differ from `other`'s.
  func changes(from other: TraitValues) -> TraitMask {
    var mask = TraitMask()
    if userInterfaceStyle != other.userInterfaceStyle { mask.insert(Trait.userInterfaceStyle.bit) }
    if horizontalSizeClass != other.horizontalSizeClass {
      mask.insert(Trait.horizontalSizeClass.bit)
    }
    if verticalSizeClass != other.verticalSizeClass { mask.insert(Trait.verticalSizeClass.bit) }
    if preferredContentSizeCategory != other.preferredContentSizeCategory {
      mask.insert(Trait.preferredContentSizeCategory.bit)
    }
    if layoutDirection != other.layoutDirection { mask.insert(Trait.layoutDirection.bit) }
    if displayScale != other.displayScale { mask.insert(Trait.displayScale.bit) }
    if userInterfaceIdiom != other.userInterfaceIdiom { mask.insert(Trait.userInterfaceIdiom.bit) }
    if accessibilityContrast != other.accessibilityContrast {
      mask.insert(Trait.accessibilityContrast.bit)
    }
    if legibilityWeight != other.legibilityWeight { mask.insert(Trait.legibilityWeight.bit) }
    if userInterfaceLevel != other.userInterfaceLevel { mask.insert(Trait.userInterfaceLevel.bit) }
    return mask
  }

  /// One trait's value as the trace prints it.
  func describe(_ trait: Trait) -> String {
    switch trait {
    case .userInterfaceStyle: userInterfaceStyle.description
    case .horizontalSizeClass: horizontalSizeClass.description
    case .verticalSizeClass: verticalSizeClass.description
    case .preferredContentSizeCategory: preferredContentSizeCategory.description
    case .layoutDirection: layoutDirection.description
    case .displayScale: displayScale.formatted()
    case .userInterfaceIdiom: userInterfaceIdiom.description
    case .accessibilityContrast: accessibilityContrast.description
    case .legibilityWeight: legibilityWeight.description
    case .userInterfaceLevel: userInterfaceLevel.description
    }
  }
}

extension Double {
  fileprivate func formatted() -> String {
    self == rounded() ? String(Int(self)) : String(self)
  }
}

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
