public import HeadlessKit

/// Content a cell shows, as UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration: Sendable {}

/// A list row's content, as UIKit's `UIListContentConfiguration`: text, secondary text
/// and an image. Applied to a cell, it sets the cell's labels: the secondary text goes to
/// the cell's detail label when its style has one, else it follows the text after two
/// spaces.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
  /// How the text is drawn, as UIKit's `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Equatable, Sendable {
    /// The colour; the label colour by default.
    public var color: UIColor = .label
    /// The font; the body font by default.
    public var font: UIFont = .preferredFont(forTextStyle: .body)
    /// The alignment; natural by default.
    public var alignment: NSTextAlignment = .natural
    /// The maximum number of lines; 0 (no limit) by default.
    public var numberOfLines = 0
  }

  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image (kept, not drawn in a cell).
  public var image: UIImage?
  /// How the primary text is drawn.
  public var textProperties = TextProperties()

  /// The content of a plain cell, as UIKit's `cell()`.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// The content of a cell with a subtitle, as UIKit's `subtitleCell()`.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// The content of a cell with a trailing value, as UIKit's `valueCell()`.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A section header's content, as UIKit's `header()`: the secondary colour.
  public static func header() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.color = .secondaryLabel
    return configuration
  }
  /// A plain list's section header, as UIKit's `plainHeader()`.
  public static func plainHeader() -> UIListContentConfiguration { header() }
  /// A grouped list's section header, as UIKit's `groupedHeader()`.
  public static func groupedHeader() -> UIListContentConfiguration { header() }
}

/// UIKit state a `ListCell` does not keep itself.
@MainActor
final class CellUIKitState {
  var contentConfiguration: (any UIContentConfiguration)?
  /// The cell serves as a section header (a supplementary registration made it).
  var isHeader = false

  static func of(_ cell: ListCell) -> CellUIKitState {
    attachment(in: &cell.attachments, CellUIKitState.init)
  }
}

/// UIKit's `UITableViewCell`: a HeadlessKit `ListCell` made with UIKit's designated
/// initializer, `init(style:reuseIdentifier:)`, which a subclass overrides to set itself
/// up; `UITableView` makes registered cells through it. UIKit's cell properties
/// (`textLabel`, `accessoryType`, `selectionStyle`…) are on every `ListCell` once
/// HeadlessUIKit is imported.
@MainActor
open class UITableViewCell: ListCell {
  /// Creates a cell, as UIKit's `init(style:reuseIdentifier:)`.
  /// - Parameters:
  ///   - style: The content's arrangement.
  ///   - reuseIdentifier: The identifier it is reused under, if any.
  public init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Creates a `.default` cell with no reuse identifier; required, so a table can make
  /// any registered subclass (through the subclass's `init(style:reuseIdentifier:)`).
  public required convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// UIKit's archive initializer: there are no archives here, so it makes no cell.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) { return nil }
}

extension ListCell {
  /// The label of the cell's main text, as UIKit's `textLabel`: HeadlessKit's `label`.
  /// `nil` while a content configuration is set, as in UIKit, where the two are mutually
  /// exclusive (the configuration's text still shows, in `label`).
  public var textLabel: UILabel? { contentConfiguration == nil ? label : nil }

  /// The label of the secondary text, as UIKit's `detailTextLabel`: `nil` for the
  /// `.default` style, as in UIKit, and while a content configuration is set; beside the
  /// text for `.value1` and `.value2`, beneath it for `.subtitle`.
  public var detailTextLabel: UILabel? { contentConfiguration == nil ? detailLabel : nil }

  /// The image at the row's leading edge, as UIKit's `imageView`: made on first use,
  /// `nil` while a content configuration is set, as the labels are.
  public var imageView: UIImageView? { contentConfiguration == nil ? leadingImage : nil }

  /// The accessory, as UIKit's `UITableViewCell.AccessoryType`, with UIKit's raw values.
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron: tapping the button tells the delegate
    /// (`tableView(_:accessoryButtonTappedForRowWith:)`).
    case detailDisclosureButton = 2
    /// A check mark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// The accessory, as UIKit's `accessoryType`: HeadlessKit's `accessory`.
  public var accessoryType: AccessoryType {
    get {
      switch accessory {
      case .none: return .none
      case .disclosureIndicator: return .disclosureIndicator
      case .checkmark: return .checkmark
      case .detailDisclosureButton: return .detailDisclosureButton
      case .detailButton: return .detailButton
      }
    }
    set {
      switch newValue {
      case .none: accessory = .none
      case .disclosureIndicator: accessory = .disclosureIndicator
      case .checkmark: accessory = .checkmark
      case .detailDisclosureButton: accessory = .detailDisclosureButton
      case .detailButton: accessory = .detailButton
      }
    }
  }

  /// What editing does to a row, as UIKit's `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable {
    /// No editing.
    case none = 0
    /// Deleting.
    case delete = 1
    /// Inserting.
    case insert = 2
  }

  /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none = 0
    /// The highlight (blue before iOS 7).
    case blue = 1
    /// The highlight (gray before iOS 7).
    case gray = 2
    /// The highlight.
    case `default` = 3
  }

  /// How a selected cell looks, as UIKit's `selectionStyle`: `.none` draws no highlight
  /// (HeadlessKit's `showsSelectionHighlight`); `.default` unless set.
  public var selectionStyle: SelectionStyle {
    get { TableCellUIKitState.of(self).selectionStyle }
    set {
      TableCellUIKitState.of(self).selectionStyle = newValue
      showsSelectionHighlight = newValue != .none
    }
  }

  /// A content configuration with the cell's default style, as UIKit's
  /// `defaultContentConfiguration()`.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    if CellUIKitState.of(self).isHeader { return .header() }
    return style == .subtitle ? .subtitleCell() : .cell()
  }

  /// The content the cell shows, as UIKit's `contentConfiguration`: setting a
  /// ``UIListContentConfiguration`` sets the cell's label.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { CellUIKitState.of(self).contentConfiguration }
    set {
      CellUIKitState.of(self).contentConfiguration = newValue
      guard let list = newValue as? UIListContentConfiguration else { return }
      if let detailLabel {
        label.text = list.text
        detailLabel.text = list.secondaryText
      } else {
        let parts = [list.text, list.secondaryText].compactMap { $0 }.filter { !$0.isEmpty }
        label.text = parts.isEmpty ? nil : parts.joined(separator: "  ")
      }
      label.textColor = list.textProperties.color
      label.font = list.textProperties.font
      label.alignment = list.textProperties.alignment
      label.numberOfLines = list.textProperties.numberOfLines
    }
  }
}

/// UIKit state a `ListCell` does not keep itself.
@MainActor
final class TableCellUIKitState {
  var selectionStyle = UITableViewCell.SelectionStyle.default

  static func of(_ cell: ListCell) -> TableCellUIKitState {
    attachment(in: &cell.attachments, TableCellUIKitState.init)
  }
}
