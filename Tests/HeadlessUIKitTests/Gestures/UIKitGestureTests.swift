import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

/// A shown screen with one card to perform gestures on.
@MainActor
struct GestureStage {
  let host = TestHost()
  let controller = UIViewController()
  let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))

  init() {
    host.show(controller)
    controller.view.addSubview(card)
    host.flush()
  }
}

// Each recognizer as Apple's page describes it, driven by TestHost's gestures.
@MainActor
@Suite struct UIKitGestureTests {
  // UITapGestureRecognizer is discrete: the action runs once, when the tap is recognized
  // (https://developer.apple.com/documentation/uikit/uitapgesturerecognizer), and
  // location(in:) is where it happened
  // (https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)).
  @Test func aTapRunsTheHandlerOnceWhereItLanded() {
    let stage = GestureStage()
    var states: [UIGestureRecognizer.State] = []
    var locations: [CGPoint] = []
    let tap = UITapGestureRecognizer { tap in
      states.append(tap.state)
      locations.append(tap.location(in: tap.view))
    }
    stage.card.addGestureRecognizer(tap)
    #expect(stage.host.tap(stage.card, at: CGPoint(x: 30, y: 40)))
    #expect(states == [.ended])
    #expect(locations == [CGPoint(x: 30, y: 40)])
    #expect(tap.state == .possible)  // reset once the gesture is over
  }

  // numberOfTapsRequired = 2: a double tap fires, a single tap does not
  // (https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired).
  @Test func aDoubleTapRecognizerFiresOnADoubleTapNotASingleOne() {
    let stage = GestureStage()
    var fired = 0
    let doubleTap = UITapGestureRecognizer { _ in fired += 1 }
    doubleTap.numberOfTapsRequired = 2
    stage.card.addGestureRecognizer(doubleTap)
    stage.host.tap(stage.card)
    #expect(fired == 0)
    stage.host.doubleTap(stage.card)
    #expect(fired == 1)
  }

  // numberOfTouchesRequired = 2: a two-finger tap fires, a one-finger tap does not
  // (https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftouchesrequired).
  @Test func aTwoFingerTapRecognizerIgnoresOneFinger() {
    let stage = GestureStage()
    var fired = 0
    let tap = UITapGestureRecognizer { tap in
      fired += 1
      #expect(tap.numberOfTouches == 2)
    }
    tap.numberOfTouchesRequired = 2
    stage.card.addGestureRecognizer(tap)
    stage.host.tap(stage.card)
    #expect(fired == 0)
    stage.host.tap(stage.card, touches: 2)
    #expect(fired == 1)
  }

  // require(toFail:): the single tap waits for the double tap to fail, so a single tap
  // runs only the single, a double tap only the double
  // (https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)).
  @Test func aSingleTapThatRequiresTheDoubleToFailWaitsForIt() {
    let stage = GestureStage()
    var heard: [String] = []
    let single = UITapGestureRecognizer { _ in heard.append("single") }
    let double = UITapGestureRecognizer { _ in heard.append("double") }
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    stage.card.addGestureRecognizer(single)
    stage.card.addGestureRecognizer(double)
    stage.host.tap(stage.card)
    #expect(heard == ["single"])
    stage.host.doubleTap(stage.card)
    #expect(heard == ["single", "double"])
  }

