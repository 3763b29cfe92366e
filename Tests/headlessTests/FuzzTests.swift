import Foundation
import HeadlessKitTesting
import HeadlessSamples
import Testing

@testable import HeadlessScenarios
@testable import headless

/// Seeded hostile input: every case ends in a result or an error naming the problem.
@MainActor
@Suite struct FuzzTests {
  static let vocabulary = [
    "run", "list", "play", "help", "--platform", "18", "26", "17", "--tracking", "on", "off",
    "--trace", "--format", "json", "text", "xml", "theme-picker", "counter", "nope", "--help",
    "-h", "--platform=18", "--format=", "=", "", "--", "-", "--trace=1", "tap", "ID", "\u{0}",
    "é", "🙂", "--platform=26=26", "run run", "\n",
  ]

  static func mutate(_ word: String, _ random: inout SeededGenerator) -> String {
    var scalars = Array(word.unicodeScalars)
    for _ in 0..<Int(random.next() % 3) {
      let scalar = Unicode.Scalar(UInt32(random.next() % 0x2FF)) ?? "?"
      if scalars.isEmpty || random.next() % 2 == 0 {
        scalars.insert(scalar, at: scalars.isEmpty ? 0 : Int(random.next() % UInt64(scalars.count)))
      } else {
        scalars.remove(at: Int(random.next() % UInt64(scalars.count)))
      }
    }
    return String(String.UnicodeScalarView(scalars))
  }

  @Test func parserAnswersEveryArgumentListWithAResultOrANamedError() {
    var random = SeededGenerator(seed: 0xC0FFEE)
    var results = 0
    var errors = 0
    for _ in 0..<100_000 {
      let count = Int(random.next() % 7)
      let arguments = (0..<count).map { _ -> String in
        let word = Self.vocabulary[Int(random.next() % UInt64(Self.vocabulary.count))]
        return random.next() % 4 == 0 ? Self.mutate(word, &random) : word
      }
      do {
        _ = try CommandLineParser.parse(arguments, scenarios: Scenarios.names)
        results += 1
      } catch {
        errors += 1
        if error.message.isEmpty
          || error.message.contains("\n") && !arguments.joined().contains("\n")
        {
          Issue.record("unhelpful error for \(arguments): \(error.message)")
          return
        }
      }
    }
    #expect(results + errors == 100_000)
    #expect(results > 1_000)
    #expect(errors > 1_000)  // both paths were exercised
  }

  @Test func playAnswersEveryLineAndKeepsGoing() {
    var random = SeededGenerator(seed: 0xBADC0DE)
    let session = PlaySession(
      options: .init(scenario: "counter"), scenario: Scenarios.named("counter")!)
    let commands = [
      "tree", "tap", "tap increment", "tap nope", "type", "type a b", "toggle", "toggle x",
      "flush", "trace", "trace on", "trace maybe", "checks", "help", "quit", "", "  ",
      "tap  increment",
    ]
    var quits = 0
    for _ in 0..<100_000 {
      var line = commands[Int(random.next() % UInt64(commands.count))]
      if random.next() % 3 == 0 { line = Self.mutate(line, &random) }
      // set-platform restarts the scenario: keep it rare so the run stays short.
      if random.next() % 5_000 == 0 { line = "set-platform \(random.next() % 2 == 0 ? 18 : 26)" }
      let (output, quit) = session.handle(line)
      if quit { quits += 1 }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty && output.isEmpty && !["flush"].contains(trimmed) {
        Issue.record("no answer to '\(line)'")
        return
      }
    }
    #expect(quits > 0)
    #expect(session.handle("tree").output.contains("Window"))  // still alive after it all
  }
}
