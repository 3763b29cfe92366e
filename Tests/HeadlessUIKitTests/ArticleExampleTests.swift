import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

// The code of the article "Testing UIKit controllers on Linux", as written there.

@Observable final class ArticleTheme { var accent = "forest" }

final class ArticleViewController: UIViewController {
  private let theme: ArticleTheme
  private let themeLabel = UILabel()

  init(theme: ArticleTheme) {
    self.theme = theme
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    themeLabel.accessibilityIdentifier = "themeLabel"
    view.addSubview(themeLabel)
  }

  override func updateProperties() {
    super.updateProperties()
    themeLabel.text = theme.accent.capitalized
  }
}

@MainActor @Test func theLabelFollowsTheTheme() {
  let theme = ArticleTheme()
  let host = TestHost()
  host.show(ArticleViewController(theme: theme))
  theme.accent = "coral"
  host.flush()
  #expect(host.label("themeLabel")?.text == "Coral")
}
