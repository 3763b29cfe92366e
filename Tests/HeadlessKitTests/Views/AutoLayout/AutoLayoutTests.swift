import Foundation
import HeadlessKitTesting
import Observation
import Testing

@testable import HeadlessKit

// Auto Layout's semantics, each test after Apple's page or the Auto Layout Guide's
// recipe named above it, with the frames worked out by hand. Text is 8 points a
// character and 20 a line (TextMetrics), so a label of "Hello" is 40 x 20.

@MainActor
@Suite struct AutoLayoutTests {
  /// A screen whose root view is 390 x 844 (a default window) with `build` run on it.
  private func screen(_ build: @escaping @MainActor (View) -> Void) -> (TestHost, Controller) {
    final class Screen: Controller {
      var build: (@MainActor (View) -> Void)?
      override func didLoad() { build?(view) }
    }
    let controller = Screen()
    controller.build = build
    let host = TestHost()
    host.show(controller)
    return (host, controller)
  }

  // "Anchors" (https://developer.apple.com/documentation/uikit/nslayoutanchor): a label
  // whose leading and top edges are pinned sits there at its intrinsic size.
  @Test func anchorsPlaceAViewAtItsIntrinsicSize() {
    let label = Label(text: "Hello")
    _ = screen { root in
      root.addSubview(label)
      label.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      ])
    }
    #expect(label.frame == Rect(x: 16, y: 60, width: 40, height: 20))
  }

  // Pinning all four edges with insets: 390 - 2 * 16 wide, 844 - 100 - 34 high.
  @Test func edgesPinnedWithInsetsFillTheRest() {
    let card = View()
    _ = screen { root in
      root.addSubview(card)
      card.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -34),
      ])
    }
    #expect(card.frame == Rect(x: 16, y: 100, width: 358, height: 710))
  }

  // NSLayoutDimension's `constraint(equalTo:multiplier:)`
  // (https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:))
  // and centring: half of 390 wide (195), centred (x 97.5), 44 high, centred in 844
  // (y 400).
  @Test func multipliersAndCentres() {
    let button = View()
    _ = screen { root in
      root.addSubview(button)
      button.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        button.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        button.heightAnchor.constraint(equalToConstant: 44),
        button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      ])
    }
    #expect(button.frame == Rect(x: 97.5, y: 400, width: 195, height: 44))
  }

  // `constant` (https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant):
  // changing it on an active constraint lays out again in the next pass.
  @Test func changingAConstantLaysOutAgain() {
    let box = View()
    var top: LayoutConstraint!
    let (host, _) = screen { root in
      root.addSubview(box)
      box.translatesAutoresizingMaskIntoConstraints = false
      top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
      LayoutConstraint.activate([
        top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    #expect(box.frame.minY == 10)
    top.constant = 200
    #expect(box.frame.minY == 10, "nothing moves before the pass")
    host.flush()
    #expect(box.frame == Rect(x: 0, y: 200, width: 50, height: 50))
    top.isActive = false
    #expect(!top.isActive && box.superview?.constraints.contains { $0 === top } == false)
  }

  // `translatesAutoresizingMaskIntoConstraints`
  // (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints):
  // a view placed with a frame keeps it, and constraints can refer to it.
  @Test func aFramedViewKeepsItsFrameAndOthersFollowIt() {
    let framed = View(frame: Rect(x: 20, y: 30, width: 100, height: 40))
    let follower = View()
    _ = screen { root in
      root.addSubview(framed)
      root.addSubview(follower)
      follower.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        follower.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
        follower.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 8),
        follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
        follower.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    #expect(framed.frame == Rect(x: 20, y: 30, width: 100, height: 40))
    #expect(follower.frame == Rect(x: 20, y: 78, width: 100, height: 10))
  }

  // Content hugging and compression resistance (Auto Layout Guide, "Intrinsic Content
  // Size"): between the edges, a label and a field; the label hugs harder (251 against
  // 250), so it keeps its 40 points and the field takes the rest: 390 - 16 - 40 - 8 - 16.
  @Test func huggingDecidesWhoStretches() {
    let name = Label(text: "Hello")
    let field = TextField()
    _ = screen { root in
      for view in [name, field] as [View] {
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      name.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
      LayoutConstraint.activate([
        name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        field.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        name.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        field.centerYAnchor.constraint(equalTo: name.centerYAnchor),
      ])
    }
    #expect(name.frame == Rect(x: 16, y: 100, width: 40, height: 20))
    #expect(field.frame.minX == 64 && field.frame.width == 310)
  }

  @Observable final class Greeting: @unchecked Sendable { var text = "Hi" }

  // `invalidateIntrinsicContentSize()`
  // (https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()):
  // a label whose text comes from a model re-solves when the text's size changes; pinned
  // at the trailing edge, it grows leftwards.
  @Test func aLabelsNewTextResolvesTheLayout() {
    let greeting = Greeting()
    final class GreetingController: Controller {
      let greeting: Greeting
      let label = Label()
      init(_ greeting: Greeting) {
        self.greeting = greeting
        super.init()
      }
      override func didLoad() {
        view.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
          label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
          label.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
        ])
      }
      override func updateProperties() { label.text = greeting.text }
    }
    let controller = GreetingController(greeting)
    let host = TestHost()
    host.show(controller)
    #expect(controller.label.frame == Rect(x: 364, y: 50, width: 16, height: 20))
    greeting.text = "Hello there"
    host.flush()
    #expect(controller.label.frame == Rect(x: 292, y: 50, width: 88, height: 20))
  }

  // `layoutIfNeeded()` (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()):
  // lays out at once, constraints included, in a tree that is in no window.
  @Test func layoutIfNeededSolvesATreeOutsideAWindow() {
    let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let child = View()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == Rect(x: 10, y: 0, width: 180, height: 50))
  }

  // Constraints are installed on the nearest common ancestor
  // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive), and a
  // view leaving its superview takes the constraints that refer to it along.
  @Test func constraintsLiveOnTheCommonAncestorAndLeaveWithTheirViews() {
    let outer = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let left = View()
    let middle = View()
    let right = View()
    outer.addSubview(left)
    outer.addSubview(middle)
    middle.addSubview(right)
    let spacing = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8)
    let width = left.widthAnchor.constraint(equalToConstant: 30)
    LayoutConstraint.activate([spacing, width])
    #expect(outer.constraints.contains { $0 === spacing })
    #expect(left.constraints.contains { $0 === width }, "a size alone lives on its view")
    right.removeFromSuperview()
    #expect(!spacing.isActive && width.isActive)
  }

  // "Unable to simultaneously satisfy constraints" (Auto Layout Guide, "Unsatisfiable
  // Layouts"): one required constraint is broken, the rest hold, and the report lists
  // the conflict.
  @Test func conflictingRequiredConstraintsBreakOneAndReport() {
    let box = View()
    let host = TestHost(diagnostics: .expected)
    final class Empty: Controller {}
    let controller = Empty()
    host.show(controller)
    controller.view.addSubview(box)
    box.identifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.identifier = "narrow"
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    LayoutConstraint.activate([
      narrow, wide, box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      box.topAnchor.constraint(equalTo: controller.view.topAnchor),
    ])
    host.flush()
    #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 10))
    let reports = host.diagnostics.compactMap { diagnostic -> (String, [String])? in
      guard case .unsatisfiableConstraints(let broken, let conflicting) = diagnostic.event
      else { return nil }
      return (broken, conflicting)
    }
    #expect(reports.count == 1)
    #expect(reports.first?.0 == "View(box).width == 200 (wide)")
    #expect(reports.first?.1.contains("View(box).width == 100 (narrow)") == true)
    #expect(
      host.diagnostics.first?.message.hasPrefix(
        "unable to simultaneously satisfy constraints: ") == true)
  }

  // `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
  // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)).
  @Test func itemAttributeConstraintsWorkAsAnchorsDo() {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addConstraints([
      LayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 20),
      LayoutConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: container,
        attribute: .height, multiplier: 0.25, constant: 0),
      LayoutConstraint(
        item: child, attribute: .right, relatedBy: .equal, toItem: container,
        attribute: .right, multiplier: 1, constant: -5),
      LayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: container,
        attribute: .bottom, multiplier: 1, constant: 0),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.size == Size(width: 20, height: 25) && child.frame.maxX == 95)
    #expect(child.frame.maxY <= 100)
  }

  // Activating a constraint between views with no common ancestor raises in UIKit
  // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)):
  // here it stops with a message, before any constraint of the call is activated.
  // A constant or multiplier that is not a finite number would corrupt every frame: it
  // stops with a message naming the constraint, before anything is activated.
  @Test func nonFiniteValuesStop() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = View()
        _ = a.widthAnchor.constraint(equalToConstant: .infinity)
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = View()
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.constant = .nan
      }
    }
  }

  @Test func viewsWithoutACommonAncestorStop() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = View()
        let b = View()
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.leadingAnchor)])
      }
    }
  }

  // A constant changed into a conflict breaks that constraint (and reports it); changed
  // back, the constraint holds again: the engine replaces the constraint in place.
  @Test func aConstantChangedIntoAConflictIsBrokenThenHoldsAgain() {
    let box = View()
    box.identifier = "box"
    let host = TestHost(diagnostics: .expected)
    final class Empty: Controller {}
    let controller = Empty()
    host.show(controller)
    controller.view.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    let minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
    let width = box.widthAnchor.constraint(equalToConstant: 80)
    LayoutConstraint.activate([
      minimum, width, box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      box.topAnchor.constraint(equalTo: controller.view.topAnchor),
    ])
    host.flush()
    #expect(box.frame.width == 80 && host.diagnostics.isEmpty)
    width.constant = 20
    host.flush()
    #expect(box.frame.width == 50, "the broken width leaves the minimum in charge")
    #expect(host.diagnostics.count == 1 && host.diagnostics.first?.kind == .misuse)
    width.constant = 120
    host.flush()
    #expect(box.frame.width == 120 && host.diagnostics.count == 1)
  }
}

