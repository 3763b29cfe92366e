import HeadlessKitTesting
import HeadlessScenarios
import HeadlessSwiftUI
import Observation

// Seed 000's `.task` snippet and its fix, as written (the fix renamed beside the bug).
@Observable
final class Document {
  var title = "Untitled"
}

struct TitleView: View {
  let document: Document
  @State private var cachedTitle = ""

  var body: some View {
    // BUG: the body shows `cachedTitle`. document.title's getter
    // runs inside .task — after body, outside the tracking scope —
    // so the view never depends on it. Later edits update `title`,
    // but this label stays frozen on its first value.
    Text(cachedTitle)
      .task { cachedTitle = document.title }
  }
}

struct FixedTitleView: View {
  let document: Document

  var body: some View {
    // The getter runs during tracking, the view subscribes, and
    // every edit to document.title now refreshes the label.
    Text(document.title)
  }
}

/// The bug above the fix, each in a hosting controller of its own: HeadlessKit reports a
/// read outside tracking when no tracked hook of the same controller reads the value, and
/// the fix's body reads it.
final class TitleScreens: UIViewController {
  let document: Document

  init(document: Document) {
    self.document = document
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let screens: [UIViewController] = [
      UIHostingController(rootView: TitleView(document: document)),
      UIHostingController(rootView: FixedTitleView(document: document)),
    ]
    for (index, screen) in screens.enumerated() {
      addChild(screen)
      screen.view.frame = CGRect(x: 0, y: 200 * CGFloat(index), width: 390, height: 200)
      view.addSubview(screen.view)
      screen.didMove(toParent: self)
    }
  }
}

extension SwiftUIScenarios {
  static let taskCache = Scenario(
    name: "swiftui-task-cache",
    summary: "SwiftUI: a title cached in .task freezes; read in body it follows; the watch says why"
  ) { run in
    let document = Document()
    run.step("show the cached title above the live one") {
      run.host.diagnosticPolicy = .expected
      run.host.show(TitleScreens(document: document))
    }
    // The task ran after the first pass, read the title and wrote the state, which
    // re-evaluates the body where bodies are tracked (HeadlessKit's tracked modes).
    run.check(
      "both show the title", shownTexts(run.host),
      equals: run.isTracked ? "Untitled | Untitled" : " | Untitled")
    run.step("rename the document to 'Draft'") { document.title = "Draft" }
    run.check(
      "the cached title is frozen, the live one follows", shownTexts(run.host),
      equals: run.isTracked ? "Untitled | Draft" : " | Untitled")
    // What SwiftUI never says: the read in .task will not refresh the view.
    let report = run.host.diagnostics.map(\.description).first { $0.contains("TitleView.task") }
    run.check(
      "the read in .task is reported, with the fix",
      report.map { String($0.hasSuffix("Read it in body.")) },
      equals: run.isTracked ? "true" : "nil")
  }
}
