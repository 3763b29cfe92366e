public import Foundation

/// A row of a ``ListView``: UITableViewCell/UICollectionViewListCell's role.
///
/// Read `@Observable` state in ``updateConfiguration(using:)`` or in
/// ``configurationUpdateHandler``: both run in the cell's properties phase inside a
/// tracking scope, so a change to what they read re-configures that cell alone.
@preconcurrency @MainActor
open class ListCell: View {
  /// What a configuration hook knows about the cell.
  public struct State: Equatable {
    /// Whether the cell's row is selected.
    public var isSelected: Bool
    /// The identifier of the item the cell shows, as the snapshot gave it.
    public var itemIdentifier: AnyHashable?
    /// A companion module's own part of the state (HeadlessUIKit's
    /// `UICellConfigurationState` keeps UIKit's flags and custom states here).
    package var companion: AnyHashable?

    /// Creates a state.
    /// - Parameters:
    ///   - isSelected: Whether the row is selected.
    ///   - itemIdentifier: The item the cell shows.
    public init(isSelected: Bool, itemIdentifier: AnyHashable?) {
      self.isSelected = isSelected
      self.itemIdentifier = itemIdentifier
    }
  }

  /// Completes a cell's ``configurationState`` with a companion module's part (set once
  /// by HeadlessUIKit, which keeps UIKit's flags on its cells).
  package static var completeConfigurationState: (@MainActor (ListCell, inout State) -> Void)?

  /// ``RedeclarableMembers/label``'s storage.
  package final let labelStorage = Label()
  /// ``RedeclarableMembers/detailLabel``'s storage.
  package final let detailLabelStorage: Label?

  /// The identifier of the item the cell currently shows, as the snapshot gave it
  /// (`cell.itemIdentifier as? String`).
  public internal(set) var itemIdentifier: AnyHashable?
  /// ``RedeclarableMembers/indexPath``'s storage.
  package final var indexPathStorage: IndexPath?

