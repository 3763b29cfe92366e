/// A model that names its observable properties, so traces can say which one changed.
///
/// Observation reports the changed key path of an `@Observable` property as
/// `\Model.<computed 0x… (Int)>`: the type, not the name. Listing the key paths lets a
/// trace say `AppTheme.accent changed` instead of `AppTheme changed`.
///
/// ```swift
/// extension AppTheme: NamesTrackedProperties {
///   static var trackedPropertyNames: [AnyKeyPath: String] { [\AppTheme.accent: "accent"] }
/// }
/// ```
public protocol NamesTrackedProperties {
  /// Each observable property's key path and its name.
  static var trackedPropertyNames: [AnyKeyPath: String] { get }
}