@MainActor
@Suite struct SizeFittingTests {
  /// A card: a title and a body, stacked with 8-point insets, pinned to the card's edges
  /// on every side, as a self-sizing cell's content is.
  private func card(title: String, body: String) -> (View, Label, Label) {
    let card = View()
    let titleLabel = Label(text: title)
    let bodyLabel = Label(text: body)
    for label in [titleLabel, bodyLabel] {
      card.addSubview(label)
      label.translatesAutoresizingMaskIntoConstraints = false
    }
    LayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
      bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
      bodyLabel.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    return (card, titleLabel, bodyLabel)
  }

  // `systemLayoutSizeFitting(_:)`
  // (https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)):
  // the compressed size of the card: the wider label ("Hello there", 88) plus 16 wide,
  // 8 + 20 + 4 + 20 + 8 = 60 high. Nothing is laid out.
  @Test func theCompressedSizeComesFromTheContent() {
    let (card, title, _) = card(title: "Hi", body: "Hello there")
    let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size == Size(width: 104, height: 60))
    #expect(card.frame == .zero && title.frame == .zero)
  }

  // With a required width (a cell's), the height still comes from the content:
  // `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
  @Test func aRequiredWidthKeepsTheWidthAndFitsTheHeight() {
    let (card, _, _) = card(title: "Hi", body: "Hello there")
    let size = card.systemLayoutSizeFitting(
      Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == Size(width: 300, height: 60))
  }
}

