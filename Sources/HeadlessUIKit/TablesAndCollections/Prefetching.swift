public import Foundation
import HeadlessKit

// Prefetching: tables and collection views tell a prefetch data source of the rows and
// items just past the visible ones, so it can load their data before they show.
// https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching
// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching

/// A table's source of data loaded ahead, as UIKit's `UITableViewDataSourcePrefetching`.
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// Load the data of rows likely to show soon.
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Stop loading the data of rows no longer expected to show.
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing (UIKit's method is optional).
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}

/// A collection view's source of data loaded ahead, as UIKit's
/// `UICollectionViewDataSourcePrefetching`.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// Load the data of items likely to show soon.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Stop loading the data of items no longer expected to show.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing (UIKit's method is optional).
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}

/// What a table or collection view prefetched: the rows ahead of the visible ones.
@MainActor
final class PrefetchState {
  weak var tableSource: (any UITableViewDataSourcePrefetching)?
  weak var collectionSource: (any UICollectionViewDataSourcePrefetching)?
  var isEnabled = true
  /// The rows asked for and not yet visible or cancelled.
  var ahead: [IndexPath] = []

  static func of(_ view: UIView) -> PrefetchState {
    attachment(in: &view.attachments, PrefetchState.init)
  }

  /// The state of a view that has one, without making it.
  static func existing(on view: UIView) -> PrefetchState? {
    view.attachments[ObjectIdentifier(PrefetchState.self)] as? PrefetchState
  }

  /// The rows after the last visible one, as many as are visible: one screenful ahead.
  private static func window(
    after visible: [IndexPath], sections: Int, rows: (Int) -> Int
  ) -> [IndexPath] {
    guard let last = visible.last else { return [] }
    var result: [IndexPath] = []
    var section = last.section
    var row = last.row + 1
    while result.count < visible.count, section < sections {
      if row < rows(section) {
        result.append(IndexPath(row: row, section: section))
        row += 1
      } else {
        section += 1
        row = 0
      }
    }
    return result
  }

  /// Follows the rows visible after a layout: the rows ahead that are new are asked for,
  /// ones that left without showing are cancelled, ones that became visible are dropped.
  func follow(
    visible: [IndexPath], sections: Int, rows: (Int) -> Int,
    prefetch: ([IndexPath]) -> Void, cancel: ([IndexPath]) -> Void
  ) {
    let window = Self.window(after: visible, sections: sections, rows: rows)
    let visibleSet = Set(visible)
    let windowSet = Set(window)
    let cancelled = ahead.filter { !windowSet.contains($0) && !visibleSet.contains($0) }
    let kept = Set(ahead)
    let new = window.filter { !kept.contains($0) }
    ahead = window
    if !cancelled.isEmpty { cancel(cancelled) }
    if !new.isEmpty { prefetch(new) }
  }
}

extension UITableView {
  /// The object that loads rows' data ahead, as UIKit's `prefetchDataSource`; held
  /// weakly. After each layout it hears of the rows just past the visible ones (as many
  /// as are visible), and of rows it was told of that scrolled away unseen.
  public var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
    get { PrefetchState.of(self).tableSource }
    set {
      PrefetchState.of(self).tableSource = newValue
      setNeedsLayout()
    }
  }

  /// Whether the prefetch data source is told of rows ahead, as UIKit's
  /// `isPrefetchingEnabled`; `true` by default.
  public var isPrefetchingEnabled: Bool {
    get { PrefetchState.of(self).isEnabled }
    set { PrefetchState.of(self).isEnabled = newValue }
  }

  /// Tells the prefetch data source of the rows ahead; called after each layout.
  func tellPrefetching() {
    guard let state = PrefetchState.existing(on: self), state.isEnabled,
      let source = state.tableSource
    else { return }
    state.follow(
      visible: indexPathsForVisibleRows ?? [], sections: numberOfSections,
      rows: { self.numberOfRows(inSection: $0) },
      prefetch: { source.tableView(self, prefetchRowsAt: $0) },
      cancel: { source.tableView(self, cancelPrefetchingForRowsAt: $0) })
  }
}

extension UICollectionView {
  /// The object that loads items' data ahead, as UIKit's `prefetchDataSource`; held
  /// weakly. After each layout it hears of the items just past the visible ones (as many
  /// as are visible), and of items it was told of that scrolled away unseen.
  public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    get { PrefetchState.of(self).collectionSource }
    set {
      PrefetchState.of(self).collectionSource = newValue
      setNeedsLayout()
    }
  }

  /// Whether the prefetch data source is told of items ahead, as UIKit's
  /// `isPrefetchingEnabled`; `true` by default.
  public var isPrefetchingEnabled: Bool {
    get { PrefetchState.of(self).isEnabled }
    set { PrefetchState.of(self).isEnabled = newValue }
  }

  /// Tells the prefetch data source of the items ahead; called after each layout.
  func tellPrefetching() {
    guard let state = PrefetchState.existing(on: self), state.isEnabled,
      let source = state.collectionSource
    else { return }
    state.follow(
      visible: indexPathsForVisibleItems, sections: numberOfSections,
      rows: { self.numberOfItems(inSection: $0) },
      prefetch: { source.collectionView(self, prefetchItemsAt: $0) },
      cancel: { source.collectionView(self, cancelPrefetchingForItemsAt: $0) })
  }
}
