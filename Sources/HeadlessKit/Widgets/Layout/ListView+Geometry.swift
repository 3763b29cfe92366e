import Foundation

// Geometry: row and grid heights, the content size, self-sizing measurements, and the
// rows, headers and footers a range of the content holds.
extension ListView {
  /// The grid's columns and spacing at the list's width.
  private func gridMetrics(
    _ size: Size, _ interitem: Double, _ inset: EdgeInsets
  ) -> (columns: Int, spacing: Double) {
    let available = max(0, bounds.width - inset.left - inset.right)
    let columns = max(1, Int((available + interitem) / max(1, size.width + interitem)))
    let spacing =
      columns > 1 ? (available - Double(columns) * size.width) / Double(columns - 1) : 0
    return (columns, max(spacing, columns > 1 ? interitem : 0))
  }

  /// The height of a grid section of `count` items, its insets included.
  private func gridHeight(
    count: Int, _ size: Size, _ interitem: Double, _ line: Double, _ inset: EdgeInsets
  ) -> Double {
    let columns = gridMetrics(size, interitem, inset).columns
    let lines = (count + columns - 1) / columns
    return inset.top + inset.bottom
      + (lines == 0 ? 0 : Double(lines) * size.height + Double(lines - 1) * line)
  }

  /// Lays the sections out: where each starts and which have a header.
  func updateContentSize() {
    sectionStarts = []
    var first = 0
    var height = topViewHeight
    var titles: [String?] = []
    var footers: [String?] = []
    for (index, entry) in snapshot.sections.enumerated() {
      // A provided header view stands for a title (an empty one: it draws itself).
      let title = tableHeaderTitle(
        section: index,
        title: titleForHeader?(index, entry.section) ?? (headerViewProvider == nil ? nil : ""))
      titles.append(title)
      footers.append(
        tableFooterTitle(section: index, title: titleForFooter?(index, entry.section)))
    }
    recordHeaderHeights(titles)
    recordFooterHeights(footers)
    for (index, entry) in snapshot.sections.enumerated() {
      let title = titles[index]
      let footer = footers[index]
      sectionStarts.append((first, entry.items.count, title, footer))
      let items: Double
      if let sectionLayout {
        items = sectionLayout(index, entry.items.count, bounds.width).height
      } else if case .grid(let size, let interitem, let line, let inset) = itemLayout {
        items = gridHeight(count: entry.items.count, size, interitem, line, inset)
      } else {
        items = rowsHeight(from: first, count: entry.items.count)
      }
      height +=
        (title == nil ? 0 : headerHeight(ofSection: index)) + items
        + (footer == nil ? 0 : footerHeight(ofSection: index))
      first += entry.items.count
    }
    height += Double(tableHooks?.bottomView?.frame.height ?? 0)
    contentSize = Size(width: bounds.width, height: height)
  }

  /// The height of one row: `rowHeight`, or a self-sizing row's measured (or estimated)
  /// height.
  func height(ofRow row: Int) -> Double {
    if let own = ownHeight(ofRow: row) {
      if own >= 0 { return own }
    } else if rowHeight >= 0 {
      return rowHeight
    }
    return measuredHeights[rows[row].id] ?? estimatedRowHeight
  }

  /// The height ``heightForRow`` gives a row, if any.
  private func ownHeight(ofRow row: Int) -> Double? {
    guard let heightForRow else { return nil }
    let (indexPath, id) = rows[row]
    return heightForRow(indexPath, id)
  }

  /// Whether a row is sized from its cell's constraints.
  func isSelfSizing(_ row: Int) -> Bool {
    !isGrid && (ownHeight(ofRow: row) ?? rowHeight) < 0
  }

  /// Whether items are placed in a grid.
  var isGrid: Bool {
    if case .grid = itemLayout { return true }
    return sectionLayout != nil
  }

  /// Whether rows are laid out one by one (their heights may differ).
  private var walksRows: Bool { rowHeight < 0 || heightForRow != nil }

  /// The height of `count` rows from `first`.
  private func rowsHeight(from first: Int, count: Int) -> Double {
    guard walksRows else { return Double(count) * rowHeight }
    var total = 0.0
    for row in first..<(first + count) { total += height(ofRow: row) }
    return total
  }

