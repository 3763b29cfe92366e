import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct StackViewTests {
  /// A stack of labels "ab" (16x20), "abcd" (32x20), "abcdef" (48x20), laid out in a
  /// shown window.
  private func layOut(
    _ configure: (StackView) -> Void, size: Size = Size(width: 200, height: 300),
    texts: [String] = ["ab", "abcd", "abcdef"], axis: StackView.Axis = .vertical
  ) -> (TestHost, StackView, [Label]) {
    let labels = texts.map { Label(text: $0) }
    let stack = StackView(arrangedSubviews: labels, axis: axis)
    stack.frame = Rect(origin: .zero, size: size)
    configure(stack)
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(stack)
    host.show(root)
    return (host, stack, labels)
  }

  private func frames(_ views: [View]) -> [Rect] { views.map(\.frame) }

  @Test func verticalFillGivesTheLastViewTheRest() {
    let (_, _, labels) = layOut { $0.spacing = 10 }
    #expect(
      frames(labels) == [
        Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 30, width: 200, height: 20),
        Rect(x: 0, y: 60, width: 200, height: 240),
      ])
  }

  @Test(arguments: [
    (StackView.Alignment.leading, [0.0, 0, 0]), (.center, [92.0, 84, 76]),
    (.trailing, [184.0, 168, 152]),
  ])
  func alignmentPlacesNaturalWidths(alignment: StackView.Alignment, xs: [Double]) {
    let (_, _, labels) = layOut {
      $0.spacing = 10
      $0.alignment = alignment
    }
    #expect(labels.map { Double($0.frame.origin.x) } == xs)
    #expect(labels.map(\.frame.width) == [16, 32, 48])
  }

  @Test func fillEquallySharesTheLength() {
    let (_, _, labels) = layOut(
      {
        $0.spacing = 10; $0.distribution = .fillEqually
      },
      size: Size(width: 200, height: 320))
    #expect(
      frames(labels) == [
        Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 0, y: 110, width: 200, height: 100),
        Rect(x: 0, y: 220, width: 200, height: 100),
      ])
  }

  @Test func equalSpacingSharesTheGaps() {
    let (_, _, labels) = layOut {
      $0.spacing = 10; $0.distribution = .equalSpacing
    }
    #expect(labels.map(\.frame.origin.y) == [0, 140, 280])
    #expect(labels.map(\.frame.height) == [20, 20, 20])
  }

  @Test func hiddenViewsTakeNoSpaceAndUnhidingLaysOutAgain() {  // Rule 2.8
    let (host, stack, labels) = layOut { $0.spacing = 10 }
    labels[1].isHidden = true
    #expect(stack.needsLayout)
    host.flush()
    #expect(
      [labels[0].frame, labels[2].frame] == [
        Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 30, width: 200, height: 270),
      ])
    labels[1].isHidden = false
    host.flush()
    #expect(labels[2].frame == Rect(x: 0, y: 60, width: 200, height: 240))
  }

  @Test func horizontalAxisLaysOutARow() {
    let (_, _, labels) = layOut({ $0.axis = .horizontal }, size: Size(width: 300, height: 50))
    #expect(
      frames(labels) == [
        Rect(x: 0, y: 0, width: 16, height: 50), Rect(x: 16, y: 0, width: 32, height: 50),
        Rect(x: 48, y: 0, width: 252, height: 50),
      ])
  }

  @Test func aTextChangeLaysTheStackOutAgain() {  // Rule 2.9
    let (host, stack, labels) = layOut { $0.alignment = .leading }
    labels[0].text = "abcdefgh"
    #expect(stack.needsLayout)
    host.flush()
    #expect(labels[0].frame == Rect(x: 0, y: 0, width: 64, height: 20))
  }

  @Test func nestedStacksFollowTheirContents() {
    let left = Label(text: "ab")
    let right = Label(text: "cd")
    let row = StackView(arrangedSubviews: [left, right], axis: .horizontal)
    row.spacing = 4
    let (host, _, labels) = layOut({ $0.alignment = .leading }, texts: ["x"])
    let column = labels[0].superview as! StackView
    column.insertArrangedSubviewAtStart(row)
    host.flush()
    #expect(row.frame == Rect(x: 0, y: 0, width: 36, height: 20))
    #expect(right.frame == Rect(x: 20, y: 0, width: 16, height: 20))
    right.text = "cdef"  // the row grows; the column must lay it out again
    host.flush()
    #expect(row.frame == Rect(x: 0, y: 0, width: 52, height: 20))
    #expect(right.frame == Rect(x: 20, y: 0, width: 32, height: 20))
  }
}

extension StackView {
  /// Test helper: re-adds the arranged views with `view` first.
  fileprivate func insertArrangedSubviewAtStart(_ view: View) {
    let others = arrangedSubviews
    for other in others { removeArrangedSubview(other) }
    addArrangedSubview(view)
    for other in others { addArrangedSubview(other) }
  }
}

@MainActor
extension StackViewTests {
  // UIKit's rules, from Apple's UIStackView documentation:
  // https://developer.apple.com/documentation/uikit/uistackview/axis
  // https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  // https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
  // https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
  // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum

  @Test func theDefaultAxisIsHorizontalAsInUIKit() {
    #expect(StackView().axis == .horizontal)
    #expect(StackView(arrangedSubviews: [Label(text: "a")]).axis == .horizontal)
  }

