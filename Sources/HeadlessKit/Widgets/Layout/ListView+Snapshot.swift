import Foundation

// Snapshot application: the rows and sections a snapshot holds, the cells kept for
// items still present, repeated identifiers reported.
extension ListView {
  /// Shows a snapshot. Cells of items still present keep their configuration; cells
  /// of removed items go back to the reuse pool; new items get cells when visible. The
  /// snapshot's reconfigured items run their configuration hooks again; its reloaded
  /// items get new cells from the cell provider.
  /// - Parameter snapshot: The new sections and items.
  public func apply<Section: Hashable, Item: Hashable>(_ snapshot: ListSnapshot<Section, Item>) {
    var erased = ListSnapshot<AnyHashable, AnyHashable>()
    for (section, items) in snapshot.sections {
      erased.appendSections([AnyHashable(section)])
      erased.appendItems(items.map { AnyHashable($0) }, toSection: AnyHashable(section))
    }
    self.snapshot = erased
    for view in providedHeaders.values { view.removeFromSuperview() }
    providedHeaders = [:]
    dropProvidedFooters()
    var seen: Set<AnyHashable> = []
    var repeated: [AnyHashable] = []
    for id in erased.itemIdentifiers where !seen.insert(id).inserted && !repeated.contains(id) {
      repeated.append(id)
    }
    unreportedDuplicates = repeated.map { "\($0.base)" }
    reportDuplicates()
    rows = []
    rows.reserveCapacity(erased.numberOfItems)
    for (section, entry) in erased.sections.enumerated() {
      for (item, id) in entry.items.enumerated() {
        rows.append((IndexPath(item: item, section: section), id))
      }
    }
    let present = Set(rows.map(\.id))
    let reloaded = Set(snapshot.reloadedItemIdentifiers.map { AnyHashable($0) })
    for (id, cell) in cellsByItem where !present.contains(id) || reloaded.contains(id) {
      recycle(cell)
      cellsByItem[id] = nil
    }
    if !selectedIndexPaths.isEmpty {
      let shown = Set(rows.map(\.indexPath))
      selectedIndexPaths.removeAll { !shown.contains($0) }
    }
    reconfigureItems(snapshot.reconfiguredItemIdentifiers)
    updateContentSize()
    setNeedsLayout()
  }

  /// Shows a snapshot with every cell made anew by the cell provider, as UIKit's
  /// `reloadData()` asks for every visible row's cell again.
  /// - Parameter snapshot: The new sections and items.
  package func applyRemakingEveryCell(_ snapshot: ListSnapshot<AnyHashable, AnyHashable>) {
    for cell in cellsByItem.values { recycle(cell) }
    cellsByItem = [:]
    apply(snapshot)
  }

  /// Asks the cells of these items to run their configuration hooks again.
  /// - Parameter identifiers: Item identifiers.
  public func reconfigureItems<Item: Hashable>(_ identifiers: [Item]) {
    for id in identifiers { cellsByItem[AnyHashable(id)]?.setNeedsUpdateConfiguration() }
    // A self-sizing row's new content may change its height: measure it again.
    if rowHeight < 0, !identifiers.isEmpty {
      for id in identifiers { needsMeasuring.insert(AnyHashable(id)) }
      setNeedsLayout()
    }
  }

  /// Reports repeated identifiers once the list has an application to report to.
  func reportDuplicates() {
    guard !unreportedDuplicates.isEmpty, let application = window?.visibleApplication else {
      return
    }
    application.report(
      Diagnostic(.duplicateListItems(list: diagnosticName, items: unreportedDuplicates)))
    unreportedDuplicates = []
  }
}
