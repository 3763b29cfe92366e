import HeadlessKit
/// A list cell's accessory, as UIKit's `UICellAccessory`.
public struct UICellAccessory: Sendable, Equatable {
  enum Kind: Sendable, Equatable { case disclosureIndicator, checkmark, detail }
  let kind: Kind

  /// A chevron, as UIKit's `disclosureIndicator()`.
  public static func disclosureIndicator() -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator)
  }
  /// A check mark, as UIKit's `checkmark()`.
  public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark) }
  /// An info button, as UIKit's `detail()`.
  public static func detail() -> UICellAccessory { UICellAccessory(kind: .detail) }
}
