import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Who receives a gesture and who wins it, as UIKit decides.
@MainActor
@Suite struct UIKitGestureArbitrationTests {
  // A disabled recognizer receives no touches
  // (https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled).
  @Test func aDisabledRecognizerDoesNothing() {
    let stage = GestureStage()
    var fired = 0
    let tap = UITapGestureRecognizer { _ in fired += 1 }
    tap.isEnabled = false
    stage.card.addGestureRecognizer(tap)
    stage.host.tap(stage.card)
    #expect(fired == 0)
    tap.isEnabled = true
    stage.host.tap(stage.card)
    #expect(fired == 1)
  }

  // Turning isEnabled off while recognizing cancels the gesture (same page).
  @Test func disablingAPanUnderWayCancelsIt() {
    let stage = GestureStage()
    var states: [UIGestureRecognizer.State] = []
    let pan = UIPanGestureRecognizer { pan in
      states.append(pan.state)
      if pan.state == .changed { pan.isEnabled = false }
    }
    stage.card.addGestureRecognizer(pan)
    stage.host.drag(stage.card, by: CGPoint(x: 0, y: 100))
    #expect(states == [.began, .changed, .cancelled])
  }

  // isUserInteractionEnabled = false: touches go past the view to what is beneath, and
  // labels start with it off
  // (https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled,
  // https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled).
  @Test func aViewWithoutUserInteractionLetsTheTouchThrough() {
    let stage = GestureStage()
    var heard: [String] = []
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "Tap me"
    stage.card.addSubview(label)
    label.addGestureRecognizer(UITapGestureRecognizer { _ in heard.append("label") })
    stage.card.addGestureRecognizer(UITapGestureRecognizer { _ in heard.append("card") })
    #expect(!label.isUserInteractionEnabled && stage.card.isUserInteractionEnabled)
    #expect(stage.host.tap(label) == false)
    #expect(heard == ["card"])
    label.isUserInteractionEnabled = true
    stage.host.tap(label)
    #expect(heard == ["card", "label"])
    stage.card.isUserInteractionEnabled = false
    stage.host.tap(label)
    #expect(heard == ["card", "label"])
  }

  // Hidden views take no touches
  // (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
  @Test func aHiddenViewTakesNoTouches() {
    let stage = GestureStage()
    var fired = 0
    stage.card.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
    stage.card.isHidden = true
    stage.host.tap(stage.card)
    #expect(fired == 0)
    stage.card.isHidden = false
    stage.host.tap(stage.card)
    #expect(fired == 1)
  }

  // gestureRecognizerShouldBegin(_:) returning false fails the recognizer
  // (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)),
  // and gestureRecognizer(_:shouldReceive:) keeps touches from it.
  @Test func theDelegateCanRefuseToBeginOrToReceive() {
    final class Gate: UIGestureRecognizerDelegate {
      var begins = false
      var receives = true
      var asked = 0
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return begins
      }
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
      ) -> Bool { receives }
    }
    let stage = GestureStage()
    var fired = 0
    let gate = Gate()
    let tap = UITapGestureRecognizer { _ in fired += 1 }
    tap.delegate = gate
    stage.card.addGestureRecognizer(tap)
    stage.host.tap(stage.card)
    #expect(fired == 0 && gate.asked == 1)
    gate.begins = true
    stage.host.tap(stage.card)
    #expect(fired == 1 && gate.asked == 2)
    gate.receives = false
    stage.host.tap(stage.card)
    #expect(fired == 1 && gate.asked == 2)
  }

  // A subview's recognizer and its superview's both see the touch; the first to
  // recognize wins unless the delegate lets both recognize
  // (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)).
  @Test func simultaneousRecognitionNeedsTheDelegate() {
    final class Both: UIGestureRecognizerDelegate {
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { true }
    }
    let stage = GestureStage()
    var heard: [String] = []
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    stage.card.addSubview(child)
    child.addGestureRecognizer(UITapGestureRecognizer { _ in heard.append("child") })
    let parentTap = UITapGestureRecognizer { _ in heard.append("parent") }
    stage.card.addGestureRecognizer(parentTap)
    stage.host.tap(child)
    #expect(heard == ["child"])
    let both = Both()
    parentTap.delegate = both
    stage.host.tap(child)
    #expect(heard == ["child", "child", "parent"])
  }

  // A recognizer that requires another to fail fails when the other recognizes
  // (https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)).
  @Test func aSwipeThatRequiresThePanToFailNeverRunsWhileThePanWins() {
    let stage = GestureStage()
    var heard: [String] = []
    let pan = UIPanGestureRecognizer { pan in
      if pan.state == .ended { heard.append("pan") }
    }
    let swipe = UISwipeGestureRecognizer { _ in heard.append("swipe") }
    swipe.require(toFail: pan)
    stage.card.addGestureRecognizer(pan)
    stage.card.addGestureRecognizer(swipe)
    stage.host.swipe(stage.card, direction: .right)
    #expect(heard == ["pan"])
  }

  // addGestureRecognizer(_:), removeGestureRecognizer(_:) and gestureRecognizers
  // (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers); a
  // recognizer belongs to one view at a time
  // (https://developer.apple.com/documentation/uikit/uigesturerecognizer/view).
  @Test func aViewKeepsItsRecognizersAndARecognizerOneView() {
    let stage = GestureStage()
    var fired = 0
    let tap = UITapGestureRecognizer { _ in fired += 1 }
    #expect(stage.card.gestureRecognizers == nil)
    stage.card.addGestureRecognizer(tap)
    #expect(tap.view === stage.card)
    #expect(stage.card.gestureRecognizers?.count == 1)
    let other = UIView(frame: CGRect(x: 20, y: 400, width: 100, height: 100))
    stage.controller.view.addSubview(other)
    other.addGestureRecognizer(tap)
    #expect(stage.card.gestureRecognizers == nil && tap.view === other)
    stage.host.tap(stage.card)
    #expect(fired == 0)
    stage.host.tap(other)
    #expect(fired == 1)
    other.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    stage.host.tap(other)
    #expect(fired == 1)
    other.gestureRecognizers = [tap]
    stage.host.tap(other)
    #expect(fired == 2)
  }

  // A subclass recognizes its own gesture as UIKit's do: it overrides the touch methods,
  // sets state and resets (https://developer.apple.com/documentation/uikit/uigesturerecognizer),
  // and its handler gets it typed as itself.
  @Test func aCustomRecognizerSetsItsStateFromTheTouchMethods() {
    final class TouchDownRecognizer: UIGestureRecognizer {
      var resets = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = touches.first?.tapCount == 1 ? .recognized : .failed
      }
      override func reset() {
        super.reset()
        resets += 1
      }
    }
    let stage = GestureStage()
    var resetsSeen: [Int] = []
    let recognizer = TouchDownRecognizer { recognizer in resetsSeen.append(recognizer.resets) }
    stage.card.addGestureRecognizer(recognizer)
    stage.host.tap(stage.card)
    stage.host.longPress(stage.card)
    #expect(resetsSeen == [0, 1])
    #expect(recognizer.resets == 2)
    recognizer.addHandler { recognizer in resetsSeen.append(recognizer.resets * 10) }
    stage.host.tap(stage.card)
    #expect(resetsSeen == [0, 1, 2, 20])
  }
}
