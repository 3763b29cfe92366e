public import HeadlessKit

/// The requirements of a configuration state, as UIKit's `UIConfigurationState`: a trait
/// collection and custom states by key.
/// https://developer.apple.com/documentation/uikit/uiconfigurationstate
public protocol UIConfigurationState {
  /// Creates a state with a trait collection and no other state set.
  /// - Parameter traitCollection: The traits.
  init(traitCollection: UITraitCollection)
  /// The traits the state was made in.
  var traitCollection: UITraitCollection { get set }
  /// A custom state, by key; `nil` when not set.
  /// - Parameter key: The custom state's key.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state in a configuration state, as UIKit's
/// `UIConfigurationStateCustomKey`.
/// https://developer.apple.com/documentation/uikit/uiconfigurationstatecustomkey
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public var rawValue: String
  /// Creates a key.
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a key.
  /// - Parameter rawValue: The key's name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// UIKit's part of a cell's configuration state, kept in HeadlessKit's state.
struct CellStateCompanion: Hashable {
  var traitCollection: UITraitCollection?
  var isHighlighted = false
  var isDisabled = false
  var isFocused = false
  var isPinned = false
  var isEditing = false
  var isExpanded = false
  var isSwiped = false
  var isReordering = false
  var cellDragState = UICellConfigurationState.DragState.none
  var cellDropState = UICellConfigurationState.DropState.none
  var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
}

/// A cell's state, as UIKit's `UICellConfigurationState`: what the cell's
/// `updateConfiguration(using:)` and `configurationUpdateHandler` receive, and what
/// `configurationState` returns. It is HeadlessKit's `ListCell.State` with UIKit's
/// members, so a subclass's `override func updateConfiguration(using state:
/// UICellConfigurationState)` overrides the hook the update cycle calls, tracked.
/// https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct
public typealias UICellConfigurationState = ListCell.State

extension ListCell.State: UIConfigurationState, Hashable {
  /// A cell's drag state, as UIKit's `UICellConfigurationState.DragState`.
  public enum DragState: Int, Hashable, Sendable {
    /// The cell is in no drag session.
    case none
    /// The cell is being lifted, not yet in a drag session.
    case lifting
    /// The cell is part of a drag session.
    case dragging
  }

  /// A cell's drop state, as UIKit's `UICellConfigurationState.DropState`.
  public enum DropState: Int, Hashable, Sendable {
    /// No drag session is over the cell's container.
    case none
    /// A drop can happen in the container, not on this cell.
    case notTargeted
    /// The cell is the drop target.
    case targeted
  }

  /// Creates a state with traits and nothing else set, as UIKit's
  /// `init(traitCollection:)`.
  /// - Parameter traitCollection: The traits.
  public init(traitCollection: UITraitCollection) {
    self.init(isSelected: false, itemIdentifier: nil)
    self.traitCollection = traitCollection
  }

  /// Hashes the state's values.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isSelected)
    hasher.combine(itemIdentifier)
    hasher.combine(uiKit)
  }

  var uiKit: CellStateCompanion {
    get { companion?.base as? CellStateCompanion ?? CellStateCompanion() }
    set { companion = AnyHashable(newValue) }
  }

  /// The traits the cell had when the state was made, as UIKit's `traitCollection`
  /// (read in `updateConfiguration(using:)`, its traits are tracked, as Apple's automatic
  /// trait tracking lists that method).
  public var traitCollection: UITraitCollection {
    get { uiKit.traitCollection ?? UITraitCollection() }
    set { uiKit.traitCollection = newValue }
  }
  /// Whether a touch is down on the cell, as UIKit's `isHighlighted`.
  public var isHighlighted: Bool {
    get { uiKit.isHighlighted }
    set { uiKit.isHighlighted = newValue }
  }
  /// Whether the cell is disabled (it does not take touches), as UIKit's `isDisabled`.
  public var isDisabled: Bool {
    get { uiKit.isDisabled }
    set { uiKit.isDisabled = newValue }
  }
  /// Whether the cell has focus, as UIKit's `isFocused`; there is no focus engine here,
  /// so a cell's own state never sets it.
  public var isFocused: Bool {
    get { uiKit.isFocused }
    set { uiKit.isFocused = newValue }
  }
  /// Whether the cell is pinned (a pinned section header), as UIKit's `isPinned`; never
  /// set by a cell here.
  public var isPinned: Bool {
    get { uiKit.isPinned }
    set { uiKit.isPinned = newValue }
  }
  /// Whether the cell's table or list is in editing mode, as UIKit's `isEditing`.
  public var isEditing: Bool {
    get { uiKit.isEditing }
    set { uiKit.isEditing = newValue }
  }
  /// Whether the cell's outline item is expanded, as UIKit's `isExpanded`.
  public var isExpanded: Bool {
    get { uiKit.isExpanded }
    set { uiKit.isExpanded = newValue }
  }
  /// Whether the cell shows its swipe actions, as UIKit's `isSwiped`.
  public var isSwiped: Bool {
    get { uiKit.isSwiped }
    set { uiKit.isSwiped = newValue }
  }
  /// Whether the cell is being reordered, as UIKit's `isReordering`.
  public var isReordering: Bool {
    get { uiKit.isReordering }
    set { uiKit.isReordering = newValue }
  }
  /// The cell's drag state, as UIKit's `cellDragState`.
  public var cellDragState: DragState {
    get { uiKit.cellDragState }
    set { uiKit.cellDragState = newValue }
  }
  /// The cell's drop state, as UIKit's `cellDropState`.
  public var cellDropState: DropState {
    get { uiKit.cellDropState }
    set { uiKit.cellDropState = newValue }
  }
  /// A custom state, as UIKit's `subscript(key:)`.
  /// - Parameter key: The custom state's key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { uiKit.custom[key] }
    set { uiKit.custom[key] = newValue }
  }
}

