import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// XCUITest's gesture actions on elements go through the views' gesture recognizers
/// (issue #40 item 6). Apple's XCUIElement pages: `doubleTap()` "sends a double-tap
/// event", `press(forDuration:)` "sends a long-press gesture… holding for the specified
/// duration", `press(forDuration:thenDragTo:)` "initiates a press-and-hold gesture, then
/// drags to another element", `swipeLeft()` "sends a swipe-left gesture".
@MainActor
@Suite struct ElementGestureTests {
  final class CardController: Controller {
    let card = View()
    let target = View()
    var events: [String] = []

    override func didLoad() {
      card.identifier = "card"
      target.identifier = "target"
      card.frame = Rect(x: 20, y: 100, width: 200, height: 200)
      target.frame = Rect(x: 20, y: 500, width: 100, height: 100)
      view.addSubview(card)
      view.addSubview(target)
      let double = TapGestureRecognizer { [unowned self] _ in events.append("double") }
      double.numberOfTapsRequired = 2
      card.addGestureRecognizer(double)
      card.addGestureRecognizer(
        LongPressGestureRecognizer { [unowned self] press in
          if press.state == .began { events.append("long") }
        })
      let left = SwipeGestureRecognizer { [unowned self] _ in events.append("left") }
      left.direction = .left
      card.addGestureRecognizer(left)
      let up = SwipeGestureRecognizer { [unowned self] _ in events.append("up") }
      up.direction = .up
      card.addGestureRecognizer(up)
    }
  }

  func makeHost() -> (TestHost, CardController) {
    let host = TestHost()
    let controller = CardController()
    host.show(controller)
    return (host, controller)
  }

  @Test func doubleTapRunsADoubleTapRecognizer() {
    let (host, controller) = makeHost()
    host.otherElements["card"].doubleTap()
    #expect(controller.events == ["double"])
  }

  @Test func pressForADurationRunsALongPress() {
    let (host, controller) = makeHost()
    host.otherElements["card"].press(forDuration: 1)
    #expect(controller.events == ["long"])
  }

  @Test func swipesReachOnlyTheRecognizerOfTheirDirection() {
    let (host, controller) = makeHost()
    host.otherElements["card"].swipeLeft()
    host.otherElements["card"].swipeRight()
    host.otherElements["card"].swipeUp()
    host.otherElements["card"].swipeDown()
    #expect(controller.events == ["left", "up"])
  }

  @Test func pressThenDragMovesAPanByTheDistanceBetweenTheElements() {
    let (host, controller) = makeHost()
    // A handle of its own: on the card, the long press would recognize during the hold
    // and, as in UIKit, keep the pan from beginning.
    let handle = View(frame: Rect(x: 250, y: 100, width: 100, height: 100))
    handle.identifier = "handle"
    controller.view.addSubview(handle)
    host.flush()
    var translation = Point.zero
    var states: [GestureRecognizer.State] = []
    handle.addGestureRecognizer(
      PanGestureRecognizer { pan in
        states.append(pan.state)
        translation = pan.translation(in: nil)
      })
    host.otherElements["handle"].press(forDuration: 0.5, thenDragTo: host.otherElements["target"])
    #expect(states.first == .began)
    #expect(states.last == .ended)
    // From the handle's centre (300, 150) to the target's (70, 550).
    #expect(translation == Point(x: -230, y: 400))
  }

  @Test func aGestureOnAMissingElementFailsNamingTheQuery() {
    let (host, _) = makeHost()
    withKnownIssue {
      host.otherElements["nope"].swipeLeft()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("No matches found for") }
    }
  }
}
