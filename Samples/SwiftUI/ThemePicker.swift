import HeadlessKitTesting
import HeadlessScenarios
import HeadlessSwiftUI
import Observation

// Seed 001's screen: a UIKit controller whose theme picker is a SwiftUI view presented as a
// half sheet through UIHostingController, sharing one @Observable model.

@Observable
final class AppTheme {
  var accent: AccentColor = .forest

  enum AccentColor: String, CaseIterable {
    case forest, coral, sage
  }
}

// The article's controller: its elided parts (the views' setup, the button) filled in, its
// `#selector(showThemePicker)` as a UIAction, and its update in the hook each platform
// tracks: `updateProperties()` on 26, `viewWillLayoutSubviews()` on 18 (with the key), as
// the article's two versions do.
final class ViewController: UIViewController {
  private let theme: AppTheme
  private let appliesInUpdateProperties: Bool

  private(set) var headerView: UIView!
  private(set) var themeLabel: UILabel!

  init(theme: AppTheme, appliesInUpdateProperties: Bool) {
    self.theme = theme
    self.appliesInUpdateProperties = appliesInUpdateProperties
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    headerView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    headerView.accessibilityIdentifier = "header"
    themeLabel = UILabel(frame: CGRect(x: 20, y: 60, width: 350, height: 30))
    themeLabel.accessibilityIdentifier = "themeLabel"
    headerView.addSubview(themeLabel)
    view.addSubview(headerView)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Theme"
    let button = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [unowned self] _ in self.showThemePicker() })
    button.accessibilityIdentifier = "changeTheme"
    button.frame = CGRect(x: 20, y: 140, width: 120, height: 44)
    view.addSubview(button)
  }

  private func showThemePicker() {
    let picker = ThemePickerView(theme: theme)
    let host = UIHostingController(rootView: picker)

    // half-sheet setup...
    host.sheetPresentationController?.detents = [.medium()]

    present(host, animated: true)
  }

  override func updateProperties() {
    super.updateProperties()
    if appliesInUpdateProperties { applyTheme() }
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if !appliesInUpdateProperties { applyTheme() }
  }

  private func applyTheme() {
    headerView.backgroundColor = UIColor(named: theme.accent.rawValue)
    themeLabel.text = theme.accent.rawValue.capitalized
  }
}

// The article's picker, exactly as written.
struct ThemePickerView: View {
  let theme: AppTheme

  var body: some View {
    NavigationStack {
      List(AppTheme.AccentColor.allCases, id: \.self) { color in
        Button {
          theme.accent = color
        } label: {
          Text(color.rawValue.capitalized)
        }
      }
      .navigationTitle("Theme")
    }
  }
}

extension SwiftUIScenarios {
  static let themePicker = Scenario(
    name: "swiftui-theme-picker",
    summary: "UIKit screen + SwiftUI picker in a UIHostingController half sheet, one model"
  ) { run in
    // The app's colour sets (forest, coral, sage), as an iOS app's asset catalog has them.
    do {
      try UIColor.addAssetCatalogs(from: .module)
    } catch {
      run.check("the asset catalog loads", "\(error)", equals: "loaded")
    }
    let theme = AppTheme()
    let screen = ViewController(theme: theme, appliesInUpdateProperties: run.platform == .v26)
    run.step("show the UIKit view controller") { run.host.show(screen) }
    run.check("label shows the theme", screen.themeLabel.text, equals: "Forest")
    run.check(
      "header is forest", screen.headerView.backgroundColor?.description, equals: "forest")

    run.step("tap 'Theme': the SwiftUI picker opens in a medium sheet") {
      run.host.tap("changeTheme")
    }
    run.check(
      "a hosting controller is presented",
      String(screen.presentedViewController is UIHostingController<ThemePickerView>),
      equals: "true")
    run.check(
      "sheet covers the bottom half", screen.presentedViewController?.view.frame.height.description,
      equals: "422.0")
    run.check(
      "the bar shows the picker's title", run.host.label("navigationTitle")?.text, equals: "Theme")
    run.picture("sheet")

    run.step("tap 'Coral' in the SwiftUI list") { run.host.tapButton(titled: "Coral") }
    run.check("the model took the pick", theme.accent.rawValue, equals: "coral")
    // Tracked (26, or 18 with the key): the write re-runs the UIKit hook beneath in the same
    // pass. Untracked: the UIKit screen stays on forest.
    run.check(
      "label follows the theme", screen.themeLabel.text,
      equals: run.isTracked ? "Coral" : "Forest")
    run.check(
      "header follows the theme", screen.headerView.backgroundColor?.description,
      equals: run.isTracked ? "coral" : "forest")

    run.step("dismiss the sheet") { screen.dismiss(animated: true) }
    run.check("sheet is gone", String(screen.presentedViewController == nil), equals: "true")
  }
}
