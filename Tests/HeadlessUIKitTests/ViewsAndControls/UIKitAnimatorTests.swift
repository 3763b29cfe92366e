import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIViewPropertyAnimator, view transitions, keyframes and CATransaction: headlessly the
// blocks run when the animation starts and completions after the next flush.
// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
// https://developer.apple.com/documentation/uikit/uiviewanimating
// https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)
// https://developer.apple.com/documentation/quartzcore/catransaction

/// A card that expands with an animator, the way public code drives one.
private final class CardController: UIViewController {
  let card = UIView()
  var height: NSLayoutConstraint!
  var finished: [UIViewAnimatingPosition] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    height = card.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      card.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      height,
    ])
  }

  func expand() -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
      self.height.constant = 400
      self.view.layoutIfNeeded()
    }
    animator.addCompletion { position in self.finished.append(position) }
    return animator
  }
}

@MainActor
@Suite struct UIKitAnimatorTests {
  @Test func anAnimatorRunsItsBlocksWhenItStartsAndCompletesAfterTheNextFlush() {
    let host = TestHost()
    let controller = CardController()
    host.show(controller)
    let animator = controller.expand()
    #expect(animator.state == .inactive)
    #expect(controller.card.frame.height == 100)

    animator.startAnimation()
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    #expect(controller.card.frame.height == 400)
    #expect(controller.finished.isEmpty)

    host.flush()
    #expect(controller.finished == [.end])
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
  }

  @Test func aPausedAnimatorIsActiveAndAStoppedOneWaitsForFinish() {
    let host = TestHost()
    let controller = CardController()
    host.show(controller)
    let animator = controller.expand()
    animator.pauseAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    animator.fractionComplete = 0.5
    #expect(animator.fractionComplete == 0.5)
    host.flush()
    #expect(controller.finished.isEmpty)

    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .current)
    #expect(controller.finished == [.current])
    #expect(animator.state == .inactive)

    // Stopped without finishing: no completion.
    let second = controller.expand()
    second.startAnimation()
    second.stopAnimation(true)
    host.flush()
    #expect(controller.finished == [.current])
    #expect(second.state == .inactive)
  }

  @Test func aRunningAnimatorFromTheClassMethodCompletesOnce() {
    let host = TestHost()
    let view = UIView()
    let screen = UIViewController()
    host.show(screen)
    screen.view.addSubview(view)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.3, delay: 0, options: [.curveEaseOut],
      animations: { view.alpha = 0 }, completion: { positions.append($0) })
    #expect(view.alpha == 0)
    #expect(animator.isRunning)
    host.flush()
    host.flush()
    #expect(positions == [.end])
    let cubic = UICubicTimingParameters(animationCurve: .easeIn)
    #expect(cubic.timingCurveType == .builtin)
    let custom = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
    #expect(custom.timingCurveType == .cubic)
    let spring = UISpringTimingParameters(
      dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
    #expect(spring.springTimingParameters === spring)
    #expect(UIViewPropertyAnimator(duration: 1, timingParameters: spring).duration == 1)
  }

  @Test func aTransitionReplacesTheViewOrHidesIt() {
    let host = TestHost()
    let container = UIView()
    let first = UIView()
    let second = UIView()
    let after = UIView()
    container.addSubview(first)
    container.addSubview(after)
    let screen = UIViewController()
    host.show(screen)
    screen.view.addSubview(container)
    var completed = 0
    UIView.transition(
      from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve]
    ) { _ in completed += 1 }
    #expect(first.superview == nil)
    #expect(container.subviews.first === second)
    #expect(container.subviews.last === after)
    host.flush()
    #expect(completed == 1)

    container.addSubview(first)
    first.isHidden = true
    UIView.transition(
      from: second, to: first, duration: 0.3, options: [.showHideTransitionViews])
    #expect(second.isHidden)
    #expect(!first.isHidden)
    #expect(second.superview === container)

    let label = UILabel()
    UIView.transition(with: label, duration: 0.2, options: .transitionFlipFromLeft) {
      label.text = "Flipped"
    }
    #expect(label.text == "Flipped")
  }

  @Test func keyframesRunInOrder() {
    let view = UIView()
    var order: [Int] = []
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        order.append(1)
        view.alpha = 0.5
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        order.append(2)
        view.alpha = 0
      }
    }
    #expect(order == [1, 2])
    #expect(view.alpha == 0)
  }

  @Test func aTransactionsCompletionRunsAfterTheOutermostCommitAndAFlush() {
    let host = TestHost()
    let view = UIView()
    let screen = UIViewController()
    host.show(screen)
    screen.view.addSubview(view)
    var done: [String] = []
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.5)
    #expect(CATransaction.animationDuration() == 0.5)
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { done.append("outer") }
    CATransaction.begin()
    #expect(!CATransaction.disableActions())
    CATransaction.setCompletionBlock { done.append("inner") }
    view.layer.opacity = 0.5
    CATransaction.commit()
    #expect(CATransaction.disableActions())
    CATransaction.commit()
    #expect(done.isEmpty)
    host.flush()
    #expect(done == ["inner", "outer"])
  }

  @Test func fontsPublicCodeAsksFor() {
    let heavy = UIFont.systemFont(ofSize: 17, weight: .heavy)
    #expect(heavy.pointSize == 17)
    let digits = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .light)
    #expect(digits.withSize(20).pointSize == 20)
    #expect(UIFont.italicSystemFont(ofSize: 12).lineHeight == 15)
    #expect(heavy.ascender - heavy.descender == heavy.lineHeight)
    #expect(UIFont.labelFontSize == 17)
    #expect(UIFont.fontNames(forFamilyName: UIFont.familyNames[0]) == [heavy.fontName])
    _ = UIFont.systemFont(ofSize: 30, weight: .black, width: .condensed)
  }

  /// Apple: the readable content guide sits inside the layout margins, at a readable
  /// width (https://developer.apple.com/documentation/uikit/uiview/readablecontentguide).
  @Test func theReadableContentGuideIsTheMarginsOnAPhoneAndAColumnWhenWide() {
    let host = TestHost()
    let controller = UIViewController()
    let text = UILabel()
    text.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(text)
    let guide = controller.view.readableContentGuide
    #expect(controller.view.readableContentGuide === guide)
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: guide.topAnchor),
    ])
    host.show(controller)
    let margins = controller.view.layoutMarginsGuide.layoutFrame
    #expect(guide.layoutFrame.minX == margins.minX)
    #expect(guide.layoutFrame.width == margins.width)

    // A wide view (an iPad's, in landscape) keeps a readable column in the middle.
    let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1200, height: 400))
    controller.view.addSubview(wide)
    let column = UILabel()
    column.translatesAutoresizingMaskIntoConstraints = false
    wide.addSubview(column)
    let wideGuide = wide.readableContentGuide
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: wideGuide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: wideGuide.trailingAnchor),
      column.topAnchor.constraint(equalTo: wideGuide.topAnchor),
    ])
    host.flush()
    #expect(wideGuide.layoutFrame.width == UIView.readableContentWidth)
    #expect(wideGuide.layoutFrame.midX == wide.layoutMarginsGuide.layoutFrame.midX)
    #expect(column.frame.width == UIView.readableContentWidth)
  }
}
