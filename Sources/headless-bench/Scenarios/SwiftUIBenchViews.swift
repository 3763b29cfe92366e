// The SwiftUI views of the `swiftui-cycle` and `swiftui-list` rows. This file imports
// HeadlessSwiftUI alone, as a SwiftUI file imports SwiftUI: `View`, `Text` and `List` are
// SwiftUI's here.

import HeadlessSwiftUI
import Observation

/// One row of `swiftui-cycle`: its body reads one model.
struct DigitRow: View {
  let model: Model

  var body: some View {
    // One digit: the text keeps its width, so a change lays out this row alone.
    Text(String(model.value % 10))
  }
}

/// `swiftui-cycle`'s screen: a column of rows, each reading its own model.
struct DigitColumn: View {
  let models: [Model]

  var body: some View {
    VStack {
      ForEach(models.indices, id: \.self) { index in
        DigitRow(model: models[index])
      }
    }
  }
}

/// A post of `swiftui-list`: its row shows its likes.
@Observable
final class BenchPost: Identifiable {
  let id: Int
  var likes = 0

  init(id: Int) { self.id = id }

  /// What a row shows: the same width for every count.
  var line: String { "post\(id): \(likes % 10) likes" }
}

/// One row of `swiftui-list`; counts its body's runs.
struct PostRow: View {
  /// Body runs of every `PostRow`, for the row's check that a change re-evaluates one body.
  @MainActor static var bodyRuns = 0

  let post: BenchPost

  var body: some View {
    Self.bodyRuns += 1
    return Text(post.line)
  }
}

/// `swiftui-list`'s screen: a `List` of posts.
struct PostList: View {
  let posts: [BenchPost]

  var body: some View {
    List(posts) { post in PostRow(post: post) }
  }
}

/// A hosting controller showing `view`, typed as UIKit's controller (HeadlessKit's
/// `Controller`) for the files that import HeadlessKit.
@MainActor
func hostingController(_ view: some View) -> UIViewController {
  UIHostingController(rootView: view)
}