@MainActor
@Suite struct StackViewPrioritiesTests {
  // UIStackView.Distribution.fill
  // (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fill):
  // "If the arranged views do not fill the stack view, it stretches the views according
  // to their hugging priority. If the arranged views do not fit within the stack view, it
  // shrinks the views according to their compression resistance priority."
  @Test func fillStretchesTheLeastHuggingAndShrinksTheLeastResisting() {
    let stack = StackView(axis: .horizontal)
    stack.frame = Rect(x: 0, y: 0, width: 200, height: 20)
    let name = Label(text: "Name")  // 32
    let value = Label(text: "Ada")  // 24
    stack.addArrangedSubview(name)
    stack.addArrangedSubview(value)
    value.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    stack.layoutIfNeeded()
    #expect(name.frame.width == 176 && value.frame.width == 24, "the name hugs least")
    stack.frame.size.width = 40
    name.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
    stack.layoutIfNeeded()
    #expect(name.frame.width == 32 && value.frame.width == 8, "the value resists least")
  }

  // A stack view inside constraints sizes from its arranged views: a label's longer text
  // widens the stack.
  @Test func aStackInsideConstraintsFollowsItsArrangedViews() {
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let stack = StackView(axis: .horizontal)
    let label = Label(text: "Hi")
    stack.addArrangedSubview(label)
    container.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
    ])
    container.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 10, width: 16, height: 20))
    label.text = "Hello"
    container.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 10, width: 40, height: 20))
  }
}

