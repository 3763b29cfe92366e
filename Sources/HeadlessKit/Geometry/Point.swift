public import Foundation

/// A position: Foundation's `CGPoint`, as UIKit uses. The name `Point` is kept, so code
/// written against earlier HeadlessKit compiles unchanged.
public typealias Point = CGPoint

extension CGPoint {
  /// `(x, y)`, whole numbers without decimals: `(0, 440)`.
  public var compactDescription: String {
    "(\(Double(x).compactDescription), \(Double(y).compactDescription))"
  }
}

extension Double {
  /// The number without a decimal part when it is whole: `390`, `0.5`.
  package var compactDescription: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
    return String(self)
  }
}
