// A `Picker` in the navigation-link style (and by default in a `Form` in a
// `NavigationStack`), and `Text` wrapping to the width it is offered.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

@Observable
final class FlavourChoice {
  var flavour = "Vanilla"
}

struct FlavourSettings: View {
  @Bindable var choice: FlavourChoice
  var explicitStyle = true

  var body: some View {
    NavigationStack {
      Form {
        if explicitStyle {
          picker.pickerStyle(.navigationLink)
        } else {
          picker
        }
      }
      .navigationTitle("Settings")
    }
  }

  private var picker: some View {
    Picker("Flavour", selection: $choice.flavour) {
      ForEach(["Vanilla", "Mint", "Mango"], id: \.self) { flavour in
        Text(flavour).tag(flavour)
      }
    }
    .accessibilityIdentifier("flavour")
  }
}

struct LoosePicker: View {
  @Bindable var choice: FlavourChoice

  var body: some View {
    Picker("Flavour", selection: $choice.flavour) {
      Text("Vanilla").tag("Vanilla")
      Text("Mint").tag("Mint")
    }
    .accessibilityIdentifier("flavour")
  }
}

/// A long text offered a narrow width.
struct Paragraph: View {
  let limit: Int?

  var body: some View {
    VStack {
      Text("one two three four five six seven eight")
        .lineLimit(limit)
        .accessibilityIdentifier("paragraph")
    }
    .frame(width: 100)
  }
}

@MainActor
@Suite struct PickerAndTextTests {
  /// "A picker style represented by a navigation link that presents the options by pushing
  /// a List-style picker view": the row shows the label and the value; choosing an option
  /// sets the selection and pops back.
  /// https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle
  @Test func aNavigationLinkPickerPushesItsOptionsAndChoosingOneSetsItAndPops() throws {
    let choice = FlavourChoice()
    let (host, _) = showing(FlavourSettings(choice: choice), diagnostics: .recordAsFailures)
    #expect(host.views(ofType: UISegmentedControl.self).isEmpty)
    #expect(host.view(withText: "Vanilla") != nil)  // the current value, in the row
    #expect(host.view(withText: "Mint") == nil)
    #expect(host.view("flavour") is UIButton)

    #expect(host.tapButton(titled: "Flavour"))
    #expect(host.label("navigationTitle")?.text == "Flavour")
    #expect(host.views(ofType: UIButton.self).map(\.title).contains("Mango"))
    // The selected option carries a checkmark.
    #expect(host.views(ofType: UIImageView.self).count == 1)

    #expect(host.tapButton(titled: "Mango"))
    #expect(choice.flavour == "Mango")
    #expect(host.label("navigationTitle")?.text == "Settings")  // popped
    #expect(host.view(withText: "Mango") != nil)
    #expect(host.view(withText: "Vanilla") == nil)
  }

  /// `.automatic` is "the default picker style, based on the picker's context": in a
  /// `Form` inside a navigation stack it was the navigation-link row through iOS 15 (iOS 16
  /// made it a menu, which HeadlessSwiftUI does not draw); HeadlessSwiftUI keeps the row.
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/automatic
  @Test func aPickerInAFormInANavigationStackIsANavigationLinkByDefault() throws {
    let choice = FlavourChoice()
    let (host, _) = showing(
      FlavourSettings(choice: choice, explicitStyle: false), diagnostics: .recordAsFailures)
    #expect(host.views(ofType: UISegmentedControl.self).isEmpty)
    #expect(host.tapButton(titled: "Flavour"))
    #expect(host.tapButton(titled: "Mint"))
    #expect(choice.flavour == "Mint")
    #expect(host.view(withText: "Mint") != nil)
  }

  /// Outside a form the default picker stays segments.
  @Test func aPickerOutsideAFormDrawsSegments() {
    let choice = FlavourChoice()
    let (host, _) = showing(LoosePicker(choice: choice), diagnostics: .recordAsFailures)
    #expect(host.view("flavour") is UISegmentedControl)
    #expect(host.select(segment: 1, in: "flavour"))
    #expect(choice.flavour == "Mint")
  }

  /// A `Text` without a line limit takes as many lines as it needs at the width it is
  /// offered ("If `nil`, no line limit applies", lineLimit(_:)'s page): a 39-character
  /// text offered 100 points (11 characters of the
  /// fixed metric at the body size, 17 points: 8.5 a character, 21.25 a line) takes four
  /// lines, as wide as its widest.
  /// https://developer.apple.com/documentation/swiftui/text
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  @Test func aTextWithoutALineLimitWrapsToTheProposedWidth() throws {
    let (host, _) = showing(Paragraph(limit: nil))
    let label = try #require(host.label("paragraph"))
    let advance = label.font.size / 2
    let lineHeight = label.font.size * 1.25
    #expect(advance == 8.5)
    // "one two" / "three four" / "five six" / "seven eight".
    #expect(abs(Double(label.frame.height) - 4 * lineHeight) < 0.01)
    #expect(abs(Double(label.frame.width) - 11 * advance) < 0.01)  // "seven eight"
    #expect(label.numberOfLines == 0)
  }

  /// `lineLimit(2)`: the same text, two lines, the rest truncated.
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  @Test func aLineLimitCapsTheWrappedLines() throws {
    let (host, _) = showing(Paragraph(limit: 2))
    let label = try #require(host.label("paragraph"))
    #expect(abs(Double(label.frame.height) - 2 * label.font.size * 1.25) < 0.01)
    #expect(label.numberOfLines == 2)
  }

  /// A text that fits its width keeps one line.
  @Test func aShortTextStaysOnOneLine() throws {
    let (host, _) = showing(Text("Hi").accessibilityIdentifier("short"))
    let label = try #require(host.label("short"))
    #expect(abs(Double(label.frame.height) - label.font.size * 1.25) < 0.01)
  }
}
