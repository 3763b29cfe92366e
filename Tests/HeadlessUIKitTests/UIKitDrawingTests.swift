import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIKitDrawingTests {
  // draw(_:) runs in the display phase; on iOS 26 UIKit tracks it too.
  // https://developer.apple.com/documentation/uikit/uiview/draw(_:)
  @Test func drawRectDrawsIntoTheCanvasAndIsTracked() throws {
    let theme = Theme()
    let gauge = GaugeView(theme: theme)
    let host = TestHost()
    let root = UIViewController()
    root.view.addSubview(gauge)
    host.show(root)
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(
      gauge.lastDrawing?.commands == [
        .fill(bounds, .green),
        .ellipse(CGRect(x: 10, y: 10, width: 80, height: 20), fill: nil, stroke: .black),
        .roundedRect(bounds, cornerRadius: 4, fill: .green, stroke: nil),
      ])
    theme.accent = "coral"
    host.flush()
    #expect(gauge.lastDrawing?.commands.first == .fill(bounds, .red))
    UIRectFill(bounds)  // outside draw(_:): nothing to draw into, nothing happens
  }
}

/// A card as UIKit code makes one: rounded corners, a border and clipping on the layer.
@MainActor
@Suite struct UIKitLayerTests {
  /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius (a radius
  /// above 0 rounds the background), .../borderwidth (drawn inset from the bounds by the
  /// width, above the contents and sublayers), .../bordercolor (opaque black by default),
  /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds (subviews
  /// confined to the bounds).
  @Test func cornersBorderAndClippingAreDrawn() throws {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
    card.backgroundColor = .secondarySystemBackground
    #expect(card.layer.borderColor == UIColor.black.cgColor && card.layer === card.layer)
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.systemRed.cgColor
    card.clipsToBounds = true
    let overhang = UIView(frame: CGRect(x: 150, y: 80, width: 100, height: 100))
    overhang.backgroundColor = .systemBlue
    card.addSubview(overhang)
    let host = TestHost()
    let root = UIViewController()
    root.view.addSubview(card)
    host.show(root)
    let svg = host.window.renderSVG()
    #expect(
      svg.contains(##"<rect x="20" y="100" width="200" height="120" rx="12" fill="#F2F2F7""##))
    #expect(svg.contains(##"<rect x="20" y="100" width="200" height="120" rx="12"/></clipPath>"##))
    let border =
      ##"<rect x="21" y="101" width="198" height="118" rx="11" fill="none" stroke="#FF3B30" stroke-width="2"/>"##
    let borderAt = try #require(svg.range(of: border)).lowerBound
    let childAt = try #require(svg.range(of: ##"<rect x="170" y="180""##)).lowerBound
    #expect(childAt < borderAt, "the border is drawn above the subviews")
    #expect(card.layer.masksToBounds && UIColor(cgColor: card.layer.borderColor!) == .systemRed)
  }
}
