// How a label wraps its text: the measure its sizes, its drawing, HeadlessSwiftUI's
// `Text` and the accessibility audit share.

import Foundation

extension Label {
  /// The width the label wraps its text at for its intrinsic size: `nil` (only at `\n`)
  /// for one line, else ``preferredMaxLayoutWidth`` when set, else the width it was last
  /// laid out at when narrower than its text on one line (else `nil`).
  package var intrinsicWrapWidth: Double? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return storage.laidOutWidth > 0 ? storage.laidOutWidth : nil
  }

  /// The lines of the label's text wrapped to `width` as the label measures them
  /// (``TextMetrics/wrappedLines(of:fontSize:width:)`` at its font's size; `nil` wraps
  /// only at `\n`), before ``numberOfLines`` limits them. Styled runs are not wrapped: one
  /// line per `\n`.
  package func measuredLines(width: Double?) -> [String] {
    let text = self.text ?? ""
    guard storage.runs == nil, let width else {
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return TextMetrics.wrappedLines(of: text, fontSize: font.size, width: width)
  }

  /// The size of the label's text wrapped to `width` (`nil` wraps only at `\n`), before
  /// ``numberOfLines`` limits it: the fixed metric of ``TextMetrics``, or the styled runs'
  /// sizes (not wrapped).
  package func measuredTextSize(width: Double?) -> Size {
    if let runs = storage.runs { return TextRun.size(of: runs) }
    guard let width else { return TextMetrics.size(of: text ?? "", fontSize: font.size) }
    return TextMetrics.wrappedSize(of: text ?? "", fontSize: font.size, width: width)
  }

  /// The text's size as the label shows it in its bounds, before ``numberOfLines`` limits
  /// it: wrapped at the bounds' width when ``numberOfLines`` is not 1 (and the label has
  /// a width), else one line per `\n`. The accessibility audit's truncation check reads it.
  package var measuredTextSize: Size {
    measuredTextSize(width: numberOfLines != 1 && bounds.width > 0 ? Double(bounds.width) : nil)
  }

  /// The text the label draws in its bounds, one line per `\n`: its ``text`` as it is for
  /// one line (``numberOfLines`` 1), styled runs or no width; else its text wrapped at
  /// the bounds' width, at most ``numberOfLines`` lines and as many as the bounds' height
  /// holds (at least one), the last one cut with "…" when text remains, as UIKit's
  /// `.byTruncatingTail`.
  package var displayedText: String? {
    guard text != nil, numberOfLines != 1, storage.runs == nil, bounds.width > 0,
      bounds.width.isFinite, font.size > 0
    else {
      return text
    }
    let lines = measuredLines(width: Double(bounds.width))
    var shown = max(1, Int(((bounds.height + 0.5) / measuredLineHeight).rounded(.down)))
    if numberOfLines > 0 { shown = min(shown, numberOfLines) }
    guard lines.count > shown else { return lines.joined(separator: "\n") }
    let capacity = max(1, Int((bounds.width / (font.size / 2)).rounded(.down)))
    let rest = lines[(shown - 1)...].joined(separator: " ")
    let last = String(rest.prefix(capacity - 1)) + "…"
    return (lines[..<(shown - 1)] + [last]).joined(separator: "\n")
  }

  /// The height of one of the label's lines as it measures them: its tallest run's, else
  /// its font's.
  package var measuredLineHeight: Double {
    TextMetrics.lineHeight(fontSize: storage.runs?.map(\.fontSize).max() ?? font.size)
  }
}
