public import Foundation

/// An offset, as UIKit's `UIOffset`.
/// https://developer.apple.com/documentation/uikit/uioffset
public struct UIOffset: Hashable, Sendable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat
  /// Creates an offset.
  /// - Parameters:
  ///   - horizontal: The horizontal offset.
  ///   - vertical: The vertical offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// Creates a zero offset.
  public init() { self.init(horizontal: 0, vertical: 0) }
  /// No offset.
  public static let zero = UIOffset()
}
