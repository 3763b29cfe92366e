import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIScrollView's contentLayoutGuide and frameLayoutGuide
// (https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide,
// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide), in the
// pattern Apple's "Working with Scroll Views" (Auto Layout Guide) describes: pin the
// content's edges to the content guide, which makes the content size, and its width to the
// frame guide, so it scrolls vertically only.
@MainActor
@Suite struct UIKitScrollViewGuideTests {
  private final class Form: UIViewController {
    let scrollView = UIScrollView()
    let stack = UIStackView()
    let badge = UIView()
    var rows = 3
    var pinsBadgeToFrame = false

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      stack.translatesAutoresizingMaskIntoConstraints = false
      stack.axis = .vertical
      view.addSubview(scrollView)
      scrollView.addSubview(stack)
      for _ in 0..<rows { addRow() }
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      ])
      if pinsBadgeToFrame {
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
          badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
          badge.trailingAnchor.constraint(
            equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
          badge.widthAnchor.constraint(equalToConstant: 30),
          badge.heightAnchor.constraint(equalToConstant: 30),
        ])
      }
    }

    func addRow() {
      let row = UIView()
      row.translatesAutoresizingMaskIntoConstraints = false
      row.heightAnchor.constraint(equalToConstant: 400).isActive = true
      stack.addArrangedSubview(row)
    }
  }

  @Test func theContentGuideMakesTheContentSize() {
    let screen = Form()
    let host = TestHost()
    host.show(screen)
    #expect(screen.scrollView.contentSize == CGSize(width: 390, height: 1_200))
    #expect(screen.stack.frame == CGRect(x: 0, y: 0, width: 390, height: 1_200))
    #expect(
      screen.scrollView.contentLayoutGuide.layoutFrame
        == CGRect(x: 0, y: 0, width: 390, height: 1_200))
    #expect(screen.scrollView.frameLayoutGuide.layoutFrame.size == screen.scrollView.bounds.size)
  }

  @Test func contentThatGrowsGrowsTheContentSize() {
    let screen = Form()
    let host = TestHost()
    host.show(screen)
    screen.addRow()
    host.flush()
    #expect(screen.scrollView.contentSize.height == 1_600)
    // The offset may now go as far as 1,600 less the 844-point screen.
    screen.scrollView.contentOffset = CGPoint(x: 0, y: 900)
    #expect(screen.scrollView.contentOffset.y == 756)
  }

  @Test func aViewPinnedToTheFrameGuideStaysInPlaceWhileScrolling() {
    let screen = Form()
    screen.pinsBadgeToFrame = true
    let host = TestHost()
    host.show(screen)
    #expect(screen.badge.frame == CGRect(x: 350, y: 10, width: 30, height: 30))
    screen.scrollView.contentOffset = CGPoint(x: 0, y: 250)
    host.flush()
    // In content coordinates the badge moved down by the offset: on screen it stayed.
    #expect(screen.badge.frame == CGRect(x: 350, y: 260, width: 30, height: 30))
    #expect(screen.scrollView.contentSize.height == 1_200)
  }

  @Test func aContentSizeSetInCodeHoldsWhereTheGuideIsFree() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(box)
    scroll.contentSize = CGSize(width: 300, height: 900)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
      box.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    scroll.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 300, height: 900))
    #expect(box.frame == CGRect(x: 0, y: 20, width: 50, height: 50))
    scroll.contentSize = CGSize(width: 300, height: 1_000)
    scroll.layoutIfNeeded()
    #expect(scroll.contentLayoutGuide.layoutFrame.height == 1_000)
  }

  @Test func guidesDescribeThemselvesAndAreNotAddedGuides() {
    let scroll = UIScrollView()
    #expect(String(describing: scroll.contentLayoutGuide).hasSuffix(".contentLayoutGuide"))
    #expect(String(describing: scroll.frameLayoutGuide).hasSuffix(".frameLayoutGuide"))
    #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
    #expect(scroll.layoutGuides.isEmpty)
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/scrollindicatorinsets:
  // setting it sets both indicators' insets; reading it gives the vertical one.
  @Test func scrollIndicatorInsetsSetBothIndicators() {
    let scroll = UIScrollView()
    scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      scroll.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      scroll.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    scroll.verticalScrollIndicatorInsets.bottom = 40
    #expect(scroll.scrollIndicatorInsets.bottom == 40)
    #expect(scroll.horizontalScrollIndicatorInsets.bottom == 3)
    scroll.flashScrollIndicators()
    #expect(scroll.scrollIndicatorFlashCount == 1)
    #expect(scroll.indicatorStyle == .default)
  }
}
