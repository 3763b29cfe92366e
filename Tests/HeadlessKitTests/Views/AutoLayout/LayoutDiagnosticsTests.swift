import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

@MainActor
@Suite struct LayoutDiagnosticsTests {
  private final class Empty: Controller {}

  private func shown() -> (TestHost, Controller) {
    let host = TestHost(diagnostics: .expected)
    let controller = Empty()
    host.show(controller)
    return (host, controller)
  }

  // `hasAmbiguousLayout` (https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout):
  // a view pinned horizontally and sized, with nothing saying where it is vertically, is
  // ambiguous; reported once, naming the view and the axis.
  @Test func anAmbiguousViewIsReportedOncePerAxis() {
    let (host, controller) = shown()
    let box = View()
    box.identifier = "box"
    controller.view.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    host.flush()
    #expect(box.hasAmbiguousLayout)
    #expect(
      host.diagnostics.map(\.event) == [.ambiguousLayout(view: "View(box)", axis: "vertical")])
    box.topAnchor.constraint(equalTo: controller.view.topAnchor).isActive = true
    host.flush()
    #expect(!box.hasAmbiguousLayout && host.diagnostics.count == 1)
  }

  // The Auto Layout Guide's most common mistake: turning
  // translatesAutoresizingMaskIntoConstraints off and adding no constraint.
  @Test func aViewThatStoppedTranslatingWithoutConstraintsIsReportedOnce() {
    let (host, controller) = shown()
    let lost = Label(text: "lost")
    lost.identifier = "lost"
    controller.view.addSubview(lost)
    lost.translatesAutoresizingMaskIntoConstraints = false
    host.flush()
    #expect(host.diagnostics.map(\.event) == [.unconstrainedView(view: "Label(lost)")])
    lost.setNeedsLayout()
    controller.view.widthAnchor.constraint(equalToConstant: 390).isActive = true
    host.flush()
    #expect(host.diagnostics.count == 1, "once per view")
  }

  // Constraints show in the tree description on request, under the view they are
  // installed on (UIKit's `constraints`).
  @Test func theTreeDescriptionListsConstraintsOnRequest() {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    container.identifier = "container"
    let child = View()
    child.identifier = "child"
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
    leading.identifier = "inset"
    LayoutConstraint.activate([leading, child.widthAnchor.constraint(equalToConstant: 20)])
    let lines = container.treeDescription(showingConstraints: true).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[1] == "  | View(child).leading == View(container).leading + 8 (inset)")
    #expect(lines[3] == "    | View(child).width == 20")
    #expect(!container.treeDescription().contains("|"))
  }
}
