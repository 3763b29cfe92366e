import HeadlessKit
extension UITableView {
  /// Told when the user taps a row, as UIKit's `delegate` (held weakly).
  public var delegate: (any UITableViewDelegate)? {
    get { tableState.delegate }
    set {
      tableState.delegate = newValue
      connectHeaderHooks()
      guard newValue != nil else {
        onSelect = nil
        onAccessoryTap = nil
        heightForRow = nil
        return
      }
      onSelect = { [unowned self] indexPath, _ in
        tableState.delegate?.tableView(self, didSelectRowAt: indexPath)
      }
      onAccessoryTap = { [unowned self] indexPath, _ in
        tableState.delegate?.tableView(
          self, accessoryButtonTappedForRowWith: indexPath)
      }
      heightForRow = { [unowned self] indexPath, _ in
        tableState.delegate.map {
          Double($0.tableView(self, heightForRowAt: indexPath))
        }
      }
    }
  }

  /// Supplies the sections, rows and cells, as UIKit's `dataSource` (held weakly): the
  /// rows load at the next layout, and again at each ``reloadData()``.
  public var dataSource: (any UITableViewDataSource)? {
    get { tableState.dataSource }
    set {
      let state = tableState
      state.dataSource = newValue
      state.isDiffable = false
      guard newValue != nil else {
        state.needsReload = false
        cellProvider = nil
        titleForHeader = nil
        titleForFooter = nil
        canDeleteRow = nil
        onDeleteRow = nil
        canMoveRow = nil
        onMoveRow = nil
        prepareForLayout = nil
        applyRemakingEveryCell(ListSnapshot())
        return
      }
      state.needsReload = true
      cellProvider = { [unowned self] _, indexPath, _ in
        guard let dataSource = tableState.dataSource else {
          return self.dequeueReusableCell(of: UITableViewCell.self)
        }
        return dataSource.tableView(self, cellForRowAt: indexPath)
      }
      titleForHeader = { [unowned self] index, _ in
        tableState.dataSource?.tableView(self, titleForHeaderInSection: index)
      }
      titleForFooter = { [unowned self] index, _ in
        tableState.dataSource?.tableView(self, titleForFooterInSection: index)
      }
      canDeleteRow = { [unowned self] indexPath, _ in
        tableState.dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
      }
      onDeleteRow = { [unowned self] indexPath, _ in
        tableState.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
      }
      canMoveRow = { [unowned self] indexPath, _ in
        tableState.dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
      }
      onMoveRow = { [unowned self] source, destination in
        tableState.dataSource?.tableView(self, moveRowAt: source, to: destination)
        // The table shows the row where it was dropped: the data source has it there now.
        self.reloadData()
      }
      prepareForLayout = { list in (list as? UITableView)?.loadRowsIfNeeded() }
      setNeedsLayout()
    }
  }

  /// Makes a diffable data source the table's `dataSource` without the classic wiring:
  /// the diffable source shows its rows by applying snapshots.
  func useDiffableDataSource(_ dataSource: any UITableViewDataSource) {
    let state = tableState
    state.dataSource = dataSource
    state.needsReload = false
    state.isDiffable = true
  }

  /// Asks the data source for its sections and rows again and remakes every visible
  /// cell, as UIKit's `reloadData()`: the counts at once, the cells at the next layout.
  public func reloadData() {
    let state = tableState
    guard let dataSource = state.dataSource, !state.isDiffable else { return }
    state.needsReload = false
    var snapshot = ListSnapshot<AnyHashable, AnyHashable>()
    for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
      snapshot.appendSections([AnyHashable(section)])
      let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
      snapshot.appendItems(
        (0..<rows).map { AnyHashable(IndexPath(row: $0, section: section)) },
        toSection: AnyHashable(section))
    }
    applyRemakingEveryCell(snapshot)
  }

  /// Loads the data source's rows if it was set and they are not loaded yet.
  func loadRowsIfNeeded() {
    if tableState.needsReload { reloadData() }
  }

  /// Registers the class whose cells `dequeueReusableCell(withIdentifier:for:)` makes
  /// for an identifier, as UIKit's `register(_:forCellReuseIdentifier:)`.
  /// - Parameters:
  ///   - cellClass: A `UITableViewCell` class; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      tableState.registrations[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      preconditionFailure(
        "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a "
          + "UITableViewCell class")
    }
    tableState.registrations[identifier] = cellType
  }

  /// A cell for a row: a free one reused under `identifier`, else a new one of the
  /// registered class, as UIKit's `dequeueReusableCell(withIdentifier:for:)`. Like UIKit,
  /// stops with a message naming the identifier when nothing is registered for it.
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    let registrations = tableState.registrations
    guard let cellType = registrations[identifier] else {
      preconditionFailure(
        "dequeueReusableCell(withIdentifier: \"\(identifier)\", for:): no class registered "
          + "for it; registered: "
          + (registrations.isEmpty
            ? "none" : registrations.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
          + ". Call register(_:forCellReuseIdentifier:) first.")
    }
    // Cells under an identifier are made only here, of a registered UITableViewCell class.
    return dequeueReusableCell(reuseIdentifier: identifier) {
      cellType.init()  // the subclass's init(style:reuseIdentifier:) runs
    } as! UITableViewCell
  }

  /// Deselects a row, as UIKit's `deselectRow(at:animated:)`: the delegate is not told.
  /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Ignored.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    deselectRow(at: indexPath)
  }

  /// Selects a row, as UIKit's `selectRow(at:animated:scrollPosition:)`: the delegate is
  /// not told; with multiple selection allowed (``allowsMultipleSelection``, or
  /// ``allowsMultipleSelectionDuringEditing`` while editing) the row joins the selection,
  /// else it replaces it. `nil` clears the selection. A position other than `.none`
  /// scrolls the row there, as ``scrollToRow(at:at:animated:)`` does.
  /// https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Ignored.
  ///   - scrollPosition: Where the row is scrolled to; `.none` does not scroll.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectRow(at: selected) }
      return
    }
    selectRow(at: indexPath, extending: selectsMultipleRows)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// The selected row, as UIKit's `indexPathForSelectedRow`: the first of
  /// ``indexPathsForSelectedRows`` when several are.
  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }

  /// The cell showing a row if it is visible, as UIKit's `cellForRow(at:)`.
  /// - Parameter indexPath: The row.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cell(at: indexPath) as? UITableViewCell
  }

  /// The number of sections, as UIKit's `numberOfSections`.
  public var numberOfSections: Int {
    loadRowsIfNeeded()
    return snapshot.sections.count
  }

  /// The number of rows in a section, as UIKit's `numberOfRows(inSection:)`.
  /// - Parameter section: The section.
  public func numberOfRows(inSection section: Int) -> Int {
    loadRowsIfNeeded()
    return snapshot.sections.indices.contains(section) ? snapshot.sections[section].items.count : 0
  }
}
