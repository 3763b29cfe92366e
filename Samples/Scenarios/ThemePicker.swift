import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessScenarios
import Observation

/// The app's theme, shared by the screen and the picker (seed 001).
@Observable
final class AppTheme {
  enum AccentColor: String, CaseIterable {
    case forest, coral, sage
  }
  var accent: AccentColor = .forest
}

extension AppTheme: NamesTrackedProperties {
  static var trackedPropertyNames: [AnyKeyPath: String] { [\AppTheme.accent: "accent"] }
}

/// The screen that reflects the theme: a coloured header and a label.
@MainActor
final class ThemeController: RenderingController {
  let theme: AppTheme
  let header = View(frame: Rect(x: 0, y: 0, width: 390, height: 120))
  let themeLabel = Label(frame: Rect(x: 20, y: 140, width: 350, height: 20))
  let changeButton = Button(title: "Change theme")

  init(theme: AppTheme, platform: Configuration.Platform) {
    self.theme = theme
    super.init(platform: platform)
  }

  override func didLoad() {
    // The system blue is 4:1 against white; text needs 4.5:1 (WCAG AA). A darker blue
    // passes on white and on the picker's gray buttons, a lighter one in the dark.
    view.tintColor = ThemeController.accessibleTint
    header.identifier = "header"
    themeLabel.identifier = "themeLabel"
    changeButton.identifier = "changeTheme"
    changeButton.style = .filled
    // Its white title needs the darker blue beneath it in both appearances.
    changeButton.baseBackgroundColor = ThemeController.filledButtonBlue
    changeButton.frame = Rect(x: 20, y: 180, width: 160, height: 44)
    view.addSubview(header)
    view.addSubview(themeLabel)
    view.addSubview(changeButton)
    changeButton.addAction { [unowned self] in
      // The picker writes the theme; this screen only reads it, in render().
      present(ThemePicker(theme: theme), style: .sheet(detents: [.medium]))
    }
  }

  /// A blue with 4.5:1 contrast or more (WCAG AA for text) against the system's
  /// background and gray fill in both appearances: #0061CC in the light style (5.9:1 on
  /// white, 4.7:1 on the gray fill), #66B3FF in the dark (9.4:1 on black, 6.3:1 on the
  /// dark gray fill), where the darker blue alone reads 3.6:1 on black and 2.4:1 on the
  /// gray fill.
  static let accessibleTint = Color.withDarkVariant(
    light: filledButtonBlue, dark: Color(red: 0.4, green: 0.7, blue: 1))

  /// The darker blue, under the filled button's white title in both appearances
  /// (5.9:1).
  static let filledButtonBlue = Color(red: 0, green: 0.38, blue: 0.8)

  override func render() {
    header.backgroundColor = Color(named: theme.accent.rawValue)
    themeLabel.text = theme.accent.rawValue.capitalized
  }
}

/// The picker presented as a half sheet: one button per accent.
@MainActor
final class ThemePicker: Controller {
  let theme: AppTheme

  init(theme: AppTheme) {
    self.theme = theme
    super.init()
  }

  override func didLoad() {
    view.tintColor = ThemeController.accessibleTint
    let title = Label(text: "Theme", frame: Rect(x: 20, y: 16, width: 200, height: 20))
    title.identifier = "pickerTitle"
    view.addSubview(title)
    for (index, accent) in AppTheme.AccentColor.allCases.enumerated() {
      let button = Button(title: accent.rawValue.capitalized)
      button.style = .gray
      button.identifier = "pick-\(accent.rawValue)"
      button.frame = Rect(x: 20, y: 52 + Double(index) * 52, width: 350, height: 44)
      button.addAction { [theme] in theme.accent = accent }
      view.addSubview(button)
    }
  }
}

extension Catalog {
  static let themePicker = Scenario(
    name: "theme-picker",
    summary: "UIKit screen + half-sheet picker: picking coral repaints the screen beneath"
  ) { run in
    let theme = AppTheme()
    let screen = ThemeController(theme: theme, platform: run.platform)
    run.step("show the theme screen") { run.host.show(screen) }
    run.check("label shows the theme", screen.themeLabel.text, equals: "Forest")
    run.check("header is forest", screen.header.backgroundColor?.name, equals: "forest")

    run.step("tap 'Change theme': the picker opens as a medium sheet") {
      run.host.tap("changeTheme")
    }
    run.check(
      "sheet covers the bottom half", screen.presentedController?.view.frame.compactDescription,
      equals: Rect(x: 0, y: 422, width: 390, height: 422).compactDescription)
    run.check(
      "screen beneath stays in the window", String(screen.view.window != nil), equals: "true")
    run.picture("sheet")

    run.step("pick 'Coral' in the sheet") { run.host.tap("pick-coral") }
    // Tracked (26, or 18 with the key): the write re-runs render(). Untracked: stale.
    run.check(
      "label follows the theme", screen.themeLabel.text,
      equals: run.isTracked ? "Coral" : "Forest")
    run.check(
      "header follows the theme", screen.header.backgroundColor?.name,
      equals: run.isTracked ? "coral" : "forest")

    run.step("dismiss the sheet") { screen.dismiss() }
    run.check("sheet is gone", String(screen.presentedController == nil), equals: "true")
  }
}
