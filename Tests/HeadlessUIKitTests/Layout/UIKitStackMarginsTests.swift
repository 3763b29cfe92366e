import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIStackView.isLayoutMarginsRelativeArrangement
// (https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement):
// "If true, the stack view lays out its arranged views relative to its layout margins.
// If false, it lays out the arranged views relative to its bounds."
@MainActor
@Suite struct UIKitStackMarginsTests {
  private func column(relative: Bool) -> (UIStackView, UIView, UIView) {
    let first = UIView()
    let second = UIView()
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      view.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 10
    stack.isLayoutMarginsRelativeArrangement = relative
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 20, leading: 16, bottom: 24, trailing: 12)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: relative ? 134 : 90)
    stack.layoutIfNeeded()
    return (stack, first, second)
  }

  @Test func arrangedViewsSitInsideTheMargins() {
    let (stack, first, second) = column(relative: true)
    #expect(first.frame == CGRect(x: 16, y: 20, width: 272, height: 40))
    #expect(second.frame == CGRect(x: 16, y: 70, width: 272, height: 40))
    // The margins add to the stack's natural height: 20 + 40 + 10 + 40 + 24.
    #expect(stack.intrinsicContentSize.height == 134)
  }

  @Test func withoutItTheBoundsAreUsed() {
    let (stack, first, _) = column(relative: false)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(stack.intrinsicContentSize.height == 90)
  }

  @Test func rightToLeftFlipsInsideTheMargins() {
    let row = UIStackView(arrangedSubviews: [UIView(), UIView()])
    for view in row.arrangedSubviews {
      view.translatesAutoresizingMaskIntoConstraints = false
      view.widthAnchor.constraint(equalToConstant: 50).isActive = true
    }
    row.axis = .horizontal
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 30)
    row.semanticContentAttribute = .forceRightToLeft
    row.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    row.layoutIfNeeded()
    // Leading is the right edge: the first view ends 10 points from it.
    #expect(row.arrangedSubviews[0].frame.maxX == 290)
  }
}