@MainActor
@Suite struct BaselineTests {
  // `firstBaselineAnchor` and `lastBaselineAnchor`
  // (https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor): a field
  // aligned on a label's first baseline. Text is centred in its view with its baseline a
  // font size (16) below the line's top: the label (20 high at y 100) has its baseline at
  // 116; the field (32 high) at its top + 16 + 6, so its top is 94.
  @Test func viewsAlignOnTheirTextsBaselines() {
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let name = Label(text: "Name")
    let field = TextField()
    let notes = Label(text: "one\ntwo\nthree")
    notes.numberOfLines = 0
    let plain = View()
    for view in [name, field, notes, plain] {
      container.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    LayoutConstraint.activate([
      name.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
      name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      field.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
      field.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      notes.topAnchor.constraint(equalTo: container.topAnchor, constant: 200),
      notes.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      // Three lines, 60 high: the last baseline is 16 + 2 * 20 below the top, at 256.
      plain.bottomAnchor.constraint(equalTo: notes.lastBaselineAnchor),
      plain.leadingAnchor.constraint(equalTo: notes.trailingAnchor),
      plain.widthAnchor.constraint(equalToConstant: 10),
      plain.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(name.frame.minY == 100 && field.frame.minY == 94 && field.frame.height == 32)
    #expect(notes.frame.height == 60 && plain.frame.maxY == 256)
  }
}

@MainActor
@Suite struct AutoresizingTests {
  // `autoresizingMask` (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask):
  // the flexible parts follow the superview's size; a table filling its superview with
  // [.flexibleWidth, .flexibleHeight] keeps filling it.
  @Test func flexiblePartsFollowTheSuperviewsSize() {
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let fill = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let corner = View(frame: Rect(x: 250, y: 150, width: 40, height: 40))
    corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    // Flexible on both sides: the change is shared in proportion to the margins (100 and
    // 180 of 280): +60 and +40 x.
    let centred = View(frame: Rect(x: 100, y: 0, width: 20, height: 10))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let fixed = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
    for view in [fill, corner, centred, fixed] { container.addSubview(view) }
    container.frame.size = Size(width: 400, height: 300)
    #expect(fill.frame == Rect(x: 0, y: 0, width: 400, height: 300))
    #expect(corner.frame == Rect(x: 350, y: 250, width: 40, height: 40))
    #expect(centred.frame.minX == 100 + 100 * 100 / 280 && centred.frame.width == 20)
    #expect(fixed.frame == Rect(x: 10, y: 10, width: 10, height: 10))
    container.autoresizesSubviews = false
    container.frame.size = Size(width: 100, height: 100)
    #expect(fill.frame.size == Size(width: 400, height: 300))
  }
}

@MainActor
@Suite struct AutoresizingInSolvedViewsTests {
  /// A card 20 points inside `root`'s sides and top, 100 high, holding a framed banner
  /// (10, 10, 100 x 30) whose width follows the card's, and a caption 20 high, 10 below
  /// the card, as wide as the banner. Returns the card's leading constraint.
  @discardableResult
  static func pinCard(
    _ card: View, banner: View, caption: View, in root: View
  ) -> LayoutConstraint {
    banner.frame = Rect(x: 10, y: 10, width: 100, height: 30)
    banner.autoresizingMask = [.flexibleWidth]
    root.addSubview(card)
    card.addSubview(banner)
    root.addSubview(caption)
    card.translatesAutoresizingMaskIntoConstraints = false
    caption.translatesAutoresizingMaskIntoConstraints = false
    let leading = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    LayoutConstraint.activate([
      leading,
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      card.heightAnchor.constraint(equalToConstant: 100),
      caption.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
      caption.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
      caption.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
      caption.heightAnchor.constraint(equalToConstant: 20),
    ])
    return leading
  }

  // `translatesAutoresizingMaskIntoConstraints`
  // (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints):
  // "the system automatically creates a set of constraints based on the view's frame and
  // its autoresizing mask" — so a framed view inside a view the constraints move or
  // resize follows it in the same solution, and constraints relating other views to it
  // see where it ends up, in one layoutIfNeeded().
  @Test func aFramedViewInsideASolvedViewFollowsItInOneSolution() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let card = View(frame: Rect(x: 20, y: 20, width: 360, height: 100))
    let banner = View()
    let caption = View()
    let leading = Self.pinCard(card, banner: banner, caption: caption, in: root)
    root.layoutIfNeeded()
    #expect(caption.frame == Rect(x: 30, y: 130, width: 100, height: 20))
    // The root widens by 100: the card too, the banner's width takes it all (its right
    // margin, 250, is fixed), and the caption follows the banner.
    root.frame.size.width = 500
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 20, y: 20, width: 460, height: 100))
    #expect(banner.frame == Rect(x: 10, y: 10, width: 200, height: 30))
    #expect(caption.frame == Rect(x: 30, y: 130, width: 200, height: 20))
    // The card moves right by 20 (and narrows by 20): the banner keeps its place in it.
    leading.constant = 40
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 40, y: 20, width: 440, height: 100))
    #expect(banner.frame == Rect(x: 10, y: 10, width: 180, height: 30))
    #expect(caption.frame == Rect(x: 50, y: 130, width: 180, height: 20))
  }
}

