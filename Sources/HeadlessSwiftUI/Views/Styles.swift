// The list and picker styles, as SwiftUI declares them; the modifiers that read them
// live with their views.

/// A list's look, as SwiftUI's `ListStyle`.
public protocol ListStyle {}
/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
/// Rows without grouping.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
/// Rows grouped in inset cards.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// Rows without grouping.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Rows grouped in inset cards.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// A picker's look, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}
/// Options as segments.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}
/// Options inline, in the enclosing list.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Options as segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Options inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A row that pushes the list of options, as SwiftUI's `NavigationLinkPickerStyle`: it
/// shows the picker's title and the selected option; choosing an option in the pushed list
/// sets the selection and pops back. It needs an enclosing `NavigationStack`.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// Options in a menu, as SwiftUI's `MenuPickerStyle` (drawn as segments here: there are no
/// menus).
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// The platform's default picker style, as SwiftUI's `DefaultPickerStyle`: navigation-link
/// inside a `Form` in a `NavigationStack`, segments elsewhere.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes the list of options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// Options in a menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
