import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

// Tint, shadows and editing, each after the UIKit page its test names.

@MainActor
@Suite struct TintShadowEditingTests {
  private final class TintWatcher: View {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
  }

  // tintColor (https://developer.apple.com/documentation/uikit/uiview/tintcolor): "The
  // first nondefault tint color value in the view's hierarchy, ascending from and starting
  // with the view itself"; tintColorDidChange() "on a subview that inherits a changed
  // interaction tint color".
  @Test func tintIsInheritedAndChangesAreAnnounced() {
    let root = View()
    let middle = TintWatcher()
    let own = TintWatcher()
    let inner = TintWatcher()
    root.addSubview(middle)
    middle.addSubview(own)
    middle.addSubview(inner)
    own.tintColor = Color(named: "green")
    #expect(inner.tintColor == Color(named: "tint"))
    root.tintColor = Color(named: "coral")
    #expect(middle.tintColor == Color(named: "coral"))
    #expect(inner.tintColor == Color(named: "coral"))
    #expect(own.tintColor == Color(named: "green"))
    #expect(middle.changes == 1)
    #expect(inner.changes == 1)
    #expect(own.changes == 1, "its own tint was set once; the root's does not reach it")
    root.tintColor = nil
    #expect(inner.tintColor == Color(named: "tint"))
    #expect(inner.changes == 2)
    // Moving under another tint announces it too.
    let other = View()
    other.tintColor = Color(named: "red")
    other.addSubview(inner)
    #expect(inner.tintColor == Color(named: "red"))
    #expect(inner.changes == 3)
  }

  // A button draws its title in its tint; a tint change redraws it.
  @Test func buttonsDrawInTheirTint() {
    let controller = Controller()
    let button = Button(title: "Go")
    button.frame = Rect(x: 0, y: 0, width: 80, height: 44)
    let host = TestHost()
    host.show(controller)
    controller.view.addSubview(button)
    host.flush()
    controller.view.tintColor = Color(red: 1, green: 0, blue: 0)
    #expect(button.needsDisplay)
    host.flush()
    #expect(host.window.renderSVG().contains("fill=\"#FF0000\">Go</text>"))
  }

  // CALayer's shadow (https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity):
  // drawn under the view, offset and blurred; opacity 0, the default, draws none.
  @Test func shadowsAreDrawn() {
    let controller = Controller()
    let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 60))
    card.backgroundColor = Color(named: "white")
    let host = TestHost()
    host.show(controller)
    controller.view.addSubview(card)
    host.flush()
    #expect(!host.window.renderSVG().contains("<filter"))
    card.shadow = Shadow(opacity: 0.3, offset: Size(width: 0, height: 2), radius: 8)
    #expect(card.needsDisplay)
    host.flush()
    #expect(
      host.window.renderSVG().contains(
        "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"4\"/><feOffset dx=\"0\" dy=\"2\" "
          + "result=\"offset\"/><feFlood flood-color=\"#000000\" flood-opacity=\"0.3\"/>"))
  }

  // becomeFirstResponder() / resignFirstResponder() and endEditing(_:)
  // (https://developer.apple.com/documentation/uikit/uiview/endediting(_:)): a field begun
  // stays editing while typed into, until it resigns or its superview ends editing.
  @Test func editingBeginsAndEnds() {
    let form = View()
    let field = TextField()
    form.addSubview(field)
    var events: [String] = []
    field.addAction(for: .editingDidBegin) { events.append("begin") }
    field.addAction(for: .editingDidEnd) { events.append("end") }
    #expect(field.beginEditing())
    field.type("hi")
    #expect(field.isEditing)
    #expect(events == ["begin"])
    #expect(form.finishEditingInSubtree())
    #expect(!field.isEditing)
    #expect(events == ["begin", "end"])
    field.type("!")
    #expect(events == ["begin", "end", "begin", "end"], "typing alone begins and ends")
    field.isEnabled = false
    #expect(!field.beginEditing())
  }
}
