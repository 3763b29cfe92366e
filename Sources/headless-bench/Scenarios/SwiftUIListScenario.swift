import Foundation
import HeadlessKit

/// `swiftui-list`: one post's change in a 1,000-row `List` (one row body re-evaluated,
/// counted) against the same change in a `ListView` whose cells track their posts.
struct SwiftUIListScenario: BenchScenario {
  var name: String { "swiftui-list" }
  var summary: String {
    "one row's model changes in a 1,000-row SwiftUI List vs a ListView; one body re-runs"
  }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    let n = 1_000
    let posts = (0..<n).map { BenchPost(id: $0) }
    let app = mount([hostingController(PostList(posts: posts))])
    let listPosts = (0..<n).map { BenchPost(id: $0) }
    let baseline = mount([PostListController(posts: listPosts)])
    // Mounting the baseline changed the (process-wide) trait generation, so the SwiftUI
    // side's next flush would run its trait phase and re-check every body that read a
    // trait: a cost of mounting, not of the change measured. Settle it before measuring.
    app.flush()
    // Rows 0 to 9 are on screen on both sides: the list view has cells for those only.
    let visible = 10
    let iterations = 1_000
    PostRow.bodyRuns = 0
    let r = Harness.compare(name, rounds: context.rounds, iterations: iterations) {
      for i in 0..<iterations {
        posts[i % visible].likes &+= 1
        app.flush()
      }
    } baseline: {
      for i in 0..<iterations {
        listPosts[i % visible].likes &+= 1
        baseline.flush()
      }
    }
    let change = Row.ratio(name, "change 1 row of 1,000 + flush", r, limit: 2.0, aim: "")
    // The row's check: each change re-evaluated exactly one row's body.
    let perChange = Double(PostRow.bodyRuns) / Double(context.rounds * iterations)
    let bodies = Row(
      scenario: name, measure: "row bodies evaluated per change", framework: perChange,
      baseline: nil, ratio: nil, unit: "bodies", target: "1", met: perChange == 1)
    return [change, bodies]
  }
}

/// A post's cell: reads its post in the tracked configuration hook.
final class PostCell: ListCell {
  var post: BenchPost?

  override func updateConfiguration(using state: State) {
    label.text = post?.line ?? ""
  }
}

/// The UIKit side of `swiftui-list`: a list view of 1,000 posts, a screen tall.
final class PostListController: Controller {
  let posts: [BenchPost]
  let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 844))

  init(posts: [BenchPost]) {
    self.posts = posts
    super.init()
  }

  override func didLoad() {
    let posts = self.posts
    list.cellProvider = { list, _, id in
      let cell = list.dequeueReusableCell(of: PostCell.self)
      cell.post = posts[id as! Int]
      return cell
    }
    var snapshot = ListSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(posts.map(\.id), toSection: 0)
    list.apply(snapshot)
    view.addSubview(list)
  }
}
