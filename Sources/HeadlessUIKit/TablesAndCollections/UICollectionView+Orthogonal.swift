import HeadlessKit

/// The closure a section calls with its visible items at each layout, as UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: the items, the scroll
/// offset and the layout environment.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) ->
  Void

extension UICollectionView {
  /// What an element of a collection view is, as UIKit's
  /// `UICollectionView.ElementCategory`.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
  public enum ElementCategory: UInt, Sendable {
    /// A cell.
    case cell = 0
    /// A supplementary view.
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }
}

/// A visible item a section's `visibleItemsInvalidationHandler` may change, as UIKit's
/// `NSCollectionLayoutVisibleItem`: its `alpha` and `isHidden` show on the item's cell;
/// `zIndex`, `center` and `name` are kept.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// The opacity, as UIKit's `alpha`.
  var alpha: CGFloat { get set }
  /// The stacking order, as UIKit's `zIndex`.
  var zIndex: Int { get set }
  /// Whether it is hidden, as UIKit's `isHidden`.
  var isHidden: Bool { get set }
  /// The centre, in the collection view's content, as UIKit's `center`.
  var center: CGPoint { get set }
  /// The item's name, as UIKit's `name`.
  var name: String { get }
  /// The item's index path, as UIKit's `indexPath`.
  var indexPath: IndexPath { get }
  /// The frame, in the collection view's content, as UIKit's `frame`.
  var frame: CGRect { get }
  /// The bounds, as UIKit's `bounds`.
  var bounds: CGRect { get }
  /// What the item is, as UIKit's `representedElementCategory`.
  var representedElementCategory: UICollectionView.ElementCategory { get }
  /// The supplementary kind, as UIKit's `representedElementKind`; `nil` for a cell.
  var representedElementKind: String? { get }
}

/// A visible cell's item handed to a `visibleItemsInvalidationHandler`.
@MainActor
final class CollectionVisibleItem: NSCollectionLayoutVisibleItem {
  var alpha: CGFloat
  var zIndex = 0
  var isHidden: Bool
  var center: CGPoint
  let name = ""
  let indexPath: IndexPath
  let size: CGSize
  var frame: CGRect {
    CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
  var bounds: CGRect { CGRect(origin: .zero, size: size) }
  let representedElementCategory = UICollectionView.ElementCategory.cell
  let representedElementKind: String? = nil

  init(cell: UICollectionViewCell, indexPath: IndexPath) {
    self.indexPath = indexPath
    alpha = cell.alpha
    isHidden = cell.isHidden
    size = cell.frame.size
    center = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
  }
}

// The sections of a compositional layout that scroll sideways
// (`orthogonalScrollingBehavior`), each with its own offset: their visible items follow
// it, and their `visibleItemsInvalidationHandler` hears it.
// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
extension UICollectionView {
  /// The compositional layout of sections, if the collection view has one (not a list).
  private var sectionedLayout: UICollectionViewCompositionalLayout? {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      !layout.isListLayout
    else { return nil }
    return layout
  }

  /// The section whose band holds a point of the content, if it scrolls sideways.
  func orthogonalSection(at point: CGPoint) -> Int? {
    guard let layout = sectionedLayout else { return nil }
    var top: CGFloat = 0
    for section in 0..<itemList.snapshot.numberOfSections {
      let count = itemList.snapshot.sections[section].items.count
      guard let placed = layout.placedSection(section, count: count, size: bounds.size)
      else { return nil }
      if point.y >= top, point.y < top + placed.height {
        let behavior = layout.section(section, size: bounds.size)?.section
          .orthogonalScrollingBehavior
        return behavior == nil
          || behavior == UICollectionLayoutSectionOrthogonalScrollingBehavior.none
          ? nil : section
      }
      top += placed.height
    }
    return nil
  }

  /// A section's sideways offset: zero until it scrolls.
  func orthogonalOffset(ofSection section: Int) -> CGFloat {
    orthogonalOffsets[section] ?? 0
  }

  /// How far a section's row can scroll sideways: its width, trailing inset included,
  /// less the collection view's.
  private func orthogonalRange(ofSection section: Int) -> CGFloat {
    guard let layout = sectionedLayout,
      itemList.snapshot.sections.indices.contains(section),
      let (described, _) = layout.section(section, size: bounds.size),
      let placed = layout.placedSection(
        section, count: itemList.snapshot.sections[section].items.count, size: bounds.size)
    else { return 0 }
    let width = (placed.items.map(\.maxX).max() ?? 0) + described.contentInsets.trailing
    return max(0, width - bounds.width)
  }

  /// Scrolls a section sideways to `offset`, kept in its row's range.
  func setOrthogonalOffset(_ offset: CGFloat, ofSection section: Int) {
    let clamped = min(max(0, offset), orthogonalRange(ofSection: section))
    guard clamped != orthogonalOffset(ofSection: section) else { return }
    orthogonalOffsets[section] = clamped
    itemList.setNeedsLayout()
    setNeedsLayout()
  }

  /// Scrolls the section of an item sideways so that the item shows where the position
  /// says (`.left`, `.centeredHorizontally`, `.right`; else as little as shows it);
  /// returns whether the item is in a section that scrolls sideways.
  func scrollOrthogonalSection(toShow indexPath: IndexPath, at position: ScrollPosition) -> Bool {
    guard let layout = sectionedLayout,
      let described = layout.section(indexPath.section, size: bounds.size)?.section,
      described.orthogonalScrollingBehavior != .none,
      let frame = layout.layoutAttributesForItem(at: indexPath)?.frame
    else { return false }
    let width = bounds.width
    var x = orthogonalOffset(ofSection: indexPath.section)
    if position.contains(.left) {
      x = frame.minX
    } else if position.contains(.centeredHorizontally) {
      x = frame.midX - width / 2
    } else if position.contains(.right) {
      x = frame.maxX - width
    } else if frame.minX < x {
      x = frame.minX
    } else if frame.maxX > x + width {
      x = frame.maxX - width
    }
    setOrthogonalOffset(x, ofSection: indexPath.section)
    return true
  }

  /// Calls the sections' `visibleItemsInvalidationHandler` with their visible items,
  /// then shows on the cells the alpha and hiding the handlers set.
  func invalidateVisibleItems() {
    guard let layout = sectionedLayout else { return }
    var cellsBySection: [Int: [(IndexPath, UICollectionViewCell)]] = [:]
    for cell in visibleCells {
      guard let indexPath = itemList.indexPath(for: cell) else { continue }
      cellsBySection[indexPath.section, default: []].append((indexPath, cell))
    }
    for (section, cells) in cellsBySection.sorted(by: { $0.key < $1.key }) {
      guard let (described, environment) = layout.section(section, size: bounds.size),
        let handler = described.visibleItemsInvalidationHandler
      else { continue }
      let sorted = cells.sorted { $0.0 < $1.0 }
      let items = sorted.map { CollectionVisibleItem(cell: $0.1, indexPath: $0.0) }
      handler(
        items, CGPoint(x: orthogonalOffset(ofSection: section), y: contentOffset.y), environment)
      for (item, (_, cell)) in zip(items, sorted) {
        if cell.alpha != item.alpha { cell.alpha = item.alpha }
        if cell.isHidden != item.isHidden { cell.isHidden = item.isHidden }
      }
    }
  }
}
