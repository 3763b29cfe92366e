import HeadlessPort
import Testing

/// Ported sources carry `#sourceLocation` directives, so every line the compiler reads maps
/// to the original file and line.
@Suite struct SourceLocationTests {
  static let screen = """
    import UIKit
    import SwiftUI

    @objc protocol D {
      @objc optional func done()
    }

    final class C: UIViewController {
      @IBOutlet weak var label: UILabel!
      override func viewDidLoad() {
        button.addTarget(self,
                         action: #selector(tapped),
                         for: .touchUpInside)
        label.text = "after"
      }
      @objc func tapped() { delegate?.done?() }
    }

    """

  /// The original line each output line maps to through the directives; `nil` before the
  /// first directive, after `#sourceLocation()`, and for the directives themselves.
  static func mappedLines(_ output: String) -> [Int?] {
    var next: Int?
    var mapped: [Int?] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#sourceLocation(file:") {
        let number = line.split(separator: " ").last!.dropLast()
        next = Int(number)
        mapped.append(nil)
      } else if line.hasPrefix("#sourceLocation()") {
        next = nil
        mapped.append(nil)
      } else {
        mapped.append(next)
        next = next.map { $0 + 1 }
      }
    }
    return mapped
  }

  /// Lines of the import blocks and of the call that spans three lines.
  static func isPartOfARewrite(_ line: Substring) -> Bool {
    line.hasPrefix("#") || line.hasPrefix("import") || line.contains("action: #selector")
      || line.contains("for: .touchUpInside")
  }

  @Test func everyUnchangedLineMapsToItsOriginalLine() throws {
    let port = try #require(ported(Self.screen, sourceLocations: true))
    let output = String(decoding: port.bytes, as: UTF8.self)
    #expect(output.hasPrefix("#sourceLocation(file: \"Screen.swift\", line: 1)\n"))
    let original = Self.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let changedLines = Set(port.changes.map(\.line))
    var checked = 0
    for (line, mapped) in zip(
      output.split(separator: "\n", omittingEmptySubsequences: false), Self.mappedLines(output))
    {
      guard let mapped, !changedLines.contains(mapped), mapped <= original.count,
        !Self.isPartOfARewrite(line), !Self.isPartOfARewrite(original[mapped - 1])
      else { continue }
      #expect(line == original[mapped - 1], "output line '\(line)' maps to line \(mapped)")
      checked += 1
    }
    #expect(checked >= 8)
    let labelLine = try #require(original.firstIndex { $0.contains("\"after\"") }) + 1
    let outputLines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let physical = try #require(outputLines.firstIndex { $0.contains("\"after\"") })
    #expect(Self.mappedLines(output)[physical] == labelLine)
  }

  @Test func defaultImplementationsFollowAResetDirective() throws {
    let port = try #require(ported(Self.screen, sourceLocations: true))
    let output = String(decoding: port.bytes, as: UTF8.self)
    #expect(output.hasSuffix("#sourceLocation()\nextension D {\n  func done() {}\n}\n"))
  }

  @Test func aPathWithQuotesIsEscapedInTheDirective() throws {
    let port = try Porter().port("@objc class A {}\n", path: "My \"App\"\\A.swift")
    let output = String(decoding: port.bytes, as: UTF8.self)
    #expect(output.hasPrefix("#sourceLocation(file: \"My \\\"App\\\"\\\\A.swift\", line: 1)\n"))
  }
}
