// The view builder's forms, and the views they build, as SwiftUI writes them.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

@Observable
final class Choices {
  var mode = 0
  var name: String? = nil
  var flag = false
}

struct TenChildren: View {
  var body: some View {
    VStack {
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
      Text("9")
      Text("10")
      Text("11")
    }
  }
}

struct BuilderForms: View {
  let choices: Choices

  var body: some View {
    VStack {
      switch choices.mode {
      case 0: Text("zero")
      case 1: Text("one")
      default: EmptyView()
      }
      if let name = choices.name {
        Text("name \(name)")
      }
      if choices.flag {
        Text("flag")
      } else {
        Group {
          Text("group a")
          Text("group b")
        }
      }
      AnyView(Text("erased"))
      ForEach(0..<2) { index in Text("row \(index)") }
      ForEach(["x", "y"], id: \.self) { letter in Text(letter) }
    }
  }
}

struct ModifiedText: View {
  var body: some View {
    Text("Styled")
      .font(.headline)
      .foregroundStyle(.red)
      .padding()
      .accessibilityIdentifier("styled")
  }
}

struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(8).background(Color.blue)
  }
}

struct CustomModified: View {
  var body: some View {
    Text("Card").modifier(Card())
  }
}

@MainActor
@Suite struct ViewBuilderTests {
  @Test func aBlockTakesMoreThanTenChildren() {
    let (host, _) = showing(TenChildren())
    #expect(texts(in: host) == (1...11).map(String.init))
  }

  @Test func switchIfLetIfElseGroupAnyViewAndForEachBuildTheirViews() {
    let choices = Choices()
    let (host, _) = showing(BuilderForms(choices: choices))
    #expect(
      texts(in: host) == [
        "zero", "group a", "group b", "erased", "row 0", "row 1", "x", "y",
      ])
    choices.mode = 1
    choices.name = "Ada"
    choices.flag = true
    host.flush()
    #expect(texts(in: host) == ["one", "name Ada", "flag", "erased", "row 0", "row 1", "x", "y"])
    choices.mode = 2
    host.flush()
    #expect(texts(in: host).first == "name Ada")
  }

  @Test func modifiersStyleTheTextAndNameItsView() throws {
    let (host, _) = showing(ModifiedText())
    let label = try #require(host.view(withText: "Styled") as? UILabel)
    #expect(label.textColor == UIColor.systemRed)
    #expect(label.font.size > UIFont.preferredFont(forTextStyle: .body).pointSize - 1)
    let named = try #require(host.view("styled"))
    #expect(named.subviews.first === label)
    #expect(label.frame.origin == CGPoint(x: 16, y: 16))
  }

  @Test func aCustomModifierWrapsItsContent() throws {
    let (host, _) = showing(CustomModified())
    let label = try #require(host.view(withText: "Card"))
    #expect(label.superview?.superview?.subviews.first?.backgroundColor == UIColor.systemBlue)
  }
}
