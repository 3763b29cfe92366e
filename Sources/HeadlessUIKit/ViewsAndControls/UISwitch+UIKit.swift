public import HeadlessKit
extension Switch {
  /// Sets the switch, as UIKit's `setOn(_:animated:)`: like setting `isOn`, no action
  /// is sent.
  /// - Parameters:
  ///   - on: The new state.
  ///   - animated: Ignored.
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
