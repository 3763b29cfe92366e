import HeadlessKitTesting
import HeadlessUIKit
import Testing

// NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)
// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/constraints(withvisualformat:options:metrics:views:))
// in the language of Apple's Auto Layout Guide, "Visual Format Language": the standard
// spacing is 8 points between views and 20 to the superview's edge.
@MainActor
@Suite struct UIKitVisualFormatTests {
  private final class TwoBoxes: UIViewController {
    let a = UIView()
    let b = UIView()
    var formats: [String] = []
    /// The options of the first format.
    var options: NSLayoutConstraint.FormatOptions = []
    var metrics: [String: Any]? = nil
    var made: [NSLayoutConstraint] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      for box in [a, b] {
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
      }
      for (index, format) in formats.enumerated() {
        let constraints = NSLayoutConstraint.constraints(
          withVisualFormat: format, options: index == 0 ? options : [], metrics: metrics,
          views: ["a": a, "b": b])
        made += constraints
        NSLayoutConstraint.activate(constraints)
      }
    }
  }

  // 390 wide: 20 + a + 8 + b + 20 with a == b: 171 each.
  @Test func standardSpacingEqualWidthsAndAFixedHeight() {
    let screen = TwoBoxes()
    screen.formats = ["H:|-[a]-[b(==a)]-|", "V:|-20-[a(44)]", "V:|-20-[b(44)]"]
    let host = TestHost()
    host.show(screen)
    #expect(screen.a.frame == CGRect(x: 20, y: 20, width: 171, height: 44))
    #expect(screen.b.frame == CGRect(x: 199, y: 20, width: 171, height: 44))
  }

  // Metrics by name, relations, priorities, no spacing between touching views, and an
  // alignment option; the default orientation is H.
  @Test func metricsRelationsPrioritiesAndAlignment() throws {
    let screen = TwoBoxes()
    screen.formats = [
      "|-inset-[a(>=width@750)][b(==120)]-(>=inset)-|", "V:|[a(30)]", "H:[a(100)]", "V:[b(20)]",
    ]
    screen.metrics = ["inset": 16, "width": 60.0]
    screen.options = .alignAllTop
    let host = TestHost()
    host.show(screen)
    let wide = try #require(
      screen.made.first { $0.firstAttribute == .width && $0.firstItem === screen.a })
    #expect(wide.relation == .greaterThanOrEqual)
    #expect(wide.constant == 60)
    #expect(wide.priority == UILayoutPriority(750))
    let trailing = try #require(screen.made.first { $0.firstItem === screen.view })
    #expect(trailing.relation == .greaterThanOrEqual)
    #expect(trailing.firstAttribute == .trailing)
    #expect(trailing.constant == 16)
    let touching = try #require(
      screen.made.first { $0.firstItem === screen.b && $0.firstAttribute == .leading })
    #expect(touching.secondItem === screen.a)
    #expect(touching.secondAttribute == .trailing)
    #expect(touching.constant == 0)
    #expect(
      screen.made.contains {
        $0.firstAttribute == .top && $0.secondAttribute == .top && $0.secondItem === screen.b
      })
    #expect(screen.a.frame == CGRect(x: 16, y: 0, width: 100, height: 30))
    #expect(screen.b.frame == CGRect(x: 116, y: 0, width: 120, height: 20), "aligned to a's top")
  }

  // Left to right: left and right attributes instead of leading and trailing.
  @Test func theDirectionOptionPicksTheAttributes() {
    let a = UIView()
    let b = UIView()
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "[a]-12-[b]", options: .directionLeftToRight, metrics: nil,
      views: ["a": a, "b": b])
    #expect(constraints.count == 1)
    #expect(constraints[0].firstAttribute == .left)
    #expect(constraints[0].secondAttribute == .right)
    #expect(constraints[0].constant == 12)
  }

  // UIKit raises NSInvalidArgumentException for a format it cannot parse, and for an
  // alignment along the format's own axis.
  @Test func aNameMissingFromTheViewsStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = NSLayoutConstraint.constraints(
          withVisualFormat: "H:[nope]", options: [], metrics: nil, views: [:])
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = NSLayoutConstraint.constraints(
          withVisualFormat: "H:[a]-(", options: [], metrics: nil, views: ["a": UIView()])
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = NSLayoutConstraint.constraints(
          withVisualFormat: "V:[a]", options: .alignAllTop, metrics: nil, views: ["a": UIView()])
      }
    }
  }

  // constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)
  // (https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(greaterthanorequaltosystemspacingbelow:multiplier:))
  // and its siblings: the system spacing, 8 points here, times the multiplier.
  @Test func systemSpacingInequalities() {
    let a = UIView()
    let b = UIView()
    let below = b.topAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2)
    #expect(below.relation == .greaterThanOrEqual)
    #expect(below.constant == 16)
    let atMost = b.topAnchor.constraint(
      lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    #expect(atMost.relation == .lessThanOrEqual)
    #expect(atMost.constant == 8)
    let after = b.leadingAnchor.constraint(
      greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    #expect(after.relation == .greaterThanOrEqual)
    #expect(after.constant == 8)
    #expect(after.secondAttribute == .trailing)
    let before = b.leadingAnchor.constraint(
      lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 3)
    #expect(before.relation == .lessThanOrEqual)
    #expect(before.constant == 24)
  }
}
