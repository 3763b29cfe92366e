public import Foundation
public import HeadlessKit

/// How a section scrolls across the collection view's scrolling, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: any value but `.none` lays the
/// section's groups out in one row, side by side, as UIKit does (the paging styles are
/// kept; the row is not paged headlessly).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section scrolls with the collection view.
  case none = 0
  /// One row, scrolling freely.
  case continuous = 1
  /// One row, coming to rest at a group's leading edge.
  case continuousGroupLeadingBoundary = 2
  /// One row, paging by the collection view's width.
  case paging = 3
  /// One row, paging by group.
  case groupPaging = 4
  /// One row, paging by group, centred.
  case groupPagingCentered = 5
}

/// Where content insets are measured from, as UIKit's
/// `UIContentInsetsReference` (kept: from the collection view's edges).
public enum UIContentInsetsReference: Int, Sendable {
  /// The system's choice.
  case automatic = 0
  /// No reference.
  case none = 1
  /// The safe area.
  case safeArea = 2
  /// The layout margins.
  case layoutMargins = 3
  /// The readable content guide.
  case readableContent = 4
}

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its
/// group repeated for the section's items, `interGroupSpacing` apart, inside
/// `contentInsets`, with boundary supplementary items above or below.
@MainActor
open class NSCollectionLayoutSection {
  /// The group, as UIKit's init parameter.
  public let group: NSCollectionLayoutGroup
  /// Insets around the groups, as UIKit's `contentInsets`.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space between groups, as UIKit's `interGroupSpacing`.
  open var interGroupSpacing: CGFloat = 0
  /// How the section scrolls across, as UIKit's `orthogonalScrollingBehavior`.
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Headers and footers, as UIKit's `boundarySupplementaryItems`.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers follow the content insets, as UIKit's
  /// `supplementariesFollowContentInsets`: `true`.
  open var supplementariesFollowContentInsets = true
  /// Where the insets are measured from, as UIKit's `contentInsetsReference` (kept).
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// Called at each layout of the collection view with the section's visible items,
  /// the scroll offset and the environment, as UIKit's `visibleItemsInvalidationHandler`:
  /// the offset's `x` is the section's own sideways offset when it scrolls sideways
  /// (``orthogonalScrollingBehavior``), `y` the collection view's `contentOffset.y`. An
  /// item's `alpha` and `isHidden` set there show on its cell.
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// A section of a group, as UIKit's `init(group:)`.
  /// - Parameter group: The group repeated for the items.
  public init(group: NSCollectionLayoutGroup) { self.group = group }

  /// The frames of `count` items and of the boundary items, from the section's top, in
  /// a collection view of `width`; the section's height.
  func place(count: Int, width: CGFloat, height: CGFloat) -> (
    items: [CGRect], supplementaries: [(kind: String, frame: CGRect)], height: CGFloat
  ) {
    let inner = CGSize(
      width: max(0, width - contentInsets.leading - contentInsets.trailing), height: height)
    var y: CGFloat = 0
    var supplementaries: [(kind: String, frame: CGRect)] = []
    func boundary(_ edges: Set<NSRectAlignment>) {
      for item in boundarySupplementaryItems where edges.contains(item.alignment) {
        let container =
          supplementariesFollowContentInsets ? inner : CGSize(width: width, height: height)
        let size = item.layoutSize.resolve(in: container)
        let x = supplementariesFollowContentInsets ? contentInsets.leading : 0
        supplementaries.append(
          (
            item.elementKind,
            CGRect(
              x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
          ))
        y += size.height
      }
    }
    boundary([.top, .topLeading, .topTrailing])
    y += contentInsets.top
    var frames: [CGRect] = []
    var x = contentInsets.leading
    var rowHeight: CGFloat = 0
    let orthogonal = orthogonalScrollingBehavior != .none
    var first = true
    while frames.count < count {
      let origin = orthogonal ? CGPoint(x: x, y: y) : CGPoint(x: contentInsets.leading, y: y)
      let placed = group.place(at: origin, in: inner)
      guard !placed.frames.isEmpty else { break }
      if !first, !orthogonal { _ = 0 }
      frames += placed.frames
      first = false
      if orthogonal {
        x += placed.size.width + interGroupSpacing
        rowHeight = max(rowHeight, placed.size.height)
      } else {
        y += placed.size.height + (frames.count < count ? interGroupSpacing : 0)
      }
    }
    if orthogonal { y += rowHeight }
    y += contentInsets.bottom
    boundary([.bottom, .bottomLeading, .bottomTrailing])
    return (Array(frames.prefix(count)), supplementaries, y)
  }
}

/// The layout's own settings, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
  /// Space between sections, as UIKit's `interSectionSpacing`.
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout, as UIKit's `boundarySupplementaryItems`
  /// (kept).
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Where insets are measured from, as UIKit's `contentInsetsReference` (kept).
  open var contentInsetsReference = UIContentInsetsReference.automatic

