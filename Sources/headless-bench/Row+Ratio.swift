extension Row {
  /// A row of two sides' nanoseconds per iteration, met when their ratio is at most `limit`;
  /// `aim` follows the limit in the target column (`" (aim 1.25)"`).
  static func ratio(
    _ scenario: String, _ measure: String, _ r: (framework: Double, baseline: Double),
    limit: Double, aim: String
  ) -> Row {
    let ratio = r.framework / r.baseline
    return Row(
      scenario: scenario, measure: measure, framework: r.framework, baseline: r.baseline,
      ratio: ratio, unit: "ns/iter", target: "<= \(limit)\(aim)", met: ratio <= limit)
  }
}