  /// Measures a self-sizing row's configured cell; returns whether its height changed.
  func measure(_ cell: ListCell, row: Int) -> Bool {
    cell.frame.size.width = bounds.width
    cell.updatePropertiesIfNeeded()
    let fitted = cell.systemLayoutSizeFitting(
      Size(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    let measured = fitted > 0 ? fitted : estimatedRowHeight
    let id = rows[row].id
    guard measuredHeights[id] != measured else { return false }
    measuredHeights[id] = measured
    return true
  }

  /// The rows and headers whose frames meet the band from `top` to `bottom`, with their
  /// frames' origins: O(sections + visible rows), whatever the list's length.
  func visibleElements(from top: Double, to bottom: Double) -> (
    rows: [(row: Int, frame: Rect)], headers: [(section: Int, title: String, y: Double)],
    footers: [(section: Int, title: String, y: Double)]
  ) {
    var visibleRows: [(row: Int, frame: Rect)] = []
    var headers: [(section: Int, title: String, y: Double)] = []
    var footers: [(section: Int, title: String, y: Double)] = []
    var y = topViewHeight
    func footer(_ section: Int, _ title: String?) {
      guard let title else { return }
      let height = footerHeight(ofSection: section)
      if y < bottom && y + height > top && height > 0 { footers.append((section, title, y)) }
      y += height
    }
    for (section, start) in sectionStarts.enumerated() {
      if let title = start.title {
        let height = headerHeight(ofSection: section)
        if y < bottom && y + height > top && height > 0 { headers.append((section, title, y)) }
        y += height
      }
      if let sectionLayout {
        let placed = sectionLayout(section, start.count, bounds.width)
        // An item wholly beside the bounds (a section scrolled sideways) is not visible.
        for (item, frame) in placed.frames.enumerated()
        where item < start.count && y + frame.maxY > top && y + frame.minY < bottom
          && frame.maxX > 0 && frame.minX < bounds.width
        {
          visibleRows.append((start.firstRow + item, frame.offsetBy(dx: 0, dy: y)))
        }
        y += placed.height
        if y >= bottom { break }
        footer(section, start.footer)
        continue
      }
      if case .grid(let size, let interitem, let line, let inset) = itemLayout {
        let (columns, spacing) = gridMetrics(size, interitem, inset)
        let sectionTop = y + inset.top
        for item in 0..<start.count {
          let x = inset.left + Double(item % columns) * (size.width + spacing)
          let itemY = sectionTop + Double(item / columns) * (size.height + line)
          if itemY + size.height > top && itemY < bottom {
            visibleRows.append(
              (start.firstRow + item, Rect(x: x, y: itemY, width: size.width, height: size.height)))
          }
        }
        y += gridHeight(count: start.count, size, interitem, line, inset)
        if y >= bottom { break }
        footer(section, start.footer)
        continue
      }
      if walksRows {
        // Rows of their own heights: walk them, each at its own height.
        for item in 0..<start.count {
          let height = height(ofRow: start.firstRow + item)
          if y + height > top && y < bottom {
            visibleRows.append(
              (start.firstRow + item, Rect(x: 0, y: y, width: bounds.width, height: height)))
          }
          y += height
          if y >= bottom { break }
        }
        if y >= bottom { break }
        footer(section, start.footer)
        continue
      }
      let end = y + Double(start.count) * rowHeight
      if end > top && y < bottom && rowHeight > 0 {
        let firstItem = max(0, Int((top - y) / rowHeight))
        // Pinned before the conversion: an unbounded band (rowFrame(at:)) is no Int.
        let lastItem = Int(min(Double(start.count), ((bottom - y) / rowHeight).rounded(.up)))
        if firstItem < lastItem {
          for item in firstItem..<lastItem {
            visibleRows.append(
              (
                start.firstRow + item,
                Rect(
                  x: 0, y: y + Double(item) * rowHeight, width: bounds.width, height: rowHeight)
              ))
          }
        }
      }
      y = end
      if y >= bottom { break }
      footer(section, start.footer)
    }
    return (visibleRows, headers, footers)
  }
}
