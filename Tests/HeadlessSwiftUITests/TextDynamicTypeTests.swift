// A text follows Dynamic Type as SwiftUI's does, however its body was last evaluated: a
// body of one text updates that text's label directly and remembers its style's font,
// and a Dynamic Type change still evaluates the body again and sizes the text anew. A
// text of a fixed size does not make its body depend on the Dynamic Type size.
// https://developer.apple.com/documentation/swiftui/text (a text style "scales with the
// person's preferred text size") and
// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:) (a
// fixed size does not).

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

struct TitledCount: View {
  let counter: Counter

  var body: some View {
    Text("n \(counter.value)").font(.title)
  }
}

struct FixedCount: View {
  let counter: Counter

  var body: some View {
    Text("n \(counter.value)").font(.system(size: 20))
  }
}

@MainActor
@Suite struct TextDynamicTypeTests {
  /// The font size of a text in `.title` shown in a window at `category`.
  private func titleSize(at category: UIContentSizeCategory) -> Double {
    let host = TestHost()
    host.setTraits { $0.preferredContentSizeCategory = category }
    host.show(UIHostingController(rootView: Text("n").font(.title)))
    return host.views(ofType: UILabel.self)[0].font.size
  }

  @Test func aBodyOfOneStyledTextFollowsDynamicTypeAfterADirectUpdate() throws {
    let counter = Counter()
    let (host, recorder) = showing(TitledCount(counter: counter))
    let large = titleSize(at: .large)
    let accessibility = titleSize(at: .accessibilityLarge)
    #expect(large < accessibility)
    let label = try #require(host.views(ofType: UILabel.self).first)
    #expect(label.font.size == large)
    // A change updates the same label directly, with the remembered font.
    counter.value = 1
    host.flush()
    #expect(texts(in: host) == ["n 1"])
    #expect(label.font.size == large)
    recorder.reset()
    host.setTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
    #expect(recorder.runs == ["TitledCount"])
    #expect(label.font.size == accessibility)
    // The next change keeps the new size, and going back sizes it back.
    counter.value = 2
    host.flush()
    #expect(texts(in: host) == ["n 2"])
    #expect(label.font.size == accessibility)
    recorder.reset()
    host.setTraits { $0.preferredContentSizeCategory = .large }
    #expect(recorder.runs == ["TitledCount"])
    #expect(label.font.size == large)
    // A change of another trait evaluates nothing.
    recorder.reset()
    host.setTraits { $0.userInterfaceStyle = .dark }
    #expect(recorder.runs.isEmpty)
  }

  @Test func aStyledTextJustShownFollowsDynamicType() throws {
    let (host, recorder) = showing(TitledCount(counter: Counter()))
    let label = try #require(host.views(ofType: UILabel.self).first)
    recorder.reset()
    host.setTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
    #expect(recorder.runs == ["TitledCount"])
    #expect(label.font.size == titleSize(at: .accessibilityLarge))
  }

  @Test func aBodyOfOneTextOfAFixedSizeDoesNotDependOnDynamicType() throws {
    let counter = Counter()
    let (host, recorder) = showing(FixedCount(counter: counter))
    counter.value = 1
    host.flush()
    let label = try #require(host.views(ofType: UILabel.self).first)
    #expect(label.font.size == 20)
    recorder.reset()
    host.setTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
    #expect(recorder.runs.isEmpty)
    #expect(label.font.size == 20)
    #expect(texts(in: host) == ["n 1"])
  }
}
