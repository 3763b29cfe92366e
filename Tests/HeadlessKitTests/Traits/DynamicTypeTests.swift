import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

// Dynamic Type: preferred fonts sized from the content size category, and labels that
// adjust when it changes. Sizes from the iOS Dynamic Type table of Apple's Human
// Interface Guidelines (Typography): body 17 at Large, 19 at xLarge, 33 at AX2.

@MainActor
@Suite struct DynamicTypeTests {
  // preferredFont(forTextStyle:compatibleWith:)
  // (https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)).
  @Test func preferredFontsFollowTheContentSizeCategory() {
    #expect(Font.preferredFont(forTextStyle: .body).size == 17)
    let large = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: large).size == 33)
    let small = TraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: small).size == 11)
    #expect(Font.preferredFont(forTextStyle: .largeTitle, compatibleWith: small).size == 31)
    #expect(Font.preferredFont(forTextStyle: .title1).textStyle == .title1)
  }

  // A font made inside a hook without traits uses the running view's (TraitCollection.current),
  // so the hook runs again when the Dynamic Type size changes.
  @Test func aPreferredFontMadeInAHookFollowsChanges() {
    final class Screen: Controller {
      let label = Label(text: "Hi")
      override func didLoad() { view.addSubview(label) }
      override func updateProperties() { label.font = .preferredFont(forTextStyle: .body) }
    }
    let screen = Screen()
    let host = TestHost()
    host.show(screen)
    #expect(screen.label.font.size == 17)
    host.setTraits { $0.preferredContentSizeCategory = .extraLarge }
    #expect(screen.label.font.size == 19)
  }

  // adjustsFontForContentSizeCategory
  // (https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory):
  // the label's preferred font is replaced at the new size, and constraints see the new
  // intrinsic size: "Hello" at 17 points is 5 x 8.5 = 42.5 wide, 21.25 high; at AX1 (28)
  // 70 x 35.
  @Test func adjustingLabelsResizeWithTheCategory() {
    final class Screen: Controller {
      let label = Label(text: "Hello")
      let fixed = Label(text: "Hello")
      override func didLoad() {
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        fixed.font = Font(size: 17)
        fixed.adjustsFontForContentSizeCategory = true
        for item in [label, fixed] {
          view.addSubview(item)
          item.translatesAutoresizingMaskIntoConstraints = false
          item.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        }
        label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        fixed.topAnchor.constraint(equalTo: label.bottomAnchor).isActive = true
      }
    }
    let screen = Screen()
    let host = TestHost()
    host.show(screen)
    #expect(screen.label.frame == Rect(x: 0, y: 0, width: 42.5, height: 21.25))
    host.setTraits { $0.preferredContentSizeCategory = .accessibilityMedium }
    #expect(screen.label.font.size == 28)
    #expect(screen.label.frame == Rect(x: 0, y: 0, width: 70, height: 35))
    // A font of fixed size does not adjust; it moves down under the bigger label.
    #expect(screen.fixed.font.size == 17)
    #expect(screen.fixed.frame == Rect(x: 0, y: 35, width: 42.5, height: 21.25))
  }

  // A label that does not adjust keeps its font.
  @Test func labelsThatDoNotAdjustKeepTheirFont() {
    let label = Label(text: "Hi")
    label.font = .preferredFont(forTextStyle: .body)
    let controller = Controller()
    let host = TestHost()
    host.show(controller)
    controller.view.addSubview(label)
    host.setTraits { $0.preferredContentSizeCategory = .extraLarge }
    #expect(label.font.size == 17)
  }
}
