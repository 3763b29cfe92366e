// Hosting both ways: SwiftUI in UIKit (UIHostingController, sizingOptions) and UIKit in
// SwiftUI (UIViewRepresentable, UIViewControllerRepresentable).

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

struct Badge: UIViewRepresentable {
  let count: Int

  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    label.accessibilityIdentifier = "badge"
    return label
  }

  func updateUIView(_ label: UILabel, context: Context) {
    label.text = "\(count) new"
  }
}

struct BadgeScreen: View {
  let counter: Counter
  var body: some View {
    VStack {
      Text("Inbox")
      Badge(count: counter.value)
    }
  }
}

final class DetailController: UIViewController {
  var detail = "" {
    didSet { setNeedsUpdateProperties() }
  }
  private let label = UILabel()
  private(set) var appeared = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    label.accessibilityIdentifier = "detail"
    view.addSubview(label)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appeared += 1
  }

  override func updateProperties() {
    super.updateProperties()
    label.text = detail
  }
}

struct Detail: UIViewControllerRepresentable {
  let text: String

  func makeUIViewController(context: Context) -> DetailController { DetailController() }

  func updateUIViewController(_ controller: DetailController, context: Context) {
    controller.detail = text
  }
}

struct DetailScreen: View {
  let counter: Counter
  var body: some View {
    Detail(text: "detail \(counter.value)")
  }
}

struct Short: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("One")
      Text("Two")
    }
  }
}

@MainActor
@Suite struct HostingTests {
  @Test func aRepresentableViewIsMadeOnceAndUpdatedWhenTheBodyRuns() throws {
    let counter = Counter()
    let (host, _) = showing(BadgeScreen(counter: counter))
    let badge = try #require(host.label("badge"))
    #expect(badge.text == "0 new")
    counter.value = 3
    host.flush()
    #expect(host.label("badge") === badge)
    #expect(badge.text == "3 new")
  }

  @Test func aRepresentableControllerIsEmbeddedAsAChildAndUpdated() throws {
    let counter = Counter()
    let hosting = UIHostingController(rootView: DetailScreen(counter: counter))
    let host = TestHost()
    host.show(hosting)
    let child = try #require(hosting.children.first as? DetailController)
    #expect(child.appeared == 1)
    #expect(host.label("detail")?.text == "detail 0")
    counter.value = 1
    host.flush()
    #expect(host.label("detail")?.text == "detail 1")
  }

  @Test func sizingOptionsKeepThePreferredContentSizeToTheContent() {
    let hosting = UIHostingController(rootView: Short())
    hosting.sizingOptions = .preferredContentSize
    let host = TestHost()
    host.show(hosting)
    let lineHeight = host.view(withText: "One")?.intrinsicContentSize.height ?? 0
    #expect(lineHeight > 0)
    #expect(hosting.preferredContentSize.height == 2 * lineHeight)
    #expect(hosting.sizeThatFits(in: CGSize(width: 390, height: 844)).height == 2 * lineHeight)
  }
}
