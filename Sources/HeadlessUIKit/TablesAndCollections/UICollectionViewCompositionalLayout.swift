import HeadlessKit
/// A layout made of sections, as UIKit's `UICollectionViewCompositionalLayout`: here its
/// list, made with ``list(using:)``, whose rows are 44 points high.
@MainActor
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The list's configuration.
  public let listConfiguration: UICollectionLayoutListConfiguration

  private init(list: UICollectionLayoutListConfiguration) {
    listConfiguration = list
    super.init()
  }

  /// A list layout, as UIKit's `list(using:)`.
  /// - Parameter configuration: The list's look.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(list: configuration)
  }

  override func apply(to list: ListView) {
    list.itemLayout = .rows
    list.rowHeight = 44
    list.sectionHeaderHeight = 38
    collectionView?.wantsSupplementaryHeaders = listConfiguration.headerMode == .supplementary
    let grouped =
      listConfiguration.appearance != .plain
      && listConfiguration.appearance != .sidebarPlain
    list.backgroundColor =
      listConfiguration.backgroundColor ?? (grouped ? .systemGroupedBackground : nil)
  }
}
