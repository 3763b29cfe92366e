/// The system colours widgets draw with, close to iOS's; the semantic ones are named, so
/// pictures draw them in the light or dark style (``Color/resolved(for:)``).
enum Palette {
  static let tint = Color(named: "tint")
  static let label = Color(named: "label")
  static let secondaryLabel = Color(named: "gray")
  static let white = Color(named: "white")
  static let green = Color(named: "green")
  /// Control fills and borders (systemGray5).
  static let fill = Color(named: "systemGray5")
  /// Bars and grouped backgrounds (systemGray6).
  static let bar = Color(named: "systemGray6")
  /// Hairlines and separators.
  static let separator = Color(named: "separator")
  /// A selected row's highlight (systemGray4).
  static let selection = Color(named: "systemGray4")
}
