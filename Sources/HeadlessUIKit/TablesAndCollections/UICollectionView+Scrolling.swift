import HeadlessKit

// UICollectionView's own scrolling: its contentOffset moves the items, the visible items
// follow it, the delegate hears of it, and a finger dragging across scrolls it
// (https://developer.apple.com/documentation/uikit/uicollectionview).
extension UICollectionView {
  /// Keeps the list of items in the visible bounds, scrolled to the collection view's
  /// offset, and the collection view's content size the items'.
  /// A flow layout scrolling sideways places its sections side by side: the list holds
  /// them at its own top, its items moved left by the collection view's
  /// `contentOffset.x`, and the collection view scrolls over the layout's content size.
  func followOffset() {
    let sideways = (collectionViewLayout as? UICollectionViewFlowLayout)?.isHorizontal == true
    itemList.frame.origin = contentOffset
    itemList.contentOffset = contentOffset
    followSideways()
    itemList.layoutIfNeeded()
    let size = collectionViewLayout.scrollingContentSize ?? itemList.contentSize
    if contentSize != size { contentSize = size }  // may clamp the offset
    if itemList.frame.origin != contentOffset
      || (!sideways && itemList.contentOffset != contentOffset)
    {
      itemList.frame.origin = contentOffset
      itemList.contentOffset = contentOffset
    }
    if followSideways() { itemList.layoutIfNeeded() }
  }

  /// Moves a sideways flow layout's items to the collection view's `contentOffset.x`;
  /// returns whether they moved.
  @discardableResult
  private func followSideways() -> Bool {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.isHorizontal,
      flow.placedOffsetX != contentOffset.x
    else { return false }
    flow.placedOffsetX = contentOffset.x
    itemList.setNeedsLayout()
    return true
  }

  /// The visible items, in index-path order, as UIKit's `indexPathsForVisibleItems`:
  /// those whose frames meet the bounds at the current `contentOffset`.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  public var indexPathsForVisibleItems: [IndexPath] {
    itemList.visibleCells.compactMap(\.indexPath).sorted()
  }

  /// The index path of a visible cell, as UIKit's `indexPath(for:)`; `nil` for a cell
  /// not visible in this collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
  /// - Parameter cell: The cell.
  /// - Returns: Its item's index path, or `nil`.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    itemList.indexPath(for: cell)
  }

  /// The visible item at a point, as UIKit's `indexPathForItem(at:)`: the point in the
  /// collection view's coordinate system, which its `contentOffset` moves with the
  /// content (so a content point); `nil` between items.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:)
  /// - Parameter point: The point.
  /// - Returns: The item's index path, or `nil`.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    if collectionViewLayout is UICollectionViewFlowLayout {
      let probe = CGRect(x: point.x, y: point.y, width: 0.5, height: 0.5)
      return collectionViewLayout.layoutAttributesForElements(in: probe)?
        .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }
    return itemList.rowIndexPath(at: point)
  }

  /// The frame of an item in the collection view's content, if it has the item.
  func frameOfItem(at indexPath: IndexPath) -> CGRect? {
    if needsLayoutForScroll { layoutIfNeeded() }
    if let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      !layout.isListLayout
    {
      return layout.layoutAttributesForItem(at: indexPath)?.frame
    }
    if collectionViewLayout is UICollectionViewFlowLayout {
      return collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    }
    return itemList.rowFrame(at: indexPath)
  }

  /// Whether the items are not laid out at the collection view's size yet.
  private var needsLayoutForScroll: Bool {
    itemList.frame.size != bounds.size || itemList.contentSize.width != bounds.width
  }

  /// Scrolls so that an item shows where `scrollPosition` says, as UIKit's
  /// `scrollToItem(at:at:animated:)`: `.top`, `.centeredVertically` or `.bottom` of the
  /// bounds (and, in a section scrolling sideways, `.left`, `.centeredHorizontally` or
  /// `.right`); none of them scrolls as little as shows the item. The offset stays in
  /// the content; the delegate hears `scrollViewDidScroll(_:)` at the next layout, and
  /// after an animated scroll `scrollViewDidEndScrollingAnimation(_:)`. An item the
  /// collection view does not have is ignored.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Where it ends up.
  ///   - animated: Whether it would animate on iOS: nothing animates here.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = frameOfItem(at: indexPath) else { return }
    // A section scrolling sideways scrolls to the item; the collection view still
    // scrolls to show the section's row.
    _ = scrollOrthogonalSection(toShow: indexPath, at: scrollPosition)
    if (collectionViewLayout as? UICollectionViewFlowLayout)?.isHorizontal == true {
      scrollSideways(toShow: frame, at: scrollPosition, animated: animated)
      return
    }
    let height = bounds.height
    var y = contentOffset.y
    if scrollPosition.contains(.top) {
      y = frame.minY
    } else if scrollPosition.contains(.centeredVertically) {
      y = frame.midY - height / 2
    } else if scrollPosition.contains(.bottom) {
      y = frame.maxY - height
    } else if frame.minY < y {
      y = frame.minY
    } else if frame.maxY > y + height {
      y = frame.maxY - height
    }
    contentOffset = CGPoint(x: contentOffset.x, y: y)
    if animated {
      layoutIfNeeded()  // the delegate hears of the scroll first, as in UIKit
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }
}

