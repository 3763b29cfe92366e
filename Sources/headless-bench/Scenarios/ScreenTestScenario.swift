import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation

/// What a screen test costs: a 60-view screen written with UIKit's names shown in a
/// `TestHost`, a tap on its button, a flush, a label read; against building the same views
/// by hand, placing them with frames, doing the tap's work and reading the label, with no
/// application, pass or tracking. Each iteration builds its screen afresh, as each test
/// does. Both sides tap the same way: the button's action, registered as the screen
/// registers it, sent through the control (the baseline sends it by hand).
struct ScreenTestScenario: BenchScenario {
  var name: String { "screen-test" }
  var summary: String { "a 60-view UIKit screen in a TestHost: show, tap, flush, read" }
  var comparesSides: Bool { true }

  /// The rows of the screen: 58 labels, then the count label and the button.
  static let rowCount = 58
  static let rowHeight = 12.0

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let n = context.quick ? 20 : 100
    let r = Harness.compare("screen-test", rounds: context.rounds, iterations: n) {
      for _ in 0..<n { Self.testTheScreen() }
    } baseline: {
      for _ in 0..<n { Self.buildTheScreenByHand() }
    }
    return [
      Row.ratio(
        "screen-test", "show 60 views in a TestHost, tap, flush, read vs by hand", r,
        limit: 2, aim: "")
    ]
  }

  /// The framework's side: what a screen test does.
  @MainActor static func testTheScreen() {
    let host = TestHost(diagnostics: .expected)
    host.show(CounterScreen(counter: Counter()))
    host.tap("increment")
    host.flush()
    precondition(host.label("count")?.text == "Count: 1", "screen-test: the tap did not count")
  }

  /// The baseline: the same views built, placed and updated by hand.
  @MainActor static func buildTheScreenByHand() {
    let counter = Counter()
    let root = UIView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let countLabel = UILabel()
    countLabel.accessibilityIdentifier = "count"
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "increment"
    button.setTitle("+1", for: .normal)
    button.addAction(UIAction { [counter] _ in counter.value += 1 }, for: .primaryActionTriggered)
    for index in 0..<rowCount {
      let label = UILabel()
      label.text = "Row \(index)"
      root.addSubview(label)
      label.frame = Rect(
        x: 16, y: 60 + Double(index) * rowHeight, width: root.bounds.width - 32,
        height: rowHeight)
    }
    root.addSubview(countLabel)
    root.addSubview(button)
    countLabel.text = "Count: \(counter.value)"
    countLabel.frame = Rect(x: 16, y: 20, width: 200, height: 20)
    button.frame = Rect(x: 240, y: 20, width: 134, height: 20)
    button.sendActions(for: .primaryActionTriggered)
    countLabel.text = "Count: \(counter.value)"
    precondition(countLabel.text == "Count: 1", "screen-test: the baseline did not count")
  }
}

@Observable
private final class Counter {
  var value = 0
}

/// The screen, as an iOS app writes it: built in `viewDidLoad()`, state applied in
/// `updateProperties()`, frames set in `viewWillLayoutSubviews()`.
private final class CounterScreen: UIViewController {
  let counter: Counter
  private let countLabel = UILabel()
  private var rows: [UILabel] = []
  private let button = UIButton(type: .system)

  init(counter: Counter) {
    self.counter = counter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    for index in 0..<ScreenTestScenario.rowCount {
      let label = UILabel()
      label.text = "Row \(index)"
      view.addSubview(label)
      rows.append(label)
    }
    countLabel.accessibilityIdentifier = "count"
    button.accessibilityIdentifier = "increment"
    button.setTitle("+1", for: .normal)
    button.addAction(UIAction { [counter] _ in counter.value += 1 }, for: .primaryActionTriggered)
    view.addSubview(countLabel)
    view.addSubview(button)
  }

  override func updateProperties() {
    super.updateProperties()
    countLabel.text = "Count: \(counter.value)"
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    for (index, label) in rows.enumerated() {
      label.frame = CGRect(
        x: 16, y: 60 + Double(index) * ScreenTestScenario.rowHeight,
        width: view.bounds.width - 32, height: ScreenTestScenario.rowHeight)
    }
    countLabel.frame = CGRect(x: 16, y: 20, width: 200, height: 20)
    button.frame = CGRect(x: 240, y: 20, width: 134, height: 20)
  }
}
