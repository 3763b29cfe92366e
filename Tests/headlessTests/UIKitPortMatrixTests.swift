import HeadlessKit
import HeadlessKitTesting
import Testing
import UIKitPort

/// The UIKit port sample (Samples/UIKitPort, written as an iOS app) over devices,
/// appearances, text sizes, layout directions and both platforms: one reference picture
/// per configuration in `__Snapshots__/UIKitPortMatrixTests/`. Its constraints use
/// leading and trailing anchors, so right to left the label and the button move to the
/// right edge.
@MainActor
@Suite struct UIKitPortMatrixTests {
  /// The sample's asset catalog, as the app adds it at start-up: its colour sets have dark
  /// variants (without it `UIColor(named:)` falls back to HeadlessKit's palette).
  init() throws { try addThemeAssetCatalog() }

  @Test func uikitThemeScreenMatrix() {
    assertSnapshots(
      of: ViewController(theme: AppTheme(), appliesInUpdateProperties: true),
      matrix: SnapshotMatrix(
        devices: [.iPhoneSE, .iPhone16ProMax, .iPad11Inch], appearances: [.light, .dark],
        layoutDirections: [.leftToRight, .rightToLeft]))
  }

  @Test func uikitThemeScreenOnPlatform18() {
    assertSnapshots(
      of: ViewController(theme: AppTheme(), appliesInUpdateProperties: false),
      matrix: SnapshotMatrix(
        contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge], platforms: [.v18]))
  }
}
