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
}