extension UICollectionView {
  /// Scrolls a sideways flow layout so that a frame shows where `scrollPosition` says:
  /// `.left`, `.centeredHorizontally` or `.right`; none of them scrolls as little as
  /// shows it.
  fileprivate func scrollSideways(
    toShow frame: CGRect, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let width = bounds.width
    var x = contentOffset.x
    if scrollPosition.contains(.left) {
      x = frame.minX
    } else if scrollPosition.contains(.centeredHorizontally) {
      x = frame.midX - width / 2
    } else if scrollPosition.contains(.right) {
      x = frame.maxX - width
    } else if frame.minX < x {
      x = frame.minX
    } else if frame.maxX > x + width {
      x = frame.maxX - width
    }
    contentOffset = CGPoint(x: x, y: contentOffset.y)
    if animated {
      layoutIfNeeded()
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }
}

/// Scrolls a table or collection view as a finger drags across it, as UIKit's scroll
/// view's pan does: the content follows the finger (`TestHost.swipe(_:direction:)` moves
/// it 100 points; nothing decelerates here), up and down; a sideways drag over a
/// collection view's section that scrolls sideways scrolls that section.
/// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
@MainActor
final class ScrollingPan: GestureRecognizerDelegate {
  private unowned let scrollView: ScrollView
  private let pan = PanGestureRecognizer()
  /// The offset when the drag began.
  private var start = CGPoint.zero
  /// The section scrolling sideways under the drag, and its offset when it began.
  private var sideways: (section: Int, start: CGFloat)?

  init(_ scrollView: ScrollView) {
    self.scrollView = scrollView
    pan.cancelsTouchesInView = false
    pan.delegate = self
    pan.addHandler { [unowned self] pan in self.panned(pan) }
    scrollView.addGestureRecognizer(pan)
  }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { true }

  private func panned(_ pan: PanGestureRecognizer) {
    let translation = pan.translation(in: scrollView)
    switch pan.state {
    case .began:
      start = scrollView.contentOffset
      sideways = nil
      if abs(translation.x) > abs(translation.y),
        let collectionView = scrollView as? UICollectionView
      {
        // Where the drag began, in the content.
        let now = pan.location(in: collectionView)
        let origin = CGPoint(
          x: now.x - translation.x + start.x, y: now.y - translation.y + start.y)
        if let section = collectionView.orthogonalSection(at: origin) {
          sideways = (section, collectionView.orthogonalOffset(ofSection: section))
        }
      }
      follow(translation)
    case .changed, .ended:
      follow(translation)
    default:
      break
    }
  }

  private func follow(_ translation: CGPoint) {
    if let sideways, let collectionView = scrollView as? UICollectionView {
      collectionView.setOrthogonalOffset(
        sideways.start - translation.x, ofSection: sideways.section)
      return
    }
    guard scrollView.isScrollEnabled else { return }
    if let collectionView = scrollView as? UICollectionView,
      (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.isHorizontal == true
    {
      scrollView.contentOffset = CGPoint(x: start.x - translation.x, y: start.y)
      return
    }
    scrollView.contentOffset = CGPoint(x: start.x, y: start.y - translation.y)
  }
}
