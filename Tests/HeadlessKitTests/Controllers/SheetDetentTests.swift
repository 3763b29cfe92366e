import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct SheetDetentTests {
  @Test func selectedDetentStartsAtTheFirstAndMovesTheSheet() {  // Rule 5.5
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    let sheet = RecordingController("sheet", recorder: recorder)
    root.present(sheet, style: .sheet(detents: [.medium, .large]))
    host.flush()
    #expect(sheet.selectedDetent == .medium)
    #expect(sheet.view.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    sheet.selectedDetent = .large
    host.flush()
    #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.view.window === host.window)  // the presenter stays visible
  }

  @Test func aDetentTheSheetDoesNotHaveIsReportedAndIgnored() {
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder, diagnostics: .expected)
    let sheet = RecordingController("sheet", recorder: recorder)
    root.present(sheet, style: .sheet(detents: [.medium]))
    host.flush()
    sheet.selectedDetent = .large
    #expect(sheet.selectedDetent == .medium)
    #expect(
      host.diagnostics.map(\.message) == [
        "RecordingController.selectedDetent = .large ignored: the sheet's detents are .medium."
      ])
  }
}

/// Custom detents: a height worked out from the sheet's window, clamped to its height;
/// `nil` makes the detent inactive.
@MainActor
@Suite struct CustomDetentTests {
  @Test func aCustomDetentSizesTheSheetAndCanBeSelected() {
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder)
    let sheet = RecordingController("sheet", recorder: recorder)
    var maximum: Double?
    let peek = Detent.custom(name: "peek") { context in
      maximum = context.maximumHeight
      return 150
    }
    root.present(sheet, style: .sheet(detents: [.large, peek]))
    host.flush()
    #expect(maximum == 844)
    #expect(sheet.selectedDetent == peek, "the smallest active detent")
    #expect(sheet.view.frame == Rect(x: 0, y: 694, width: 390, height: 150))
    sheet.selectedDetent = .large
    host.flush()
    #expect(sheet.view.frame.height == 844)
    sheet.selectedDetent = .custom(name: "peek") { _ in nil }  // matched by name
    host.flush()
    #expect(sheet.view.frame.height == 150)
  }

  @Test func heightsAreClampedAndNilIsInactive() {
    let context = DetentContext(traitCollection: TraitCollection(), maximumHeight: 800)
    #expect(Detent.custom(name: "tall") { _ in 2000 }.height(in: context) == 800)
    #expect(Detent.custom(name: "negative") { _ in -5 }.height(in: context) == 0)
    #expect(Detent.custom(name: "off") { _ in nil }.height(in: context) == nil)
    #expect(Detent.medium.height(in: context) == 400)
    #expect(Detent.large.height(in: context) == 800)
    let compact = DetentContext(
      traitCollection: TraitCollection(verticalSizeClass: .compact), maximumHeight: 390)
    #expect(Detent.medium.height(in: compact) == nil, "inactive in compact height")
  }

  @Test func detentsCompareByNameAndDescribeThemselves() {
    #expect(Detent.custom(name: "a") { _ in 1 } == Detent.custom(name: "a") { _ in 2 })
    #expect(Detent.custom(name: "a") { _ in 1 } != .medium)
    #expect(Detent.medium.name == "medium")
    #expect(Detent.custom(name: "peek") { _ in 1 }.description == ".custom(\"peek\")")
  }

  @Test func anUnknownCustomDetentIsReportedByName() {
    let recorder = LifecycleRecorder()
    let (host, root) = makeHost(recorder: recorder, diagnostics: .expected)
    let sheet = RecordingController("sheet", recorder: recorder)
    root.present(sheet, style: .sheet(detents: [.medium]))
    host.flush()
    sheet.selectedDetent = .custom(name: "peek") { _ in 100 }
    #expect(
      host.diagnostics.map(\.message) == [
        "RecordingController.selectedDetent = .custom(\"peek\") ignored: the sheet's detents "
          + "are .medium."
      ])
  }
}