extension AutoresizingInSolvedViewsTests {
  // The same page: the framed view's constraints relate it to its superview, so a
  // superview sized by a framed subview keeps that size wherever the constraints move it.
  @Test func aViewSizedByAFramedSubviewKeepsItsSizeWhenItMoves() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let card = View()
    let banner = View(frame: Rect(x: 10, y: 10, width: 100, height: 30))
    root.addSubview(card)
    card.addSubview(banner)
    card.translatesAutoresizingMaskIntoConstraints = false
    let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
    LayoutConstraint.activate([
      top,
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: banner.trailingAnchor, constant: 10),
      card.bottomAnchor.constraint(equalTo: banner.bottomAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 20, y: 20, width: 120, height: 50))
    top.constant = 60
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 20, y: 60, width: 120, height: 50))
    #expect(banner.frame == Rect(x: 10, y: 10, width: 100, height: 30))
  }
}

extension AutoresizingInSolvedViewsTests {
  // The same page, seen from the pass: layout hooks run once, after the solution, and
  // see its final frames, the framed view's included.
  @Test func layoutHooksSeeTheFramedViewWhereTheSolutionPutIt() {
    final class Card: View {
      var seen: [Rect] = []
      weak var caption: View?
      override func layoutSubviews() {
        super.layoutSubviews()
        seen.append(caption?.frame ?? .zero)
      }
    }
    final class Screen: Controller {
      let card = Card()
      let banner = View()
      let caption = View()
      override func didLoad() {
        card.frame = Rect(x: 20, y: 20, width: 350, height: 100)
        card.caption = caption
        AutoresizingInSolvedViewsTests.pinCard(card, banner: banner, caption: caption, in: view)
      }
    }
    let screen = Screen()
    let host = TestHost()
    host.show(screen)
    // The window is 390 wide: the card 350, as framed, so the banner keeps its width.
    #expect(screen.caption.frame == Rect(x: 30, y: 130, width: 100, height: 20))
    screen.card.seen = []
    host.window.frame.size.width = 490
    host.flush()
    #expect(screen.banner.frame == Rect(x: 10, y: 10, width: 200, height: 30))
    #expect(screen.card.seen == [Rect(x: 30, y: 130, width: 200, height: 20)])
  }
}

