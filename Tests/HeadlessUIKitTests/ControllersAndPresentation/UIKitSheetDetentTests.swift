import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

/// What a custom detent's resolver reads, for the tracked-resolver test.
@Observable @MainActor
final class SheetPeekModel {
  var peekHeight: CGFloat = 200
}

final class DetentSheetController: UIViewController {}

// Custom sheet detents as UIKit declares them:
// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
// ("The value you return from this closure is a height within the safe area of the
// sheet"; nil makes the detent inactive:
// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/resolvedvalue(in:)),
// the resolution context
// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
// and selectedDetentIdentifier ("The default value is nil, which means the sheet displays
// at the smallest detent you specify"):
// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
@MainActor
@Suite struct UIKitSheetDetentTests {
  private static let peek = UISheetPresentationController.Detent.Identifier("peek")

  /// A root on screen in an 844-point window, and a sheet to present.
  private func shownRoot() -> (TestHost, UIViewController, DetentSheetController) {
    let root = UIViewController()
    let host = TestHost()
    host.show(root)
    host.flush()
    let sheet = DetentSheetController()
    sheet.modalPresentationStyle = .pageSheet
    return (host, root, sheet)
  }

  @Test func theSystemDetentsHaveUIKitsIdentifiers() {
    let medium = UISheetPresentationController.Detent.medium()
    let large = UISheetPresentationController.Detent.large()
    #expect(medium.identifier == .medium)
    #expect(large.identifier == .large)
    #expect(medium.identifier.rawValue == "com.apple.UIKit.medium")
    #expect(large.identifier.rawValue == "com.apple.UIKit.large")
    #expect(UISheetPresentationController.Detent.Identifier("peek").rawValue == "peek")
    #expect(
      UISheetPresentationController.Detent.Identifier(rawValue: "peek") == Self.peek)
    let custom = UISheetPresentationController.Detent.custom(identifier: Self.peek) { _ in 120 }
    #expect(custom.identifier == Self.peek)
    let anonymous = UISheetPresentationController.Detent.custom { _ in 120 }
    let other = UISheetPresentationController.Detent.custom { _ in 120 }
    #expect(anonymous.identifier != other.identifier, "generated identifiers are unique")
  }

  @Test func aCustomDetentSizesTheSheetToTheResolversHeight() {
    let (host, root, sheet) = shownRoot()
    var seen: (traits: UITraitCollection, maximum: CGFloat)?
    sheet.sheetPresentationController?.detents = [
      .custom(identifier: Self.peek) { context in
        seen = (context.containerTraitCollection, context.maximumDetentValue)
        return 200
      },
      .large(),
    ]
    root.present(sheet, animated: true)
    host.flush()
    #expect(seen?.maximum == 844, "the large detent's height: the window's")
    #expect(seen?.traits.userInterfaceStyle == host.window.traitCollection.userInterfaceStyle)
    #expect(sheet.view.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == nil)
    // Selecting the large detent moves the sheet; selecting the custom one brings it back.
    sheet.sheetPresentationController?.selectedDetentIdentifier = .large
    host.flush()
    #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
    sheet.sheetPresentationController?.selectedDetentIdentifier = Self.peek
    host.flush()
    #expect(sheet.view.frame.height == 200)
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == Self.peek)
  }

  @Test func theSheetStartsAtTheSmallestDetentWhateverTheirOrder() {
    let (host, root, sheet) = shownRoot()
    sheet.sheetPresentationController?.detents = [
      .large(), .medium(), .custom(identifier: Self.peek) { $0.maximumDetentValue * 0.25 },
    ]
    root.present(sheet, animated: true)
    host.flush()
    #expect(sheet.view.frame.height == 211, "a quarter of 844, the smallest")
    #expect(sheet.view.frame.maxY == 844)
  }

  @Test func aResolvedHeightIsClampedToTheMaximum() {
    let (host, root, sheet) = shownRoot()
    sheet.sheetPresentationController?.detents = [.custom { _ in 5000 }]
    root.present(sheet, animated: true)
    host.flush()
    #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func anInactiveCustomDetentIsSkipped() {
    let (host, root, sheet) = shownRoot()
    sheet.sheetPresentationController?.detents = [
      .custom(identifier: Self.peek) { _ in nil }, .medium(), .large(),
    ]
    root.present(sheet, animated: true)
    host.flush()
    #expect(sheet.view.frame.height == 422, "the medium detent: the custom one is inactive")
    sheet.sheetPresentationController?.selectedDetentIdentifier = Self.peek
    host.flush()
    #expect(sheet.view.frame.height == 422, "an inactive selection rests at the smallest")
  }

  @Test func selectingADetentTheSheetLacksIsReportedAndIgnored() {
    let root = UIViewController()
    let host = TestHost(diagnostics: .expected)
    host.show(root)
    let sheet = DetentSheetController()
    sheet.sheetPresentationController?.detents = [
      .custom(identifier: Self.peek) { _ in 200 }, .large(),
    ]
    root.present(sheet, animated: true)
    host.flush()
    sheet.sheetPresentationController?.selectedDetentIdentifier = .medium
    host.flush()
    #expect(sheet.view.frame.height == 200, "still at the smallest")
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == nil)
    #expect(
      host.diagnostics.map(\.message) == [
        "DetentSheetController.selectedDetent = .medium ignored: the sheet's detents are "
          + ".custom(\"peek\"), .large."
      ])
  }

  @Test func resolvedValueGivesEachDetentsHeight() {
    final class Context: NSObject, UISheetPresentationControllerDetentResolutionContext {
      var containerTraitCollection: UITraitCollection { UITraitCollection() }
      var maximumDetentValue: CGFloat { 800 }
    }
    let context = Context()
    #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 400)
    #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 800)
    let custom = UISheetPresentationController.Detent.custom { $0.maximumDetentValue / 4 }
    #expect(custom.resolvedValue(in: context) == 200)
    #expect(
      UISheetPresentationController.Detent.custom { _ in nil }.resolvedValue(in: context) == nil)
  }

  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/invalidatedetents()
  @Test func invalidateDetentsAndTrackedReadsResolveTheHeightAgain() {
    let (host, root, sheet) = shownRoot()
    let model = SheetPeekModel()
    var plain: CGFloat = 100
    sheet.sheetPresentationController?.detents = [
      .custom(identifier: Self.peek) { _ in plain }, .large(),
    ]
    root.present(sheet, animated: true)
    host.flush()
    #expect(sheet.view.frame.height == 100)
    plain = 150
    host.flush()
    #expect(sheet.view.frame.height == 100, "nothing asked the sheet to resolve again")
    sheet.sheetPresentationController?.invalidateDetents()
    host.flush()
    #expect(sheet.view.frame.height == 150)
    // A resolver reading @Observable state runs again after a write and a flush.
    sheet.sheetPresentationController?.animateChanges {
      sheet.sheetPresentationController?.detents = [
        .custom(identifier: Self.peek) { _ in model.peekHeight }, .large(),
      ]
    }
    host.flush()
    #expect(sheet.view.frame.height == 200)
    model.peekHeight = 260
    host.flush()
    #expect(sheet.view.frame.height == 260)
  }

  @Test func theCustomDetentShowsInThePicture() {
    let (host, root, sheet) = shownRoot()
    sheet.sheetPresentationController?.detents = [.custom { _ in 300 }]
    root.present(sheet, animated: true)
    host.flush()
    // The sheet's card: rounded top corners 300 points above the bottom.
    #expect(host.window.renderSVG().contains("<path d=\"M0,556 a12,12 0 0 1 12,-12"))
  }

  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier
  @Test func largestUndimmedDetentLeavesTheScreenBeneathUndimmed() {
    let (host, root, sheet) = shownRoot()
    let dim = "fill=\"#000000\" fill-opacity=\"0.25\""
    sheet.sheetPresentationController?.detents = [.medium(), .large()]
    sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
    root.present(sheet, animated: true)
    host.flush()
    #expect(!host.window.renderSVG().contains(dim), "at the medium detent: not dimmed")
    sheet.sheetPresentationController?.selectedDetentIdentifier = .large
    host.flush()
    #expect(host.window.renderSVG().contains(dim), "above it: dimmed")
    sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = nil
    sheet.sheetPresentationController?.selectedDetentIdentifier = .medium
    host.flush()
    #expect(host.window.renderSVG().contains(dim), "nil dims at every detent")
  }
}
