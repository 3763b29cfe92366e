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

  init(window: Window, ascii: Bool, isTerminal: Bool = isatty(STDOUT_FILENO) == 1) {
    self.window = window
    self.ascii = ascii
    self.isTerminal = isTerminal
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
    let text = isTerminal ? "\u{1B}[H\u{1B}[2J" + picture + "\n" : header + "\n" + picture + "\n"
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
