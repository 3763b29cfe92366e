package import Foundation

// Hooks a companion module's table (HeadlessUIKit's `UITableView`) uses to give UIKit's
// delegate its say: the tap's selection sequence, the cells' display messages, header
// views that stand in for titles section by section, and views above and below the rows.
@MainActor
final class ListTableHooks {
  /// Runs a row tap in place of the list's own selection (inside a user action).
  var tap: (@MainActor (IndexPath) -> Void)?
  /// Told when a row's cell is placed for display (`true`) or leaves (`false`).
  var display: (@MainActor (ListCell, IndexPath, Bool) -> Void)?
  /// A section's header view, if it has one; asked when the sections are laid out.
  var headerView: (@MainActor (Int) -> View?)?
  /// A section's header height; `nil` keeps ``ListView/sectionHeaderHeight``.
  var headerHeight: (@MainActor (Int) -> Double?)?
  /// The view above the first section (UIKit's `tableHeaderView`).
  var topView: View?
  /// The view below the last section (UIKit's `tableFooterView`).
  var bottomView: View?
  /// Each section's header height, as last laid out.
  var headerHeights: [Double] = []
  /// A section's footer view, if it has one; asked when the sections are laid out.
  var footerView: (@MainActor (Int) -> View?)?
  /// A section's footer height; `nil` keeps ``ListView/sectionFooterHeight``.
  var footerHeight: (@MainActor (Int) -> Double?)?
  /// Each section's footer height, as last laid out.
  var footerHeights: [Double] = []
  /// The footer views made, by section.
  var providedFooters: [Int: View] = [:]
}

extension ListView {
  /// Runs a row tap in place of the list's own selection, inside a user action: the
  /// companion module selects, deselects and tells its delegate as UIKit does.
  package var tableTapHandler: (@MainActor (IndexPath) -> Void)? {
    get { tableHooks?.tap }
    set { hooks.tap = newValue }
  }

  /// Told when a row's cell is placed for display (`true`) or leaves it (`false`).
  package var tableDisplayHandler: (@MainActor (ListCell, IndexPath, Bool) -> Void)? {
    get { tableHooks?.display }
    set { hooks.display = newValue }
  }

  /// A section's header view, asked when the sections are laid out (so earlier than
  /// UIKit asks, which calls it as the header comes into view); a section without one
  /// shows its title, if any.
  package var tableHeaderViewProvider: (@MainActor (Int) -> View?)? {
    get { tableHooks?.headerView }
    set {
      for view in providedHeaders.values { view.removeFromSuperview() }
      providedHeaders = [:]
      hooks.headerView = newValue
      updateContentSize()
      setNeedsLayout()
    }
  }

  /// A section's header height; `nil` keeps ``sectionHeaderHeight``.
  package var tableHeaderHeightProvider: (@MainActor (Int) -> Double?)? {
    get { tableHooks?.headerHeight }
    set {
      hooks.headerHeight = newValue
      updateContentSize()
      setNeedsLayout()
    }
  }

  /// A section's footer view, asked when the sections are laid out; a section without
  /// one shows its footer title, if any.
  package var tableFooterViewProvider: (@MainActor (Int) -> View?)? {
    get { tableHooks?.footerView }
    set {
      dropProvidedFooters()
      hooks.footerView = newValue
      updateContentSize()
      setNeedsLayout()
    }
  }

  /// A section's footer height; `nil` keeps ``sectionFooterHeight``.
  package var tableFooterHeightProvider: (@MainActor (Int) -> Double?)? {
    get { tableHooks?.footerHeight }
    set {
      hooks.footerHeight = newValue
      updateContentSize()
      setNeedsLayout()
    }
  }

  /// The footer view a section shows now, if any.
  /// - Parameter section: The section's index.
  package func providedFooter(inSection section: Int) -> View? {
    guard let view = tableHooks?.providedFooters[section], view.superview === self else {
      return nil
    }
    return view
  }

  /// Forgets the footer views made (a new snapshot, a new provider).
  func dropProvidedFooters() {
    guard let hooks = tableHooks else { return }
    for view in hooks.providedFooters.values { view.removeFromSuperview() }
    hooks.providedFooters = [:]
  }

  /// The view above the first section, at its own height and the list's width.
  package var tableTopView: View? {
    get { tableHooks?.topView }
    set {
      hooks.topView?.removeFromSuperview()
      hooks.topView = newValue
      updateContentSize()
      setNeedsLayout()
    }
  }

  /// The view below the last section, at its own height and the list's width.
  package var tableBottomView: View? {
    get { tableHooks?.bottomView }
    set {
      hooks.bottomView?.removeFromSuperview()
      hooks.bottomView = newValue
      updateContentSize()
      setNeedsLayout()
    }
  }

  /// A row's frame in the list's content, if the list has the row.
  /// - Parameter indexPath: The row.
  package func rowFrame(at indexPath: IndexPath) -> Rect? {
    guard rows.contains(where: { $0.indexPath == indexPath }) else { return nil }
    return visibleElements(from: 0, to: .greatestFiniteMagnitude).rows
      .first { rows[$0.row].indexPath == indexPath }?.frame
  }

  /// The row at a point of the list's content, if any.
  /// - Parameter point: A point in the list's coordinates.
  package func rowIndexPath(at point: Point) -> IndexPath? {
    visibleElements(from: point.y, to: point.y + 0.5).rows
      .first { $0.frame.contains(point) }.map { rows[$0.row].indexPath }
  }

