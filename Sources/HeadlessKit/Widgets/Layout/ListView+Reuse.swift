public import Foundation

// Cells: made or reused from the pool, recycled when their rows leave the bounds, found
// by index path.
extension ListView {
  /// The cells alive now, top to bottom.
  public var visibleCells: [ListCell] {
    cellsByItem.values.sorted {
      ($0.indexPath ?? IndexPath(item: 0)) < ($1.indexPath ?? IndexPath(item: 0))
    }
  }

  /// A cell to configure: one that left the visible bounds if any is free, else a new one.
  /// - Parameter type: The cell class.
  /// - Returns: The cell.
  public func dequeueReusableCell<Cell: ListCell>(of type: Cell.Type = ListCell.self) -> Cell {
    if let index = reusePool.firstIndex(where: { Swift.type(of: $0) == type }) {
      let cell = reusePool.remove(at: index) as! Cell
      cell.prepareForReuse()
      return cell
    }
    cellsCreated += 1
    return type.init()
  }

  /// A free cell reused under `reuseIdentifier`, prepared for reuse, else a new one from
  /// `make`, given that identifier: the reuse HeadlessUIKit's `dequeueReusableCell(
  /// withIdentifier:for:)` needs.
  package func dequeueReusableCell(
    reuseIdentifier: String, make: () -> ListCell
  ) -> ListCell {
    if let index = reusePool.firstIndex(where: { $0.reuseIdentifier == reuseIdentifier }) {
      let cell = reusePool.remove(at: index)
      cell.prepareForReuse()
      return cell
    }
    cellsCreated += 1
    let cell = make()
    cell.reuseIdentifier = reuseIdentifier
    return cell
  }

  /// The cell showing a row, or `nil` when the row is not visible (UIKit's
  /// `cellForRow(at:)`).
  /// - Parameter indexPath: The row.
  public func cell(at indexPath: IndexPath) -> ListCell? {
    cellsByItem.values.first { $0.indexPath == indexPath }
  }

  /// The row a visible cell shows, or `nil` for a cell that is not visible in this list
  /// (UIKit's `indexPath(for:)`).
  /// - Parameter cell: The cell.
  public func indexPath(for cell: ListCell) -> IndexPath? {
    guard let id = cell.itemIdentifier, cellsByItem[id] === cell else { return nil }
    return cell.indexPath
  }

  func recycle(_ cell: ListCell) {
    cell.removeFromSuperview()
    cell.itemIdentifier = nil
    cell.indexPathStorage = nil
    cell.isSelected = false
    reusePool.append(cell)
  }
}
