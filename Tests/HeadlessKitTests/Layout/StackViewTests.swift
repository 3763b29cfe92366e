import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct StackViewTests {
  /// A stack of labels "ab" (16x20), "abcd" (32x20), "abcdef" (48x20), laid out in a
  /// shown window.
  private func layOut(
    _ configure: (StackView) -> Void, size: Size = Size(width: 200, height: 300),
    texts: [String] = ["ab", "abcd", "abcdef"]
  ) -> (TestHost, StackView, [Label]) {
    let labels = texts.map { Label(text: $0) }
    let stack = StackView(arrangedSubviews: labels)
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
    #expect(labels.map(\.frame.origin.x) == xs)
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

  @Test func hiddenViewsTakeNoSpaceAndUnhidingLaysOutAgain() {  // SPEC 2.8
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

  @Test func aTextChangeLaysTheStackOutAgain() {  // SPEC 2.9
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