  /// Whether a view is the header view of one of the list's sections now.
  /// - Parameter view: The view.
  package func isSectionHeader(_ view: View) -> Bool {
    providedHeaders.values.contains { $0 === view }
      || tableHooks?.providedFooters.values.contains { $0 === view } == true
  }

  /// The hooks, made on first use.
  private var hooks: ListTableHooks {
    if let tableHooks { return tableHooks }
    let made = ListTableHooks()
    tableHooks = made
    return made
  }

  /// The height of the view above the first section.
  var topViewHeight: Double { Double(tableHooks?.topView?.frame.height ?? 0) }

  /// A section's header height: the table's own for the section, else
  /// ``sectionHeaderHeight``.
  func headerHeight(ofSection section: Int) -> Double {
    guard let heights = tableHooks?.headerHeights, heights.indices.contains(section) else {
      return sectionHeaderHeight
    }
    return heights[section]
  }

  /// A section's footer height: the table's own for the section, else
  /// ``sectionFooterHeight``.
  func footerHeight(ofSection section: Int) -> Double {
    guard let heights = tableHooks?.footerHeights, heights.indices.contains(section) else {
      return sectionFooterHeight
    }
    return heights[section]
  }

  /// The table's footer view of a section, made when the sections are laid out: a
  /// section with one has a footer (an empty title stands for it).
  func tableFooterTitle(section: Int, title: String?) -> String? {
    guard let hooks = tableHooks, let provider = hooks.footerView else { return title }
    if let view = hooks.providedFooters[section] ?? provider(section) {
      hooks.providedFooters[section] = view
      return title ?? ""
    }
    return title
  }

  /// Records the footer heights of the table's sections, as
  /// ``recordHeaderHeights(_:)`` does for headers.
  func recordFooterHeights(_ titles: [String?]) {
    guard let hooks = tableHooks else { return }
    hooks.footerHeights = titles.enumerated().map { index, title in
      if let own = hooks.footerHeight?(index), own >= 0 { return own }
      guard title != nil else { return 0 }
      let fallback = sectionFooterHeight >= 0 ? sectionFooterHeight : 28
      guard let view = hooks.providedFooters[index] else { return fallback }
      let fitted = Double(
        view.systemLayoutSizeFitting(
          Size(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).height)
      return fitted > 0 ? fitted : fallback
    }
  }

  /// Places the table's footer views of the sections meeting the visible band and
  /// takes the others out; returns the footers left to show as titles.
  func placeTableFooters(_ footers: [(section: Int, title: String, y: Double)])
    -> [(section: Int, title: String, y: Double)]
  {
    guard let hooks = tableHooks, !hooks.providedFooters.isEmpty else { return footers }
    let visible = Set(footers.map(\.section))
    for (section, view) in hooks.providedFooters where !visible.contains(section) {
      view.removeFromSuperview()
    }
    var titles: [(section: Int, title: String, y: Double)] = []
    for footer in footers {
      guard let view = hooks.providedFooters[footer.section] else {
        titles.append(footer)
        continue
      }
      view.frame = Rect(
        x: 0, y: footer.y, width: bounds.width, height: footerHeight(ofSection: footer.section))
      if view.superview !== self { addSubview(view) }
    }
    return titles
  }

  /// The table's header view of a section, made when the sections are laid out.
  func tableHeaderTitle(section: Int, title: String?) -> String? {
    guard let hooks = tableHooks else { return title }
    if let provider = hooks.headerView {
      if let view = providedHeaders[section] ?? provider(section) {
        providedHeaders[section] = view
        return title ?? ""
      }
    }
    return title
  }

  /// Records the section header heights of the table's sections (none for others): the
  /// height the table gives a section when it is zero or more; else, for a section with a
  /// header view, what the view's constraints need at the list's width, for one with a
  /// title ``sectionHeaderHeight``, and for one with neither no header.
  func recordHeaderHeights(_ titles: [String?]) {
    guard let hooks = tableHooks else { return }
    hooks.headerHeights = titles.enumerated().map { index, title in
      if let own = hooks.headerHeight?(index), own >= 0 { return own }
      guard title != nil else { return 0 }
      let fallback = sectionHeaderHeight >= 0 ? sectionHeaderHeight : 28
      guard let view = providedHeaders[index] else { return fallback }
      let fitted = Double(
        view.systemLayoutSizeFitting(
          Size(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).height)
      return fitted > 0 ? fitted : fallback
    }
  }

  /// Places the views above and below the rows, and the table's provided headers.
  func placeTableViews(headers: [(section: Int, title: String, y: Double)]) {
    guard let hooks = tableHooks else { return }
    if let top = hooks.topView {
      top.frame = Rect(x: 0, y: 0, width: bounds.width, height: top.frame.height)
      if top.superview !== self { addSubview(top) }
    }
    if let bottom = hooks.bottomView {
      let y = contentSize.height - bottom.frame.height
      bottom.frame = Rect(x: 0, y: y, width: bounds.width, height: bottom.frame.height)
      if bottom.superview !== self { addSubview(bottom) }
    }
    let visible = Set(headers.map(\.section))
    for (section, view) in providedHeaders {
      if visible.contains(section) { continue }
      view.removeFromSuperview()
    }
    for (section, _, y) in headers {
      guard let view = providedHeaders[section] else { continue }
      view.frame = Rect(x: 0, y: y, width: bounds.width, height: headerHeight(ofSection: section))
      if view.superview !== self { addSubview(view) }
    }
  }
}
