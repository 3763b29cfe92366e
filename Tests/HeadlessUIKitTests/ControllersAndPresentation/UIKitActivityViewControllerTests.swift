import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// The share sheet: https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
// (its completionWithItemsHandler hears the activity and whether it completed, or nil and
// false when the person cancels) and https://developer.apple.com/documentation/uikit/uiactivity

private final class ReportActivity: UIActivity {
  var performed: [String] = []
  override var activityType: UIActivity.ActivityType? { .init("com.example.report") }
  override var activityTitle: String? { "Report" }
  override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
    activityItems.contains { $0 is URL }
  }
  override func prepare(withActivityItems activityItems: [Any]) {
    performed = activityItems.compactMap { ($0 as? URL)?.absoluteString }
  }
  override func perform() { activityDidFinish(true) }
}

/// A detail screen that shares its link, as public code writes one.
private final class ArticleController: UIViewController {
  let report = ReportActivity()
  var results: [String] = []

  func share() {
    let url = URL(string: "https://example.com/a/1")!
    let sheet = UIActivityViewController(
      activityItems: ["A good read", url], applicationActivities: [report])
    sheet.excludedActivityTypes = [.print, .assignToContact]
    sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
      self?.results.append("\(type?.rawValue ?? "nil") \(completed)")
    }
    present(sheet, animated: true)
  }
}

@MainActor
@Suite struct UIKitActivityViewControllerTests {
  @Test func choosingASystemActivityReportsItAndDismissesTheSheet() throws {
    let host = TestHost()
    let controller = ArticleController()
    host.show(controller)
    controller.share()
    host.flush()
    let sheet = try #require(controller.presentedViewController as? UIActivityViewController)
    #expect(sheet.availableActivityTypes.first?.rawValue == "com.example.report")
    #expect(!sheet.availableActivityTypes.contains(.print))
    #expect(host.label("com.apple.UIKit.activity.CopyToPasteboard") != nil)

    sheet.chooseActivity(.copyToPasteboard)
    host.flush()
    #expect(controller.results == ["com.apple.UIKit.activity.CopyToPasteboard true"])
    #expect(controller.presentedViewController == nil)
  }

  @Test func anAppActivityIsPreparedPerformedAndReported() throws {
    let host = TestHost()
    let controller = ArticleController()
    host.show(controller)
    controller.share()
    host.flush()
    let sheet = try #require(controller.presentedViewController as? UIActivityViewController)
    sheet.chooseActivity(.init("com.example.report"))
    host.flush()
    #expect(controller.report.performed == ["https://example.com/a/1"])
    #expect(controller.results == ["com.example.report true"])
  }

  @Test func cancellingReportsNilAndFalse() throws {
    let host = TestHost()
    let controller = ArticleController()
    host.show(controller)
    controller.share()
    host.flush()
    let sheet = try #require(controller.presentedViewController as? UIActivityViewController)
    sheet.cancel()
    host.flush()
    #expect(controller.results == ["nil false"])
  }
}
