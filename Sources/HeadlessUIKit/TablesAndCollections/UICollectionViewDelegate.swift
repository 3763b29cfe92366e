import HeadlessKit
/// Told of the user's taps and of scrolling, as UIKit's `UICollectionViewDelegate`
/// (which inherits `UIScrollViewDelegate`); every method is optional, as in UIKit.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a touch highlights an item, as UIKit's
  /// `collectionView(_:shouldHighlightItemAt:)`; an item not highlighted is not selected
  /// by the tap either. `true` by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  /// An item was highlighted by a touch, as UIKit's `collectionView(_:didHighlightItemAt:)`.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didhighlightitemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// An item's highlight ended, as UIKit's `collectionView(_:didUnhighlightItemAt:)`.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didunhighlightitemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether the user's tap selects an item, as UIKit's
  /// `collectionView(_:shouldSelectItemAt:)`: not asked for programmatic selection.
  /// `true` by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Whether the user's tap deselects a selected item (multiple selection), as UIKit's
  /// `collectionView(_:shouldDeselectItemAt:)`: not asked for programmatic deselection.
  /// `true` by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shoulddeselectitemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  /// The user selected an item, as UIKit's `collectionView(_:didSelectItemAt:)` (not sent
  /// for `selectItem(at:animated:scrollPosition:)`).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The user's tap deselected an item, as UIKit's `collectionView(_:didDeselectItemAt:)`:
  /// a tap on a selected item with multiple selection, or, with single selection, the
  /// item selected before a tap on another (not sent for `deselectItem(at:animated:)`).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// An item's cell is about to show, as UIKit's
  /// `collectionView(_:willDisplay:forItemAt:)`: told from the collection view's layout
  /// when the item comes into the visible bounds.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// An item's cell left the visible bounds, as UIKit's
  /// `collectionView(_:didEndDisplaying:forItemAt:)`: told from the collection view's
  /// layout before the cell goes back for reuse.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item it showed.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A header's or footer's view came into the visible bounds, as UIKit's
  /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`: told from the
  /// collection view's layout before it shows.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The supplementary view.
  ///   - elementKind: Its kind (`UICollectionView.elementKindSectionHeader`...).
  ///   - indexPath: Its position (the section's, item 0).
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A header's or footer's view left the visible bounds, as UIKit's
  /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`: told
  /// from the collection view's layout as it is taken out.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The supplementary view.
  ///   - elementKind: Its kind.
  ///   - indexPath: The position it showed.
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// The context menu of items, as UIKit's
  /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16): asked when a
  /// touch and hold opens it (`TestHost.openMenu(_:)` on the cell), `nil` for none.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  ///   - point: Where the touch is, in the collection view's coordinates.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The context menu of an item, as UIKit's older
  /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`: asked when the iOS 16
  /// method gives none.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  ///   - point: Where the touch is.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  /// No context menu.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  ///   - point: Where the touch is.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// No context menu.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  ///   - point: Where the touch is.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Highlights every item.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Selects every item.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Deselects every item.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The supplementary view.
  ///   - elementKind: Its kind.
  ///   - indexPath: Its position.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The supplementary view.
  ///   - elementKind: Its kind.
  ///   - indexPath: The position it showed.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
}
