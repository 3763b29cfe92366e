import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

// Traits and animations in UIKit's spelling: code as written for iOS 17, 18 and 26.

@Observable
private final class Drawer {
  var open = false
}

/// Adapts to dark mode the iOS 17 way (a registration) and the iOS 18 way (a trait read
/// in viewWillLayoutSubviews()).
private final class AppearanceViewController: UIViewController {
  let styleLabel = UILabel()
  let layoutLabel = UILabel()
  var registrations: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
  var layouts = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    styleLabel.identifier = "style"
    layoutLabel.identifier = "layout"
    view.addSubview(styleLabel)
    view.addSubview(layoutLabel)
    registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.registrations.append(
        (previousTraitCollection.userInterfaceStyle, self.traitCollection.userInterfaceStyle))
      self.styleLabel.text = "\(self.traitCollection.userInterfaceStyle)"
    }
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layouts += 1
    layoutLabel.text = traitCollection.userInterfaceStyle == .dark ? "moon" : "star"
  }
}

@MainActor
@Suite struct UIKitTraitTests {
  // registerForTraitChanges(_:handler:) with a trait type
  // (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:))
  // and viewWillLayoutSubviews()'s automatic trait tracking (iOS 18,
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()),
  // driven by `window.traitOverrides` as UIKit code sets dark mode.
  @Test func registrationsAndTrackedReadsFollowTheWindowsStyle() {
    let controller = AppearanceViewController()
    let host = TestHost()
    host.show(controller)
    #expect(host.label("layout")?.text == "star")
    let layouts = controller.layouts
    host.window.traitOverrides.userInterfaceStyle = .dark
    host.flush()
    #expect(controller.registrations.map { [$0.0, $0.1] } == [[.light, .dark]])
    #expect(host.label("style")?.text == "dark")
    #expect(host.label("layout")?.text == "moon")
    #expect(controller.layouts == layouts + 1)
    host.window.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    #expect(!host.window.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    host.flush()
    #expect(host.label("layout")?.text == "star")
    #expect(controller.registrations.count == 2)
  }

  // The trace names the UIKit method that read the trait.
  @Test func theTraceNamesViewWillLayoutSubviews() {
    let host = TestHost(configuration: Configuration(traceEnabled: true))
    host.show(AppearanceViewController())
    host.setTraits { $0.userInterfaceStyle = .dark }
    let reruns = host.diagnostics.compactMap { diagnostic -> String? in
      guard case .rerun(let rerun) = diagnostic.event else { return nil }
      return "\(rerun.owner).\(rerun.method): \(rerun.changes.map(\.property))"
    }
    #expect(
      reruns == [
        "AppearanceViewController.viewWillLayoutSubviews(): [\"traitCollection.userInterfaceStyle\"]"
      ])
  }

  // UIView.animate with .flushUpdates (iOS 26,
  // https://developer.apple.com/documentation/uikit/uiview/animationoptions/flushupdates):
  // the model change inside the block is laid out when animate returns, with no
  // layoutIfNeeded().
  @Test func flushUpdatesInUIKitsSpelling() {
    final class DrawerViewController: UIViewController {
      let drawer: Drawer
      let panel = UIView()
      init(drawer: Drawer) {
        self.drawer = drawer
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(panel)
      }
      override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        panel.frame = CGRect(x: 0, y: 0, width: 100, height: drawer.open ? 300 : 44)
      }
    }
    let drawer = Drawer()
    let controller = DrawerViewController(drawer: drawer)
    let host = TestHost()
    host.show(controller)
    var finished = false
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.flushUpdates, .curveEaseOut],
      animations: { drawer.open = true }, completion: { finished = $0 })
    #expect(controller.panel.frame.height == 300)
    #expect(!finished)
    host.flush()
    #expect(finished)
  }

  // UIColor(dynamicProvider:) (https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)):
  // a view's background drawn in a dark window takes the provider's dark colour.
  @Test func dynamicColoursResolveAgainstTheViewsStyle() {
    let controller = UIViewController()
    let host = TestHost()
    host.show(controller)
    let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    swatch.backgroundColor = UIColor { traits in
      traits.userInterfaceStyle == .dark
        ? UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    }
    controller.view.addSubview(swatch)
    host.flush()
    #expect(host.window.renderSVG().contains("#FF0000"))
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(host.window.renderSVG().contains("#0000FF"))
    #expect(!host.window.renderSVG().contains("#FF0000"))
    #expect(
      swatch.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        .hex.hasPrefix("#0000FF") == true)
  }

  // UITraitCollection.current inside a tracked method is the view's traits
  // (https://developer.apple.com/documentation/uikit/uitraitcollection/current), and
  // reading it there is tracked.
  @Test func currentIsTheRunningViewsTraits() {
    final class Probe: UIView {
      var seen: [UIUserInterfaceSizeClass] = []
      override func layoutSubviews() {
        seen.append(UITraitCollection.current.horizontalSizeClass)
      }
    }
    let controller = UIViewController()
    let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let host = TestHost()
    host.show(controller)
    controller.view.addSubview(probe)
    host.flush()
    probe.traitOverrides.horizontalSizeClass = .regular
    host.flush()
    #expect(probe.seen == [.compact, .regular])
  }
}
