import HeadlessKit
/// Content a cell shows, as UIKit's `UIContentConfiguration`.
/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
public protocol UIContentConfiguration: Sendable {
  /// The configuration with the defaults of `state` applied, as UIKit's
  /// `updated(for:)`; a cell applies it again at each change of its state when it
  /// updates its content automatically.
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
