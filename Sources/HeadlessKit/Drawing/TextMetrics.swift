public import Foundation

/// The text metric every widget uses, fixed so sizes are the same on every machine:
/// each character advances half the font size and a line is 1.25 times the font size
/// tall; at the default 16-point size, 8 and 20 points.
public enum TextMetrics {
  /// Horizontal advance per character at the default font size, in points.
  public static let advance = 8.0
  /// Height of one line at the default font size, in points.
  public static let lineHeight = 20.0

  /// The height of one line at `fontSize`.
  /// - Parameter fontSize: The font size in points.
  /// - Returns: `fontSize * 1.25`.
  public static func lineHeight(fontSize: Double) -> Double { fontSize * 1.25 }

  /// The size of `text`, one line per `\n`-separated line.
  /// - Parameters:
  ///   - text: The text to measure.
  ///   - fontSize: The font size; 16 by default.
  /// - Returns: The widest line's advance by the number of lines.
  public static func size(of text: String, fontSize: Double = Font.body.size) -> Size {
    if text.isEmpty { return .zero }
    let advance = fontSize / 2
    let lineHeight = lineHeight(fontSize: fontSize)
    // One line of ASCII, the common case: a byte is a character, so one pass over the
    // bytes measures it (counting characters costs several times more; a label's text
    // change measures two strings, in the `cycle` benchmark).
    var asciiCount = 0
    for byte in text.utf8 {
      guard byte < 0x80, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
        asciiCount = -1
        break
      }
      asciiCount += 1
    }
    if asciiCount >= 0 {
      return Size(width: Double(asciiCount) * advance, height: lineHeight)
    }
    if !text.utf8.contains(UInt8(ascii: "\n")) {
      return Size(width: Double(text.count) * advance, height: lineHeight)
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = lines.map(\.count).max() ?? 0
    return Size(width: Double(widest) * advance, height: Double(lines.count) * lineHeight)
  }
  /// The lines `text` shows wrapped to `width`, as UIKit's multi-line labels and SwiftUI's
  /// `Text` wrap: each `\n` starts a line, words (split at spaces) fill each line, and a
  /// word longer than a line breaks by characters where the line ends. A width that is
  /// not finite (or a font of no size) wraps only at `\n`.
  /// - Parameters:
  ///   - text: The text to wrap.
  ///   - fontSize: The font size; 16 by default.
  ///   - width: The width of a line, in points.
  /// - Returns: The lines, at least one (an empty string for empty text).
  package static func wrappedLines(
    of text: String, fontSize: Double = Font.body.size, width: Double
  ) -> [String] {
    let perLine = fontSize > 0 ? width / (fontSize / 2) : .infinity
    // `NaN < x` is false, so a NaN width wraps nowhere, as an infinite one.
    let capacity =
      perLine < Double(Int.max / 4) ? max(1, Int(perLine.rounded(.down))) : Int.max / 4
    // One line of ASCII that fits, the common case (a multi-line label's every redraw): it
    // is its own one line, as the words below would rebuild it, without splitting.
    if text.utf8.count <= capacity,
      !text.utf8.contains(where: {
        $0 >= 0x80 || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
      })
    {
      return [text]
    }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      var currentCount = 0
      var started = false
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordCount = word.count
        if started && currentCount + 1 + wordCount <= capacity {
          current += " "
          current += word
          currentCount += 1 + wordCount
          continue
        }
        if started { lines.append(current) }
        // A word longer than a line fills whole lines first.
        var rest = word[...]
        var restCount = wordCount
        while restCount > capacity {
          let end = rest.index(rest.startIndex, offsetBy: capacity)
          lines.append(String(rest[..<end]))
          rest = rest[end...]
          restCount -= capacity
        }
        current = String(rest)
        currentCount = restCount
        started = true
      }
      lines.append(current)
    }
    return lines
  }

  /// The size of `text` wrapped to `width` (``wrappedLines(of:fontSize:width:)``): as wide
  /// as its widest line (at most `width`) and as tall as its lines, at most `lineLimit` of
  /// them (0 for no limit). Empty text measures `.zero`.
  /// - Parameters:
  ///   - text: The text to measure.
  ///   - fontSize: The font size; 16 by default.
  ///   - width: The width of a line, in points.
  ///   - lineLimit: The most lines shown; 0 for no limit.
  package static func wrappedSize(
    of text: String, fontSize: Double = Font.body.size, width: Double, lineLimit: Int = 0
  ) -> Size {
    if text.isEmpty { return .zero }
    let lines = wrappedLines(of: text, fontSize: fontSize, width: width)
    let widest = lines.map(\.count).max() ?? 0
    let shown = lineLimit > 0 ? min(lines.count, lineLimit) : lines.count
    return Size(
      width: min(Double(widest) * (fontSize / 2), width),
      height: Double(shown) * lineHeight(fontSize: fontSize))
  }
}
