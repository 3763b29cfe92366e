// `List(selection:)` with a single and a multiple selection, and accessibility modifiers on
// views that have a body.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

struct Fruit: Identifiable, Hashable {
  let id: Int
  let name: String
}

@Observable
final class FruitBasket {
  let fruits = [
    Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry"),
  ]
  var chosen: Int?
  var chosenSet: Set<Int> = []
}

struct SingleFruitList: View {
  @Bindable var basket: FruitBasket

  var body: some View {
    List(basket.fruits, selection: $basket.chosen) { fruit in
      Text(fruit.name)
    }
  }
}

struct MultipleFruitList: View {
  @Bindable var basket: FruitBasket

  var body: some View {
    List(selection: $basket.chosenSet) {
      ForEach(basket.fruits, id: \.id) { fruit in
        Text(fruit.name)
      }
    }
  }
}

/// A row view with a body, identified where it is used.
struct FruitRow: View {
  let fruit: Fruit

  var body: some View {
    HStack {
      Text(fruit.name)
      Spacer()
    }
  }
}

struct IdentifiedRows: View {
  let fruits: [Fruit]

  var body: some View {
    List(fruits) { fruit in
      FruitRow(fruit: fruit)
        .accessibilityIdentifier("row-\(fruit.id)")
    }
  }
}

struct LabelledText: View {
  var body: some View { Text("42") }
}

@MainActor
@Suite struct ListSelectionTests {
  /// The view showing `text` in `host`.
  private func row(_ text: String, in host: TestHost) throws -> UIView {
    try #require(host.view(withText: text))
  }

  private func isDrawnSelected(_ view: UIView) -> Bool {
    view.accessibilityTraits.contains(.selected) && view.backgroundColor != nil
  }

  /// "Creates a list ... that supports selecting a single row": a tap selects the row, by
  /// its element's id.
  /// https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:)
  @Test func tappingARowOfASingleSelectionListSetsTheBindingAndDrawsItSelected() throws {
    let basket = FruitBasket()
    let (host, _) = showing(SingleFruitList(basket: basket), diagnostics: .recordAsFailures)
    #expect(basket.chosen == nil)
    #expect(try !isDrawnSelected(row("Banana", in: host)))

    // A finger on the row's text: the list's rows take the tap (the label passes it on).
    host.tap(try row("Banana", in: host))
    host.flush()
    #expect(basket.chosen == 2)
    #expect(try isDrawnSelected(row("Banana", in: host)))
    #expect(try !isDrawnSelected(row("Apple", in: host)))

    host.staticTexts["Cherry"].tap()
    #expect(basket.chosen == 3)
    #expect(try isDrawnSelected(row("Cherry", in: host)))
    #expect(try !isDrawnSelected(row("Banana", in: host)))

    // A change of the binding elsewhere redraws the selection.
    basket.chosen = 1
    host.flush()
    #expect(try isDrawnSelected(row("Apple", in: host)))
    #expect(try !isDrawnSelected(row("Cherry", in: host)))
  }

  /// "Creates a list with the given content that supports selecting multiple rows": the
  /// set's members are drawn selected; outside edit mode a tap selects the tapped row.
  /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4sffx
  @Test func aMultipleSelectionListDrawsTheSetAndATapSelectsTheTappedRow() throws {
    let basket = FruitBasket()
    basket.chosenSet = [1, 3]
    let (host, _) = showing(MultipleFruitList(basket: basket), diagnostics: .recordAsFailures)
    #expect(try isDrawnSelected(row("Apple", in: host)))
    #expect(try !isDrawnSelected(row("Banana", in: host)))
    #expect(try isDrawnSelected(row("Cherry", in: host)))

    host.staticTexts["Banana"].tap()
    #expect(basket.chosenSet == [2])
    #expect(try isDrawnSelected(row("Banana", in: host)))
    #expect(try !isDrawnSelected(row("Apple", in: host)))
  }

  /// A list without a selection binding selects nothing.
  @Test func aListWithoutSelectionDrawsNoRowSelected() throws {
    let (host, _) = showing(IdentifiedRows(fruits: FruitBasket().fruits))
    host.tap(try row("Apple", in: host))
    host.flush()
    #expect(try !isDrawnSelected(row("Apple", in: host)))
  }

  /// `accessibilityIdentifier(_:)` on a view with a body names what the body resolves to,
  /// as SwiftUI applies it to the resolved content: the custom row's identifier finds the
  /// row (its stack), not a host of HeadlessSwiftUI's own.
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
  @Test func anIdentifierOnACustomViewFindsTheContentItsBodyResolvesTo() throws {
    let (host, _) = showing(IdentifiedRows(fruits: FruitBasket().fruits))
    let row = try #require(host.view("row-2"))
    #expect(String(describing: type(of: row)) != "BodyHostView")
    #expect(row.subviews.contains { ($0 as? UILabel)?.text == "Banana" })
    // The view with the body keeps its type name.
    #expect(host.view("FruitRow") != nil)
    #expect(host.otherElements["row-2"].exists || host.staticTexts["row-2"].exists)
  }

  /// `accessibilityLabel(_:)` on a view with a body labels the text its body shows.
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
  @Test func aLabelOnACustomViewGoesToTheTextItsBodyShows() throws {
    let (host, _) = showing(
      LabelledText().accessibilityLabel("The answer").accessibilityIdentifier("answer"))
    let label = try #require(host.label("answer"))
    #expect(label.text == "42")
    #expect(label.accessibilityLabel == "The answer")
    #expect(host.staticTexts["The answer"].exists)
  }
}
