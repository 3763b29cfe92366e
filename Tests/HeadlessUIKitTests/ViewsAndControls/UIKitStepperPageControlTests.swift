import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Steppers, page controls and progress views as public iOS screens use them: an action
// for `.valueChanged` that updates a label, the user's taps through `TestHost`.

private final class QuantityController: UIViewController {
  let stepper = UIStepper()
  let quantity = UILabel()
  var changes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    stepper.minimumValue = 1
    stepper.maximumValue = 3
    stepper.frame = CGRect(x: 20, y: 100, width: 94, height: 32)
    quantity.frame = CGRect(x: 140, y: 100, width: 100, height: 32)
    quantity.text = "1"
    stepper.addAction(
      UIAction { [unowned self] _ in
        changes += 1
        quantity.text = "\(Int(stepper.value))"
      }, for: .valueChanged)
    view.addSubview(stepper)
    view.addSubview(quantity)
  }
}

private final class OnboardingDots: UIViewController {
  let pages = UIPageControl()
  var shown: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    pages.numberOfPages = 3
    pages.frame = CGRect(x: 0, y: 700, width: 390, height: 28)
    pages.addAction(
      UIAction { [unowned self] _ in shown.append(pages.currentPage) }, for: .valueChanged)
    view.addSubview(pages)
  }
}

@MainActor
@Suite struct UIKitStepperPageControlTests {
  /// https://developer.apple.com/documentation/uikit/uistepper: the plus segment adds
  /// `stepValue`, the minus one subtracts it, within `minimumValue...maximumValue`, and a
  /// user's change sends `.valueChanged`.
  @Test func aTapOnEachSegmentStepsTheValueAndSendsValueChanged() {
    let screen = QuantityController()
    let host = TestHost()
    host.show(screen)
    #expect(screen.stepper.value == 1, "the value follows minimumValue up")
    host.tap(screen.stepper, at: CGPoint(x: 80, y: 16))
    #expect(screen.stepper.value == 2)
    #expect(screen.quantity.text == "2")
    host.tap(screen.stepper, at: CGPoint(x: 80, y: 16))
    host.tap(screen.stepper, at: CGPoint(x: 80, y: 16))
    #expect(screen.stepper.value == 3, "pinned at maximumValue")
    #expect(screen.changes == 2, "the tap at the bound changed nothing and sent nothing")
    host.tap(screen.stepper, at: CGPoint(x: 10, y: 16))
    #expect(screen.quantity.text == "2")
  }

  /// https://developer.apple.com/documentation/uikit/uistepper/wraps: "If true, incrementing
  /// beyond maximumValue sets value to minimumValue"; setting `value` sends no action.
  @Test func wrapsGoesRoundAndCodeSendsNothing() {
    let screen = QuantityController()
    let host = TestHost()
    host.show(screen)
    screen.stepper.wraps = true
    screen.stepper.value = 3
    #expect(screen.changes == 0)
    host.tap(screen.stepper, at: CGPoint(x: 80, y: 16))
    #expect(screen.stepper.value == 1)
    #expect(screen.changes == 1)
    screen.stepper.value = 40
    #expect(screen.stepper.value == 3, "pinned to maximumValue")
    #expect(screen.stepper.accessibilityTraits.contains(.adjustable))
  }

  /// https://developer.apple.com/documentation/uikit/uipagecontrol: tapping beside the
  /// current indicator moves one page that way and sends `.valueChanged`; `currentPage`
  /// set by code sends nothing and stays within the pages.
  @Test func aTapBesideTheCurrentDotMovesOnePage() {
    let screen = OnboardingDots()
    let host = TestHost()
    host.show(screen)
    host.tap(screen.pages, at: CGPoint(x: 300, y: 14))
    #expect(screen.pages.currentPage == 1)
    host.tap(screen.pages, at: CGPoint(x: 300, y: 14))
    host.tap(screen.pages, at: CGPoint(x: 300, y: 14))
    #expect(screen.pages.currentPage == 2, "no page after the last")
    host.tap(screen.pages, at: CGPoint(x: 20, y: 14))
    #expect(screen.shown == [1, 2, 1])
    screen.pages.currentPage = 7
    #expect(screen.pages.currentPage == 2)
    #expect(screen.shown == [1, 2, 1])
    #expect(screen.pages.accessibilityValue == "Page 3 of 3")
    #expect(screen.pages.size(forNumberOfPages: 3).width == 64)
  }

  /// https://developer.apple.com/documentation/uikit/uipagecontrol/hidesforsinglepage
  @Test func aSinglePageHidesTheControlWhenAsked() {
    let pages = UIPageControl()
    pages.hidesForSinglePage = true
    pages.numberOfPages = 1
    #expect(pages.isHidden)
    pages.numberOfPages = 2
    #expect(!pages.isHidden)
  }

  /// https://developer.apple.com/documentation/uikit/uiprogressview/progress: "values
  /// less than 0.0 and greater than 1.0 are pinned to those limits"; `observedProgress`
  /// drives the bar.
  @Test func progressIsPinnedAndFollowsAnObservedProgress() {
    let bar = UIProgressView(progressViewStyle: .bar)
    #expect(bar.progressViewStyle == .bar)
    bar.setProgress(1.5, animated: true)
    #expect(bar.progress == 1)
    bar.progress = 0.4
    #expect(bar.accessibilityValue == "40%")
    let work = Progress(totalUnitCount: 4)
    work.completedUnitCount = 1
    bar.observedProgress = work
    #expect(bar.progress == 0.25)
    bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
    let root = UIViewController()
    root.view.addSubview(bar)
    let host = TestHost()
    host.show(root)
    #expect(host.window.treeDescription().contains("progress=0.25"))
  }
}
