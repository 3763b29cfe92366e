public import HeadlessScenarios
import SwiftUISamples

/// Every scenario, in the order `headless list` prints them.
public enum Catalog {
  /// All scenarios.
  public static let all: [Scenario] =
    [
      themePicker, counter, shortCircuit, escapedRead, nestedType, readUpFront, feedbackLoop,
      listFeed, adaptiveReader,
    ] + SwiftUIScenarios.all

  /// The scenario with `name`, or `nil`.
  /// - Parameter name: A scenario name such as `theme-picker`.
  public static func scenario(named name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  /// The scenario names, in order.
  public static var names: [String] { all.map(\.name) }
}
