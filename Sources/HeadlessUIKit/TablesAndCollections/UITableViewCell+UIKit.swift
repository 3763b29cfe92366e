public import HeadlessKit
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

/// UIKit's `UITableViewCell` labels and image, which a collection view's cell does not
/// have: a `UICollectionViewCell` subclass may declare its own `textLabel` or
/// `imageView`, as on iOS.
extension UITableViewCell {
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
}

extension ListCell {
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
