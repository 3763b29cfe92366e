import Foundation

// Placement: the visible rows' cells, headers and footers positioned at layout.
extension ListView {
  /// Creates, reuses and positions the visible rows' cells and the headers; returns
  /// whether a self-sizing row's measured height changed (the rows must be placed again).
  func placeRows() -> Bool {
    var remeasured = false
    let (visible, headers, footers) = visibleElements(
      from: contentOffset.y, to: contentOffset.y + bounds.height)
    let visibleIDs = Set(visible.map { rows[$0.row].id })
    if let display = tableHooks?.display {
      // A table tells its delegate of the rows that leave in their order.
      let leaving = cellsByItem.filter { !visibleIDs.contains($0.key) }
        .sorted { ($0.value.indexPath ?? []) < ($1.value.indexPath ?? []) }
      for (id, cell) in leaving {
        if let indexPath = cell.indexPath { display(cell, indexPath, false) }
        recycle(cell)
        cellsByItem[id] = nil
      }
    } else {
      for (id, cell) in cellsByItem where !visibleIDs.contains(id) {
        recycle(cell)
        cellsByItem[id] = nil
      }
    }
    // Told after the cells are placed, inside this layout, as UIKit's table calls
    // `tableView(_:willDisplay:forRowAt:)` from its own `layoutSubviews()`.
    var appearing: [(ListCell, IndexPath)] = []
    defer {
      if let display = tableHooks?.display {
        for (cell, indexPath) in appearing {
          display(cell, indexPath, true)
        }
      }
    }
    for (row, frame) in visible {
      let (indexPath, id) = rows[row]
      let cell: ListCell
      if let existing = cellsByItem[id] {
        cell = existing
        if isSelfSizing(row), needsMeasuring.remove(id) != nil, measure(cell, row: row) {
          remeasured = true
        }
      } else {
        cell = cellProvider?(self, indexPath, id) ?? dequeueReusableCell()
        cell.itemIdentifier = id
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.setNeedsUpdateConfiguration()  // configure for its new item
        cellsByItem[id] = cell
        if cell.superview !== self { addSubview(cell) }
        if isSelfSizing(row), measure(cell, row: row) { remeasured = true }
        appearing.append((cell, indexPath))
      }
      cell.indexPathStorage = indexPath
      // A row's height as measured just now; a grid item's size is fixed.
      cell.frame =
        isGrid ? frame : Rect(x: 0, y: frame.minY, width: bounds.width, height: height(ofRow: row))
    }
    if let headerViewProvider {
      placeProvidedHeaders(headers, headerViewProvider)
    } else if tableHooks != nil {
      placeTableViews(headers: headers)
      place(
        headers.filter { providedHeaders[$0.section] == nil }, in: &headersBySection,
        height: { headerHeight(ofSection: $0) }, make: ListSectionHeader.init)
    } else {
      let height = sectionHeaderHeight
      place(headers, in: &headersBySection, height: { _ in height }, make: ListSectionHeader.init)
    }
    place(
      placeTableFooters(footers), in: &footersBySection,
      height: { footerHeight(ofSection: $0) }, make: ListSectionFooter.init)
    if remeasured { updateContentSize() }
    return remeasured
  }

  /// The provided header view of a section while it is shown.
  /// - Parameter section: The section's index.
  package func providedHeader(inSection section: Int) -> View? { providedHeaders[section] }

  /// Shows the provided header views of the sections meeting the visible band, each made
  /// once while its section stays visible.
  private func placeProvidedHeaders(
    _ headers: [(section: Int, title: String, y: Double)],
    _ provider: @MainActor (ListView, Int, AnyHashable) -> View?
  ) {
    let visible = Set(headers.map(\.section))
    for (section, view) in providedHeaders where !visible.contains(section) {
      view.removeFromSuperview()
      providedHeaders[section] = nil
    }
    for (section, _, y) in headers {
      guard snapshot.sections.indices.contains(section) else { continue }
      let view: View
      if let existing = providedHeaders[section] {
        view = existing
      } else {
        guard let made = provider(self, section, snapshot.sections[section].section) else {
          continue
        }
        view = made
        providedHeaders[section] = made
      }
      view.frame = Rect(x: 0, y: y, width: bounds.width, height: sectionHeaderHeight)
      if view.superview !== self { addSubview(view) }
    }
  }

  /// Shows the section headers (or footers) meeting the visible band, each `height`
  /// high at its y, and drops the others.
  private func place(
    _ titles: [(section: Int, title: String, y: Double)], in shown: inout [Int: Label],
    height: (Int) -> Double, make: () -> Label
  ) {
    let visible = Set(titles.map(\.section))
    for (section, view) in shown where !visible.contains(section) {
      view.removeFromSuperview()
      shown[section] = nil
    }
    for (section, title, y) in titles {
      let view = shown[section] ?? make()
      shown[section] = view
      view.text = title
      view.frame = Rect(
        x: 0, y: y, width: bounds.width, height: height(section))
      if view.superview !== self { addSubview(view) }
    }
  }
}
