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
