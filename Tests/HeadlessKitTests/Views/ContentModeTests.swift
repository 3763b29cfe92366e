import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// Display follows UIKit's content mode:
/// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
/// ("the default value is UIView.ContentMode.scaleToFill") and
/// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw
/// ("redisplay the view when the bounds change by invoking the setNeedsDisplay() method");
/// UILabel's default is `.redraw`:
/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
@Suite struct ContentModeTests {
  final class Drawn: View {
    var draws = 0
    var layouts = 0
    override func draw(in canvas: Canvas) {
      draws += 1
      canvas.fill(
        Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height),
        color: .init(named: "coral"))
    }
    override func layoutSubviews() { layouts += 1 }
  }

  private func show(_ view: View) -> TestHost {
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(view)
    host.show(root)
    return host
  }

  @Test func aSizeChangeLaysOutButDoesNotRedrawByDefault() {
    let view = Drawn(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(view.contentMode == .scaleToFill)
    let host = show(view)
    #expect((view.draws, view.layouts) == (1, 1))
    view.frame.size = Size(width: 200, height: 40)
    host.flush()
    #expect((view.draws, view.layouts) == (1, 2))
    // The old drawing is stretched to the new bounds in the pictures.
    #expect(host.window.renderSVG().contains(#"width="100" height="40""#))
  }

  @Test func redrawDrawsAgainOnASizeChange() {
    let view = Drawn(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    view.contentMode = .redraw
    let host = show(view)
    view.frame.size = Size(width: 200, height: 40)
    host.flush()
    #expect(view.draws == 2)
    #expect(view.lastDrawing?.bounds.size == Size(width: 200, height: 40))
  }

  @Test func setNeedsDisplayAlwaysRedraws() {
    let view = Drawn(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    let host = show(view)
    view.setNeedsDisplay()
    host.flush()
    #expect(view.draws == 2)
  }

  @Test func labelsRedrawOnASizeChangeAsUILabelDoes() {
    let label = Label(text: "Hello", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(label.contentMode == .redraw)
    let host = show(label)
    let before = label.lastDrawing
    label.frame.size = Size(width: 300, height: 20)
    host.flush()
    #expect(label.lastDrawing?.bounds.width == 300)
    _ = before
  }

  @Test(arguments: [
    (View.ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 30)),
    (.scaleAspectFit, Rect(x: 25, y: 0, width: 75, height: 30)),
    (.center, Rect(x: 50, y: 5, width: 50, height: 20)),
    (.topLeft, Rect(x: 0, y: 0, width: 50, height: 20)),
    (.bottomRight, Rect(x: 100, y: 10, width: 50, height: 20)),
  ])
  func theOldDrawingIsPlacedAsTheModeSays(mode: View.ContentMode, fill: Rect) {
    // Drawn at 100 x 20 (a fill of its left half, 50 x 20), shown at 200 x 30.
    let view = Drawn(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    view.contentMode = mode
    let host = show(view)
    view.frame.size = Size(width: 200, height: 30)
    host.flush()
    #expect(view.draws == 1, "\(mode) keeps its drawing")
    let svg = host.window.renderSVG()
    let expected =
      #"x="\#(Int(fill.minX))" y="\#(Int(fill.minY))" width="\#(Int(fill.width))" height="\#(Int(fill.height))""#
    #expect(svg.contains(expected), "\(mode): \(svg)")
  }
}