  /// Whether the cell's row is selected; a change re-runs the configuration hooks. The
  /// list sets it as the selection changes; a subclass may override it to observe that
  /// (`override var isSelected: Bool { didSet { … } }`), as UIKit's cells' `isSelected`.
  open var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      setNeedsUpdateConfiguration()
      invalidate(.display)
    }
  }

  /// What the cell shows at its trailing edge, as UITableViewCell's accessory type.
  public enum Accessory: Sendable, Equatable {
    /// Nothing.
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// A tinted check mark: the row is the chosen one.
    case checkmark
    /// A tinted info button and a chevron: the button shows details
    /// (``ListView/tapAccessory(at:)``), the row leads somewhere.
    case detailDisclosureButton
    /// A tinted info button alone.
    case detailButton
  }

  /// The width the accessory takes at the trailing edge, its margin included.
  var accessoryWidth: Double {
    if let accessoryView { return accessoryView.frame.width + 32 }
    switch accessory {
    case .none: return 16
    case .disclosureIndicator, .checkmark: return 36
    case .detailButton: return 44
    case .detailDisclosureButton: return 60
    }
  }

  /// A view shown at the trailing edge in place of ``RedeclarableMembers/accessory`` (a
  /// switch in a settings row), as UIKit's `accessoryView`: its frame's size is kept,
  /// centred vertically, 16 points from the edge. `nil` by default.
  public var accessoryView: View? {
    didSet {
      guard accessoryView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let accessoryView {
        if accessoryView.frame.size == .zero {
          let size = accessoryView.intrinsicContentSize
          accessoryView.frame.size = Size(width: max(0, size.width), height: max(0, size.height))
        }
        addSubview(accessoryView)
      }
      accessoryChanged()
    }
  }

  /// An image at the row's leading edge, as UIKit's cell `imageView`: made on first use;
  /// set its image and the labels move past it (16 points each side of it).
  public var leadingImage: ImageView {
    if let storedLeadingImage { return storedLeadingImage }
    let image = ImageView()
    storedLeadingImage = image
    addSubview(image)
    setNeedsLayout()
    return image
  }
  private var storedLeadingImage: ImageView?

  /// Whether the cell draws a separator along its bottom, as a table's rows do; `true`
  /// by default (a grid's items set it off).
  public var showsSeparator = true {
    didSet { if showsSeparator != oldValue { invalidate(.display) } }
  }

  /// Whether a selected cell draws its highlight, as UIKit's `selectionStyle` other than
  /// `.none`; `true` by default.
  public var showsSelectionHighlight = true {
    didSet { if showsSelectionHighlight != oldValue { invalidate(.display) } }
  }

  private func accessoryChanged() {
    invalidate(.display)
    setNeedsLayout()  // the labels keep clear of it
    contentTrailing?.constant = 16 - accessoryWidth
  }

  /// ``RedeclarableMembers/accessory``'s storage.
  package final var accessoryStorage: Accessory = .none {
    didSet {
      guard accessoryStorage != oldValue else { return }
      accessoryChanged()
    }
  }

  /// The view to put the cell's own subviews in, as UIKit's `contentView`: made on first
  /// use, pinned to the cell's edges (clear of the accessory) by constraints, so subviews
  /// constrained to it size the row when the list's `rowHeight` is
  /// ``ListView/automaticDimension``.
  public var contentView: View {
    if let storedContentView { return storedContentView }
    let content = View()
    storedContentView = content
    insertSubview(content, at: 0)
    content.translatesAutoresizingMaskIntoConstraints = false
    let trailing = content.trailingAnchor.constraint(
      equalTo: trailingAnchor, constant: 16 - accessoryWidth)
    contentTrailing = trailing
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: leadingAnchor),
      content.topAnchor.constraint(equalTo: topAnchor),
      content.bottomAnchor.constraint(equalTo: bottomAnchor),
      trailing,
    ])
    return content
  }
  private var storedContentView: View?
  private var contentTrailing: LayoutConstraint?

  /// Draws the row: its highlight when selected, the accessory, and a separator along
  /// the bottom, inset as iOS insets it.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    if isSelected && showsSelectionHighlight {
      canvas.fill(bounds, color: Palette.selection)
    } else {
      super.draw(in: canvas)
    }
    let accessoryRect = Rect(
      x: 0, y: 0, width: max(0, bounds.width - 16), height: bounds.height)
    let beforeChevron = Rect(
      x: 0, y: 0, width: max(0, bounds.width - 36), height: bounds.height)
    switch accessoryView == nil ? accessory : .none {
    case .none: break
    case .disclosureIndicator:
      canvas.text("›", in: accessoryRect, color: Palette.secondaryLabel, alignment: .trailing)
    case .checkmark:
      canvas.text("✓", in: accessoryRect, color: tintColor!, alignment: .trailing)
    case .detailButton:
      canvas.text("ⓘ", in: accessoryRect, color: tintColor!, alignment: .trailing)
    case .detailDisclosureButton:
      canvas.text("ⓘ", in: beforeChevron, color: tintColor!, alignment: .trailing)
      canvas.text("›", in: accessoryRect, color: Palette.secondaryLabel, alignment: .trailing)
    }
    guard showsSeparator else { return }
    canvas.line(
      from: Point(x: 16, y: bounds.height - 0.5),
      to: Point(x: bounds.width, y: bounds.height - 0.5),
      color: Palette.separator)
  }

  /// Runs after ``updateConfiguration(using:)``, tracked.
  public var configurationUpdateHandler: (@MainActor (ListCell, State) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The arrangement of a cell's content, as UIKit's `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable, Equatable {
    /// A single label.
    case `default`
    /// A label and a trailing detail label.
    case value1
    /// A leading detail label and a label.
    case value2
    /// A label with a subtitle beneath.
    case subtitle
  }

  /// ``RedeclarableMembers/style``'s storage.
  package final let styleStorage: CellStyle
  /// The identifier the cell is reused under; `nil` for cells made by
  /// ``ListView/dequeueReusableCell(of:)``.
  public package(set) var reuseIdentifier: String?

  /// Creates a cell: the designated initializer, which a subclass overrides to set
  /// itself up.
  /// - Parameter style: The content's arrangement; `.default` by default.
  public init(style: CellStyle = .default) {
    self.styleStorage = style
    self.reuseIdentifier = nil
    detailLabelStorage = style == .default ? nil : Label()
    super.init(frame: .zero)
    contentMode = .redraw  // the separator spans the width
    addSubview(label)
    if let detailLabel {
      detailLabel.textColor = Palette.secondaryLabel
      switch style {
      case .value1: detailLabel.alignment = .trailing
      case .value2:
        label.alignment = .trailing
        label.font = .caption
        label.textColor = Palette.tint
      case .subtitle: detailLabel.font = .caption
      case .default: break
      }
      addSubview(detailLabel)
    }
  }

  /// Creates a `.default` cell; required, so ``ListView/dequeueReusableCell(of:)`` can
  /// make any subclass. A subclass that overrides ``init(style:)`` inherits it.
  public required convenience init() {
    self.init(style: .default)
  }

  /// A cell is named by its item in diagnostics: `ListCell(post7)`.
  override var nameForDiagnostics: String? { itemIdentifier.map { "\($0.base)" } }

  /// The configuration state now.
  public var configurationState: State {
    var state = State(isSelected: isSelected, itemIdentifier: itemIdentifier)
    if let complete = Self.completeConfigurationState { complete(self, &state) }
    return state
  }

  /// Called when the cell is about to be reused for another item, just before
  /// ``ListView/dequeueReusableCell(of:)`` returns it, as UIKit's `prepareForReuse()`.
  /// Reset what the previous item left; the default does nothing.
  open func prepareForReuse() {}

  /// Applies the item's state to the cell's views; tracked. The default does nothing.
  /// - Parameter state: The configuration state.
  open func updateConfiguration(using state: State) {}

  override var hasConfigurationHook: Bool { true }

  override func runConfiguration(_ step: (_ method: StaticString, _ body: () -> Void) -> Void) {
    let state = configurationState
    step("updateConfiguration(using:)") { updateConfiguration(using: state) }
    if let handler = configurationUpdateHandler {
      step("configurationUpdateHandler") { handler(self, state) }
    }
  }

  /// It draws with its tint.
  override var drawsWithTint: Bool { true }
  /// The handler is the user's code (a subclass's `updateConfiguration(using:)` too).
  override var userCodePhases: UserCodePhases {
    declaredUserCode(ListCell.self, configurationUpdateHandler == nil ? [] : .configuration)
  }

  /// Lays the labels out by style, inset by 16 points at the sides (and clear of the
  /// accessory): `.default` fills the cell with ``RedeclarableMembers/label``; `.value1`
  /// puts ``RedeclarableMembers/detailLabel`` at the trailing edge over the same width;
  /// `.value2` gives the label a 91-point leading column and the detail the rest;
  /// `.subtitle` stacks the detail beneath.
  open override func layoutSubviews() {
    if let accessoryView {
      let size = accessoryView.frame.size
      accessoryView.frame.origin = Point(
        x: bounds.width - 16 - size.width, y: ((bounds.height - size.height) / 2).rounded())
    }
    // An image sits at the leading edge, centred; the text moves past it.
    var leading = 16.0
    if let image = storedLeadingImage, image.imageName != nil {
      let size = image.imageSize
      image.frame = Rect(
        x: 16, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
        height: size.height)
      leading = 16 + size.width + 16
    }
    let trailing = accessoryWidth
    let width = max(0, bounds.width - leading - trailing)
    let full = Rect(x: leading, y: 0, width: width, height: bounds.height)
    guard let detailLabel else {
      label.frame = full
      return
    }
    switch style {
    case .default, .value1:
      label.frame = full
      detailLabel.frame = full
    case .value2:
      label.frame = Rect(x: leading, y: 0, width: min(91, width), height: bounds.height)
      detailLabel.frame = Rect(
        x: leading + 97, y: 0, width: max(0, width - 97), height: bounds.height)
    case .subtitle:
      let half = (bounds.height / 2).rounded()
      label.frame = Rect(x: leading, y: half - 20, width: width, height: 20)
      detailLabel.frame = Rect(x: leading, y: half, width: width, height: 16)
    }
  }

  /// The item and, when selected, `selected`.
  open override var treeDetails: [String] {
    ["item=" + (itemIdentifier.map { "\"\($0.base)\"" } ?? "nil")]
      + (isSelected ? ["selected"] : [])
  }

  // MARK: Accessibility

  /// A cell is one element by default, read as the texts inside it, as UIKit's cells;
  /// a cell holding a control is a container instead, so the control stays reachable.
  open override var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? !holdsControl(self) }
    set { super.isAccessibilityElement = newValue }
  }

  /// The labels of the elements inside, joined by commas, by default.
  open override var accessibilityLabel: String? {
    get {
      if let label = accessibility?.label { return label }
      let parts = subviews.flatMap { AccessibilityReadingOrder.elements(in: $0) }
        .compactMap(\.accessibilityLabel).filter { !$0.isEmpty }
      return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
    set { super.accessibilityLabel = newValue }
  }

  /// `selected` while selected, by default.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibility?.traits ?? (isSelected ? .selected : .none) }
    set { super.accessibilityTraits = newValue }
  }

  /// Whether a shown control is inside `view`.
  private func holdsControl(_ view: View) -> Bool {
    view.subviews.contains { !$0.isHidden && ($0 is Control || holdsControl($0)) }
  }
}

extension RedeclarableMembers where Self: ListCell {
  /// The cell's label: its main text.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have a `label` of its own.
  @preconcurrency @MainActor public var label: Label { labelStorage }

  /// The secondary text's label, for every style but `.default` (which has none): beside
  /// ``label`` for `.value1` and `.value2`, beneath it for `.subtitle`.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have a `detailLabel` of its
  /// own.
  @preconcurrency @MainActor public var detailLabel: Label? { detailLabelStorage }

  /// The row the cell currently shows.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have an `indexPath` of its
  /// own.
  @preconcurrency @MainActor public var indexPath: IndexPath? { indexPathStorage }

  /// The style the cell was created with.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have a `style` of its own.
  @preconcurrency @MainActor public var style: CellStyle { styleStorage }

  /// The trailing accessory; `.none` by default. A change flags display.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have an `accessory` of its
  /// own.
  @preconcurrency @MainActor public var accessory: ListCell.Accessory {
    get { accessoryStorage }
    set { accessoryStorage = newValue }
  }
}
