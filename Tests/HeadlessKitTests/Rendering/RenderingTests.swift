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

  // iOS draws semantic colours (systemBackground, label, the system grays) in the
  // appearance's components and fixed colours the same in both (UIColor "Dynamic system
  // colors", https://developer.apple.com/documentation/uikit/uicolor/standard_colors).
  @Test func theDarkAppearanceDrawsSemanticColoursDarkAndFixedOnesAsThey() {
    let (host, header, label) = screen()
    let light = host.window.renderSVG()
    let dark = host.window.renderSVG(style: .dark)
    #expect(light == host.window.renderSVG(style: .light))
    #expect(light.contains("<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>"))
    #expect(dark.contains("<rect width=\"100%\" height=\"100%\" fill=\"#000000\"/>"))
    #expect(light.contains("fill=\"#000000\">a&lt;b</text>"))
    #expect(dark.contains("fill=\"#FFFFFF\">a&lt;b</text>"))
    let coral = "<rect x=\"0\" y=\"0\" width=\"160\" height=\"40\" fill=\"#FF804F\"/>"
    #expect(light.contains(coral))
    #expect(dark.contains(coral))
    // Hooks and tests see one value: the style is the picture's, not the view's.
    #expect(label.textColor == Color(named: "label"))
    #expect(header.backgroundColor == Color(named: "coral"))
  }

  @Test(arguments: [
    "systemBackground", "label", "tint", "separator", "systemGray4", "systemGray5", "systemGray6",
  ])
  func eachSemanticColourHasTwoStylesAndKeepsItsNameAndOpacity(_ name: String) {
    #expect(Color.adaptiveNames.contains(name))
    let color = Color(named: name).withAlpha(0.5)
    let light = color.resolved(for: .light)
    let dark = color.resolved(for: .dark)
    #expect(light == color)
    #expect(dark.hex != light.hex)
    #expect(dark.name == name)
    #expect(dark.alpha == 0.5)
  }

  @Test func fixedAndComponentColoursDoNotAdapt() {
    for color in [
      Color(named: "coral"), Color(named: "white"), Color(red: 0.1, green: 0.2, blue: 0.3),
    ] {
      #expect(color.resolved(for: .dark) == color)
    }
    #expect(Color.adaptiveNames.allSatisfy { Color.paletteNames.contains($0) })
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
    let lines = host.window.renderText(ascii: true, compact: false)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "+------------------+")
    #expect(lines[1] == "+------------------+")
    #expect(lines[3] == " a<b")
  }

  /// A window of 160 x 200 points (20 columns, 10 rows) with the given views.
  private func picture(_ views: [View], ascii: Bool = false, compact: Bool = true) -> String {
    let host = TestHost(size: Size(width: 160, height: 200))
    let root = Controller()
    for view in views { root.view.addSubview(view) }
    host.show(root)
    return host.window.renderText(ascii: ascii, compact: compact)
  }

  @Test func textIsPlacedAsItsAlignmentSays() {
    let centred = Label(text: "mid", frame: Rect(x: 0, y: 0, width: 160, height: 20))
    centred.alignment = .center
    let trailing = Label(text: "end", frame: Rect(x: 0, y: 20, width: 160, height: 20))
    trailing.alignment = .trailing
    let lines = picture([centred, trailing]).split(separator: "\n").map(String.init)
    #expect(lines[0] == "        mid")  // 20 columns: centred at column 8.5
    #expect(lines[1] == "                 end")
  }

  @Test func aCentredTitleNoLongerOverwritesTheBackButton() {
    let recorder = LifecycleRecorder()
    let inbox = RecordingController("inbox", recorder: recorder)
    inbox.title = "Jobs"
    let detail = RecordingController("detail", recorder: recorder)
    detail.title = "api"
    let navigation = NavigationController(rootController: inbox)
    let host = TestHost()
    host.show(navigation)
    navigation.push(detail)
    host.flush()
    let bar =
      host.window.renderText().split(separator: "\n").first { $0.contains("Jobs") }
      .map(String.init) ?? ""
    #expect(bar.contains("< Jobs"))
    #expect(bar.contains(" api"))
    #expect(!bar.contains("apiJobs"))
  }

  /// A bar 44 points high ends on the row a label 4 points below it is placed on (rows
  /// are 20 points): the bar's bottom edge gets a row of its own above the label's,
  /// rather than the label overwriting it (the board's navigation bar looked broken).
  @Test func textBelowABoxDoesNotOverwriteItsBottomEdge() {
    let bar = View(frame: Rect(x: 0, y: 0, width: 160, height: 44))
    bar.backgroundColor = Color(named: "white")
    let status = Label(text: "status", frame: Rect(x: 0, y: 48, width: 160, height: 20))
    let inside = Label(text: "in", frame: Rect(x: 8, y: 24, width: 40, height: 20))
    let lines = picture([bar, status, inside]).split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "┌──────────────────┐",
        "│in                │",
        "└──────────────────┘",
        "status",
      ])
  }

  /// Two boxes 8 points apart: the second's top edge falls on the first's bottom row;
  /// the first's bottom edge gets a row of its own, so each box stays closed (a sheet's
  /// stacked buttons ran into each other).
  @Test func boxesCloseTogetherEachKeepTheirEdges() {
    let first = View(frame: Rect(x: 0, y: 0, width: 160, height: 44))
    let second = View(frame: Rect(x: 0, y: 52, width: 160, height: 44))
    for box in [first, second] { box.backgroundColor = Color(named: "white") }
    let lines = picture([first, second]).split(separator: "\n").map(String.init)
    let closed = ["┌──────────────────┐", "│                  │", "└──────────────────┘"]
    #expect(
      Array(lines.prefix(6)) == [closed[0], closed[1], closed[2], closed[0], closed[1], closed[2]])
  }

  /// A presented sheet shows as a card over the screen beneath, as in the SVG picture
  /// (it was drawn as loose views over the presenter's).
  @Test func aSheetIsACardInTheTextPicture() {
    let host = TestHost(size: Size(width: 160, height: 200))
    let root = Controller()
    host.show(root)
    let sheet = Controller()
    let title = Label(text: "Theme", frame: Rect(x: 8, y: 20, width: 80, height: 20))
    sheet.view.addSubview(title)
    root.present(sheet, style: .sheet(detents: [.medium]))
    host.flush()
    // The sheet covers the lower half, 100 points: rows 5 to 9; compact, the two rows of
    // nothing but its sides show as one.
    let full = host.window.renderText(compact: false).split(separator: "\n").map(String.init)
    #expect(
      full.suffix(5) == [
        "┌──────────────────┐",
        "│Theme             │",
        "│                  │",
        "│                  │",
        "└──────────────────┘",
      ])
    let compact = host.window.renderText().split(separator: "\n").map(String.init)
    #expect(
      compact.suffix(4) == full.suffix(5).enumerated().filter { $0.offset != 3 }.map(\.element))
  }

  @Test func aLaterViewCoversWhatIsBeneathIt() {
    let text = Label(text: "hidden beneath", frame: Rect(x: 0, y: 40, width: 160, height: 20))
    let card = View(frame: Rect(x: 0, y: 20, width: 160, height: 80))
    card.backgroundColor = Color(named: "white")
    let lines = picture([text, card], ascii: true, compact: false).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "|                  |", "the card's inside is blank, not mixed text")
  }

  @Test func compactPicturesMergeBlankRowsAndUseBoxDrawing() {
    let top = Label(text: "top", frame: Rect(x: 0, y: 0, width: 160, height: 20))
    let bottom = Label(text: "bottom", frame: Rect(x: 0, y: 180, width: 160, height: 20))
    let box = View(frame: Rect(x: 0, y: 60, width: 80, height: 40))
    box.backgroundColor = Color(named: "coral")
    let compact = picture([top, box, bottom])
    #expect(compact.split(separator: "\n", omittingEmptySubsequences: false).count < 10)
    #expect(compact.contains("┌────────┐"))
    #expect(!compact.contains("\n\n\n"), "no run of blank rows")
    let full = picture([top, box, bottom], ascii: true, compact: false)
    #expect(full.split(separator: "\n", omittingEmptySubsequences: false).count == 10)
    #expect(full.contains("+--------+"))
  }

  @Test func cornersBordersAndClipsAreDrawnOnlyWhenSet() {
    let plain = View(frame: Rect(x: 10, y: 10, width: 100, height: 50))
    plain.backgroundColor = Color(named: "coral")
    let card = View(frame: Rect(x: 10, y: 100, width: 100, height: 50))
    card.backgroundColor = Color(named: "sage")
    card.outlineCornerRadius = 10
    card.outlineBorderWidth = 1
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(plain)
    root.view.addSubview(card)
    host.show(root)
    let svg = host.window.renderSVG()
    #expect(svg.contains(##"<rect x="10" y="10" width="100" height="50" fill="#FF804F"/>"##))
    #expect(svg.contains(##"rx="10" fill="#9CB087"/>"##))
    #expect(svg.contains(##"rx="9.5" fill="none" stroke="#000000" stroke-width="1"/>"##))
    #expect(!svg.contains("<clipPath"), "no clip unless clipsToBounds")
  }
}
