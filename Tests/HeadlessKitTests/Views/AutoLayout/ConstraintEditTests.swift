import Foundation
import Testing

@testable import HeadlessKit

// The edits UIKit code makes to a laid-out screen (a constraint's constant, its priority,
// one constraint deactivated and another activated) are made in the solver in place:
// each test counts the engine's rebuilds and the solver's own, and says why any happens.

@MainActor
@Suite struct ConstraintEditTests {
  /// A container pinned in a 1024-wide root, 390 wide by its `width` constraint, holding
  /// a chain of `n` 44-point views from its leading edge.
  private func chain(_ n: Int) -> (
    root: View, container: View, items: [View], width: LayoutConstraint
  ) {
    let root = View(frame: Rect(x: 0, y: 0, width: 1024, height: 200))
    let container = CountingView()
    root.addSubview(container)
    container.translatesAutoresizingMaskIntoConstraints = false
    let width = container.widthAnchor.constraint(equalToConstant: 390)
    var constraints = [
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 100), width,
    ]
    let (items, chained) = chainOfViews(n, in: container)
    constraints += chained
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, container, items, width)
  }

  final class CountingView: View {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  // A constant change is made in the solver, never by rebuilding the engine, nor the
  // solver's tableau: the container's width and the chain's gaps are required
  // equalities the solver keeps as definitions (each gives a value nothing else holds),
  // whose constants change in place.
  @Test func aConstantChangeIsMadeInPlace() throws {
    let (root, container, items, width) = chain(5)
    let engine = try #require(root.layout?.engine)
    let (rebuilds, tableauRebuilds) = (engine.rebuilds, engine.tableauRebuilds)
    for constant in [500.0, 600, 320] {
      width.constant = constant
      root.layoutIfNeeded()
      #expect(Double(container.frame.width) == constant)
    }
    #expect(engine.rebuilds == rebuilds)
    #expect(engine.tableauRebuilds == tableauRebuilds, "a definition changes in place")
    // The first view's leading gap moves every view after it; in place after its first.
    let gap = try #require(
      container.constraints.first { $0.firstItem === items[0] && $0.firstAttribute == .leading })
    for constant in [20.0, 30] {
      gap.constant = constant
      root.layoutIfNeeded()
      let lefts: [Double] = items.map { Double($0.frame.minX) }
      let expected: [Double] = (0..<5).map { index in constant + Double(index) * 52 }
      #expect(lefts == expected)
    }
    #expect(engine.rebuilds == rebuilds)
    #expect(engine.tableauRebuilds == tableauRebuilds)
    // After an engine rebuild, their changes stay in place too.
    root.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    root.layoutIfNeeded()
    let tableauAfterRebuild = engine.tableauRebuilds
    width.constant = 400
    gap.constant = 8
    root.layoutIfNeeded()
    #expect(Double(container.frame.width) == 400)
    #expect(Double(items[4].frame.minX) == 8 + 4 * 52)
    #expect(engine.tableauRebuilds == tableauAfterRebuild)
  }

  // Deactivating one constraint and activating another between views the engine places
  // already are a removal and an addition in the solver. Both are required equalities
  // kept as definitions: removing and adding them rebuilds nothing.
  @Test func aToggleBetweenPlacedViewsIsMadeInPlace() throws {
    let (root, _, items, _) = chain(3)
    let engine = try #require(root.layout?.engine)
    let (rebuilds, tableauRebuilds) = (engine.rebuilds, engine.tableauRebuilds)
    let top = try #require(
      items[2].superview?.constraints.first {
        $0.firstItem === items[2] && $0.firstAttribute == .top
      })
    let lower = items[2].topAnchor.constraint(equalTo: items[1].bottomAnchor, constant: 10)
    for _ in 0..<4 {
      top.isActive = false
      lower.isActive = true
      root.layoutIfNeeded()
      #expect(Double(items[2].frame.minY) == 54)
      lower.isActive = false
      top.isActive = true
      root.layoutIfNeeded()
      #expect(Double(items[2].frame.minY) == 0)
    }
    #expect(engine.rebuilds == rebuilds)
    #expect(engine.tableauRebuilds == tableauRebuilds, "definitions leave in place")
  }

  // Activating a constraint on a view the engine does not place yet brings that view in:
  // a rebuild, the one kind an activation needs.
  @Test func activatingAConstraintOnANewViewRebuilds() throws {
    let (root, container, items, _) = chain(2)
    let engine = try #require(root.layout?.engine)
    let rebuilds = engine.rebuilds
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(badge)
    root.layoutIfNeeded()
    #expect(engine.rebuilds == rebuilds + 1, "a subview added")
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: items[1].trailingAnchor),
      badge.topAnchor.constraint(equalTo: container.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(engine.rebuilds == rebuilds + 2, "the badge joins the engine")
    #expect(badge.frame == Rect(x: 104, y: 0, width: 10, height: 10))
  }

  // A non-required priority changes in place: the solution follows it, nothing rebuilds.
  @Test func aPriorityChangeIsMadeInPlace() throws {
    let (root, container, _, _) = chain(1)
    let engine = try #require(root.layout?.engine)
    let preferred = container.heightAnchor.constraint(equalToConstant: 150)
    preferred.priority = .defaultLow
    let other = container.heightAnchor.constraint(equalToConstant: 120)
    other.priority = .defaultHigh
    let height = try #require(
      container.constraints.first { $0.firstItem === container && $0.firstAttribute == .height })
    height.isActive = false
    LayoutConstraint.activate([preferred, other])
    root.layoutIfNeeded()
    #expect(Double(container.frame.height) == 120)
    let (rebuilds, tableauRebuilds) = (engine.rebuilds, engine.tableauRebuilds)
    preferred.priority = LayoutPriority(800)
    root.layoutIfNeeded()
    #expect(Double(container.frame.height) == 150)
    #expect(engine.rebuilds == rebuilds)
    #expect(engine.tableauRebuilds == tableauRebuilds)
  }

  // Apple's Auto Layout Guide, "Changing Constraints": a constant change schedules a
  // deferred layout pass, in which the engine's new values reach the views and "views
  // call superview.setNeedsLayout()" (WWDC 2015, "Mysteries of Auto Layout, Part 2"). A
  // change that only moves a view (its size stays) lays out its superview again.
  @Test func aConstantChangeLaysOutTheSuperviewOfEachMovedView() throws {
    let (root, container, items, _) = chain(2)
    let counting = try #require(container as? CountingView)
    let layouts = counting.layouts
    let gap = try #require(
      container.constraints.first { $0.firstItem === items[1] && $0.firstAttribute == .leading })
    gap.constant = 20
    root.layoutIfNeeded()
    #expect(items[1].frame == Rect(x: 72, y: 0, width: 44, height: 44))
    #expect(counting.layouts == layouts + 1)
    // A change that moves nothing lays nothing out.
    root.layoutIfNeeded()
    #expect(counting.layouts == layouts + 1)
  }

  // UIKit's `hasAmbiguousLayout`: a view that does not translate its frame into
  // constraints and has none has infinitely many frames, so its layout is ambiguous,
  // whether or not its tree has constraints elsewhere.
  @Test func aViewWithoutConstraintsThatDoesNotTranslateItsFrameIsAmbiguous() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let loose = View()
    root.addSubview(loose)
    loose.translatesAutoresizingMaskIntoConstraints = false
    root.layoutIfNeeded()
    #expect(loose.hasAmbiguousLayout)
    let (chained, _, items, _) = chain(1)
    let other = View()
    items[0].addSubview(other)
    other.translatesAutoresizingMaskIntoConstraints = false
    chained.layoutIfNeeded()
    #expect(other.hasAmbiguousLayout)
    #expect(!items[0].hasAmbiguousLayout)
    // Translating its frame, it is placed by that frame.
    other.translatesAutoresizingMaskIntoConstraints = true
    #expect(!other.hasAmbiguousLayout)
  }
}