  // Without require(toFail:), the single tap recognizes at the first tap and prevents
  // the double (recognizers are exclusive by default:
  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)).
  @Test func withoutTheRequirementTheSingleTapWinsADoubleTap() {
    let stage = GestureStage()
    var heard: [String] = []
    let single = UITapGestureRecognizer { _ in heard.append("single") }
    let double = UITapGestureRecognizer { _ in heard.append("double") }
    double.numberOfTapsRequired = 2
    stage.card.addGestureRecognizer(single)
    stage.card.addGestureRecognizer(double)
    stage.host.doubleTap(stage.card)
    #expect(heard == ["single"])
  }

  // A swipe recognizer fires only for its direction
  // (https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.property).
  @Test(arguments: [
    UISwipeGestureRecognizer.Direction.right, .left, .up, .down,
  ])
  func aSwipeRecognizerFiresOnlyForItsDirection(direction: UISwipeGestureRecognizer.Direction) {
    let stage = GestureStage()
    var fired: [UInt] = []
    for candidate in [UISwipeGestureRecognizer.Direction.right, .left, .up, .down] {
      let swipe = UISwipeGestureRecognizer { swipe in fired.append(swipe.direction.rawValue) }
      swipe.direction = candidate
      stage.card.addGestureRecognizer(swipe)
    }
    let other = UIView(frame: CGRect(x: 20, y: 400, width: 200, height: 200))
    stage.controller.view.addSubview(other)
    let right = UISwipeGestureRecognizer { _ in fired.append(99) }
    other.addGestureRecognizer(right)
    stage.host.swipe(stage.card, direction: direction)
    #expect(fired == [direction.rawValue])
    stage.host.swipe(other, direction: direction)
    #expect(fired == [direction.rawValue] + (direction == .right ? [99] : []))
  }

  // The swipe's location(in:) is where it began
  // (https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer).
  @Test func aSwipesLocationIsWhereItBegan() {
    let stage = GestureStage()
    var location: CGPoint?
    let swipe = UISwipeGestureRecognizer { swipe in location = swipe.location(in: stage.card) }
    swipe.direction = [.left, .right]
    stage.card.addGestureRecognizer(swipe)
    stage.host.swipe(stage.card, direction: .left, from: CGPoint(x: 150, y: 20))
    #expect(location == CGPoint(x: 150, y: 20))
  }

  // A pan is continuous: began, changed..., ended; translation(in:) is the distance
  // travelled and setTranslation(_:in:) resets it
  // (https://developer.apple.com/documentation/uikit/uipangesturerecognizer).
  @Test func aPanBeginsChangesAndEndsWithItsTranslation() {
    let stage = GestureStage()
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocity = CGPoint.zero
    let pan = UIPanGestureRecognizer { pan in
      states.append(pan.state)
      translations.append(pan.translation(in: pan.view?.superview))
      velocity = pan.velocity(in: pan.view)
    }
    stage.card.addGestureRecognizer(pan)
    stage.host.drag(stage.card, by: CGPoint(x: 100, y: 0), steps: 10, duration: 0.5)
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(states.count == 11)  // began at 10 points, nine changes, ended
    #expect(translations.first == CGPoint(x: 10, y: 0))
    #expect(translations.last == CGPoint(x: 100, y: 0))
    #expect(abs(velocity.x - 200) < 1e-6 && velocity.y == 0)  // 10 points per 0.05 s
  }

  @Test func settingTheTranslationToZeroMakesEachOneTheStepSinceTheLast() {
    let stage = GestureStage()
    var steps: [CGFloat] = []
    let pan = UIPanGestureRecognizer { pan in
      steps.append(pan.translation(in: nil).y)
      pan.setTranslation(.zero, in: nil)
    }
    stage.card.addGestureRecognizer(pan)
    stage.host.drag(stage.card, by: CGPoint(x: 0, y: -50), steps: 5)
    #expect(steps == [-10, -10, -10, -10, -10, 0])
  }

  // A long press begins after minimumPressDuration and ends when the finger lifts; a
  // short tap never begins it
  // (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer).
  @Test func aLongPressBeginsAfterItsDurationAndEndsOnLift() {
    let stage = GestureStage()
    var states: [UIGestureRecognizer.State] = []
    let press = UILongPressGestureRecognizer { press in states.append(press.state) }
    press.minimumPressDuration = 0.8
    stage.card.addGestureRecognizer(press)
    stage.host.tap(stage.card)
    stage.host.longPress(stage.card, duration: 0.5)
    #expect(states.isEmpty)
    stage.host.longPress(stage.card, duration: 1)
    #expect(states == [.began, .ended])
  }

  // A pinch's scale is the fingers' distance over the first
  // (https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/scale).
  @Test func aPinchReportsItsScaleAndVelocity() {
    let stage = GestureStage()
    var states: [UIGestureRecognizer.State] = []
    var scale: CGFloat = 0
    var velocity: CGFloat = 0
    let pinch = UIPinchGestureRecognizer { pinch in
      states.append(pinch.state)
      scale = pinch.scale
      velocity = max(velocity, pinch.velocity)
    }
    stage.card.addGestureRecognizer(pinch)
    stage.host.pinch(stage.card, scale: 2)
    #expect(states.first == .began && states.last == .ended)
    #expect(abs(scale - 2) < 1e-9)
    #expect(velocity > 0)
    var zoomedOut = false
    let out = UIPinchGestureRecognizer { pinch in zoomedOut = pinch.scale < 1 }
    stage.card.removeGestureRecognizer(pinch)
    stage.card.addGestureRecognizer(out)
    stage.host.pinch(stage.card, scale: 0.5)
    #expect(zoomedOut)
  }
}
