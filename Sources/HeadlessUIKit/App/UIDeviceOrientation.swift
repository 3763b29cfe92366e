import Foundation

/// The device's physical orientation, as UIKit's `UIDeviceOrientation`.
/// https://developer.apple.com/documentation/uikit/uideviceorientation
public enum UIDeviceOrientation: Int, Sendable, Hashable {
  /// Unknown.
  case unknown = 0
  /// Upright, the home button or bottom edge below.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, the bottom edge on the right.
  case landscapeLeft = 3
  /// On its side, the bottom edge on the left.
  case landscapeRight = 4
  /// Flat, screen up.
  case faceUp = 5
  /// Flat, screen down.
  case faceDown = 6

  /// Whether the orientation is a portrait one, as UIKit's `isPortrait`.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is a landscape one, as UIKit's `isLandscape`.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat, as UIKit's `isFlat`.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface can take, as UIKit's
  /// `isValidInterfaceOrientation`: portrait or landscape.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
