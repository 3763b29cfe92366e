/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`.
/// HeadlessKit's windows do not rotate: the value is for code to pass and read.
public enum UIInterfaceOrientation: Int, Sendable {
  /// Unknown.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Rotated so the home button or bottom edge is on the left.
  case landscapeLeft = 4
  /// Rotated so the home button or bottom edge is on the right.
  case landscapeRight = 3

  /// Whether this is a portrait orientation, as UIKit's `isPortrait`.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether this is a landscape orientation, as UIKit's `isLandscape`.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller supports, as UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Creates a mask.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Portrait.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape, home on the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape, home on the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscapes.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
  ]
  /// Every orientation but upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}
