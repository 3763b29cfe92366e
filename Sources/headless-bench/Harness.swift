import Foundation

/// Times closures side by side: rounds interleave framework and baseline so both see the
/// same machine load; results are medians.
enum Harness {
  /// Nanoseconds per iteration of `body`, which runs `iterations` times per round.
  static func time(iterations: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    let elapsed = clock.now - start
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return ns / Double(iterations)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// Runs both sides `rounds` times, interleaved; returns their medians.
  static func compare(
    _ row: String, rounds: Int, iterations: Int, framework: () -> Void, baseline: () -> Void
  ) -> (framework: Double, baseline: Double) {
    Instructions.iterationsPerRound[row] = iterations
    if let side = Instructions.side {
      // Under callgrind (`--instructions`): run one side's loop, untimed.
      for _ in 0..<rounds {
        switch side {
        case .none: break
        case .framework: framework()
        case .baseline: baseline()
        }
      }
      return (1, 1)
    }
    var f: [Double] = []
    var b: [Double] = []
    for round in 0..<rounds {
      // Alternate which side goes first, so neither always gets the warmer cache.
      if round % 2 == 0 {
        f.append(time(iterations: iterations, framework))
        b.append(time(iterations: iterations, baseline))
      } else {
        b.append(time(iterations: iterations, baseline))
        f.append(time(iterations: iterations, framework))
      }
    }
    return (median(f), median(b))
  }

  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = Int(text.split(separator: " ")[1])
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}

/// One line of the report. Solver rows also carry `n`, `kind` ("build" or "edit"; JSON
/// `measure`), `kiwi` (milliseconds) and `kiwi_capped`.
struct Row: Encodable {
  let scenario: String
  let measure: String
  let framework: Double?
  let baseline: Double?
  let ratio: Double?
  let unit: String
  let target: String
  let met: Bool
  var n: Int? = nil
  var kind: String? = nil
  var kiwi: Double? = nil
  var kiwiCapped: Bool? = nil

  enum CodingKeys: String, CodingKey {
    case scenario, measure, framework, baseline, ratio, unit, target, met, n, kiwi
    case kiwiCapped = "kiwi_capped"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scenario, forKey: .scenario)
    // Solver rows: "measure" is "build" or "edit", as the JSON schema says.
    try container.encode(kind ?? measure, forKey: .measure)
    try container.encodeIfPresent(framework, forKey: .framework)
    try container.encodeIfPresent(baseline, forKey: .baseline)
    try container.encodeIfPresent(ratio, forKey: .ratio)
    try container.encode(unit, forKey: .unit)
    try container.encode(target, forKey: .target)
    try container.encode(met, forKey: .met)
    try container.encodeIfPresent(n, forKey: .n)
    try container.encodeIfPresent(kiwi, forKey: .kiwi)
    try container.encodeIfPresent(kiwiCapped, forKey: .kiwiCapped)
  }
}
