import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `play` on a terminal: a prompt, line editing, history and completion (``LineEditor``),
/// in raw mode through termios; the terminal's settings are restored when it returns.
@MainActor
struct PlayTerminal {
  let prompt: String

  /// Whether standard input and output are a terminal (else `play` reads plain lines).
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Reads and runs commands until `quit`, Ctrl-D or the end of input.
  func run(_ session: PlaySession) {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
    var raw = original
    // No echo, no line buffering, keys like Ctrl-C and Ctrl-V as bytes; output unchanged.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSAFLUSH, &original) }

    var decoder = KeyDecoder()
    var editor = LineEditor(complete: { session.completions(before: $0, partial: $1) })
    func draw() {
      let back = editor.line.count - editor.cursor
      write("\r\u{1B}[K" + prompt + editor.text + (back > 0 ? "\u{1B}[\(back)D" : ""))
    }
    draw()
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      guard count > 0 else { break }
      for key in decoder.feed(Array(buffer[0..<count])) {
        switch editor.handle(key) {
        case .redraw:
          draw()
        case .submit(let line):
          write("\r\n")
          let (output, quit) = session.handle(line)
          if !output.isEmpty { write(output.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n") }
          if quit { return }
          draw()
        case .clearScreen:
          write("\u{1B}[H\u{1B}[2J")
          draw()
        case .cancel:
          write("^C\r\n")
          draw()
        case .endOfInput:
          write("\r\n")
          return
        case .showCandidates(let candidates):
          write("\r\n" + candidates.joined(separator: "  ") + "\r\n")
          draw()
        case .none:
          break
        }
      }
    }
  }

  private func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        systemWrite(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      guard written > 0 else { return }
      offset += written
    }
  }
}

/// `write(2)`, named apart from ``PlayTerminal``'s own `write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
