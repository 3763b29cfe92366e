import HeadlessPort
import Testing

/// The lexer sees strings, comments and regex literals whole, so nothing inside them is
/// rewritten; these cases put a rewritable line inside each.
@Suite struct LexerTests {
  static let hidden: [String] = [
    "let s = \"@objc func f()\"",
    "let s = \"\\(\"@objc\") \\(a(\")\"))\"",
    "let s = #\"\"@objc\" \\(x) \\#(\"@objc\")\"#",
    "let s = ##\"\"#@objc\"# \"##",
    "let s = \"\"\"\n  @objc \"\" \\\"\"\"\n  \"\"\"",
    "let s = #\"\"\"\n  \"\"\" @objc\n  \"\"\"#",
    "/* /* @objc */ @objc */",
    "// @objc\n",
    "let r = #/@objc \"/#",
    "let r = ##/@objc /# still/##",
  ]

  @Test(arguments: hidden)
  func rewritableTextInsideALiteralOrCommentIsUntouched(_ source: String) throws {
    let port = try Porter().port(source + "\n", path: "Screen.swift")
    #expect(port.bytes == Array((source + "\n").utf8))
    let after = try Porter(emitsSourceLocations: false).port(
      source + "\n@objc class A {}\n", path: "Screen.swift")
    #expect(
      String(decoding: after.bytes, as: UTF8.self) == source + "\nclass A {}\n",
      "the code after the literal is still read")
  }
}
