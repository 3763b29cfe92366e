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
