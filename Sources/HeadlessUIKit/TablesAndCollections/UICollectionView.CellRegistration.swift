import HeadlessKit
extension UICollectionView {
  /// Makes and configures cells of one class for items, as UIKit's
  /// `UICollectionView.CellRegistration`.
  public struct CellRegistration<Cell: UICollectionViewCell, Item>: Sendable {
    /// Configures a cell for an item.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
    let handler: Handler

    /// Creates a registration, as UIKit's `init(handler:)`.
    /// - Parameter handler: Configures a cell for an item.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }
}
