/// Light or dark, as UIKit's `UIUserInterfaceStyle`: the trait
/// ``TraitCollection/userInterfaceStyle`` and the appearance a view is drawn in.
///
/// HeadlessKit resolves colours when it draws a picture, not when a hook runs: hooks,
/// views and tests see the same ``Color`` values in both styles (a label's `textColor`
/// is `label` either way), and ``Window/renderSVG(style:)`` draws the semantic colours
/// of ``Color/paletteNames`` (`systemBackground`, `label`, `tint`, the grays and
/// separators the widgets draw with) in the components of each view's style: make a
/// window dark with `window.traitOverrides.userInterfaceStyle = .dark`. Named colours without a
/// dark variant, such as `coral`, and colours made from components look the same in both,
/// as fixed colours do on iOS.
public enum InterfaceStyle: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The light appearance; the default.
  case light
  /// The dark appearance.
  case dark

  /// `light` or `dark`, the spelling the command line uses.
  public var description: String { rawValue }
}
