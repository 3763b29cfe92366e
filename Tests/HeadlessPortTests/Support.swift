import HeadlessPort
import Testing

/// Ports `source` as `Screen.swift`, without `#sourceLocation` unless asked.
func ported(
  _ source: String, sourceLocations: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) -> PortedSource? {
  do {
    return try Porter(emitsSourceLocations: sourceLocations).port(source, path: "Screen.swift")
  } catch {
    Issue.record("port threw \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The ported text of `source`.
func portedText(_ source: String, sourceLocations: Bool = false) -> String {
  ported(source, sourceLocations: sourceLocations).map { String(decoding: $0.bytes, as: UTF8.self) }
    ?? ""
}

/// One rule's case: an input and the output it must become.
struct RuleCase: Sendable, CustomTestStringConvertible {
  let name: String
  let input: String
  let output: String
  var testDescription: String { name }

  init(_ name: String, _ input: String, _ output: String) {
    self.name = name
    self.input = input
    self.output = output
  }
}
