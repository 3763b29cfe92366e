/// One option of a command line: its flag, the value it takes, its help, the commands
/// that accept it. The parser and the help text read the same table, so they cannot
/// disagree.
package struct OptionSpec: Sendable, Equatable {
  /// `--platform`.
  package let flag: String
  /// What the value is called in help (`18|26`, `FILE`); `nil` for a flag alone.
  package let value: String?
  /// The values it accepts; `nil` for any.
  package let choices: [String]?
  /// One line (or more, joined by newlines) of help.
  package let help: String
  /// The commands that take it; empty for a program without commands.
  package let commands: [String]

  package init(
    _ flag: String, value: String? = nil, choices: [String]? = nil, help: String,
    commands: [String] = []
  ) {
    self.flag = flag
    self.value = value
    self.choices = choices
    self.help = help
    self.commands = commands
  }
}

/// What went wrong reading options; the words are the program's to choose.
package enum OptionError: Error, Equatable, Sendable {
  /// A flag the table does not have, with the valid flags.
  case unknown(String, valid: [String])
  /// A flag that needs a value got none.
  case needsValue(String)
  /// A flag alone got a value (`--trace=yes`).
  case takesNoValue(String, value: String)
  /// A value the flag does not accept, with the valid ones.
  case invalidValue(String, flag: String, valid: [String])
}

/// Options read from arguments, in order, and the arguments that are not options.
package struct ParsedOptions: Equatable, Sendable {
  /// Each option given, in order, with its value (`nil` for a flag alone).
  package var given: [(flag: String, value: String?)] = []
  /// The other arguments, in order.
  package var positionals: [String] = []

  package static func == (lhs: ParsedOptions, rhs: ParsedOptions) -> Bool {
    lhs.positionals == rhs.positionals && lhs.given.map(\.flag) == rhs.given.map(\.flag)
      && lhs.given.map(\.value) == rhs.given.map(\.value)
  }

  /// Whether `flag` was given.
  package func has(_ flag: String) -> Bool { given.contains { $0.flag == flag } }
  /// The last value given for `flag`.
  package func value(_ flag: String) -> String? { given.last { $0.flag == flag }?.value }
  /// Every value given for `flag`, in order (a repeatable option).
  package func values(_ flag: String) -> [String] {
    given.filter { $0.flag == flag }.compactMap(\.value)
  }
}

/// A command line's options, parsed from one table: `--flag`, `--flag value` and
/// `--flag=value`; a value never starts with `--`.
package enum OptionTable {
  /// Reads `arguments` against `table`.
  package static func parse(_ arguments: [String], _ table: [OptionSpec]) throws(OptionError)
    -> ParsedOptions
  {
    var parsed = ParsedOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--") else {
        parsed.positionals.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let flag = parts[0]
      let inline = parts.count == 2 ? parts[1] : (argument.hasSuffix("=") ? "" : nil)
      guard let spec = table.first(where: { $0.flag == flag }) else {
        throw .unknown(flag, valid: table.map(\.flag))
      }
      guard spec.value != nil else {
        if let inline { throw .takesNoValue(flag, value: inline) }
        parsed.given.append((flag, nil))
        continue
      }
      let value: String
      if let inline {
        guard !inline.isEmpty else { throw .needsValue(flag) }
        value = inline
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw .needsValue(flag)
        }
        value = arguments[index]
        index += 1
      }
      if let choices = spec.choices, !choices.contains(value) {
        throw .invalidValue(value, flag: flag, valid: choices)
      }
      parsed.given.append((flag, value))
    }
    return parsed
  }

  /// The help lines of `table`: `  --flag VALUE   help`, the help aligned in one column.
  package static func helpLines(_ table: [OptionSpec]) -> [String] {
    let names = table.map { $0.flag + ($0.value.map { " " + $0 } ?? "") }
    let width = min(24, (names.map(\.count).max() ?? 0) + 1)
    var lines: [String] = []
    for (name, spec) in zip(names, table) {
      let helpLines = spec.help.split(separator: "\n").map(String.init)
      if name.count >= width {
        lines.append("  " + name)
        lines += helpLines.map { "  " + String(repeating: " ", count: width) + " " + $0 }
      } else {
        let first = "  " + name + String(repeating: " ", count: width - name.count) + " "
        lines.append(first + (helpLines.first ?? ""))
        lines += helpLines.dropFirst().map { String(repeating: " ", count: first.count) + $0 }
      }
    }
    return lines
  }
}
