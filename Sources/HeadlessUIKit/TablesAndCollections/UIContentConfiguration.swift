public import HeadlessKit

/// The content and styling of a content view, as UIKit's `UIContentConfiguration`: a value
/// that makes its view (``makeContentView()``) and restyles itself for a state
/// (``updated(for:)``). Set one as a cell's or header's `contentConfiguration`: the cell
/// makes the view once and hands later compatible configurations to it.
///
/// ```swift
/// struct BadgeConfiguration: UIContentConfiguration {
///   var title = ""
///   func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
///   func updated(for state: UIConfigurationState) -> Self { self }
/// }
/// ```
///
/// As in UIKit, the protocol is not `Sendable`: a configuration may hold a closure or a
/// view model, and lives on the main actor with the view it configures.
/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
public protocol UIContentConfiguration {
  /// Makes a new content view showing this configuration, as UIKit's `makeContentView()`.
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  /// - Returns: The view, which adopts ``UIContentView``.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// The configuration with the defaults of `state` applied, as UIKit's
  /// `updated(for:)`; a cell applies it again at each change of its state when it
  /// updates its content automatically.
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  /// - Parameter state: The state to update for.
  /// - Returns: The updated configuration.
  func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
  /// The configuration unchanged: a configuration whose look does not depend on the state.
  /// - Parameter state: The state to update for.
  /// - Returns: `self`.
  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view made by a content configuration, as UIKit's `UIContentView`: setting its
/// ``configuration`` restyles it.
///
/// ```swift
/// final class BadgeView: UIView, UIContentView {
///   var configuration: UIContentConfiguration { didSet { apply() } }
///   init(configuration: BadgeConfiguration) { ... }
/// }
/// ```
/// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows, as UIKit's `configuration`: setting it applies it.
  /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show `configuration` by setting it as its ``configuration``,
  /// as UIKit's `supports(_:)`; a cell makes a new view otherwise.
  /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)
  /// - Parameter configuration: The configuration to test.
  /// - Returns: Whether the view can show it.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the type of the view's ``configuration``: UIKit's
  /// default ("compatible with configuration types that match the type of the view's
  /// existing configuration").
  /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)
  /// - Parameter configuration: The configuration to test.
  /// - Returns: Whether the types match.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
  }
}
