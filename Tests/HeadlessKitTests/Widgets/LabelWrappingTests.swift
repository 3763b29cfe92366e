import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// A multi-line label wraps its text at word boundaries to a width, as UIKit's `UILabel`:
/// https://developer.apple.com/documentation/uikit/uilabel/numberoflines ("0 … as many
/// lines as needed"), .../uilabel/preferredmaxlayoutwidth and
/// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:). The text
/// metric is HeadlessKit's fixed one: 8 points a character and 20 a line at 16 points.
@MainActor
@Suite struct LabelWrappingTests {
  /// 35 characters: 280 points on one line.
  private let sentence = "Notifications are delivered quietly"

  @Test func wrapsAtSpacesAndBreaksOverLongWordsByCharacters() {
    // 200 points hold 25 characters: "Notifications are delivered" (27) does not fit.
    #expect(
      TextMetrics.wrappedLines(of: sentence, width: 200) == [
        "Notifications are", "delivered quietly",
      ])
    // A word longer than a line (80 points, 10 characters) breaks where the line ends.
    #expect(
      TextMetrics.wrappedLines(of: "A Supercalifragilistic day", width: 80) == [
        "A", "Supercalif", "ragilistic", "day",
      ])
    // Each `\n` starts a line; an infinite width wraps only there.
    #expect(TextMetrics.wrappedLines(of: "One two\nthree", width: 48) == ["One", "two", "three"])
    #expect(
      TextMetrics.wrappedLines(of: "One two\nthree", width: .infinity) == ["One two", "three"])
    #expect(
      TextMetrics.wrappedSize(of: sentence, width: 200) == Size(width: 136, height: 40))
    #expect(
      TextMetrics.wrappedSize(of: sentence, width: 200, lineLimit: 1)
        == Size(width: 136, height: 20))
    let label = Label(text: sentence)
    label.numberOfLines = 0
    #expect(label.measuredLines(width: 200) == ["Notifications are", "delivered quietly"])
    #expect(label.measuredLines(width: nil) == [sentence])
  }

  @Test func sizeThatFitsWrapsAtTheGivenWidthUnlessOneLine() {
    let label = Label(text: sentence)
    #expect(label.sizeThatFits(Size(width: 200, height: 1000)) == Size(width: 280, height: 20))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(Size(width: 200, height: 1000)) == Size(width: 136, height: 40))
    // 100 points hold 12 characters: "Notification", "s are", "delivered", "quietly".
    #expect(label.sizeThatFits(Size(width: 100, height: 0)) == Size(width: 96, height: 80))
    // No width to wrap at: one line per `\n`.
    #expect(label.sizeThatFits(.zero) == Size(width: 280, height: 20))
  }

  @Test func numberOfLinesCapsTheWrappedHeight() {
    let label = Label(text: sentence)
    label.numberOfLines = 2
    // Four lines at 100 points, two shown.
    #expect(label.measuredLines(width: 100).count == 4)
    #expect(label.sizeThatFits(Size(width: 100, height: 0)) == Size(width: 96, height: 40))
    label.preferredMaxLayoutWidth = 100
    #expect(label.intrinsicContentSize == Size(width: 96, height: 40))
  }

  @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
    let container = View()
    let label = Label(text: sentence)
    container.addSubview(label)
    #expect(label.preferredMaxLayoutWidth == 0)
    label.preferredMaxLayoutWidth = 200
    // One line: no wrapping, whatever the preferred width.
    #expect(label.intrinsicContentSize == Size(width: 280, height: 20))
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == Size(width: 136, height: 40))
    let (host, root) = makeHost(recorder: LifecycleRecorder())
    root.view.addSubview(container)
    host.flush()
    label.preferredMaxLayoutWidth = 100
    #expect(container.needsLayout, "a new preferred width changes the intrinsic size")
    #expect(label.intrinsicContentSize == Size(width: 96, height: 80))
  }

  @Test func aLabelPinnedToAWidthUnderAutoLayoutGrowsInHeight() {
    let label = Label(text: sentence)
    label.numberOfLines = 0
    let (host, root) = makeHost(recorder: LifecycleRecorder())
    root.view.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    let width = label.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      width,
    ])
    host.flush()
    // Wrapped at the width it was laid out at (no preferred width): two lines.
    #expect(label.frame == Rect(x: 20, y: 10, width: 200, height: 40))
    #expect(label.intrinsicContentSize == Size(width: 136, height: 40))
    label.text = "Quiet"
    host.flush()
    #expect(label.frame == Rect(x: 20, y: 10, width: 200, height: 20))
    // A narrower width wraps again.
    label.text = sentence
    width.constant = 100
    host.flush()
    #expect(label.frame.height == 80)
  }
  /// UIKit's default `lineBreakMode` is `.byTruncatingTail`
  /// (https://developer.apple.com/documentation/uikit/uilabel/linebreakmode): the last line
  /// a cap of `numberOfLines` or the bounds' height leaves ends in "…".
  @Test func drawingWrapsInTheBoundsAndTruncatesTheLastLine() {
    let label = Label(text: sentence, frame: Rect(x: 0, y: 0, width: 200, height: 100))
    // One line: drawn as it is.
    #expect(label.displayedText == sentence)
    label.numberOfLines = 0
    #expect(label.displayedText == "Notifications are\ndelivered quietly")
    // 112 points hold 14 characters a line: three lines, two allowed; the last one shown
    // takes what remains ("are delivered quietly"), cut to 13 characters and "…".
    label.frame = Rect(x: 0, y: 0, width: 112, height: 100)
    label.numberOfLines = 2
    #expect(label.displayedText == "Notifications\nare delivered…")
    // No cap, but 50 points of height hold two lines.
    label.numberOfLines = 0
    label.frame = Rect(x: 0, y: 0, width: 112, height: 50)
    #expect(label.displayedText == "Notifications\nare delivered…")
    label.frame = Rect(x: 0, y: 0, width: 112, height: 60)
    #expect(label.displayedText == "Notifications\nare delivered\nquietly")
  }

  @Test func aWrappedLabelDrawsEachLine() {
    let label = Label(text: sentence, frame: Rect(x: 0, y: 0, width: 200, height: 40))
    label.numberOfLines = 0
    let (host, root) = makeHost(recorder: LifecycleRecorder())
    root.view.addSubview(label)
    host.flush()
    let svg = host.window.renderSVG()
    #expect(svg.contains(">Notifications are</text>"))
    #expect(svg.contains(">delivered quietly</text>"))
    #expect(!svg.contains(sentence))
  }

  @Test func aLineThatFitsIsItsOwnLineWithEveryOneOfItsSpaces() {
    // 80 points hold 10 characters. Text that fits on one line comes back as it is (the
    // shortcut a redraw takes), with the spaces the word-by-word wrap would keep.
    #expect(TextMetrics.wrappedLines(of: "a  b c", width: 80) == ["a  b c"])
    #expect(TextMetrics.wrappedLines(of: " lead ", width: 80) == [" lead "])
    #expect(TextMetrics.wrappedLines(of: "0123456789", width: 80) == ["0123456789"])
    #expect(TextMetrics.wrappedLines(of: "", width: 80) == [""])
    // One character more, a line break, or a character outside ASCII: the full wrap.
    #expect(TextMetrics.wrappedLines(of: "0123456789a", width: 80) == ["0123456789", "a"])
    #expect(TextMetrics.wrappedLines(of: "ab\ncd", width: 80) == ["ab", "cd"])
    #expect(
      TextMetrics.wrappedLines(of: "caf\u{E9} au lait", width: 80) == ["caf\u{E9} au", "lait"])
  }
}
