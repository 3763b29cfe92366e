import Foundation
@testable import HeadlessKit
import HeadlessKitTesting
import Observation
import Synchronization
import Testing

/// The trace names the hook that read a changed value, even when several hooks share
/// their phase's tracking scope (a cell's configuration methods, a controller's and its
/// view's `updateProperties()`, the three layout hooks).
@MainActor
@Suite struct TraceHookNamingTests {
  @Observable final class Post: @unchecked Sendable {
    var title = "first"
    var likes = 0
  }

  final class PostCell: ListCell {
    var post: Post?
    override func updateConfiguration(using state: State) {
      label.text = post?.title
    }
  }

  /// The reruns reported, as `owner.method` and the properties that changed.
  private func reruns(_ host: TestHost) -> [String] {
    host.diagnostics.compactMap { diagnostic in
      guard case .rerun(let rerun) = diagnostic.event else { return nil }
      return "\(rerun.owner).\(rerun.method): "
        + rerun.changes.map(\.property).joined(separator: ", ")
    }
  }

  @Test func aCellsConfigurationMethodsAreNamedApart() {
    let post = Post()
    let host = TestHost(configuration: Configuration(traceEnabled: true))
    let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 400))
    list.cellProvider = { list, _, _ in
      let cell = list.dequeueReusableCell(of: PostCell.self)
      cell.post = post
      cell.configurationUpdateHandler = { _, _ in _ = post.likes }
      return cell
    }
    list.apply(ListSnapshot(items: ["p1"]))
    let root = Controller()
    root.view.addSubview(list)
    host.show(root)
    post.title = "second"
    host.flush()
    post.likes = 1
    host.flush()
    #expect(
      reruns(host) == [
        "PostCell(p1).updateConfiguration(using:): Post",
        "PostCell(p1).configurationUpdateHandler: Post",
      ])
    #expect(
      host.diagnostics.first?.message
        == "PostCell(p1).updateConfiguration(using:) will re-run in pass 2: Post changed on "
        + "the main actor")
  }

  final class Screen: Controller {
    let post: Post
    init(post: Post) {
      self.post = post
      super.init()
    }
    override func updateProperties() { _ = post.title }
    override func didLayout() { _ = post.likes }
  }

  final class TitledScreen: Controller {
    let post: Post
    init(post: Post) {
      self.post = post
      super.init()
    }
    override func loadView() { view = TitleView(post: post) }
    override func updateProperties() { _ = post.title }
  }

  final class TitleView: View {
    let post: Post
    init(post: Post) {
      self.post = post
      super.init()
    }
    override func updateProperties() { _ = post.title }
  }

  @Test func theLayoutHookThatReadIsNamedAndEachReaderOfOneChangeIsReported() {
    let post = Post()
    let host = TestHost(configuration: Configuration(traceEnabled: true))
    let root = Screen(post: post)
    host.show(root)
    post.likes = 1
    host.flush()
    #expect(reruns(host) == ["Screen.didLayout(): Post"], "not willLayout(), which read nothing")

    // A controller and its root view run in the view's one properties scope; both read.
    let other = TestHost(configuration: Configuration(traceEnabled: true))
    other.show(TitledScreen(post: post))
    post.title = "second"
    other.flush()
    #expect(
      reruns(other) == [
        "TitledScreen.updateProperties(): Post", "TitledScreen.view.updateProperties(): Post",
      ])
  }

  @Test func attributionScopesAreRetiredByTheNextRun() {
    let post = Post()
    let host = TestHost(configuration: Configuration(traceEnabled: true))
    let root = Screen(post: post)
    host.show(root)
    let tracker = root.view.node.tracker!
    // Forced re-runs with no change: each run's attribution scope would stay registered
    // on `post.title` if the next run did not retire it.
    for _ in 0..<200 {
      root.setNeedsUpdateProperties()
      host.flush()
    }
    let before = tracker.fireCount.load(ordering: .relaxed)
    post.title = "second"
    // The live phase scope, its attribution scope, and at most one orphan.
    #expect(tracker.fireCount.load(ordering: .relaxed) - before <= 3)
    host.flush()
    #expect(reruns(host) == ["Screen.updateProperties(): Post"])
  }
}
