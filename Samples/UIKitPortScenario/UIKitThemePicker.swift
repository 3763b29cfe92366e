// A module of its own: it links HeadlessUIKit, whose `UIColor(named:)` would otherwise
// reach the HeadlessKit-style samples (Swift makes extension members of a dependency's
// dependencies visible) and change what their `Color(named:)` returns.
import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessSamples
public import HeadlessScenarios
import UIKitPort

/// The scenarios of the UIKit port (`Samples/UIKitPort`).
public enum UIKitPortScenarios {
  /// Every one, in the order `headless list` prints them after the others.
  public static let all: [Scenario] = [uikitThemePicker]

  /// Seed 001's screen as written for iOS (`Samples/UIKitPort`, UIKit's names only),
  /// driven on HeadlessKit's update cycle through HeadlessUIKit.
  static let uikitThemePicker = Scenario(
    name: "uikit-theme-picker",
    summary: "the theme picker written for UIKit, unchanged but its import, on Linux"
  ) { run in
    do {
      try addThemeAssetCatalog()
    } catch {
      run.check("the asset catalog loads", "\(error)", equals: "loaded")
    }
    let theme = UIKitPort.AppTheme()
    let screen = UIKitPort.ViewController(
      theme: theme, appliesInUpdateProperties: run.platform == .v26)
    run.step("show the UIKit view controller") { run.host.show(screen) }
    run.check("label shows the theme", screen.themeLabel.text, equals: "Forest")
    run.check(
      "header is the catalog's forest", screen.headerView.backgroundColor?.description,
      equals: "forest")
    // Laid out by its anchors: the header across the top, 120 high; the label 20 below it,
    // as wide as "Forest" (6 characters of 8 points); the button 20 below the label.
    run.check(
      "anchors place the header", screen.headerView.frame.compactDescription,
      equals: Rect(x: 0, y: 0, width: 390, height: 120).compactDescription)
    run.check(
      "anchors place the label", screen.themeLabel.frame.compactDescription,
      equals: Rect(x: 20, y: 140, width: 48, height: 20).compactDescription)
    run.check(
      "anchors place the button below the label",
      run.host.view("changeTheme")?.frame.compactDescription,
      equals: Rect(x: 20, y: 180, width: 128, height: 44).compactDescription)

    run.step("tap 'Change theme': a navigation controller opens as a medium sheet") {
      run.host.tap("changeTheme")
    }
    run.check(
      "sheet covers the bottom half", screen.presentedController?.view.frame.compactDescription,
      equals: Rect(x: 0, y: 422, width: 390, height: 422).compactDescription)
    run.check(
      "the bar shows the picker's title", run.host.label("navigationTitle")?.text, equals: "Theme")
    run.check(
      "the current accent is checked",
      run.host.views(ofType: ListCell.self).first { $0.accessory == .checkmark }?.label.text,
      equals: "Forest")
    run.picture("sheet")

    run.step("select the 'Coral' row") { run.host.select(row: 1, in: "accents") }
    // Tracked (26, or 18 with the key): the write re-runs the hook that applies the
    // theme, and the cells' handlers. Untracked: everything stays on forest.
    run.check(
      "label follows the theme", screen.themeLabel.text,
      equals: run.isTracked ? "Coral" : "Forest")
    run.check(
      "header follows the theme", screen.headerView.backgroundColor?.hex,
      equals: run.isTracked ? "#FF804F" : "#216B40")
    // The new text's intrinsic size re-solves the constraints: "Coral" is 40 wide.
    run.check(
      "the label's width follows its text", screen.themeLabel.frame.width.description,
      equals: run.isTracked ? "40.0" : "48.0")
    run.check(
      "the check mark follows the theme",
      run.host.views(ofType: ListCell.self).first { $0.accessory == .checkmark }?.label.text,
      equals: run.isTracked ? "Coral" : "Forest")

    run.step("dismiss the sheet") { screen.dismiss() }
    run.check("sheet is gone", String(screen.presentedController == nil), equals: "true")
  }
}
