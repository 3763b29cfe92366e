import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

/// Removing a layout guide from a view the engine has solved.
///
/// `removeLayoutGuide(_:)`
/// (https://developer.apple.com/documentation/uikit/uiview/removelayoutguide(_:)): "This
/// method removes the layout guide from the view's layoutGuides array and sets the guide's
/// owningView property to nil. It also removes any constraints to the layout guide."
@MainActor
@Suite struct LayoutGuideRemovalTests {
  /// A controller's root view holding a box placed after a guide 40 points wide, pinned
  /// to the root's leading edge (or 8 points in, at a lower priority), solved once.
  private func shown() -> (
    host: TestHost, root: View, box: View, guide: LayoutGuide, guideConstraints: [LayoutConstraint]
  ) {
    final class Screen: Controller {}
    let controller = Screen()
    let host = TestHost()
    host.show(controller)
    let root = controller.view
    let box = View()
    root.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let guideConstraints = [
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guide.widthAnchor.constraint(equalToConstant: 40),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 10),
    ]
    let boxLeading = box.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    boxLeading.priority = .defaultHigh
    let fallback = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    fallback.priority = .defaultLow
    LayoutConstraint.activate(
      guideConstraints + [
        boxLeading, fallback,
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 50),
      ])
    host.flush()
    return (host, root, box, guide, guideConstraints)
  }

  @Test func removingAGuideWithActiveConstraintsDeactivatesThemAndLaysOut() {
    let (host, root, box, guide, guideConstraints) = shown()
    #expect(box.frame.minX == 40)
    #expect(guide.layoutFrame == Rect(x: 0, y: 0, width: 40, height: 10))

    root.removeLayoutGuide(guide)
    host.flush()

    #expect(guide.owningView == nil)
    #expect(root.layoutGuides.isEmpty)
    #expect(guideConstraints.allSatisfy { !$0.isActive })
    // The box's constraint to the guide went with it: the box keeps the one left.
    #expect(box.frame.minX == 8)
  }

  @Test func removingAGuideWhoseConstraintsWereDeactivatedLaysOut() {
    let (host, root, box, guide, guideConstraints) = shown()
    let toGuide = root.constraints.filter { $0.firstItem === guide || $0.secondItem === guide }
    LayoutConstraint.deactivate(toGuide)

    root.removeLayoutGuide(guide)
    host.flush()

    #expect(guide.owningView == nil)
    #expect(guideConstraints.allSatisfy { !$0.isActive })
    #expect(box.frame.minX == 8)
  }

  @Test func aGuideMovedToAnotherViewIsPlacedInItsNewView() {
    let (host, root, _, guide, _) = shown()
    let panel = View(frame: Rect(x: 100, y: 200, width: 200, height: 100))
    root.addSubview(panel)
    panel.addLayoutGuide(guide)
    host.flush()
    #expect(guide.owningView === panel)
    #expect(root.layoutGuides.isEmpty)

    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 20),
      guide.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
      guide.widthAnchor.constraint(equalToConstant: 30),
      guide.heightAnchor.constraint(equalToConstant: 12),
    ])
    host.flush()
    #expect(guide.layoutFrame == Rect(x: 20, y: 5, width: 30, height: 12))
  }
}
