import HeadlessKitTesting
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIKitFontDescriptorTests {
  /// `preferredFontDescriptor(withTextStyle:)`
  /// (https://developer.apple.com/documentation/uikit/uifontdescriptor/preferredfontdescriptor(withtextstyle:))
  /// carries the style's size; `withSymbolicTraits(_:)`
  /// (https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:))
  /// adds traits, and `nil` for traits that cannot combine; `UIFont(descriptor:size:)`
  /// (https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)) with
  /// size 0 keeps the descriptor's size.
  @Test func descriptorsCarrySizeStyleAndTraits() throws {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    #expect(body.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    let bold = try #require(body.withSymbolicTraits(.traitBold))
    #expect(bold.symbolicTraits == .traitBold)
    #expect(bold.pointSize == body.pointSize)
    #expect(body.withSymbolicTraits([.traitExpanded, .traitCondensed]) == nil)
    let font = UIFont(descriptor: bold, size: 0)
    #expect(font.pointSize == body.pointSize)
    #expect(UIFont(descriptor: bold, size: 30).pointSize == 30)
    #expect(font.fontDescriptor.pointSize == body.pointSize)
    let named = UIFontDescriptor(name: "Avenir-Heavy", size: 18)
    #expect(named.postscriptName == "Avenir-Heavy")
    #expect(named.withSize(20).pointSize == 20)
  }

  /// `UIFontMetrics` (https://developer.apple.com/documentation/uikit/uifontmetrics)
  /// scales with the Dynamic Type size: at the default size (`large`) nothing changes;
  /// at `extraExtraExtraLarge` a body-style value grows as the body style does (17 to
  /// 23 points), and `maximumPointSize` caps a font.
  @Test func fontMetricsScaleWithTheContentSizeCategory() {
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let metrics = UIFontMetrics(forTextStyle: .body)
    #expect(metrics.scaledValue(for: 17, compatibleWith: large) == 17)
    #expect(metrics.scaledValue(for: 17, compatibleWith: xxxl) == 23)
    #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: xxxl) == 46)
    let font = UIFont.systemFont(ofSize: 17)
    #expect(metrics.scaledFont(for: font, compatibleWith: xxxl).pointSize == 23)
    #expect(
      metrics.scaledFont(for: font, maximumPointSize: 20, compatibleWith: xxxl).pointSize == 20)
    let caption = UIFontMetrics(forTextStyle: .caption1)
    #expect(caption.scaledValue(for: 12, compatibleWith: xxxl) == 18)
  }

  /// Without a trait collection, the current one's Dynamic Type size
  /// (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)):
  /// inside a view's hook, the view's, so the hook re-runs when it changes.
  @Test func fontMetricsFollowTheCurrentTraitsInsideAHook() {
    final class PaddedView: UIView {
      var padding: CGFloat = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        padding = UIFontMetrics.default.scaledValue(for: 17)
      }
    }
    let padded = PaddedView()
    let controller = UIViewController()
    controller.view.addSubview(padded)
    let host = TestHost()
    host.show(controller)
    #expect(padded.padding == 17)
    host.setTraits { $0.preferredContentSizeCategory = .extraExtraExtraLarge }
    #expect(padded.padding == 23)
  }
}
