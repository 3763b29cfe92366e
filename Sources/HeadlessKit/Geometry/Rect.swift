public import Foundation

/// A rectangle: Foundation's `CGRect`, as UIKit uses. The name `Rect` is kept, so code
/// written against earlier HeadlessKit compiles unchanged.
///
/// ```swift
/// label.frame = Rect(x: 20, y: 140, width: 350, height: 20)
/// ```
public typealias Rect = CGRect

extension CGRect {
  /// `(x, y, widthxheight)`, whole numbers without decimals: how tree descriptions and
  /// scenario checks show a frame, for example `(20, 140, 350x20)`.
  public var compactDescription: String {
    "(\(Double(origin.x).compactDescription), \(Double(origin.y).compactDescription), "
      + "\(size.compactDescription))"
  }
}
