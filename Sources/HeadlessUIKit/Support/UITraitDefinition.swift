public import HeadlessKit
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
