import HeadlessKit
extension UIImage {
  /// An image configuration, as UIKit's `UIImage.Configuration`.
  public class Configuration: @unchecked Sendable, Equatable {
    init() {}
    /// Equal when of the same kind with the same values.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      guard let lhs = lhs as? SymbolConfiguration, let rhs = rhs as? SymbolConfiguration else {
        return lhs === rhs
      }
      return lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
        && lhs.scale == rhs.scale && lhs.textStyle == rhs.textStyle
    }
  }
}
