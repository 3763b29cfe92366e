import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct RenderingTests {
  private func screen() -> (TestHost, View, Label) {
    let host = TestHost(size: Size(width: 160, height: 100))
    let root = Controller()
    let header = View(frame: Rect(x: 0, y: 0, width: 160, height: 40))
    header.backgroundColor = Color(named: "coral")
    let label = Label(text: "a<b", frame: Rect(x: 8, y: 60, width: 80, height: 20))
    root.view.addSubview(header)
    root.view.addSubview(label)
    host.show(root)
    return (host, header, label)
  }

  @Test func svgShowsFillsAndTextAtWindowPositions() {
    let (host, _, _) = screen()
    let svg = host.window.renderSVG()
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"160\" height=\"100\""))
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"160\" height=\"40\" fill=\"#FF804F\"/>"))
    #expect(svg.contains(">a&lt;b</text>"))  // escaped
    #expect(svg.contains("<text x=\"8\" y=\"76\""))  // baseline: top + font size
  }

  @Test func svgFollowsStateAfterAFlush() {
    let (host, header, label) = screen()
    header.backgroundColor = Color(named: "forest")
    label.isHidden = true
    host.flush()
    let svg = host.window.renderSVG()
    #expect(svg.contains("fill=\"#216B40\""))
    #expect(!svg.contains("a&lt;b"))  // hidden views are not drawn
  }

  @Test func renderWritesTheFile() throws {
    let (host, _, _) = screen()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hk-\(UUID()).svg")
    try host.window.render(to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == host.window.renderSVG())
  }

  @Test func textPictureBoxesBackgroundsAndPlacesText() {
    let (host, _, _) = screen()
    let lines = host.window.renderText().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "+------------------+")
    #expect(lines[1] == "+------------------+")
    #expect(lines[3] == " a<b")
  }
}
