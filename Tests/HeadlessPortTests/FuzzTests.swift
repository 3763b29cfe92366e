import Foundation
import HeadlessPort
import Testing

/// Random and mutated sources never crash `port`; a source with nothing to rewrite comes
/// out byte-identical; and what it outputs, ported again, does not change.
///
/// `HEADLESS_PORT_FUZZ_COUNT` sets how many sources of each kind (default 1,000, a few
/// seconds; the issue's 10,000 with `HEADLESS_PORT_FUZZ_COUNT=10000`).
@Suite struct FuzzTests {
  static let count =
    ProcessInfo.processInfo.environment["HEADLESS_PORT_FUZZ_COUNT"].flatMap {
      Int($0)
    } ?? 1_000

  /// SplitMix64: the same sources on every run.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Pieces of Swift with nothing to rewrite: triggers appear only inside strings and
  /// comments, or as names no rule reads.
  static let pieces = [
    "let", "var", "func", "class", "struct", "enum", "return", "if", "else", "self", "value",
    "addTargets", "selector", "objc", "perform2", "Timer", "x", "_", "0", "1.5", "0x1F", "+",
    "==", "->", "?", "!", ".", ",", ":", ";", "=", "&&", " ", " ", "  ", "\n", "\r\n", "\t",
    "\"@objc #selector(f)\"", "\"a \\(b(\"c)\")) d\"", "#\"raw \"#selector\" \\#(x)\"#",
    "\"\"\"\n  import UIKit\n  @IBAction \\(f(\"\"\"\n  x\n  \"\"\"))\n  \"\"\"",
    "// addTarget(self, action: #selector(f), for: .touchUpInside)\n",
    "/* @objc /* nested #selector(x) */ import UIKit */", "`class`", "#if DEBUG\n", "#endif\n",
    "@MainActor", "@available(iOS 17, *)", "é", "🙂", "#/a+b/#", "$0", "dynamicMember",
  ]

  static func randomSource(_ generator: inout Generator, depth: Int = 0) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...12, using: &generator) {
      if depth < 4, Int.random(in: 0..<6, using: &generator) == 0 {
        let (open, close) = [("(", ")"), ("[", "]"), ("{", "}")].randomElement(using: &generator)!
        text += open + randomSource(&generator, depth: depth + 1) + close
      } else {
        // A space after each piece: two literals side by side are not Swift.
        text += pieces.randomElement(using: &generator)! + " "
      }
    }
    return text
  }

  @Test func aRandomSourceWithNothingToRewriteComesOutByteIdentical() throws {
    var generator = Generator(state: 37)
    for _ in 0..<Self.count {
      let source = Self.randomSource(&generator)
      let port: PortedSource
      do {
        port = try Porter().port(source, path: "Random.swift")
      } catch {
        Issue.record("\(error) in \(source.debugDescription)")
        return
      }
      #expect(port.bytes == Array(source.utf8), "\(source.debugDescription)")
      #expect(port.changes.isEmpty, "\(source.debugDescription)")
      if port.bytes != Array(source.utf8) { return }
    }
  }

  @Test func aMutatedSourceNeverCrashesAndItsPortIsAFixedPoint() throws {
    let seeds =
      RuleTests.imports + RuleTests.attributes + RuleTests.protocols
      + RuleTests.targetAction + RuleTests.scheduling + RuleTests.untouched
    var generator = Generator(state: 2026)
    var ported = 0
    for _ in 0..<Self.count {
      var bytes = Array(seeds.randomElement(using: &generator)!.input.utf8)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        Self.mutate(&bytes, &generator)
      }
      let porter = Porter(emitsSourceLocations: Bool.random(using: &generator))
      guard case .success(let port) = porter.port([PortSource(path: "M.swift", bytes: bytes)])[0]
      else { continue }
      ported += 1
      let again = try porter.port([PortSource(path: "M.swift", bytes: port.bytes)])[0].get()
      #expect(
        again.bytes == port.bytes, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
      if again.bytes != port.bytes { return }
    }
    #expect(ported > Self.count / 10, "most mutations still lex")
  }

  static func mutate(_ bytes: inout [UInt8], _ generator: inout Generator) {
    guard !bytes.isEmpty else {
      bytes = Array("(".utf8)
      return
    }
    let at = Int.random(in: 0..<bytes.count, using: &generator)
    let length = min(bytes.count - at, Int.random(in: 1...12, using: &generator))
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: bytes.removeSubrange(at..<at + length)
    case 1: bytes.insert(contentsOf: bytes[at..<at + length], at: at)
    case 2:
      let noise: [UInt8] = Array("\"#/*()[]{}\\\n@`".utf8) + [0xFF, 0xC3, 0xE2, 0x80]
      bytes.insert(noise.randomElement(using: &generator)!, at: at)
    case 3:
      let piece = Array(pieces.randomElement(using: &generator)!.utf8)
      bytes.insert(contentsOf: piece, at: at)
    default:
      let other = Int.random(in: 0..<bytes.count, using: &generator)
      bytes.swapAt(at, other)
    }
  }
}
