public import Foundation

// Selection and the simulated gestures: tap, swipe to delete, drag to move, the
// accessory's tap.
extension ListView {
  /// Selects a row, as UIKit's `selectRow(at:animated:scrollPosition:)`: the row's cell
  /// shows as selected, and ``RedeclarableMembers/onSelect`` is not called (UIKit does not
  /// tell the delegate about programmatic selection). Out-of-range rows are ignored.
  /// - Parameter indexPath: The row.
  public func selectRow(at indexPath: IndexPath) {
    selectRow(at: indexPath, extending: false)
  }

  /// Selects a row, keeping the rows selected before when `extending` (a companion
  /// module's multiple selection) or replacing them; out-of-range rows are ignored.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - extending: Whether the rows selected before stay selected.
  package func selectRow(at indexPath: IndexPath, extending: Bool) {
    guard rows.contains(where: { $0.indexPath == indexPath }) else { return }
    if extending {
      selectedIndexPaths.removeAll { $0 == indexPath }
      selectedIndexPaths.append(indexPath)
    } else {
      selectedIndexPaths = [indexPath]
    }
    updateSelectedCells()
  }

  /// Deselects a row, as UIKit's `deselectRow(at:animated:)`; nothing happens when it is
  /// not selected.
  /// - Parameter indexPath: The row.
  public func deselectRow(at indexPath: IndexPath) {
    guard selectedIndexPaths.contains(indexPath) else { return }
    selectedIndexPaths.removeAll { $0 == indexPath }
    updateSelectedCells()
  }

  /// Shows the selection on the visible cells.
  private func updateSelectedCells() {
    for cell in cellsByItem.values {
      cell.isSelected = cell.indexPath.map { selectedIndexPaths.contains($0) } ?? false
    }
  }

  /// Taps a row as a user would: selects it, then calls ``RedeclarableMembers/onSelect``
  /// (untracked). The testing module's `TestHost.select(row:section:in:)` uses it; UIKit
  /// has no such call.
  /// - Parameter indexPath: The row.
  public func tapRow(at indexPath: IndexPath) {
    guard let row = rows.first(where: { $0.indexPath == indexPath }) else { return }
    if let tap = tapHandler ?? tableHooks?.tap {
      runUserAction(named: "selection") { tap(indexPath) }
      return
    }
    selectRow(at: indexPath)
    if let onSelect = onSelectStorage {
      runUserAction(named: "selection") { onSelect(indexPath, row.id) }
    }
  }

  /// Swipes a row and taps Delete, as a user would: when ``onDeleteRow`` is set and
  /// ``canDeleteRow`` allows it, ``onDeleteRow`` runs (the data and the list are its
  /// work).
  /// - Parameter indexPath: The row.
  /// - Returns: Whether the row offered a Delete action.
  @discardableResult
  public func swipeToDelete(at indexPath: IndexPath) -> Bool {
    guard let row = rows.first(where: { $0.indexPath == indexPath }), let onDeleteRow,
      canDeleteRow?(indexPath, row.id) ?? true
    else { return false }
    runUserAction(named: "delete") { onDeleteRow(indexPath, row.id) }
    return true
  }

  /// Drags a row to another place as a user would (the list in editing mode): when
  /// ``onMoveRow`` is set and ``canMoveRow`` allows it, ``onMoveRow`` updates the data.
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - destination: Where it is dropped.
  /// - Returns: Whether the row could be moved.
  @discardableResult
  public func dragRow(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let row = rows.first(where: { $0.indexPath == source }), let onMoveRow,
      canMoveRow?(source, row.id) ?? true, source != destination
    else { return false }
    runUserAction(named: "move") { onMoveRow(source, destination) }
    return true
  }

  /// Taps a row's info button as a user would: when its cell shows one
  /// (``ListCell/Accessory/detailButton``, ``ListCell/Accessory/detailDisclosureButton``),
  /// ``onAccessoryTap`` hears it; the row is not selected, as in UIKit.
  /// - Parameter indexPath: The row.
  public func tapAccessory(at indexPath: IndexPath) {
    guard let row = rows.first(where: { $0.indexPath == indexPath }),
      let cell = cell(at: indexPath), cell.accessoryView == nil,
      cell.accessory == .detailButton || cell.accessory == .detailDisclosureButton
    else { return }
    if let onAccessoryTap {
      runUserAction(named: "accessory tap") { onAccessoryTap(indexPath, row.id) }
    }
  }
}
