/// What `board` was asked to do.
struct BoardOptions: Equatable {
  /// A job whose detail screen is pushed at start.
  var open: String?
  /// Where to write the final screen as SVG.
  var svgPath: String?
  /// `--ascii`: boxes drawn with `+`, `-` and `|`.
  var ascii = false
  /// `--help`.
  var help = false

  static let usage = """
    usage: board [--open JOB] [--svg FILE] < events.jsonl

    Reads job events, one JSON object a line, from standard input and shows them on a
    headless screen: a list of jobs with a summary, and a job's details.
      {"job": "api", "status": "queued|running|passed|failed", "progress": 0.4, "message": "..."}

    On a terminal the screen is redrawn in place after each update pass; otherwise each
    pass prints one frame after a line '--- pass N'. At end of input the final screen is
    printed ('--- final') and board exits 0; Ctrl-C does the same.

    options:
      --open JOB    show JOB's details at start
      --svg FILE    write the final screen to FILE as SVG
      --ascii       draw boxes with +, - and | instead of box-drawing characters
      --help        show this text
    """

  /// Parses the arguments (without the program name); `--flag value` and `--flag=value`.
  static func parse(_ arguments: [String]) throws(BoardOptionsError) -> BoardOptions {
    var options = BoardOptions()
    var index = 0
    func value(for flag: String, inline: String?) throws(BoardOptionsError) -> String {
      if let inline {
        guard !inline.isEmpty else { throw .missingValue(flag) }
        return inline
      }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw .missingValue(flag)
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let flag = parts[0]
      let inline = parts.count > 1 ? parts[1] : (argument.hasSuffix("=") ? "" : nil)
      switch flag {
      case "--open": options.open = try value(for: flag, inline: inline)
      case "--svg": options.svgPath = try value(for: flag, inline: inline)
      case "--ascii": options.ascii = true
      case "--help", "-h": options.help = true
      default: throw .unknown(argument)
      }
      index += 1
    }
    return options
  }
}

/// A command-line mistake; the message names the input and the valid choices.
enum BoardOptionsError: Error, Equatable, CustomStringConvertible {
  case unknown(String)
  case missingValue(String)

  var description: String {
    switch self {
    case .unknown(let argument):
      return "unknown argument '\(argument)'; valid: --open JOB, --svg FILE, --ascii, --help"
    case .missingValue(let flag):
      return "option '\(flag)' needs a value (\(flag == "--open" ? "a job name" : "a file path"))"
    }
  }
}
