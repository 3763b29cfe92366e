import HeadlessKit
extension UICollectionView {
  /// Where a scrolled-to item ends up, as UIKit's `UICollectionView.ScrollPosition`.
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
  }
}
