/// The system colours widgets draw with, close to iOS's light appearance.
enum Palette {
  static let tint = Color(named: "tint")
  static let label = Color(named: "label")
  static let secondaryLabel = Color(named: "gray")
  static let white = Color(named: "white")
  static let green = Color(named: "green")
  /// Control fills and borders (systemGray5).
  static let fill = Color(red: 0.9, green: 0.9, blue: 0.92)
  /// Bars and grouped backgrounds (systemGray6).
  static let bar = Color(red: 0.97, green: 0.97, blue: 0.97)
  /// Hairlines and separators.
  static let separator = Color(red: 0.78, green: 0.78, blue: 0.8)
  /// A selected row's highlight (systemGray4).
  static let selection = Color(red: 0.82, green: 0.82, blue: 0.84)

  /// `color` at another opacity.
  static func faded(_ color: Color, _ alpha: Double) -> Color {
    Color(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
  }
}
