import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct ControlTests {
  private func mounted(_ controls: [View]) -> (TestHost, Controller) {
    let host = TestHost()
    let root = Controller()
    for control in controls { root.view.addSubview(control) }
    host.show(root)
    return (host, root)
  }

  @Test func typingBehavesLikeAUser() {
    let field = TextField(placeholder: "Name")
    field.identifier = "name"
    var events: [String] = []
    field.addAction(for: .editingDidBegin) { events.append("begin") }
    field.addAction(for: .editingChanged) { [unowned field] in
      events.append("changed:\(field.text)")
    }
    field.addAction(for: .editingDidEnd) { events.append("end") }
    let (host, _) = mounted([field])
    #expect(host.type("name", "Kim"))
    #expect(field.text == "Kim")
    #expect(events == ["begin", "changed:K", "changed:Ki", "changed:Kim", "end"])
    #expect(!field.isEditing)
    #expect(host.type("nope", "x") == false)
  }

  @Test func disabledFieldIgnoresTyping() {
    let field = TextField()
    field.isEnabled = false
    field.type("x")
    #expect(field.text == "")
  }

  @Test func pressingReturnSendsEditingDidEndOnExitUnlessDisabled() {
    let field = TextField()
    field.identifier = "name"
    var exits = 0
    field.addAction(for: .editingDidEndOnExit) { exits += 1 }
    let (host, _) = mounted([field])
    #expect(host.pressReturn("name"))
    #expect(exits == 1)
    field.isEnabled = false
    field.pressReturn()
    #expect(exits == 1)
  }

  @Test func secureEntryRedrawsWithBulletsAndKeepsTheText() {
    let field = TextField(text: "pin")
    field.frame = Rect(x: 0, y: 0, width: 120, height: 32)
    let (host, _) = mounted([field])
    #expect(host.window.renderSVG().contains(">pin<"))
    field.isSecureTextEntry = true
    host.flush()
    #expect(!host.window.renderSVG().contains(">pin<"))
    #expect(field.text == "pin")
    #expect(host.window.renderSVG().contains(">\u{2022}\u{2022}\u{2022}<"))
  }

  @Test func textFieldGrowsWithItsTextAndFlagsItsSuperview() {  // Rule 2.9
    let field = TextField(placeholder: "Name")
    let (host, root) = mounted([field])
    #expect(field.intrinsicContentSize == Size(width: 48, height: 32))
    field.text = "Jo"  // 16 wide: shorter than the placeholder's 32
    #expect(root.view.needsLayout)
    host.flush()
    field.text = "Jo!"
    #expect(root.view.needsLayout)
    #expect(field.intrinsicContentSize == Size(width: 40, height: 32))
  }

  @Test func toggleFlipsAndReportsButSettingInCodeDoesNot() {
    let control = Switch()
    control.identifier = "wifi"
    var reports = 0
    control.addAction { reports += 1 }
    let (host, root) = mounted([control])
    #expect(host.toggle("wifi"))
    #expect(control.isOn)
    #expect(reports == 1)
    control.isOn = false
    #expect(reports == 1)
    #expect(control.needsDisplay)
    #expect(!root.view.needsLayout)  // Rule 2.9: display only
  }

  @Test func slideClampsToTheRangeAndReportsOnlyChanges() {
    let slider = Slider(value: 0.5, in: 0...1)
    slider.identifier = "volume"
    var reports: [Double] = []
    slider.addAction { [unowned slider] in reports.append(slider.value) }
    let (host, root) = mounted([slider])
    #expect(host.slide("volume", to: 3))
    #expect(slider.value == 1)
    slider.slide(to: 1)  // no change, no report
    slider.slide(to: -2)
    #expect(reports == [1, 0])
    slider.range = 0.25...0.75
    #expect(slider.value == 0.25)
    #expect(slider.needsDisplay)
    #expect(!root.view.needsLayout)  // Rule 2.9: display only
  }

  @Test func controlValuesReadInUpdatePropertiesAreTrackedLikeAnyState() {  // Rule 3.2
    // A switch's action writes a model; the controller reads the model: one re-run.
    let flag = Flag()
    let control = Switch()
    let label = Label()
    control.addAction { [unowned control] in flag.isOn = control.isOn }
    let recorder = LifecycleRecorder()
    let host = TestHost()
    let root = RecordingController("root", recorder: recorder)
    root.onDidLoad = { [unowned root] in
      root.view.addSubview(control)
      root.view.addSubview(label)
    }
    root.onUpdateProperties = { label.text = flag.isOn ? "on" : "off" }
    host.show(root)
    recorder.reset()
    control.toggle()
    host.flush()
    #expect(label.text == "on")
    #expect(recorder.count(of: "root.updateProperties") == 1)
  }

  @Test func hostFindsViewsByTypeAndText() {
    let (host, _) = mounted([Label(text: "Hello"), Button(title: "Go"), Switch()])
    #expect(host.views(ofType: Switch.self).count == 1)
    #expect(host.views(ofType: Label.self).count == 1)
    #expect(host.view(withText: "Go") is Button)
    #expect(host.view(withText: "Hello") is Label)
    #expect(host.view(withText: "nope") == nil)
  }
}
