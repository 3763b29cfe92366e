public import HeadlessKit
extension UICollectionView {
  /// Makes and configures supplementary views of one class and kind, as UIKit's
  /// `UICollectionView.SupplementaryRegistration`.
  public struct SupplementaryRegistration<Supplementary: View>: Sendable {
    /// Configures a view for a kind and position.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
    let elementKind: String
    let handler: Handler
    let make: @MainActor @Sendable () -> Supplementary
  }
}

extension UICollectionView.SupplementaryRegistration where Supplementary: UICollectionReusableView {
  /// Creates a registration of a reusable view class, as UIKit's
  /// `init(elementKind:handler:)`.
  /// - Parameters:
  ///   - elementKind: The kind (`UICollectionView.elementKindSectionHeader`).
  ///   - handler: Configures a view.
  public init(elementKind: String, handler: @escaping Handler) {
    self.init(elementKind: elementKind, handler: handler) { Supplementary() }
  }
}

extension UICollectionView.SupplementaryRegistration where Supplementary: UICollectionViewCell {
  /// Creates a registration of a cell class (a list cell as a header), as UIKit's
  /// `init(elementKind:handler:)`: the cell draws no separator, and its
  /// `defaultContentConfiguration()` is a header's (`UIListContentConfiguration.header()`).
  /// - Parameters:
  ///   - elementKind: The kind (`UICollectionView.elementKindSectionHeader`).
  ///   - handler: Configures a cell.
  public init(elementKind: String, handler: @escaping Handler) {
    self.init(elementKind: elementKind, handler: handler) {
      let cell = Supplementary()
      cell.showsSeparator = false
      CellUIKitState.of(cell).isHeader = true
      return cell
    }
  }
}
