import HeadlessKit
import HeadlessKitTesting
@testable import HeadlessSamples
import Testing

/// The theme picker sample (seed 001) over devices, appearances, text sizes and layout
/// directions: one reference picture per configuration in
/// `__Snapshots__/MatrixSnapshotTests/`.
@MainActor
@Suite struct MatrixSnapshotTests {
  @Test func themePickerMatrix() {
    assertSnapshots(
      of: ThemeController(theme: AppTheme(), platform: .v26),
      matrix: SnapshotMatrix(
        devices: [.iPhoneSE, .iPad11Inch], appearances: [.light, .dark],
        contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
        layoutDirections: [.leftToRight, .rightToLeft]))
  }

  @Test func themePickerOnPlatform18() {
    assertSnapshots(
      of: ThemeController(theme: AppTheme(), platform: .v18),
      matrix: SnapshotMatrix(appearances: [.light, .dark], platforms: [.v18]))
  }
}