  @Test func removeArrangedSubviewKeepsTheViewAsASubview() {
    let (host, stack, labels) = layOut { _ in }
    stack.removeArrangedSubview(labels[1])
    host.flush()
    #expect(
      stack.arrangedSubviews.map(ObjectIdentifier.init)
        == [labels[0], labels[2]].map(ObjectIdentifier.init))
    #expect(labels[1].superview === stack, "still displayed, no longer managed")
    #expect(labels[2].frame.minY == 20, "the rest close up")
  }

  @Test func removingAnArrangedViewFromItsSuperviewAlsoLeavesTheArrangement() {
    let (host, stack, labels) = layOut { _ in }
    labels[0].removeFromSuperview()
    let elsewhere = View()
    elsewhere.addSubview(labels[2])  // moving to another superview is a removal too
    host.flush()
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(labels[1])])
    #expect(labels[1].frame == Rect(x: 0, y: 0, width: 200, height: 300))
  }

  @Test func insertArrangedSubviewPlacesTheViewAndAddsItAsASubview() {
    let (host, stack, labels) = layOut { _ in }
    let inserted = Label(text: "x")
    stack.insertArrangedSubview(inserted, at: 1)
    stack.insertArrangedSubview(labels[2], at: 0)  // an arranged view moves
    host.flush()
    #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["abcdef", "ab", "x", "abcd"])
    #expect(inserted.superview === stack)
    #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 20, 40, 60])
  }

  @Test func customSpacingReplacesTheGapAfterItsView() {
    let (host, stack, labels) = layOut { $0.spacing = 10 }
    #expect(stack.customSpacing(after: labels[0]) == StackView.spacingUseDefault)
    stack.setCustomSpacing(30, after: labels[0])
    host.flush()
    #expect(stack.customSpacing(after: labels[0]) == 30)
    #expect(
      frames(labels) == [
        Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 50, width: 200, height: 20),
        Rect(x: 0, y: 80, width: 200, height: 220),
      ])
    stack.setCustomSpacing(StackView.spacingUseDefault, after: labels[0])
    host.flush()
    #expect(labels[1].frame.minY == 30)
  }

  /// UIKit's `UIStackView.h`, on `spacing`: "Setting spacing to
  /// UIStackViewSpacingUseDefault (Swift: UIStackView.spacingUseDefault) will result in
  /// a spacing of 0."
  @Test(arguments: [StackView.Distribution.fill, .equalSpacing])
  func spacingUseDefaultAsTheSpacingMeansNoSpacing(distribution: StackView.Distribution) {
    let (_, stack, labels) = layOut {
      $0.spacing = StackView.spacingUseDefault
      $0.distribution = distribution
      $0.alignment = .leading
    }
    #expect(stack.intrinsicContentSize == Size(width: 48, height: 60))
    let minYs = labels.map(\.frame.minY)
    #expect(minYs.allSatisfy { $0.isFinite })
    if distribution == .fill { #expect(minYs == [0, 20, 40]) }
    if distribution == .equalSpacing { #expect(minYs == [0, 140, 280]) }
  }

  /// `setCustomSpacing(_:after:)` takes an *arranged* subview (Apple's page names the
  /// parameter `arrangedSubview`); on iOS a view outside the arrangement is ignored, and
  /// `customSpacing(after:)` answers `spacingUseDefault` for it (issue 27, observed on
  /// iOS). Moving a view within the arrangement keeps its spacing.
  @Test func customSpacingForAViewOutsideTheArrangementIsIgnored() {
    let (host, stack, labels) = layOut { $0.spacing = 10 }
    let outsider = Label(text: "zz")
    stack.setCustomSpacing(30, after: outsider)
    #expect(stack.customSpacing(after: outsider) == StackView.spacingUseDefault)
    stack.addArrangedSubview(outsider)
    host.flush()
    #expect(stack.customSpacing(after: outsider) == StackView.spacingUseDefault)
    stack.setCustomSpacing(25, after: labels[0])
    stack.insertArrangedSubview(labels[0], at: 1)
    host.flush()
    #expect(stack.customSpacing(after: labels[0]) == 25)
    #expect(labels[0].frame.minY == 30)
    #expect(labels[2].frame.minY == 75)  // 30 + 20 + the custom 25
  }

  @Test func fillProportionallySharesTheRoomByNaturalSize() {
    // Widths 16, 32, 48 share 200 - 2 x 10 = 180 as 1 : 2 : 3.
    let (_, _, labels) = layOut(
      {
        $0.spacing = 10
        $0.distribution = .fillProportionally
      }, axis: .horizontal)
    #expect(
      frames(labels) == [
        Rect(x: 0, y: 0, width: 30, height: 300), Rect(x: 40, y: 0, width: 60, height: 300),
        Rect(x: 110, y: 0, width: 90, height: 300),
      ])
  }

  @Test func equalCenteringSpacesCentresEquallyFromEndToEnd() {
    // Centres at 8 and 200 - 24 = 176, so 84 apart: 8, 92, 176.
    let (_, _, labels) = layOut({ $0.distribution = .equalCentering }, axis: .horizontal)
    #expect(labels.map(\.frame.minX) == [0, 76, 152])
    #expect(labels.map(\.frame.width) == [16, 32, 48])
  }

  @Test func equalCenteringKeepsTheSpacingWhenTheRowIsTooShort() {
    // 80 points: centres 24 apart would overlap; 10 points between the last two need
    // 10 + (32 + 48) / 2 = 50 between centres, and the views run past the end.
    let (_, _, labels) = layOut(
      {
        $0.spacing = 10
        $0.distribution = .equalCentering
      }, size: Size(width: 80, height: 20), axis: .horizontal)
    #expect(labels.map(\.frame.minX) == [0, 42, 84])
  }
}
