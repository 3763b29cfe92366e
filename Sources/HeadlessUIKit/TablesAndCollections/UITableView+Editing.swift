import HeadlessKit
/// Row and section updates announced to a table with a classic data source, checked as
/// UIKit checks them when they end.
struct TableUpdates {
  var insertedRows: [Int: Int] = [:]
  var deletedRows: [Int: Int] = [:]
  var insertedSections = 0
  var deletedSections = 0
  var sectionsChanged = false
}

extension UITableView {
  /// Whether the table is in editing mode, as UIKit's `isEditing` (set with
  /// `setEditing(_:animated:)`): kept for the code that reads it; rows are deleted and
  /// moved with `swipeToDelete(at:)` and `dragRow(from:to:)` either way.
  public var isEditing: Bool {
    get { tableState.isEditing }
    set { tableState.isEditing = newValue }
  }

  /// Enters or leaves editing mode, as UIKit's `setEditing(_:animated:)`.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Ignored.
  public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// Removes rows whose data the data source no longer has, as UIKit's
  /// `deleteRows(at:with:)`: the counts are asked again and must match (inside
  /// `performBatchUpdates(_:completion:)`, at its end).
  /// - Parameters:
  ///   - indexPaths: The rows, as they were.
  ///   - animation: Ignored.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { for path in indexPaths { $0.deletedRows[path.section, default: 0] += 1 } }
  }

  /// Adds rows the data source now has, as UIKit's `insertRows(at:with:)`.
  /// - Parameters:
  ///   - indexPaths: The rows, as they are now.
  ///   - animation: Ignored.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { for path in indexPaths { $0.insertedRows[path.section, default: 0] += 1 } }
  }

  /// Remakes the cells of rows, as UIKit's `reloadRows(at:with:)`.
  /// - Parameters:
  ///   - indexPaths: The rows.
  ///   - animation: Ignored.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { _ in }
  }

  /// Moves a row, as UIKit's `moveRow(at:to:)`: the data source already has it there.
  /// - Parameters:
  ///   - indexPath: Where it was.
  ///   - newIndexPath: Where it is now.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update {
      $0.deletedRows[indexPath.section, default: 0] += 1
      $0.insertedRows[newIndexPath.section, default: 0] += 1
    }
  }

  /// Adds sections, as UIKit's `insertSections(_:with:)`.
  /// - Parameters:
  ///   - sections: Their indices, as they are now.
  ///   - animation: Ignored.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    update {
      $0.insertedSections += sections.count
      $0.sectionsChanged = true
    }
  }

  /// Removes sections, as UIKit's `deleteSections(_:with:)`.
  /// - Parameters:
  ///   - sections: Their indices, as they were.
  ///   - animation: Ignored.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    update {
      $0.deletedSections += sections.count
      $0.sectionsChanged = true
    }
  }

  /// Remakes sections, as UIKit's `reloadSections(_:with:)`.
  /// - Parameters:
  ///   - sections: Their indices.
  ///   - animation: Ignored.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.sectionsChanged = true }
  }

  /// Runs `updates` (row and section insertions, deletions, moves) as one, as UIKit's
  /// `performBatchUpdates(_:completion:)`: checked against the data source at the end;
  /// `completion` runs with `true` after the next flush, as an animation's does.
  /// - Parameters:
  ///   - updates: The updates.
  ///   - completion: Called once, with `true`.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates?()
    endUpdates()
    if let completion { View.animate(withDuration: 0, animations: {}, completion: completion) }
  }

  /// Starts a group of updates, as UIKit's `beginUpdates()`.
  public func beginUpdates() {
    let state = tableState
    if state.batchDepth == 0 { state.batch = TableUpdates() }
    state.batchDepth += 1
  }

  /// Ends a group of updates, as UIKit's `endUpdates()`: the data source is asked again
  /// and the counts checked.
  public func endUpdates() {
    let state = tableState
    guard state.batchDepth > 0 else { return }
    state.batchDepth -= 1
    guard state.batchDepth == 0, let updates = state.batch else { return }
    state.batch = nil
    applyUpdates(updates)
  }

  /// Records one update; outside a group, applies it at once.
  private func update(_ record: (inout TableUpdates) -> Void) {
    let state = tableState
    loadRowsIfNeeded()
    if state.batchDepth > 0, state.batch != nil {
      record(&state.batch!)
      return
    }
    var updates = TableUpdates()
    record(&updates)
    applyUpdates(updates)
  }

  /// Checks the data source's new counts against the shown ones and the updates, as
  /// UIKit does (a mismatch stops, naming the section and the counts, as UIKit's
  /// "Invalid update" exception does), then shows the new rows.
  private func applyUpdates(_ updates: TableUpdates) {
    guard let dataSource = tableState.dataSource else { return }
    let before = snapshot.sections.map(\.items.count)
    let sections = max(0, dataSource.numberOfSections(in: self))
    let expectedSections = before.count + updates.insertedSections - updates.deletedSections
    precondition(
      sections == expectedSections,
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (\(sections)) must be equal to the number of sections "
        + "before the update (\(before.count)), plus or minus the number of sections inserted "
        + "or deleted (\(updates.insertedSections) inserted, \(updates.deletedSections) deleted).")
    if !updates.sectionsChanged {
      for section in 0..<sections {
        let after = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
        let inserted = updates.insertedRows[section] ?? 0
        let deleted = updates.deletedRows[section] ?? 0
        precondition(
          after == before[section] + inserted - deleted,
          "Invalid update: invalid number of rows in section \(section). The number of rows "
            + "contained in an existing section after the update (\(after)) must be equal to "
            + "the number of rows contained in that section before the update "
            + "(\(before[section])), plus or minus the number of rows inserted or deleted from "
            + "that section (\(inserted) inserted, \(deleted) deleted).")
      }
    }
    reloadData()
  }
}
