/// What `headless compat` found: for each file, the compiler errors of its own, each mapped
/// to the UIKit API it lacks where the message names one; and those APIs ranked.
package struct CompatReport: Equatable, Sendable, Encodable {
  /// One compiler error in a file.
  package struct Problem: Equatable, Sendable, Encodable {
    /// The 1-based line in the original file.
    package var line: Int
    /// The compiler's message.
    package var message: String
    /// The API the error says is missing (`UIView.safeAreaLayoutGuide`), when it names one.
    package var api: String?
  }

  /// One file's result.
  package struct FileResult: Equatable, Sendable, Encodable {
    /// The file, as given.
    package var path: String
    /// Whether it has no error of its own.
    package var compiles: Bool { problems.isEmpty }
    /// Its errors, in order.
    package var problems: [Problem]

    enum CodingKeys: String, CodingKey { case path, compiles, problems = "errors" }

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(path, forKey: .path)
      try container.encode(compiles, forKey: .compiles)
      try container.encode(problems, forKey: .problems)
    }
  }

  /// A missing API and how many files need it.
  package struct MissingAPI: Equatable, Sendable, Encodable {
    /// The API.
    package var api: String
    /// The number of files with an error naming it.
    package var files: Int
  }

  /// Every file, in the order given.
  package var files: [FileResult]
  /// The missing APIs, the most needed first.
  package var missing: [MissingAPI]

  /// The files that compile.
  package var compiling: Int { files.filter(\.compiles).count }

  /// Reads compiler diagnostics (`FILE:LINE:COL: error: MESSAGE`, LLVM style) into a report.
  /// - Parameters:
  ///   - diagnostics: The compiler's output.
  ///   - files: The original files, in order.
  ///   - aliases: Other paths the compiler may name a file by (the ported copy), to the
  ///     original's path.
  ///   - sourceLine: The text of a line of an original file, to name the initializer or
  ///     method an argument error is about.
  package init(
    diagnostics: String, files: [String], aliases: [String: String] = [:],
    sourceLine: (String, Int) -> String? = { _, _ in nil }
  ) {
    var problems: [String: [Problem]] = [:]
    let known = Set(files)
    for line in diagnostics.split(separator: "\n") {
      guard let range = line.firstRange(of: ": error: ") else { continue }
      let location = line[..<range.lowerBound].split(separator: ":")
      guard location.count >= 3, let number = Int(location[location.count - 2]),
        let column = Int(location[location.count - 1])
      else { continue }
      let written = location.dropLast(2).joined(separator: ":")
      guard let path = known.contains(written) ? written : aliases[written] else { continue }
      let message = String(line[range.upperBound...])
      let api = Self.api(
        in: message, at: sourceLine(path, number).map { Self.name(in: $0, at: column) } ?? nil)
      let problem = Problem(line: number, message: message, api: api)
      if problems[path, default: []].last != problem { problems[path, default: []].append(problem) }
    }
    self.files = files.map { FileResult(path: $0, problems: problems[$0] ?? []) }
    var needed: [String: Set<String>] = [:]
    for file in self.files {
      for problem in file.problems {
        if let api = problem.api { needed[api, default: []].insert(file.path) }
      }
    }
    missing = needed.map { MissingAPI(api: $0.key, files: $0.value.count) }
      .sorted { ($1.files, $0.api) < ($0.files, $1.api) }
  }

  /// The callee of the call an error at 1-based `column` of `line` is about: the name
  /// there when a call follows it, else the name before the `(` of the call holding the
  /// column (an error about an argument points at the argument); with its type when a
  /// type's name qualifies it (`UIView.animate`, `super.init`).
  static func name(in line: String, at column: Int) -> String? {
    let characters = Array(line)
    var index = column - 1
    guard index >= 0, index < characters.count else { return nil }
    func isNameCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    /// The name around `index`, as a range.
    func word(around index: Int) -> Range<Int>? {
      var start = index
      while start > 0, isNameCharacter(characters[start - 1]) { start -= 1 }
      var end = index
      while end < characters.count, isNameCharacter(characters[end]) { end += 1 }
      return start < end ? start..<end : nil
    }
    while index > 0, characters[index] == "(" || characters[index] == "." { index -= 1 }
    guard var range = word(around: index) else { return nil }
    if range.upperBound >= characters.count || characters[range.upperBound] != "(" {
      // An argument: the callee is before the `(` that holds it.
      var depth = 0
      var scan = range.lowerBound - 1
      while scan >= 0 {
        let character = characters[scan]
        if character == ")" || character == "]" {
          depth += 1
        } else if character == "(" || character == "[" {
          if depth == 0 { break }
          depth -= 1
        }
        scan -= 1
      }
      if scan > 0, characters[scan] == "(", isNameCharacter(characters[scan - 1]),
        let callee = word(around: scan - 1)
      {
        range = callee
      }
    }
    var name = String(characters[range])
    if range.lowerBound >= 2, characters[range.lowerBound - 1] == ".",
      let qualifier = word(around: range.lowerBound - 2),
      characters[qualifier.lowerBound].isUppercase || characters[qualifier].elementsEqual("super")
    {
      name = String(characters[qualifier]) + "." + name
    }
    return name
  }

  /// The API a compiler message says is missing, if it names one.
  static func api(in message: String, at callee: String?) -> String? {
    func quoted(_ text: Substring) -> [String] {
      text.split(separator: "'", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
    let names = quoted(Substring(message))
    if message.hasPrefix("cannot find type '") || message.hasPrefix("cannot find '") {
      return names.first
    }
    if message.hasPrefix("no such module '") { return names.first.map { "module \($0)" } }
    // `type 'NSLayoutConstraint' (aka 'LayoutConstraint') has no member 'constraints'`:
    // the type as written, the member last.
    if message.hasPrefix("value of type '") || message.hasPrefix("type '"),
      message.contains(" has no member '"), names.count >= 2, let member = names.last
    {
      return names[0].replacingAll("?", with: "") + "." + member
    }
    if message.hasPrefix("module '"), message.contains("has no member named"),
      names.count >= 2
    {
      return names[1]
    }
    let argumentErrors = [
      "no exact matches in call to", "incorrect argument label", "extra argument",
      "missing argument", "argument passed to call that takes no arguments",
      "extraneous argument label",
    ]
    if argumentErrors.contains(where: { message.hasPrefix($0) }), let callee {
      let isType = callee.first?.isUppercase == true && !callee.contains(".")
      return isType ? "\(callee).init" : callee
    }
    if message.hasSuffix("is unavailable") || message.contains("' is unavailable:") {
      return names.first
    }
    return nil
  }

  /// The report as text: `N of M files compile`, each file's errors with the API, then
  /// the missing APIs ranked.
  package var text: String {
    var lines = ["\(compiling) of \(files.count) files compile"]
    for file in files where !file.compiles {
      lines.append(
        "\(file.path): \(file.problems.count) error\(file.problems.count == 1 ? "" : "s")")
      for problem in file.problems {
        lines.append(
          "  \(problem.line): \(problem.message)" + (problem.api.map { "  [\($0)]" } ?? ""))
      }
    }
    if !missing.isEmpty {
      lines.append("missing APIs, by the number of files that need them:")
      for entry in missing { lines.append("  \(entry.files)  \(entry.api)") }
    }
    return lines.joined(separator: "\n")
  }
}
