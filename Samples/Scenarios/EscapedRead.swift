import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessScenarios
import Observation

@Observable
final class Document {
  var title = "Untitled"
}

/// Reads the title once in `didLoad()` and caches it: the label freezes.
@MainActor
final class CachedTitleController: RenderingController {
  let document: Document
  let titleLabel = Label(frame: Rect(x: 20, y: 40, width: 350, height: 20))
  private var cachedTitle = ""

  init(document: Document, platform: Configuration.Platform) {
    self.document = document
    super.init(platform: platform)
  }

  override func didLoad() {
    titleLabel.identifier = "cachedTitle"
    view.addSubview(titleLabel)
    cachedTitle = document.title  // BUG: read outside any tracking scope
  }

  override func render() {
    titleLabel.text = cachedTitle
  }
}

/// Reads the title where it is tracked: the label follows every edit.
@MainActor
final class LiveTitleController: RenderingController {
  let document: Document
  let titleLabel = Label(frame: Rect(x: 20, y: 40, width: 350, height: 20))

  init(document: Document, platform: Configuration.Platform) {
    self.document = document
    super.init(platform: platform)
  }

  override func didLoad() {
    titleLabel.identifier = "liveTitle"
    view.addSubview(titleLabel)
  }

  override func render() {
    titleLabel.text = document.title  // the fix: read in the tracked hook
  }
}

/// Holds both screens side by side.
@MainActor
final class SideBySideController: Controller {
  let left: Controller
  let right: Controller

  init(_ left: Controller, _ right: Controller) {
    self.left = left
    self.right = right
    super.init()
  }

  override func didLoad() {
    embed(left)
    embed(right)
    left.view.frame = Rect(x: 0, y: 0, width: 390, height: 200)
    right.view.frame = Rect(x: 0, y: 200, width: 390, height: 200)
  }
}

extension Catalog {
  static let escapedRead = Scenario(
    name: "escaped-read",
    summary: "a value read in didLoad and cached freezes the label; reading it in the hook fixes it"
  ) { run in
    let document = Document()
    let cached = CachedTitleController(document: document, platform: run.platform)
    let live = LiveTitleController(document: document, platform: run.platform)
    run.step("show both title screens") { run.host.show(SideBySideController(cached, live)) }
    run.check("cached title", cached.titleLabel.text, equals: "Untitled")
    run.check("live title", live.titleLabel.text, equals: "Untitled")
    run.step("rename the document to 'Draft'") { document.title = "Draft" }
    run.check("cached title is frozen", cached.titleLabel.text, equals: "Untitled")
    run.check(
      "live title follows", live.titleLabel.text, equals: run.isTracked ? "Draft" : "Untitled")
    // HeadlessKit says what UIKit would not: the cached read will never refresh.
    let warned = run.host.diagnostics.contains {
      $0.kind == .untrackedRead
        && $0.message.hasPrefix("CachedTitleController.didLoad() read Document")
    }
    run.check("the cached read is reported", String(warned), equals: String(run.isTracked))
  }
}
