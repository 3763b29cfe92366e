import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

@MainActor
@Suite struct WidgetInvalidationTests {
  /// A container with one widget, all clean.
  private func clean<W: View>(_ widget: W) -> (TestHost, View, W) {
    let recorder = LifecycleRecorder()
    let container = View()
    let (host, root) = makeHost(recorder: recorder) { _ in }
    root.view.addSubview(container)
    container.addSubview(widget)
    host.flush()
    return (host, container, widget)
  }

  @Test func sizeAffectingPropertiesFlagTheSuperviewForLayout() {  // Rule 2.9
    let (_, container, label) = clean(Label())
    label.text = "Hello"
    #expect(container.needsLayout)
    #expect(label.needsDisplay)
    let (_, box, button) = clean(Button())
    button.title = "Go"
    #expect(box.needsLayout)
    #expect(button.needsDisplay)
  }

  @Test func appearancePropertiesFlagDisplayOnly() {  // Rule 2.9
    let (_, container, label) = clean(Label())
    label.textColor = Color(named: "coral")
    label.backgroundColor = Color(named: "forest")
    label.alpha = 0.5
    #expect(label.needsDisplay)
    #expect(!container.needsLayout)
    #expect(!label.needsLayout)
    let (_, box, button) = clean(Button())
    button.isEnabled = false
    #expect(button.needsDisplay)
    #expect(!box.needsLayout)
  }

  @Test func equalValuesFlagNothing() {  // Rule 2.8, 2.9
    let (_, container, label) = clean(Label(text: "Same"))
    label.text = "Same"
    let sameColor = label.textColor
    label.textColor = sameColor
    label.alpha = 1
    label.frame = label.frame
    #expect(!container.needsLayout)
    #expect(!label.needsDisplay)
    #expect(!label.needsLayout)
  }

  @Test func textChangeOfTheSameSizeFlagsDisplayOnly() {  // Rule 2.9
    let (_, container, label) = clean(Label(text: "1"))
    label.text = "2"
    #expect(label.needsDisplay)
    #expect(!container.needsLayout)
    label.text = "22"
    #expect(container.needsLayout)
  }

  @Test func builtInViewsNeedNoScopeButSubclassesAndControllerViewsGetOne() {  // Rule 3.1
    let recorder = LifecycleRecorder()
    let plain = Label(text: "plain")
    let custom = RecordingView("custom", recorder: recorder)
    let (host, root) = makeHost(recorder: recorder) { root in
      root.onDidLoad = {
        root.view.addSubview(plain)
        root.view.addSubview(custom)
      }
    }
    host.flush()
    #expect(plain.hasTracker == false)
    #expect(custom.hasTracker)
    #expect(root.view.hasTracker)  // a plain View, but its phases run the controller's hooks
  }

  @Test func buttonImageWidensItAndFlagsTheSuperview() {  // Rule 2.9
    let (_, container, button) = clean(Button(title: "Go"))
    #expect(button.intrinsicContentSize == Size(width: 48, height: 44))
    button.image = "star"
    #expect(container.needsLayout)
    #expect(button.intrinsicContentSize == Size(width: 80, height: 48))
  }

  @Test func disabledButtonIgnoresTaps() {
    let button = Button(title: "Go")
    var taps = 0
    button.addAction { taps += 1 }
    button.tap()
    button.isEnabled = false
    button.tap()
    #expect(taps == 1)
  }

  @Test func labelMeasuresTextWithTheFixedMetric() {
    #expect(Label(text: "Forest").intrinsicContentSize == Size(width: 48, height: 20))
    let twoLines = Label(text: "ab\nabcd")
    #expect(twoLines.intrinsicContentSize == Size(width: 32, height: 20))  // 1 line, as UIKit
    twoLines.numberOfLines = 0
    #expect(twoLines.intrinsicContentSize == Size(width: 32, height: 40))
  }
}
