import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A page-view onboarding as public iOS code writes it: a UIPageViewController subclass
// that is its own data source and delegate, pages found with `firstIndex(of:)`, a
// "Get Started" button on the last page. Only the import differs from iOS.
// https://developer.apple.com/documentation/uikit/uipageviewcontroller

private final class OnboardingPageViewController: UIViewController {
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private let startButton = UIButton(type: .system)
  private let heading: String
  private let message: String
  private let isLast: Bool
  var onStart: (() -> Void)?

  init(title: String, message: String, isLast: Bool = false) {
    heading = title
    self.message = message
    self.isLast = isLast
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = heading
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    titleLabel.textAlignment = .center
    subtitleLabel.text = message
    subtitleLabel.textColor = .secondaryLabel
    subtitleLabel.numberOfLines = 0
    subtitleLabel.textAlignment = .center
    startButton.setTitle("Get Started", for: .normal)
    startButton.isHidden = !isLast
    startButton.addAction(UIAction { [weak self] _ in self?.onStart?() }, for: .touchUpInside)

    let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel, startButton])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
    ])
  }
}

private final class OnboardingViewController: UIPageViewController {
  private(set) var finished = false
  private(set) var currentIndex = 0

  private lazy var pages: [UIViewController] = {
    let last = OnboardingPageViewController(
      title: "Stay on track", message: "Reminders keep your streak going.", isLast: true)
    last.onStart = { [weak self] in self?.finished = true }
    return [
      OnboardingPageViewController(title: "Welcome", message: "Build habits that last."),
      OnboardingPageViewController(title: "Track", message: "Check off each day."),
      last,
    ]
  }()

  init() {
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    if let first = pages.first {
      setViewControllers([first], direction: .forward, animated: true, completion: nil)
    }
  }
}

extension OnboardingViewController: UIPageViewControllerDataSource {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else {
      return nil
    }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    pages.count
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    currentIndex
  }
}

extension OnboardingViewController: UIPageViewControllerDelegate {
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    guard completed, let visible = viewControllers?.first,
      let index = pages.firstIndex(of: visible)
    else { return }
    currentIndex = index
  }
}

@MainActor
@Suite struct OnboardingScreenTests {
  @Test func theFirstPageShowsWithThePageIndicator() {
    let onboarding = OnboardingViewController()
    let host = TestHost()
    host.show(onboarding)
    #expect(host.view(withText: "Welcome") != nil)
    #expect(host.view(withText: "Track") == nil)
    #expect(host.label("pageControl")?.text == "● ○ ○")
  }

  @Test func swipingThroughThePagesReachesGetStarted() {
    let onboarding = OnboardingViewController()
    let host = TestHost()
    host.show(onboarding)
    host.swipe(onboarding.view, direction: .left)
    #expect(host.view(withText: "Track") != nil)
    #expect(host.view(withText: "Welcome") == nil)
    #expect(onboarding.currentIndex == 1)
    host.swipe(onboarding.view, direction: .left)
    #expect(host.view(withText: "Stay on track") != nil)
    #expect(host.label("pageControl")?.text == "○ ○ ●")
    #expect(host.tapButton(titled: "Get Started"))
    #expect(onboarding.finished)
  }

  @Test func swipingBackReturnsToThePreviousPage() {
    let onboarding = OnboardingViewController()
    let host = TestHost()
    host.show(onboarding)
    host.swipe(onboarding.view, direction: .left)
    host.swipe(onboarding.view, direction: .right)
    #expect(host.view(withText: "Welcome") != nil)
    #expect(onboarding.currentIndex == 0)
    #expect(host.label("pageControl")?.text == "● ○ ○")
  }
}
