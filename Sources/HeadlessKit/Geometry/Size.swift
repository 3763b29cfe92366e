public import Foundation

/// A width and a height: Foundation's `CGSize`, as UIKit uses. The name `Size` is kept,
/// so code written against earlier HeadlessKit compiles unchanged.
public typealias Size = CGSize

extension CGSize {
  /// `widthxheight`, whole numbers without decimals: `390x844`.
  public var compactDescription: String {
    "\(Double(width).compactDescription)x\(Double(height).compactDescription)"
  }
}
