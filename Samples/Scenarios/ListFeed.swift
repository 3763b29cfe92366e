import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessScenarios
import Observation

@Observable
final class FeedPost {
  let id: String
  var likes = 0
  init(id: String) { self.id = id }
}

/// A cell that reads its post in the tracked configuration hook.
final class FeedCell: ListCell {
  var post: FeedPost?
  private(set) var configurations = 0

  override func updateConfiguration(using state: State) {
    configurations += 1
    label.text = post.map { "\($0.id): \($0.likes) \($0.likes == 1 ? "like" : "likes")" } ?? ""
  }
}

/// A feed of 1,000 posts in a list; selecting a row likes that post.
@MainActor
final class FeedController: Controller {
  let posts: [FeedPost]
  let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 440))

  init(posts: [FeedPost]) {
    self.posts = posts
    super.init()
  }

  override func didLoad() {
    list.identifier = "feed"
    let byID = Dictionary(uniqueKeysWithValues: posts.map { ($0.id, $0) })
    // The snapshot's identifiers come back as `AnyHashable`: here, post IDs (strings).
    list.cellProvider = { list, _, id in
      let cell = list.dequeueReusableCell(of: FeedCell.self)
      cell.post = byID[id as! String]
      return cell
    }
    list.onSelect = { _, id in byID[id as! String]?.likes += 1 }  // an action: writes only
    list.titleForHeader = { _, section in section as? String }  // the section's name
    var snapshot = ListSnapshot<String, String>()
    snapshot.appendSections(["Latest posts"])
    snapshot.appendItems(posts.map(\.id), toSection: "Latest posts")
    list.apply(snapshot)
    view.addSubview(list)
  }
}

extension Catalog {
  static let listFeed = Scenario(
    name: "list-feed",
    summary: "a 1,000-post list: each cell tracks its post; only visible cells exist"
  ) { run in
    let posts = (0..<1_000).map { FeedPost(id: "post\($0)") }
    let screen = FeedController(posts: posts)
    run.step("show the feed") { run.host.show(screen) }
    run.picture("top")  // the section's header above the first rows
    run.check(
      "the section's header is on screen",
      run.host.window.renderText().split(separator: "\n").first { $0.contains("Latest posts") }
        .map { _ in "shown" }, equals: "shown")
    run.check(
      "only the visible rows have cells", String(screen.list.visibleCells.count), equals: "10")
    let cell = screen.list.visibleCells[2] as! FeedCell

    run.step("select row 2: its action likes post2") { run.host.select(row: 2) }
    run.check("post2 was liked", String(posts[2].likes), equals: "1")
    // Selection itself reconfigures the selected cell, tracked or not.
    run.check("the selected cell shows the like", cell.label.text, equals: "post2: 1 like")

    let other = screen.list.visibleCells[3] as! FeedCell
    let before = screen.list.visibleCells.map { ($0 as! FeedCell).configurations }
    run.step("post3 is liked elsewhere (a model write, no UI event)") { posts[3].likes += 1 }
    // Configuration hooks are tracked on 26 and on 18 with the key: the cell refreshes.
    run.check(
      "post3's cell follows its post", other.label.text,
      equals: run.isTracked ? "post3: 1 like" : "post3: 0 likes")
    let after = screen.list.visibleCells.map { ($0 as! FeedCell).configurations }
    run.check(
      "no other cell was reconfigured",
      String(
        zip(before, after).enumerated().allSatisfy {
          $0.offset == 3 || $0.element.0 == $0.element.1
        }),
      equals: "true")

    run.step("scroll to the end") {
      screen.list.scroll(to: Point(x: 0, y: 1_000 * 44))
    }
    run.check(
      "the last post is on screen",
      (screen.list.visibleCells.last?.itemIdentifier).map { "\($0.base)" },
      equals: "post999")
    run.check(
      "cells were reused, not multiplied", String(screen.list.cellsCreated <= 12), equals: "true")
  }
}
