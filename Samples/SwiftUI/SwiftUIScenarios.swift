// Seed 000's SwiftUI snippets and seed 001's SwiftUI picker as scenarios. A module of its
// own, written as iOS files are (`import HeadlessSwiftUI` where an app imports SwiftUI), so
// the seeds' type names (`Counter`, `Document`, `AppTheme`...) are theirs and `View`,
// `Text`, `Button` are SwiftUI's.

public import HeadlessScenarios

/// The SwiftUI scenarios, listed by `Catalog.all` after the UIKit-style ones.
public enum SwiftUIScenarios {
  /// Every one, in the order `headless list` prints them.
  public static let all: [Scenario] = [
    themePicker, counter, shortCircuit, taskCache, nestedType,
  ]
}

import HeadlessKitTesting
import HeadlessSwiftUI

/// The texts on screen, in tree order, joined by ` | `: what a scenario's checks compare.
@MainActor
func shownTexts(_ host: TestHost) -> String {
  host.views(ofType: UILabel.self).compactMap(\.text).joined(separator: " | ")
}