extension AutoresizingInSolvedViewsTests {
  // The same page: the mask becomes constraints, so the superview's new size is the one
  // input that changed: the engine solves again without rebuilding, and the framed
  // view's frame is the engine's to set.
  @Test func aResizeReSolvesWithoutRebuildingWhenAMaskIsConstraints() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let banner = View(frame: Rect(x: 10, y: 10, width: 380, height: 30))
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let badge = View()
    root.addSubview(banner)
    root.addSubview(badge)
    badge.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
      badge.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 4),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    let engine = try #require(root.layout?.engine)
    let rebuilds = engine.rebuilds
    #expect(badge.frame == Rect(x: 370, y: 44, width: 20, height: 20))
    root.frame.size = Size(width: 600, height: 500)
    root.layoutIfNeeded()
    #expect(banner.frame == Rect(x: 10, y: 10, width: 580, height: 30))
    #expect(badge.frame == Rect(x: 570, y: 44, width: 20, height: 20))
    #expect(engine.rebuilds == rebuilds)
    // A frame set by hand is a new input: the engine rebuilds from it.
    banner.frame = Rect(x: 0, y: 100, width: 300, height: 30)
    root.layoutIfNeeded()
    #expect(badge.frame == Rect(x: 280, y: 134, width: 20, height: 20))
    #expect(engine.rebuilds == rebuilds + 1)
    // So does a new mask: fixed now, the banner keeps its width when the root narrows.
    banner.autoresizingMask = []
    root.frame.size.width = 500
    root.layoutIfNeeded()
    #expect(banner.frame == Rect(x: 0, y: 100, width: 300, height: 30))
    #expect(badge.frame.maxX == 300)
  }
}

extension AutoresizingInSolvedViewsTests {
  // A framed superview (a list's cell) is not brought into the engine for its subviews'
  // masks: its size is a given there, so moving it, as scrolling moves cells, re-solves
  // nothing, while its content still follows it.
  @Test func movingAFramedSuperviewDoesNotRebuild() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let cell = View(frame: Rect(x: 0, y: 0, width: 400, height: 44))
    let content = View(frame: cell.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let label = Label(text: "row")
    root.addSubview(cell)
    cell.addSubview(content)
    content.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      label.centerYAnchor.constraint(equalTo: content.centerYAnchor),
    ])
    root.layoutIfNeeded()
    let engine = try #require(root.layout?.engine)
    let rebuilds = engine.rebuilds
    #expect(label.frame == Rect(x: 16, y: 12, width: 24, height: 20))
    cell.frame.origin.y = 88
    root.layoutIfNeeded()
    #expect(engine.rebuilds == rebuilds)
    #expect(label.frame == Rect(x: 16, y: 12, width: 24, height: 20))
  }
}

@MainActor
@Suite struct RootSizeTests {
  // The window's size is given: resizing it re-solves (the engine holds the root's size
  // as edit variables), and a required constraint fixing another width is reported, as
  // UIKit reports a conflict with a window's size.
  @Test func theRootsSizeIsHeldAndAConflictingWidthIsReported() {
    let host = TestHost(diagnostics: .expected)
    final class Empty: Controller {}
    let controller = Empty()
    host.show(controller)
    let bar = View()
    host.window.addSubview(bar)
    bar.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
      bar.topAnchor.constraint(equalTo: host.window.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 10),
    ])
    host.flush()
    #expect(bar.frame.width == 390)
    host.window.frame.size.width = 500
    host.flush()
    #expect(bar.frame.width == 500 && host.diagnostics.isEmpty)
    host.window.widthAnchor.constraint(equalToConstant: 200).isActive = true
    host.flush()
    #expect(
      host.diagnostics.contains {
        if case .unsatisfiableConstraints(let broken, _) = $0.event {
          broken.hasPrefix("Window.size == 500 x 844")
        } else {
          false
        }
      })
  }
}

@MainActor
@Suite struct LayoutEngineLifetimeTests {
  // The engine belongs to its tree's root and must not keep that root alive: a laid-out
  // tree with constraints is freed when nothing else holds it.
  @Test func aTreeWithConstraintsIsFreed() {
    weak var weakRoot: View?
    weak var weakChild: View?
    do {
      let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let child = View()
      container.addSubview(child)
      child.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        child.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
        child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      container.layoutIfNeeded()
      #expect(child.frame == Rect(x: 0, y: 0, width: 50, height: 10))
      weakRoot = container
      weakChild = child
    }
    #expect(weakRoot == nil && weakChild == nil)
  }

