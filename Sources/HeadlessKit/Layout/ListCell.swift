public import Foundation

/// A row of a ``ListView``: UITableViewCell/UICollectionViewListCell's role.
///
/// Read `@Observable` state in ``updateConfiguration(using:)`` or in
/// ``configurationUpdateHandler``: both run in the cell's properties phase inside a
/// tracking scope, so a change to what they read re-configures that cell alone.
@MainActor
open class ListCell: View {
  /// What a configuration hook knows about the cell.
  public struct State: Sendable, Equatable {
    /// Whether the cell's row is selected.
    public var isSelected: Bool
    /// The identifier of the item the cell shows.
    public var itemIdentifier: String?
  }

  /// The cell's label, laid out to fill it.
  public let textLabel = Label()

  /// The identifier of the item the cell currently shows.
  public internal(set) var itemIdentifier: String?
  /// The row the cell currently shows.
  public internal(set) var indexPath: IndexPath?

  /// Whether the cell's row is selected; a change re-runs the configuration hooks.
  public internal(set) var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Runs after ``updateConfiguration(using:)``, tracked.
  public var configurationUpdateHandler: (@MainActor (ListCell, State) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Creates a cell; required, so ``ListView/dequeueReusableCell(of:)`` can make any
  /// subclass.
  public required init() {
    super.init(frame: .zero)
    addSubview(textLabel)
  }

  /// A cell is named by its item in diagnostics: `ListCell(post7)`.
  override var nameForDiagnostics: String? { itemIdentifier }

  /// The configuration state now.
  public var configurationState: State {
    State(isSelected: isSelected, itemIdentifier: itemIdentifier)
  }

  /// Called when the cell is about to be reused for another item, just before
  /// ``ListView/dequeueReusableCell(of:)`` returns it, as UIKit's `prepareForReuse()`.
  /// Reset what the previous item left; the default does nothing.
  open func prepareForReuse() {}

  /// Applies the item's state to the cell's views; tracked. The default does nothing.
  /// - Parameter state: The configuration state.
  open func updateConfiguration(using state: State) {}

  override var hasConfigurationHook: Bool { true }

  override func runConfiguration() {
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  /// The handler is the user's code (a subclass's `updateConfiguration(using:)` too).
  override var userCodePhases: UserCodePhases {
    declaredUserCode(ListCell.self, configurationUpdateHandler == nil ? [] : .configuration)
  }

  /// Lays the label out to fill the cell, inset by 16 points at the sides.
  open override func layoutSubviews() {
    textLabel.frame = Rect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
  }

  /// The item and, when selected, `selected`.
  open override var treeDetails: [String] {
    ["item=" + (itemIdentifier.map { "\"\($0)\"" } ?? "nil")] + (isSelected ? ["selected"] : [])
  }
}
