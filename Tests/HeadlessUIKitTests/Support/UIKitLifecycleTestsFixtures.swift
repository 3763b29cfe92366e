import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

// App code below is written in UIKit's names only, as it would be for iOS; the tests
// drive it with HeadlessKitTesting's TestHost.

/// A view controller that logs its lifecycle, in UIKit's spelling.
final class LoggingViewController: UIViewController {
  let name: String
  let log: LifecycleRecorder
  var onViewDidLoad: (() -> Void)?

  init(_ name: String, log: LifecycleRecorder) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  private func record(_ event: String) { log.record("\(name).\(event)") }

  override func viewDidLoad() {
    super.viewDidLoad()
    record("viewDidLoad")
    onViewDidLoad?()
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("viewWillAppear")
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    record("viewIsAppearing")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear")
  }
  override func updateProperties() {
    super.updateProperties()
    record("updateProperties")
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    record("viewWillLayoutSubviews")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    record("viewDidLayoutSubviews")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    record(
      "willMove(\((parent as? LoggingViewController)?.name ?? (parent == nil ? "nil" : "container")))"
    )
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    record(
      "didMove(\((parent as? LoggingViewController)?.name ?? (parent == nil ? "nil" : "container")))"
    )
  }
}

/// The seed's theme, read by a controller in UIKit's names.
@Observable final class Theme: @unchecked Sendable {
  var accent = "forest"
}

final class ThemedViewController: UIViewController {
  let theme: Theme
  let label = UILabel()

  init(theme: Theme) {
    self.theme = theme
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    label.accessibilityIdentifier = "theme"
    view.addSubview(label)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    label.text = theme.accent
  }
}

final class CachingViewController: UIViewController {
  let theme: Theme
  let label = UILabel()
  private var cachedAccent = ""

  init(theme: Theme) {
    self.theme = theme
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    cachedAccent = theme.accent  // read once: never tracked
    label.accessibilityIdentifier = "theme"
    view.addSubview(label)
  }

  override func updateProperties() {
    super.updateProperties()
    label.text = cachedAccent
  }
}
