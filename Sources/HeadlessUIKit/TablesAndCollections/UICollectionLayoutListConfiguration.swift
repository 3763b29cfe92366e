public import HeadlessKit
/// A list's look, as UIKit's `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Sendable, Equatable {
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

  /// Creates a list configuration, as UIKit's `init(appearance:)`.
  /// - Parameter appearance: The look.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
