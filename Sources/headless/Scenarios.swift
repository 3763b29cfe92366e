import HeadlessSamples
import HeadlessScenarios
import UIKitPortScenario

/// Every scenario the command line runs: HeadlessKit's samples, then the UIKit port's.
enum Scenarios {
  static let all: [Scenario] = Catalog.all + UIKitPortScenarios.all

  /// The scenario with `name`, or `nil`.
  static func named(_ name: String) -> Scenario? { all.first { $0.name == name } }

  /// The names, in order.
  static var names: [String] { all.map(\.name) }
}
