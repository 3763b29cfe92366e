/// A set of layout axes, as UIKit's `UIAxis`: which axes a list content view preserves
/// its superview's margins on (`UIListContentConfiguration`'s
/// `axesPreservingSuperviewLayoutMargins`).
/// https://developer.apple.com/documentation/uikit/uiaxis
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit's raw values.
  public let rawValue: UInt
  /// Creates a set from its bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Neither axis.
  public static let neither = UIAxis([])
  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
