public import HeadlessKit
/// A list's look, as UIKit's `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Equatable {
  /// The list's look, as UIKit's `Appearance`.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge.
    case plain
    /// Grouped sections.
    case grouped
    /// Grouped sections inset from the edges.
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain
  }

  /// What heads a section, as UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none
    /// A supplementary view of the kind `UICollectionView.elementKindSectionHeader`, from
    /// the data source's `supplementaryViewProvider`.
    case supplementary
    /// The section's first item, drawn as a header (here: as a row).
    case firstItemInSection
  }

  /// The look.
  public var appearance: Appearance
  /// What heads each section, as UIKit's `headerMode`: `.none` by default.
  public var headerMode = HeaderMode.none
  /// Whether rows are separated by lines, as UIKit's `showsSeparators`: `true`.
  public var showsSeparators = true
  /// The list's background; the appearance's when `nil`.
  public var backgroundColor: UIColor?

  /// Gives a row's swipe actions, as UIKit's
  /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (IndexPath) ->
    UISwipeActionsConfiguration?
  /// The actions a swipe to the right shows at a row's leading edge, as UIKit's
  /// `leadingSwipeActionsConfigurationProvider`.
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/leadingswipeactionsconfigurationprovider
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe to the left shows at a row's trailing edge, as UIKit's
  /// `trailingSwipeActionsConfigurationProvider`.
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/trailingswipeactionsconfigurationprovider
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Whether two configurations look the same (the swipe action providers, closures,
  /// are not compared).
  /// - Parameters:
  ///   - lhs: A configuration.
  ///   - rhs: Another.
  /// - Returns: Whether their values are equal.
  public static func == (
    lhs: UICollectionLayoutListConfiguration, rhs: UICollectionLayoutListConfiguration
  ) -> Bool {
    lhs.appearance == rhs.appearance && lhs.headerMode == rhs.headerMode
      && lhs.showsSeparators == rhs.showsSeparators && lhs.backgroundColor == rhs.backgroundColor
  }

  /// Creates a list configuration, as UIKit's `init(appearance:)`.
  /// - Parameter appearance: The look.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
