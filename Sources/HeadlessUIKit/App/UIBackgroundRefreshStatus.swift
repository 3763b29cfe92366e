import Foundation

/// Whether the app may refresh in the background, as UIKit's `UIBackgroundRefreshStatus`.
/// https://developer.apple.com/documentation/uikit/uibackgroundrefreshstatus
public enum UIBackgroundRefreshStatus: Int, Sendable, Hashable {
  /// Unavailable by the device's configuration; the person cannot turn it on.
  case restricted = 0
  /// Turned off by the person for this app.
  case denied = 1
  /// On for this app.
  case available = 2
}
