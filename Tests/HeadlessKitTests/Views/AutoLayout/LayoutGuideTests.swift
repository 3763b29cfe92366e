import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

@MainActor
@Suite struct LayoutGuideTests {
  /// A controller whose root view runs `build` when it loads, in a 390 x 844 window with
  /// the given screen insets.
  private func show(
    screenInsets: EdgeInsets = .zero, _ build: @escaping @MainActor (View) -> Void
  ) -> TestHost {
    final class Screen: Controller {
      var build: (@MainActor (View) -> Void)?
      override func didLoad() { build?(view) }
    }
    let controller = Screen()
    controller.build = build
    let host = TestHost()
    host.window.screenInsets = screenInsets
    host.show(controller)
    return host
  }

  // `safeAreaLayoutGuide`
  // (https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide): the
  // root view's bounds inset by the screen's status bar (47) and home indicator (34).
  @Test func theSafeAreaGuideKeepsContentClearOfTheScreensEdges() {
    let header = Label(text: "Inbox")
    let footer = View()
    var root: View!
    let host = show(screenInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) { view in
      root = view
      for subview in [header, footer] as [View] {
        view.addSubview(subview)
        subview.translatesAutoresizingMaskIntoConstraints = false
      }
      let safe = view.safeAreaLayoutGuide
      LayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
        header.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        footer.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    #expect(root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(header.frame == Rect(x: 16, y: 55, width: 40, height: 20))
    // 844 - 34 - 50 = 760.
    #expect(footer.frame == Rect(x: 0, y: 760, width: 390, height: 50))
    #expect(root.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 47, width: 390, height: 763))
    #expect(host.window.screenInsets.top == 47, "the host keeps the window alive until here")
  }

  // A headless window has no status bar: the safe area is the whole view by default.
  @Test func withoutScreenInsetsTheSafeAreaIsTheBounds() {
    let box = View()
    _ = show { view in
      view.addSubview(box)
      box.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    #expect(box.frame == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  // `layoutMarginsGuide` (https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide)
  // and `directionalLayoutMargins`: a controller's root view has UIKit's phone minimum
  // margins (16 at the sides), other views 8 on each side.
  @Test func marginsGuidesFollowTheMargins() {
    let title = View()
    let card = View(frame: Rect(x: 20, y: 100, width: 200, height: 100))
    let inside = View()
    _ = show { view in
      view.addSubview(title)
      view.addSubview(card)
      card.addSubview(inside)
      for subview in [title, inside] {
        subview.translatesAutoresizingMaskIntoConstraints = false
      }
      let margins = view.layoutMarginsGuide
      LayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        title.topAnchor.constraint(equalTo: margins.topAnchor),
        title.heightAnchor.constraint(equalToConstant: 30),
        inside.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        inside.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        inside.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        inside.widthAnchor.constraint(equalToConstant: 50),
      ])
    }
    #expect(title.frame == Rect(x: 16, y: 0, width: 358, height: 30))
    #expect(inside.frame == Rect(x: 8, y: 8, width: 50, height: 84))
    card.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 20, leading: 30, bottom: 20, trailing: 0)
    card.layoutIfNeeded()
    #expect(inside.frame == Rect(x: 30, y: 20, width: 50, height: 60))
  }

  // Layout guides as spacers (Auto Layout Guide, "Working with Constraints in Code"): two
  // guides of equal width spread three 50-point boxes over 390 points, 16 from each edge:
  // (390 - 32 - 150) / 2 = 104 between them.
  @Test func customGuidesSpaceViewsEvenly() {
    let boxes = [View(), View(), View()]
    let gaps = [LayoutGuide(), LayoutGuide()]
    _ = show { view in
      var constraints: [LayoutConstraint] = []
      for box in boxes {
        view.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        constraints += [
          box.widthAnchor.constraint(equalToConstant: 50),
          box.heightAnchor.constraint(equalToConstant: 50),
          box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        ]
      }
      for (index, gap) in gaps.enumerated() {
        gap.identifier = "gap\(index)"
        view.addLayoutGuide(gap)
        constraints += [
          gap.leadingAnchor.constraint(equalTo: boxes[index].trailingAnchor),
          boxes[index + 1].leadingAnchor.constraint(equalTo: gap.trailingAnchor),
        ]
      }
      constraints += [
        gaps[0].widthAnchor.constraint(equalTo: gaps[1].widthAnchor),
        boxes[0].leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        boxes[2].trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      ]
      LayoutConstraint.activate(constraints)
    }
    #expect(boxes.map(\.frame.minX) == [16, 170, 324])
    #expect(gaps[1].layoutFrame.minX == 220 && gaps[1].layoutFrame.width == 104)
    #expect(gaps[0].owningView === boxes[0].superview)
    #expect("\(gaps[0])".hasSuffix(".guide(gap0)"))
  }
}

@MainActor
@Suite struct ScreenInsetsTests {
  // "Positioning content relative to the safe area"
  // (https://developer.apple.com/documentation/uikit/positioning-content-relative-to-the-safe-area):
  // bars stay clear of the status bar and the home indicator; content below a navigation
  // bar starts under it.
  @Test func barsStayClearOfTheScreensInsets() {
    let host = TestHost()
    host.window.screenInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let inbox = Controller()
    let tabs = TabController(tabs: [NavigationController(rootController: inbox), Controller()])
    host.show(tabs)
    // The bar's buttons sit below the status bar: 47 + 44 = 91.
    #expect(host.view("back")?.frame.minY == 47)
    #expect(inbox.view.superview?.frame.minY == 91 && inbox.view.frame.minY == 0)
    // The tab bar sits above the home indicator: 844 - 34 - 49 = 761.
    #expect(host.view("tabBar")?.frame == Rect(x: 0, y: 761, width: 390, height: 49))
    #expect(inbox.view.safeAreaInsets == .zero, "nothing of the screen covers it")
  }
}
