import HeadlessKit
extension UICollectionView {
  /// Where a scrolled-to item ends up, as UIKit's `UICollectionView.ScrollPosition`: at
  /// most one vertical and one horizontal position; none (`[]`) scrolls as little as
  /// shows the item.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
  public struct ScrollPosition: OptionSet, Sendable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// Creates a position from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Vertically centred.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Horizontally centred.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}
