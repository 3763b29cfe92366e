import HeadlessKit

// UICollectionView's selection: single or multiple, by taps in UIKit's delegate order
// or by code without the delegate
// (https://developer.apple.com/documentation/uikit/uicollectionview).
extension UICollectionView {
  /// A tap on an item, in UIKit's order: `shouldHighlightItemAt`, `didHighlightItemAt`,
  /// `didUnhighlightItemAt`; then, on a selected item with multiple selection,
  /// `shouldDeselectItemAt` and `didDeselectItemAt`; else `shouldSelectItemAt`, for the
  /// items selected before (single selection) `didDeselectItemAt`, and last
  /// `didSelectItemAt`. Nothing happens when selection is not allowed.
  func performTap(at indexPath: IndexPath) {
    let settings = selectionSettings
    let allowed =
      isEditing
      ? settings.allowsSelectionDuringEditing || settings.allowsMultipleSelectionDuringEditing
      : settings.allowsSelection
    guard allowed else { return }
    let delegate = delegate
    if let delegate {
      guard delegate.collectionView(self, shouldHighlightItemAt: indexPath) else { return }
      delegate.collectionView(self, didHighlightItemAt: indexPath)
      delegate.collectionView(self, didUnhighlightItemAt: indexPath)
    }
    let multiple = selectsMultipleItems
    let selected = itemList.selectedIndexPaths
    if multiple, selected.contains(indexPath) {
      // A tap on a selected item deselects it.
      // https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else {
        return
      }
      itemList.deselectRow(at: indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !multiple {
      for previous in selected where previous != indexPath {
        itemList.deselectRow(at: previous)
        delegate?.collectionView(self, didDeselectItemAt: previous)
      }
    }
    itemList.selectRow(at: indexPath, extending: multiple)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Whether a tap adds to the selection.
  private var selectsMultipleItems: Bool {
    isEditing
      ? selectionSettings.allowsMultipleSelectionDuringEditing
      : selectionSettings.allowsMultipleSelection
  }

  /// Whether the user can select items, as UIKit's `allowsSelection`; `true` by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection
  public var allowsSelection: Bool {
    get { selectionSettings.allowsSelection }
    set { selectionSettings.allowsSelection = newValue }
  }

  /// Whether the user can select more than one item, as UIKit's
  /// `allowsMultipleSelection`; `false` by default. When `true`, a tap on another item
  /// adds it to the selection and a tap on a selected item deselects it.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
  public var allowsMultipleSelection: Bool {
    get { selectionSettings.allowsMultipleSelection }
    set { selectionSettings.allowsMultipleSelection = newValue }
  }

  /// Whether the user can select items while the collection view is editing, as
  /// UIKit's `allowsSelectionDuringEditing`; `false` by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsselectionduringediting
  public var allowsSelectionDuringEditing: Bool {
    get { selectionSettings.allowsSelectionDuringEditing }
    set { selectionSettings.allowsSelectionDuringEditing = newValue }
  }

  /// Whether the user can select more than one item while editing, as UIKit's
  /// `allowsMultipleSelectionDuringEditing`; `false` by default.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselectionduringediting
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { selectionSettings.allowsMultipleSelectionDuringEditing }
    set { selectionSettings.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// Selects an item, as UIKit's `selectItem(at:animated:scrollPosition:)`: the delegate
  /// is not told; with multiple selection allowed the item joins the selection, else it
  /// replaces it; `nil` clears the selection. A position other than none scrolls the
  /// item there, as ``scrollToItem(at:at:animated:)`` does. Nothing happens when
  /// ``allowsSelection`` is `false`.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
  /// - Parameters:
  ///   - indexPath: The item, or `nil`.
  ///   - animated: Ignored: nothing animates here.
  ///   - scrollPosition: Where the item is scrolled to; `[]` does not scroll.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
    guard let indexPath else {
      for selected in itemList.selectedIndexPaths { itemList.deselectRow(at: selected) }
      return
    }
    itemList.selectRow(at: indexPath, extending: selectsMultipleItems)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item, as UIKit's `deselectItem(at:animated:)`: the delegate is not
  /// told.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Ignored: nothing animates here.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    itemList.deselectRow(at: indexPath)
  }

  /// The selected items, as UIKit's `indexPathsForSelectedItems`: in index-path order
  /// here (UIKit does not document an order); empty when none is.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
  public var indexPathsForSelectedItems: [IndexPath]? {
    itemList.selectedIndexPaths.sorted()
  }
}