/// A view's state, as UIKit's `UIViewConfigurationState`: what a background or content
/// configuration is updated for outside a cell.
/// https://developer.apple.com/documentation/uikit/uiviewconfigurationstate-swift.struct
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// The traits.
  public var traitCollection: UITraitCollection
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether a touch is down on the view.
  public var isHighlighted = false
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view has focus (never set here: there is no focus engine).
  public var isFocused = false
  /// Whether the view is pinned.
  public var isPinned = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state with traits and nothing else set.
  /// - Parameter traitCollection: The traits.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// A custom state, by key.
  /// - Parameter key: The custom state's key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// UIKit's flags of one cell that HeadlessKit's `ListCell` does not keep.
@MainActor
final class CellConfigurationFlags {
  var isHighlighted = false
  var isSwiped = false
  var isExpanded = false
  var isReordering = false
  var isEditing = false
  var automaticallyUpdatesContentConfiguration = true
  var automaticallyUpdatesBackgroundConfiguration = true
  var backgroundConfiguration: UIBackgroundConfiguration?

  static func of(_ cell: ListCell) -> CellConfigurationFlags {
    attachment(in: &cell.attachments, CellConfigurationFlags.init)
  }

  static func existing(_ cell: ListCell) -> CellConfigurationFlags? {
    cell.attachments[ObjectIdentifier(CellConfigurationFlags.self)] as? CellConfigurationFlags
  }

  /// Sets one flag; a change re-runs the cell's configuration, as UIKit's cells do.
  static func set(
    _ keyPath: ReferenceWritableKeyPath<CellConfigurationFlags, Bool>, _ value: Bool,
    on cell: ListCell
  ) {
    let flags = of(cell)
    guard flags[keyPath: keyPath] != value else { return }
    flags[keyPath: keyPath] = value
    cell.setNeedsUpdateConfiguration()
  }

  /// Makes every cell's `configurationState` carry UIKit's part; done when a UIKit cell
  /// is first made.
  static func install() {
    guard ListCell.completeConfigurationState == nil else { return }
    ListCell.completeConfigurationState = { cell, state in
      var companion = CellStateCompanion()
      companion.traitCollection = cell.traitCollection
      companion.isDisabled = !cell.isUserInteractionEnabled
      if let flags = existing(cell) {
        companion.isHighlighted = flags.isHighlighted
        companion.isSwiped = flags.isSwiped
        companion.isExpanded = flags.isExpanded
        companion.isReordering = flags.isReordering
        companion.isEditing = flags.isEditing
      }
      if let table = cell.superview as? UITableView, table.isEditing { companion.isEditing = true }
      state.companion = AnyHashable(companion)
    }
  }
}

extension ListCell {
  /// Whether the cell re-applies its `contentConfiguration` updated for each new state,
  /// as UIKit's `automaticallyUpdatesContentConfiguration`; `true` by default.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { CellConfigurationFlags.existing(self)?.automaticallyUpdatesContentConfiguration ?? true }
    set { CellConfigurationFlags.of(self).automaticallyUpdatesContentConfiguration = newValue }
  }

  /// Whether the cell re-applies its `backgroundConfiguration` updated for each new
  /// state, as UIKit's `automaticallyUpdatesBackgroundConfiguration`; `true` by default.
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get {
      CellConfigurationFlags.existing(self)?.automaticallyUpdatesBackgroundConfiguration ?? true
    }
    set { CellConfigurationFlags.of(self).automaticallyUpdatesBackgroundConfiguration = newValue }
  }

  /// The cell's background, as UIKit's `backgroundConfiguration`: setting it draws its
  /// colour (and corner radius) behind the content, resolved for the cell's state.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { CellConfigurationFlags.existing(self)?.backgroundConfiguration }
    set {
      CellConfigurationFlags.of(self).backgroundConfiguration = newValue
      guard let newValue else { return }
      backgroundColor = newValue.resolvedBackgroundColor(for: tintColor)
      outlineCornerRadius = Double(newValue.cornerRadius)
    }
  }

  /// Re-applies the content and background configurations updated for `state`, as
  /// UIKit's default `updateConfiguration(using:)` does when the cell updates them
  /// automatically.
  func applyAutomaticConfigurationUpdates(for state: UICellConfigurationState) {
    let flags = CellConfigurationFlags.existing(self)
    if flags?.automaticallyUpdatesBackgroundConfiguration ?? true,
      let background = flags?.backgroundConfiguration
    {
      backgroundConfiguration = background.updated(for: state)
    }
    if flags?.automaticallyUpdatesContentConfiguration ?? true,
      let content = contentConfiguration
    {
      contentConfiguration = content.updated(for: state)
    }
  }
}