  // `NSLayoutConstraint.firstItem` and `secondItem`
  // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem) are
  // weak, as is an anchor's item: a constraint or anchor kept after its views are gone
  // keeps nothing alive and reads `nil`, and an active constraint whose view went is no
  // longer active.
  @Test func constraintsAndAnchorsKeptAfterTheirViewsReadNil() {
    weak var weakCard: View?
    weak var weakGuide: LayoutGuide?
    var kept: [LayoutConstraint] = []
    var anchor: LayoutXAxisAnchor?
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let card = View()
      root.addSubview(card)
      card.translatesAutoresizingMaskIntoConstraints = false
      let guide = LayoutGuide()
      root.addLayoutGuide(guide)
      kept = [
        card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        card.widthAnchor.constraint(equalToConstant: 10),
      ]
      LayoutConstraint.activate(kept)
      root.layoutIfNeeded()
      #expect(kept[0].firstItem === card && kept[0].secondItem === guide)
      #expect(kept.allSatisfy { $0.isActive })
      anchor = card.trailingAnchor
      #expect(anchor?.item === card)
      weakCard = card
      weakGuide = guide
    }
    #expect(weakCard == nil && weakGuide == nil)
    #expect(kept[0].firstItem == nil && kept[0].secondItem == nil && kept[1].firstItem == nil)
    #expect(!kept[0].isActive && !kept[1].isActive)
    #expect(anchor?.item == nil)
  }
}

@MainActor
@Suite struct SelfSizingReconfigureTests {
  /// A cell whose text comes from a dictionary, set in its configuration hook, and whose
  /// label is pinned inside its content view with 8-point insets.
  final class NoteCell: ListCell {
    static var notes: [String: String] = [:]
    let body = Label()
    override init(style: CellStyle) {
      super.init(style: style)
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(body)
      LayoutConstraint.activate([
        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      ])
    }
    override func updateConfiguration(using state: State) {
      body.text = (state.itemIdentifier?.base as? String).flatMap { Self.notes[$0] }
    }
  }

  // Reconfiguring a self-sizing row measures it again, as a reconfigured self-sizing
  // cell is resized on iOS: the row grows from one line (36) to three (76).
  @Test func aReconfiguredRowIsMeasuredAgain() {
    NoteCell.notes = ["a": "one", "b": "two"]
    let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 400))
    list.rowHeight = ListView.automaticDimension
    list.cellProvider = { list, _, _ in list.dequeueReusableCell(of: NoteCell.self) }
    list.apply(ListSnapshot(items: ["a", "b"]))
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(list)
    host.show(root)
    #expect(list.visibleCells.map(\.frame.height) == [36, 36])
    NoteCell.notes["a"] = "one\ntwo\nthree"
    list.reconfigureItems(["a"])
    host.flush()
    #expect(list.visibleCells.map(\.frame.minY) == [0, 76])
    #expect(list.visibleCells.map(\.frame.height) == [76, 36])
  }
}

@MainActor
@Suite struct StackSizeConstraintTests {
  // UIStackView (https://developer.apple.com/documentation/uikit/uistackview): "the stack
  // view ... uses the arranged views' intrinsic content size" unless constraints say
  // otherwise: a 64 x 64 avatar constrained so, in a column centred in 200 points, sits at
  // x 68; its label below at y 72 (64 + 8). A new constant re-lays the stack out, and the
  // engine reports nothing about the arranged views.
  @Test func arrangedViewsKeepTheirSizeConstraints() {
    let avatar = ImageView(imageName: "person")
    let name = Label(text: "Ada")
    let stack = StackView(arrangedSubviews: [avatar, name], axis: .vertical)
    stack.alignment = .center
    stack.spacing = 8
    stack.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    avatar.translatesAutoresizingMaskIntoConstraints = false
    let width = avatar.widthAnchor.constraint(equalToConstant: 64)
    LayoutConstraint.activate([width, avatar.heightAnchor.constraint(equalToConstant: 64)])
    let controller = Controller()
    let host = TestHost(diagnostics: .expected)
    host.show(controller)
    controller.view.addSubview(stack)
    host.flush()
    #expect(avatar.frame == Rect(x: 68, y: 0, width: 64, height: 64))
    #expect(name.frame.minY == 72)
    width.constant = 100
    host.flush()
    #expect(avatar.frame == Rect(x: 50, y: 0, width: 100, height: 64))
    #expect(host.diagnostics.isEmpty)
  }
}
