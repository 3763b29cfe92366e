// The second seed article's screen, as the article writes it: a UIKit controller with a
// header, and a SwiftUI theme picker presented as a half sheet through UIHostingController,
// sharing one @Observable model. This file imports HeadlessUIKit and HeadlessSwiftUI, as an
// iOS file imports UIKit and SwiftUI: `View`, `Text`, `Button` are SwiftUI's here, `UIView`,
// `UILabel`, `UIColor` UIKit's.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

@Observable
final class AppTheme {
  var accent: AccentColor = .forest

  enum AccentColor: String, CaseIterable {
    case forest, coral, sage
  }
}

// The article's controller: its elided parts (the views' setup, the button) filled in, its
// `#selector(showThemePicker)` as a UIAction.
final class ViewController: UIViewController {
  private let theme = AppTheme()

  private var headerView: UIView!
  private var themeLabel: UILabel!

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

@MainActor
@Suite struct SeedThemePickerTests {
  @Test func pickingCoralInTheHostedSheetRepaintsTheUIKitHeaderInTheSamePass() throws {
    let host = TestHost()
    let controller = ViewController()
    host.show(controller)
    #expect(host.label("themeLabel")?.text == "Forest")

    #expect(host.tapButton(titled: "Theme"))
    let sheet = try #require(
      controller.presentedViewController as? UIHostingController<ThemePickerView>)
    #expect(sheet.presentingViewController === controller)
    #expect(sheet.selectedDetent == .medium)
    #expect(host.view(withText: "Theme") != nil)  // the navigation title
    #expect(
      host.views(ofType: UIButton.self).map(\.title).suffix(3) == ["Forest", "Coral", "Sage"])

    var passes: [[String]] = []
    host.application.onPassFinished = { summary in
      passes.append(summary.runs.map { $0.description })
    }
    #expect(host.tapButton(titled: "Coral"))
    #expect(host.label("themeLabel")?.text == "Coral")
    #expect(host.view("header")?.backgroundColor == UIColor(named: "coral"))
    // One pass ran the UIKit controller's updateProperties() and nothing else re-ran: the
    // picker's body did not read `accent`, so it is not re-evaluated.
    #expect(passes.count == 1)
    #expect(passes.first?.contains("ViewController.updateProperties()") == true)
  }

  @Test func theSheetIsAHalfSheetOverTheStillVisibleController() throws {
    let host = TestHost()
    let controller = ViewController()
    host.show(controller)
    host.tapButton(titled: "Theme")
    let sheet = try #require(controller.presentedViewController)
    #expect(sheet.view.frame.height == host.window.bounds.height / 2)
    #expect(controller.view.window === host.window)
  }
}

// The article's iOS 18 variant: the same update in viewWillLayoutSubviews(), tracked with
// UIObservationTrackingEnabled.
final class ViewController18: UIViewController {
  private let theme = AppTheme()

  private var headerView: UIView!
  private var themeLabel: UILabel!

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
    button.frame = CGRect(x: 20, y: 140, width: 120, height: 44)
    view.addSubview(button)
  }

  private func showThemePicker() {
    let picker = ThemePickerView(theme: theme)
    let host = UIHostingController(rootView: picker)
    host.sheetPresentationController?.detents = [.medium()]
    present(host, animated: true)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()

    headerView.backgroundColor = UIColor(named: theme.accent.rawValue)
    themeLabel.text = theme.accent.rawValue.capitalized
  }
}

@MainActor
@Suite struct SeedThemePicker18Tests {
  @Test func onPlatform18WithTheKeyPickingCoralRepaintsTheHeaderInTheSamePass() throws {
    let host = TestHost(configuration: .init(platform: .v18, observationTrackingEnabled: true))
    let controller = ViewController18()
    host.show(controller)
    #expect(host.label("themeLabel")?.text == "Forest")
    #expect(host.tapButton(titled: "Theme"))
    #expect(controller.presentedViewController is UIHostingController<ThemePickerView>)
    #expect(
      host.views(ofType: UIButton.self).map(\.title).suffix(3) == ["Forest", "Coral", "Sage"])
    #expect(host.view(withText: "Theme") != nil)

    var passes = 0
    host.application.onPassFinished = { _ in passes += 1 }
    #expect(host.tapButton(titled: "Coral"))
    #expect(host.label("themeLabel")?.text == "Coral")
    #expect(host.view("header")?.backgroundColor == UIColor(named: "coral"))
    #expect(passes == 1)
  }

  @Test func onPlatform18BodiesFollowTheirStateInTheLayoutPhase() {
    let host = TestHost(configuration: .init(platform: .v18, observationTrackingEnabled: true))
    let recorder = BodyRecorder(window: host.window)
    let counter = Counter()
    host.show(UIHostingController(rootView: TwoCounters(first: counter, second: Counter())))
    #expect(texts(in: host) == ["Counters", "Count: 0", "Count: 0"])
    recorder.reset()
    counter.value = 4
    host.flush()
    #expect(texts(in: host) == ["Counters", "Count: 4", "Count: 0"])
    #expect(recorder.count("TwoCounters") == 0)
    #expect(recorder.count("CounterView") >= 1)
  }
}
