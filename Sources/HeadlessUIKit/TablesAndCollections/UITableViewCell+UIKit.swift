public import HeadlessKit
/// UIKit state a `ListCell` does not keep itself.
@MainActor
final class CellUIKitState {
  var contentConfiguration: (any UIContentConfiguration)?
  /// The view a configuration other than a list configuration made, in `contentView`.
  var configuredView: (any UIView & UIContentView)?
  /// A list configuration's image is in the cell's leading image view.
  var showsListImage = false
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

  /// The content the cell shows, as UIKit's `contentConfiguration`
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox).
  /// A ``UIListContentConfiguration`` sets the cell's label, detail label and leading
  /// image. Any other configuration is shown by the view its `makeContentView()` makes,
  /// once, in `contentView` pinned to its edges; a later configuration that view
  /// `supports(_:)` is set as its `configuration`, any other replaces it with a new view.
  /// `nil` removes what the configuration showed.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { CellUIKitState.of(self).contentConfiguration }
    set {
      let state = CellUIKitState.of(self)
      let showedList = state.contentConfiguration is UIListContentConfiguration
      state.contentConfiguration = newValue
      if let list = newValue as? UIListContentConfiguration {
        removeConfiguredView(state)
        apply(list, state)
        return
      }
      if showedList { clearListContent(state) }
      if let newValue {
        state.configuredView = ContentViewHosting.show(
          newValue, in: contentView, replacing: state.configuredView)
      } else {
        removeConfiguredView(state)
      }
    }
  }

  private func removeConfiguredView(_ state: CellUIKitState) {
    state.configuredView?.removeFromSuperview()
    state.configuredView = nil
  }

  /// Shows a list configuration in the cell's own labels and leading image.
  private func apply(_ list: UIListContentConfiguration, _ state: CellUIKitState) {
    if let detailLabel {
      show(list.shownText, list.attributedText, list.textProperties, in: label)
      show(
        list.shownSecondaryText, list.secondaryAttributedText, list.secondaryTextProperties,
        in: detailLabel)
    } else {
      let parts = [list.shownText, list.shownSecondaryText].compactMap { $0 }
        .filter { !$0.isEmpty }
      show(
        parts.isEmpty ? nil : parts.joined(separator: "  "), nil, list.textProperties,
        in: label)
    }
    if list.image != nil || state.showsListImage {
      let imageView = leadingImage
      imageView.image = list.image
      if let image = list.image {
        imageView.imageSize = list.imageProperties.drawnSize(of: image)
        imageView.tintColor = list.imageProperties.resolvedTintColor(
          for: tintColor ?? .systemBlue)
      }
      state.showsListImage = list.image != nil
      setNeedsLayout()
    }
  }

  private func show(
    _ text: String?, _ attributed: NSAttributedString?,
    _ properties: UIListContentConfiguration.TextProperties, in label: UILabel
  ) {
    label.textColor = properties.resolvedColor()
    label.font = properties.font
    label.alignment = properties.alignment
    label.numberOfLines = properties.numberOfLines
    if let attributed, properties.transform == .none {
      label.attributedText = attributed
    } else {
      label.text = text
    }
  }

  /// Clears what a list configuration showed, when another configuration (or none)
  /// replaces it.
  private func clearListContent(_ state: CellUIKitState) {
    label.text = nil
    detailLabel?.text = nil
    if state.showsListImage {
      leadingImage.image = nil
      state.showsListImage = false
      setNeedsLayout()
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
