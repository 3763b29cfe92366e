import Foundation
import HeadlessKit

/// Prints the screen after each pass: redrawn in place on a terminal (ANSI: cursor home,
/// clear), one frame per pass after a `--- pass N` line otherwise, so pipes and tests can
/// read every frame.
@MainActor
struct FrameWriter {
  let window: Window
  let isTerminal: Bool
  let ascii: Bool
  /// Lines shown under the screen on a terminal (the skipped input lines), the last
  /// three of them, so a redraw does not wipe them.
  let notes: SharedState<[String]>

  init(
    window: Window, ascii: Bool, notes: SharedState<[String]> = SharedState([]),
    isTerminal: Bool = isatty(STDOUT_FILENO) == 1
  ) {
    self.window = window
    self.ascii = ascii
    self.notes = notes
    self.isTerminal = isTerminal
  }

  /// What a terminal shows under the screen: the last three notes, and how many came before.
  func statusLines() -> String {
    let all = notes.value
    guard !all.isEmpty else { return "" }
    let shown = all.suffix(3)
    let earlier = all.count - shown.count
    let lines = (earlier > 0 ? ["(\(earlier) more skipped lines above)"] : []) + shown
    return lines.joined(separator: "\n") + "\n"
  }

  /// The frame after pass `number`.
  func frame(pass number: Int) {
    write(header: "--- pass \(number)")
  }

  /// The final screen, when the input ended or the app was interrupted.
  func final() {
    write(header: "--- final")
  }

  private func write(header: String) {
    let picture = window.renderText(ascii: ascii)
    // One unbuffered write per frame, so frames never interleave with a partial one.
    let text =
      isTerminal
      ? "\u{1B}[H\u{1B}[2J" + picture + "\n" + statusLines()
      : header + "\n" + picture + "\n"
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
