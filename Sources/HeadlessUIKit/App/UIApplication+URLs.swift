import Foundation

extension UIApplication {
  /// Whether a URL's scheme has an app to open it, as UIKit's `canOpenURL(_:)`.
  ///
  /// Headlessly no other app is installed: the answer is whether the URL's scheme (compared
  /// without case) is in ``Headless/openableURLSchemes`` (`http`, `https`, `mailto`, `tel`,
  /// `sms` and the Settings app's `app-settings` by default).
  /// https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:)
  /// - Parameter url: The URL.
  /// - Returns: Whether ``open(_:options:completionHandler:)`` would succeed.
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return headless.openableURLSchemes.contains { $0.lowercased() == scheme }
  }

  /// Opens a URL in the app that handles it, as UIKit's `open(_:options:completionHandler:)`.
  ///
  /// Headlessly nothing leaves the app: the URL is appended to ``Headless/openedURLs``
  /// (with its options in ``Headless/openedURLOptions``), and `completion` runs before this
  /// returns with ``canOpenURL(_:)``'s answer (`false` too with `.universalLinksOnly` set to
  /// `true`, since no app claims universal links here). UIKit runs it later on the main
  /// queue; code that only reacts to the result behaves the same.
  /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: How to open it.
  ///   - completion: Told whether the URL was opened.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let opened = record(url, options: options)
    completion?(opened)
  }

  /// Opens a URL and returns whether it was opened, as the `async` form UIKit's
  /// `open(_:options:completionHandler:)` has in Swift.
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: How to open it.
  /// - Returns: Whether the URL was opened.
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    record(url, options: options)
  }

  private func record(_ url: URL, options: [OpenExternalURLOptionsKey: Any]) -> Bool {
    headless.openedURLs.append(url)
    headless.openedURLOptions.append(options)
    if options[.universalLinksOnly] as? Bool == true { return false }
    return canOpenURL(url)
  }

  /// The URL that opens the app's page in the Settings app, as UIKit's
  /// `openSettingsURLString`: `app-settings:`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring
  public nonisolated static let openSettingsURLString = "app-settings:"

  /// The URL that opens the app's notification settings in the Settings app, as UIKit's
  /// `openNotificationSettingsURLString` (iOS 16): `app-settings:notifications`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/opennotificationsettingsurlstring
  public nonisolated static let openNotificationSettingsURLString = "app-settings:notifications"

  /// A key of the options of ``open(_:options:completionHandler:)``, as UIKit's
  /// `UIApplication.OpenExternalURLOptionsKey`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key.
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open the URL only when an installed app claims it as a universal link (a `Bool`).
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    /// An event attribution to pass along.
    public static let eventAttribution = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
  }

  /// The identifier of a kind of app extension, as UIKit's
  /// `UIApplication.ExtensionPointIdentifier`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/extensionpointidentifier
  public struct ExtensionPointIdentifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// Creates an identifier.
    /// - Parameter rawValue: The identifier's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Custom keyboards.
    public static let keyboard = ExtensionPointIdentifier(
      rawValue: "com.apple.keyboard-service")
  }
}
