import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// Right to left, leading is the right edge and trailing the left, and a constant moves
/// toward the trailing edge (Apple's Auto Layout Guide, "Anatomy of a Constraint":
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html;
/// `leadingAnchor`: https://developer.apple.com/documentation/uikit/uiview/leadinganchor).
/// `semanticContentAttribute` keeps a view's content unflipped
/// (https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute).
private final class RowController: Controller {
  let badge = View()
  let action = View()
  let row = View()
  let inRow = View()
  let stack = StackView(arrangedSubviews: [View(), View()])
  let titleLabel = Label()

  override func didLoad() {
    for subview in [badge, action, row, stack, titleLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    inRow.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(inRow)
    titleLabel.text = "Hi"
    stack.axis = .horizontal
    for (index, arranged) in stack.arrangedSubviews.enumerated() {
      arranged.translatesAutoresizingMaskIntoConstraints = false
      arranged.widthAnchor.constraint(equalToConstant: Double(10 * (index + 1))).isActive = true
    }
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      badge.widthAnchor.constraint(equalToConstant: 100),
      action.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      action.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
      row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      row.widthAnchor.constraint(equalToConstant: 200),
      inRow.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
      inRow.widthAnchor.constraint(equalToConstant: 50),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    for subview in [badge, action, row, inRow, stack, titleLabel] {
      subview.heightAnchor.constraint(equalToConstant: 30).isActive = true
      subview.topAnchor.constraint(equalTo: view.topAnchor).isActive = subview !== inRow
    }
    inRow.topAnchor.constraint(equalTo: row.topAnchor).isActive = true
  }
}

@MainActor
@Suite struct LayoutDirectionTests {
  fileprivate func shown(rightToLeft: Bool) -> (TestHost, RowController) {
    let host = TestHost(size: Size(width: 390, height: 844))
    let controller = RowController()
    host.show(controller)
    if rightToLeft { host.setTraits { $0.layoutDirection = .rightToLeft } }
    return (host, controller)
  }

  @Test func leadingAndTrailingAnchorsFlipRightToLeft() {
    let (_, controller) = shown(rightToLeft: true)
    #expect(controller.badge.frame == Rect(x: 270, y: 0, width: 100, height: 30))
    // Its leading edge 8 points past the badge's trailing edge: to the badge's left.
    #expect(controller.action.frame == Rect(x: 20, y: 0, width: 242, height: 30))
  }

  @Test func leftToRightTheyAreTheLeftAndRightEdges() {
    let (_, controller) = shown(rightToLeft: false)
    #expect(controller.badge.frame == Rect(x: 20, y: 0, width: 100, height: 30))
    #expect(controller.action.frame == Rect(x: 128, y: 0, width: 242, height: 30))
  }

  @Test func goingBackToLeftToRightLaysOutAgain() {
    let (host, controller) = shown(rightToLeft: true)
    host.setTraits { $0.remove(.layoutDirection) }
    #expect(controller.badge.frame.minX == 20)
    #expect(controller.view.effectiveLayoutDirection == .leftToRight)
  }

  @Test func aForcedLeftToRightViewKeepsItsContentUnflipped() {
    let (host, controller) = shown(rightToLeft: true)
    #expect(controller.inRow.frame.minX == 140)  // 200 - 10 - 50, in the row
    controller.row.semanticContent = .forceLeftToRight
    host.flush()
    #expect(controller.row.effectiveLayoutDirection == .leftToRight)
    #expect(controller.inRow.frame.minX == 10)
  }

  @Test func aHorizontalStackRunsFromTheRightEdge() {
    let (_, controller) = shown(rightToLeft: true)
    let frames = controller.stack.arrangedSubviews.map(\.frame)
    // The first (10 wide) at the right edge; the last fills the rest, to its left.
    #expect(frames.map(\.minX) == [380, 0])
    #expect(frames.map(\.width) == [10, 380])
  }

  @Test func aLeadingAlignedLabelDrawsAtTheRightEdge() {
    let (host, _) = shown(rightToLeft: true)
    let svg = host.window.renderSVG()
    #expect(svg.contains(#"text-anchor="end""#))
    #expect(!svg.contains(#"text-anchor="start""#))
  }
}
