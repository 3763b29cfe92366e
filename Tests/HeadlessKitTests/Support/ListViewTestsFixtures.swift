import Foundation

import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

@Observable final class Post {
  let id: String
  var likes = 0
  init(id: String) { self.id = id }
}

/// A cell that shows a post, read in its tracked configuration hook.
final class PostCell: ListCell {
  var post: Post?
  var configurations = 0
  override func updateConfiguration(using state: State) {
    configurations += 1
    label.text = post.map { "\($0.id) (\($0.likes))" } ?? "-"
  }
}
