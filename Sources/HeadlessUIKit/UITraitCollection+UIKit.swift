public import HeadlessKit

// UIKit's trait names: the collection, overrides, value types, the trait types that
// `registerForTraitChanges(_:handler:)`, `traitOverrides.remove(_:)` and `contains(_:)`
// take, and `UIColor(dynamicProvider:)`.

/// UIKit's `UITraitCollection`: HeadlessKit's `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UITraitOverrides`: HeadlessKit's `TraitOverrides`.
public typealias UITraitOverrides = TraitOverrides
/// UIKit's `UIMutableTraits`, what `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` hand their closure: HeadlessKit's `TraitOverrides`.
public typealias UIMutableTraits = TraitOverrides
/// UIKit's `UITraitEnvironment`: HeadlessKit's `TraitEnvironment`.
public typealias UITraitEnvironment = TraitEnvironment
/// UIKit's `UITraitChangeObservable`: HeadlessKit's `TraitEnvironment`, which declares
/// `registerForTraitChanges(_:handler:)`.
public typealias UITraitChangeObservable = TraitEnvironment
/// UIKit's `UITraitChangeRegistration`.
public typealias UITraitChangeRegistration = TraitChangeRegistration
/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = SizeClass
/// UIKit's `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UITraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = LayoutDirection
/// UIKit's `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = InterfaceIdiom
/// UIKit's `UIAccessibilityContrast`.
public typealias UIAccessibilityContrast = AccessibilityContrast
/// UIKit's `UILegibilityWeight`.
public typealias UILegibilityWeight = LegibilityWeight
/// UIKit's `UIUserInterfaceLevel`.
public typealias UIUserInterfaceLevel = InterfaceLevel

/// A trait type, as UIKit's `UITraitDefinition`: the system traits below. Custom traits
/// (a type of your own conforming to UIKit's protocol) are not supported yet.
public protocol UITraitDefinition {
  /// The HeadlessKit trait this type names.
  static var headlessTrait: Trait { get }
}

/// A trait type as a value, as UIKit's `UITrait`: `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// UIKit's `UITraitUserInterfaceStyle`.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .userInterfaceStyle }
}
/// UIKit's `UITraitHorizontalSizeClass`.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .horizontalSizeClass }
}
/// UIKit's `UITraitVerticalSizeClass`.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .verticalSizeClass }
}
/// UIKit's `UITraitPreferredContentSizeCategory`.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .preferredContentSizeCategory }
}
/// UIKit's `UITraitLayoutDirection`.
public enum UITraitLayoutDirection: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .layoutDirection }
}
/// UIKit's `UITraitDisplayScale`.
public enum UITraitDisplayScale: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .displayScale }
}
/// UIKit's `UITraitUserInterfaceIdiom`.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .userInterfaceIdiom }
}
/// UIKit's `UITraitAccessibilityContrast`.
public enum UITraitAccessibilityContrast: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .accessibilityContrast }
}
/// UIKit's `UITraitLegibilityWeight`.
public enum UITraitLegibilityWeight: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .legibilityWeight }
}
/// UIKit's `UITraitUserInterfaceLevel`.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
  /// The HeadlessKit trait this type names.
  public static var headlessTrait: Trait { .userInterfaceLevel }
}

extension TraitEnvironment {
  /// Calls `handler` whenever one of `traits` changes, as UIKit's
  /// `registerForTraitChanges(_:handler:)`:
  ///
  /// ```swift
  /// registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
  ///   (self: Self, previousTraitCollection: UITraitCollection) in
  ///   self.applyTheme()
  /// }
  /// ```
  /// - Parameters:
  ///   - traits: The trait types to watch.
  ///   - handler: Called with the object and its traits before the change.
  /// - Returns: The registration, for `unregisterForTraitChanges(_:)`.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits.map { $0.headlessTrait }, handler: handler)
  }
}

extension TraitOverrides {
  /// Whether the trait type's trait is overridden, as UIKit's `contains(_:)`.
  public func contains(_ trait: UITrait) -> Bool { contains(trait.headlessTrait) }
  /// Removes the trait type's override, as UIKit's `remove(_:)`.
  public mutating func remove(_ trait: UITrait) { remove(trait.headlessTrait) }
}

extension Color {
  /// A colour that depends on the traits it is resolved with, as UIKit's
  /// `UIColor(dynamicProvider:)`. The provider runs now with a light and a dark
  /// collection, and the colour keeps both results: pictures draw each view in its own
  /// style's result, and `resolvedColor(with:)` picks one. Only the style varies here;
  /// a provider that reads another trait sees it unspecified.
  /// - Parameter dynamicProvider: The colour for a trait collection.
  public init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
      .resolved(for: .light)
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
      .resolved(for: .dark)
    self = Color.withDarkVariant(light: light, dark: dark)
  }
}
