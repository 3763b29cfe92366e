import HeadlessKit
import HeadlessKitTesting

/// A 60-view screen (a header, then 19 rows of a label, a field and a button, laid out by
/// constraints with leading and trailing anchors; colours follow the appearance) rendered
/// in the 24 configurations of a snapshot matrix (3 devices x light and dark x 2 text
/// sizes x both layout directions), as `assertSnapshots(of:matrix:)` renders them: one
/// host, each configuration applied in turn. Against 24 single renders: for each
/// configuration, a new host, a new screen, one picture, as 24 separate snapshot tests
/// would take them.
struct MatrixScenario: BenchScenario {
  var name: String { "matrix" }
  var summary: String { "24 configurations of a 60-view screen vs 24 single renders" }
  var comparesSides: Bool { true }

  /// The 60-view screen.
  final class Screen: Controller {
    let header = View()
    var rows: [(Label, TextField, Button)] = []

    override func didLoad() {
      var constraints: [LayoutConstraint] = []
      header.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(header)
      constraints += [
        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 60),
      ]
      var above: View = header
      for index in 0..<19 {
        let label = Label(text: "Field \(index)")
        let field = TextField()
        let button = Button(title: "Go")
        for subview in [label, field, button] as [View] {
          subview.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(subview)
        }
        constraints += [
          label.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8),
          label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
          field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
          field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
          button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
          button.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
          button.centerYAnchor.constraint(equalTo: label.centerYAnchor),
          button.widthAnchor.constraint(equalToConstant: 44),
        ]
        label.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        rows.append((label, field, button))
        above = label
      }
      LayoutConstraint.activate(constraints)
    }

    override func updateProperties() {
      let dark = traitCollection.userInterfaceStyle == .dark
      header.backgroundColor = Color(named: dark ? "indigo" : "teal")
    }
  }

  /// The matrix: 3 x 2 x 2 x 2 = 24 configurations.
  static let matrix = SnapshotMatrix(
    devices: [.iPhoneSE, .iPhone16, .iPad11Inch], appearances: [.light, .dark],
    contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
    layoutDirections: [.leftToRight, .rightToLeft])

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let configurations = Self.matrix.configurations
    precondition(configurations.count == 24, "the matrix row renders 24 configurations")
    var bytes = 0
    let n = context.quick ? 1 : 3
    let r = Harness.compare("matrix", rounds: context.rounds, iterations: n) {
      for _ in 0..<n {
        MatrixRenderer.render(Screen(), matrix: Self.matrix) { _, svg in bytes &+= svg.utf8.count }
      }
    } baseline: {
      for _ in 0..<n {
        for configuration in configurations {
          let host = TestHost(configuration: Configuration(platform: configuration.platform))
          MatrixRenderer.apply(configuration, to: host.window)
          host.show(Screen())
          bytes &+= host.window.renderSVG().utf8.count
          host.window.rootController = nil
        }
      }
    }
    // Under `--instructions`, the empty run (`--side none`) takes no pictures.
    precondition(
      bytes > 0 || Instructions.side == Instructions.Side.none, "the pictures were taken")
    return [
      Row.ratio(
        "matrix", "24 configurations of 60 views vs 24 single renders", r, limit: 1.2, aim: "")
    ]
  }
}
