import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

/// Rule 2.2's display phase for views whose drawing is all HeadlessKit's: the drawing is
/// made when something reads it (``View/lastDrawing``, pictures), from the view's
/// properties then, and in the pass while hook runs are watched. A subclass that draws
/// draws in the pass, as UIKit calls `draw(_:)` in its display pass:
/// https://developer.apple.com/documentation/uikit/uiview/draw(_:)
@MainActor
@Suite struct DeferredDrawingTests {
  final class Drawn: View {
    var draws = 0
    override func draw(in canvas: Canvas) {
      draws += 1
      canvas.fill(bounds, color: .init(named: "coral"))
    }
  }

  private func show(_ views: View...) -> TestHost {
    let host = TestHost()
    let root = Controller()
    for view in views { root.view.addSubview(view) }
    host.show(root)
    return host
  }

  private func texts(_ view: View) -> [String] {
    (view.lastDrawing?.commands ?? []).compactMap {
      if case .text(let text, _, _, _, _) = $0 { return text }
      return nil
    }
  }

  @Test func aLabelDrawsWhenItsDrawingIsFirstRead() {
    let label = Label(text: "Hello", frame: Rect(x: 0, y: 0, width: 200, height: 20))
    let host = show(label)
    #expect(!label.needsDisplay)
    #expect(label.node.drawingDeferred)
    #expect(texts(label) == ["Hello"])
    #expect(!label.node.drawingDeferred)
    label.text = "Bye"
    host.flush()
    #expect(label.node.drawingDeferred)
    #expect(texts(label) == ["Bye"])
  }

  @Test func picturesDrawWhatIsDue() {
    let label = Label(text: "In the picture", frame: Rect(x: 0, y: 0, width: 200, height: 20))
    let host = show(label)
    #expect(host.window.renderSVG().contains("In the picture"))
    #expect(!label.node.drawingDeferred)
  }

  @Test func aSubclassThatDrawsDrawsInThePass() {
    let view = Drawn(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    _ = show(view)
    #expect(view.draws == 1)
    #expect(!view.node.drawingDeferred)
  }

  @Test func everyViewDrawsInThePassWhileHookRunsAreWatched() {
    let label = Label(text: "Watched", frame: Rect(x: 0, y: 0, width: 200, height: 20))
    let host = TestHost()
    var drawn: [String] = []
    host.application.onHookRun = { run in
      if run.hook == .draw { drawn.append(run.description) }
    }
    let root = Controller()
    root.view.addSubview(label)
    host.show(root)
    #expect(drawn.contains { $0.hasPrefix("Label") })
    #expect(!label.node.drawingDeferred)
  }

  @Test func aDeferredDrawingKeepsTheSizeThePassSaw() {  // Rule 2.8
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    view.backgroundColor = .init(named: "coral")
    #expect(view.contentMode == .scaleToFill)
    let host = show(view)
    #expect(view.node.drawingDeferred)
    view.frame.size = Size(width: 200, height: 40)
    host.flush()
    // Drawn at the display phase's size, then stretched, as UIKit's `.scaleToFill` shows
    // its last drawing.
    #expect(view.lastDrawing?.bounds.size == Size(width: 100, height: 20))
  }
}