  /// The default configuration, as UIKit's `init()`.
  public init() {}
}

/// A section for an index, as UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout made of sections, as UIKit's `UICollectionViewCompositionalLayout`: one
/// section for all, or one per index from a provider, each placing its items as its
/// group says (fractional, absolute and estimated sizes; groups side by side, stacked or
/// custom; orthogonal sections in one row); or a list, made with ``list(using:)``, whose
/// rows are 44 points high.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The list's configuration, for a list layout.
  public let listConfiguration: UICollectionLayoutListConfiguration
  private let isList: Bool
  /// Whether it is a list layout (`list(using:)`).
  var isListLayout: Bool { isList }
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
  /// The layout's settings, as UIKit's `configuration`.
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  private init(list: UICollectionLayoutListConfiguration) {
    listConfiguration = list
    isList = true
    sectionProvider = nil
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout of one section for all, as UIKit's `init(section:)`.
  /// - Parameter section: The section.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout of one section with settings, as UIKit's `init(section:configuration:)`.
  /// - Parameters:
  ///   - section: The section.
  ///   - configuration: The settings.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout whose sections a provider makes, as UIKit's `init(sectionProvider:)`.
  /// - Parameter sectionProvider: The section of each index.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose sections a provider makes, with settings, as UIKit's
  /// `init(sectionProvider:configuration:)`.
  /// - Parameters:
  ///   - sectionProvider: The section of each index.
  ///   - configuration: The settings.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)
    isList = false
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// A list layout, as UIKit's `list(using:)`.
  /// - Parameter configuration: The list's look.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(list: configuration)
  }

  /// The section of an index in a collection view of a size, and its environment.
  func section(_ index: Int, size: CGSize) -> (
    section: NSCollectionLayoutSection, environment: any NSCollectionLayoutEnvironment
  )? {
    let environment = LayoutEnvironment(size: size, traits: UITraitCollection())
    guard let section = sectionProvider?(index, environment) else { return nil }
    return (section, environment)
  }

  /// The placed section of an index in a collection view of a size (`nil`: none).
  func placedSection(_ index: Int, count: Int, size: CGSize) -> (
    items: [CGRect], supplementaries: [(kind: String, frame: CGRect)], height: CGFloat
  )? {
    guard let section = section(index, size: size)?.section else { return nil }
    var placed = section.place(count: count, width: size.width, height: size.height)
    if index > 0 {
      let spacing = configuration.interSectionSpacing
      placed.items = placed.items.map { $0.offsetBy(dx: 0, dy: spacing) }
      placed.supplementaries = placed.supplementaries.map {
        ($0.kind, $0.frame.offsetBy(dx: 0, dy: spacing))
      }
      placed.height += spacing
    }
    return placed
  }

  /// The boundary items' views meeting the visible bounds, in the item list's
  /// coordinates; `nil` for a list layout, whose list shows its headers.
  override func visibleSupplementaries() -> [(kind: String, indexPath: IndexPath, frame: CGRect)]? {
    guard !isList else { return nil }
    guard let collectionView else { return [] }
    let visible = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
    var shown: [(kind: String, indexPath: IndexPath, frame: CGRect)] = []
    walkSections { section, _, supplementaries in
      for (kind, frame) in supplementaries where frame.intersects(visible) {
        shown.append((kind, IndexPath(item: 0, section: section), frame))
      }
      return true
    }
    return shown
  }

  override func apply(to list: ListView) {
    guard isList else {
      list.sectionLayout = { [weak self, weak list] section, count, width in
        let height = list?.bounds.height ?? 0
        guard
          let placed = self?.placedSection(
            section, count: count, size: CGSize(width: width, height: height))
        else { return ([], 0) }
        // A section scrolling sideways shows its items moved by its own offset.
        let sideways = self?.collectionView?.orthogonalOffsets[section] ?? 0
        guard sideways != 0 else { return (placed.items, placed.height) }
        return (placed.items.map { $0.offsetBy(dx: -sideways, dy: 0) }, placed.height)
      }
      return
    }
    list.itemLayout = .rows
    let configuration = listConfiguration
    if configuration.leadingSwipeActionsConfigurationProvider != nil
      || configuration.trailingSwipeActionsConfigurationProvider != nil
    {
      collectionView?.swipeActions = SwipeActionsPresenter(list: list) { indexPath, leading in
        leading
          ? configuration.leadingSwipeActionsConfigurationProvider?(indexPath)
          : configuration.trailingSwipeActionsConfigurationProvider?(indexPath)
      }
    }
    list.rowHeight = 44
    list.sectionHeaderHeight = 38
    collectionView?.wantsSupplementaryHeaders = listConfiguration.headerMode == .supplementary
    let grouped =
      listConfiguration.appearance != .plain
      && listConfiguration.appearance != .sidebarPlain
    list.backgroundColor =
      listConfiguration.backgroundColor ?? (grouped ? .systemGroupedBackground : nil)
  }

  /// Where an item is, as UIKit's `layoutAttributesForItem(at:)`: its frame in the
  /// collection view's content (a list layout's row); `nil` outside the items.
  /// - Parameter indexPath: The item.
  /// - Returns: Its attributes.
  public override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let collectionView else { return nil }
    if isList {
      guard let frame = collectionView.itemList.rowFrame(at: indexPath) else { return nil }
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = frame
      return attributes
    }
    var found: UICollectionViewLayoutAttributes?
    walkSections { section, items, _ in
      guard section == indexPath.section else { return true }
      if items.indices.contains(indexPath.item) {
        found = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        found?.frame = items[indexPath.item]
      }
      return false
    }
    return found
  }

  /// The attributes of the items and boundary supplementary items whose frames meet a
  /// rectangle of the content, as UIKit's `layoutAttributesForElements(in:)`, section by
  /// section; `nil` for a list layout, whose rows the list places.
  /// - Parameter rect: A rectangle in the collection view's content.
  /// - Returns: The attributes.
  public override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard !isList else { return nil }
    var attributes: [UICollectionViewLayoutAttributes] = []
    walkSections { section, items, supplementaries in
      for (kind, frame) in supplementaries where frame.intersects(rect) {
        let element = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        element.frame = frame
        attributes.append(element)
      }
      for (item, frame) in items.enumerated() where frame.intersects(rect) {
        let element = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: section))
        element.frame = frame
        attributes.append(element)
      }
      return true
    }
    return attributes
  }

  /// The attributes of a section's boundary supplementary item of a kind, as UIKit's
  /// `layoutAttributesForSupplementaryView(ofKind:at:)`; `nil` for a section without
  /// one, and for a list layout.
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - indexPath: The section's index path (item 0).
  /// - Returns: Its attributes.
  public override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard !isList else { return nil }
    var found: UICollectionViewLayoutAttributes?
    walkSections { section, _, supplementaries in
      guard section == indexPath.section else { return true }
      if let frame = supplementaries.first(where: { $0.kind == elementKind })?.frame {
        found = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: elementKind, with: indexPath)
        found?.frame = frame
      }
      return false
    }
    return found
  }

  /// Calls `body` with each section's item and supplementary frames in the content,
  /// until it returns `false`.
  private func walkSections(
    _ body: (Int, [CGRect], [(kind: String, frame: CGRect)]) -> Bool
  ) {
    guard let collectionView else { return }
    let list = collectionView.itemList
    var top: CGFloat = 0
    for section in 0..<list.snapshot.numberOfSections {
      let count = list.snapshot.sections[section].items.count
      guard let placed = placedSection(section, count: count, size: collectionView.bounds.size)
      else { return }
      let items = placed.items.map { $0.offsetBy(dx: 0, dy: top) }
      let supplementaries = placed.supplementaries.map {
        ($0.kind, $0.frame.offsetBy(dx: 0, dy: top))
      }
      guard body(section, items, supplementaries) else { return }
      top += placed.height
    }
  }
}
