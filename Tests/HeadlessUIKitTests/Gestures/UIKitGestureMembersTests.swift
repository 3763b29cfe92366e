import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// The members of Apple's pages, in UIKit's spelling, with their documented defaults
// (https://developer.apple.com/documentation/uikit/uigesturerecognizer and each
// subclass's page). Members with no headless meaning compile and keep what is set.
@MainActor
@Suite struct UIKitGestureMembersTests {
  @Test func theBaseClassHasUIKitsMembersAndDefaults() {
    let recognizer = UIGestureRecognizer()
    #expect(recognizer.state == .possible && UIGestureRecognizer.State.recognized == .ended)
    #expect(recognizer.isEnabled && recognizer.view == nil && recognizer.delegate == nil)
    #expect(recognizer.cancelsTouchesInView && !recognizer.delaysTouchesBegan)
    #expect(recognizer.delaysTouchesEnded && recognizer.requiresExclusiveTouchType)
    #expect(recognizer.numberOfTouches == 0 && recognizer.name == nil)
    #expect(recognizer.modifierFlags == [] && recognizer.buttonMask == [])
    recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
    #expect(recognizer.allowedTouchTypes == [NSNumber(value: 0)])
    recognizer.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
    #expect(recognizer.allowedPressTypes.count == 1)
    #expect(UIGestureRecognizer(coder: NSCoder()) == nil)
    #expect(recognizer.canPrevent(UITapGestureRecognizer()))
    #expect(recognizer.canBePrevented(by: UITapGestureRecognizer()))
    #expect(!recognizer.shouldRequireFailure(of: UITapGestureRecognizer()))
    #expect(!recognizer.shouldBeRequiredToFail(by: UITapGestureRecognizer()))
  }

  @Test func eachSubclassHasItsPagesDefaults() {
    let tap = UITapGestureRecognizer()
    #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    #expect(tap.buttonMaskRequired == .primary)
    let press = UILongPressGestureRecognizer()
    #expect(press.minimumPressDuration == 0.5 && press.numberOfTouchesRequired == 1)
    #expect(press.numberOfTapsRequired == 0 && press.allowableMovement == 10)
    let pan = UIPanGestureRecognizer()
    #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
    #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
    pan.allowedScrollTypesMask = .all
    #expect(pan.allowedScrollTypesMask == [.discrete, .continuous])
    let swipe = UISwipeGestureRecognizer()
    #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
    let pinch = UIPinchGestureRecognizer()
    #expect(pinch.scale == 1 && pinch.velocity == 0)
  }

  // The handler initializer gives each recognizer to its handler typed as its own class
  // (what `headless port` writes for init(target:action:)).
  @Test func everyRecognizerHasAHandlerInitializerTypedAsItself() {
    let stage = GestureStage()
    var heard: [String] = []
    let tap = UITapGestureRecognizer { tap in heard.append("taps \(tap.numberOfTapsRequired)") }
    let press = UILongPressGestureRecognizer { press in
      if press.state == .began { heard.append("press \(press.minimumPressDuration)") }
    }
    let pan = UIPanGestureRecognizer { pan in
      if pan.state == .ended { heard.append("pan \(pan.translation(in: nil).x)") }
    }
    let swipe = UISwipeGestureRecognizer { swipe in
      heard.append("swipe up \(swipe.direction == .up)")
    }
    let pinch = UIPinchGestureRecognizer { pinch in
      if pinch.state == .ended { heard.append("pinch \(pinch.scale)") }
    }
    swipe.direction = .up
    let views = (0..<5).map { index in
      UIView(frame: CGRect(x: 0, y: 120 * CGFloat(index), width: 390, height: 110))
    }
    for (view, recognizer) in zip(views, [tap, press, pan, swipe, pinch] as [UIGestureRecognizer]) {
      stage.controller.view.addSubview(view)
      view.addGestureRecognizer(recognizer)
    }
    stage.host.tap(views[0])
    stage.host.longPress(views[1])
    stage.host.drag(views[2], by: CGPoint(x: 40, y: 0))
    stage.host.swipe(views[3], direction: .up)
    stage.host.pinch(views[4], scale: 3)
    #expect(
      heard == [
        "taps 1", "press 0.5", "pan 40.0", "swipe up true", "pinch 3.0",
      ])
  }

  // UITouch and UIEvent as a subclass sees them in touchesBegan(_:with:)
  // (https://developer.apple.com/documentation/uikit/uitouch).
  @Test func aSubclassSeesUIKitsTouchesAndEvents() {
    final class Probe: UIGestureRecognizer {
      var seen: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        seen.append("began \(touch.location(in: view)) taps \(touch.tapCount)")
        seen.append("type \(touch.type) phase \(touch.phase) event \(event.type)")
        seen.append("mine \(event.touches(for: self)?.count ?? 0) view \(touch.view === view)")
      }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, seen.count < 4 else { return }
        seen.append("moved from \(touch.previousLocation(in: view)) to \(touch.location(in: view))")
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
      }
    }
    let stage = GestureStage()
    let probe = Probe()
    stage.card.addGestureRecognizer(probe)
    stage.host.drag(stage.card, by: CGPoint(x: 0, y: 20), from: CGPoint(x: 10, y: 10), steps: 2)
    #expect(
      probe.seen == [
        "began CGPoint(x: 10.0, y: 10.0) taps 1", "type direct phase began event touches",
        "mine 1 view true",
        "moved from CGPoint(x: 10.0, y: 10.0) to CGPoint(x: 10.0, y: 20.0)",
      ])
  }
}
