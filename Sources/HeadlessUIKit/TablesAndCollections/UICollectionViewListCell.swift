import HeadlessKit
/// A list's row, as UIKit's `UICollectionViewListCell`: separated by lines, with a
/// default content configuration (`defaultContentConfiguration()`) and accessories.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// Creates a list cell.
  /// - Parameter frame: The initial frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    showsSeparator = true
  }

  /// UIKit's archive initializer: a working list cell with a zero frame (there are no
  /// archives here; nothing is decoded).
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    showsSeparator = true
  }

  /// Creates a list cell with a zero frame.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// What the row shows at its trailing edge, as UIKit's `accessories`: the first
  /// disclosure indicator or checkmark is drawn.
  public var accessories: [UICellAccessory] = [] {
    didSet {
      accessory =
        accessories.lazy.compactMap {
          switch $0.kind {
          case .disclosureIndicator: ListCell.Accessory.disclosureIndicator
          case .checkmark: ListCell.Accessory.checkmark
          case .detail: ListCell.Accessory.detailButton
          }
        }.first ?? .none
    }
  }
}
