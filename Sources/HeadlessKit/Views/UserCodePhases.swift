/// The phases in which a view's own hooks run code HeadlessKit did not write.
struct UserCodePhases: OptionSet, Sendable {
  let rawValue: UInt8
  /// `updateProperties()` is overridden or calls user code.
  static let properties = UserCodePhases(rawValue: 1)
  /// `layoutSubviews()` is overridden or calls user code (a list's cell provider).
  static let layout = UserCodePhases(rawValue: 2)
  /// `draw(in:)` is overridden.
  static let display = UserCodePhases(rawValue: 4)
  /// The configuration hooks call user code (a handler, an overridden method); they run
  /// in the properties phase on platform 26 and the layout phase on 18.
  static let configuration = UserCodePhases(rawValue: 8)
  /// `updateConstraints()` is overridden.
  static let constraints = UserCodePhases(rawValue: 16)
  /// Every phase: what a subclass HeadlessKit did not write may do.
  static let all: UserCodePhases = [
    .properties, .layout, .display, .configuration, .constraints,
  ]
}
