// Controls beyond buttons and text: sliders, steppers, pickers, progress, forms, navigation
// links.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

@Observable
final class Preferences {
  var volume = 0.5
  var count = 1
  var accent = AppTheme.AccentColor.forest
}

struct PreferencesForm: View {
  @Bindable var preferences: Preferences

  var body: some View {
    Form {
      Slider(value: $preferences.volume, in: 0...1).accessibilityIdentifier("volume")
      Stepper("Count \(preferences.count)", value: $preferences.count, in: 0...3)
      Picker("Accent", selection: $preferences.accent) {
        ForEach(AppTheme.AccentColor.allCases, id: \.self) { color in
          Text(color.rawValue).tag(color)
        }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier("accent")
      ProgressView(value: preferences.volume)
    }
    .listStyle(.insetGrouped)
  }
}

struct Inbox: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Message 1") {
          Text("Body of message 1").navigationTitle("Message 1")
        }
      }
      .navigationTitle("Inbox")
    }
  }
}

extension NavigationLink where Label == Text {
  init<S: StringProtocol>(_ title: S, @ViewBuilder destinationContent: () -> Destination) {
    self.init(title, destination: destinationContent())
  }
}

@MainActor
@Suite struct ControlsTests {
  @Test func sliderStepperPickerAndProgressWriteAndShowTheModel() {
    let preferences = Preferences()
    let (host, _) = showing(PreferencesForm(preferences: preferences))
    #expect(host.view(withText: "50%") != nil)
    #expect(host.slide("volume", to: 0.25))
    #expect(preferences.volume == 0.25)
    #expect(host.view(withText: "25%") != nil)

    #expect(host.tapButton(titled: "+"))
    #expect(preferences.count == 2)
    #expect(host.view(withText: "Count 2") != nil)
    host.tapButton(titled: "+")
    #expect(preferences.count == 3)
    #expect(host.views(ofType: UIButton.self).first { $0.title == "+" }?.isEnabled == false)

    #expect(host.select(segment: 1, in: "accent"))
    #expect(preferences.accent == .coral)
  }

  @Test func aNavigationLinkPushesItsDestinationAndBackPops() {
    let (host, _) = showing(Inbox())
    #expect(host.label("navigationTitle")?.text == "Inbox")
    #expect(host.tapButton(titled: "Message 1"))
    #expect(host.view(withText: "Body of message 1") != nil)
    #expect(host.label("navigationTitle")?.text == "Message 1")
    #expect(host.tap("backButton"))
    #expect(host.view(withText: "Body of message 1") == nil)
    #expect(host.label("navigationTitle")?.text == "Inbox")
  }
}

struct DeleteConfirmation: View {
  @State private var asking = false
  let log: Log

  var body: some View {
    Button("Delete") { asking = true }
      .alert("Delete the draft?", isPresented: $asking) {
        Button("Delete", role: .destructive) { log.entries.append("deleted") }
        Button("Cancel", role: .cancel) {}
      }
  }
}

struct Tabs: View {
  var body: some View {
    TabView {
      Text("Inbox content").tabItem { Label("Inbox", systemImage: "tray") }
      Text("Settings content").tabItem { Text("Settings") }
    }
  }
}

@MainActor
@Suite struct AlertAndTabTests {
  @Test func anAlertShowsItsButtonsAndAButtonClosesItAndRunsItsAction() throws {
    let log = Log()
    let hosting = UIHostingController(rootView: DeleteConfirmation(log: log))
    let host = TestHost()
    host.show(hosting)
    #expect(host.tapButton(titled: "Delete"))
    let alert = try #require(hosting.presentedController as? UIAlertController)
    #expect(alert.title == "Delete the draft?")
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(host.tapButton(titled: "Delete"))  // the alert's button, topmost
    #expect(log.entries == ["deleted"])
    #expect(hosting.presentedController == nil)
  }

  @Test func tabsShowTheSelectedTabAndTheBarSwitchesThem() {
    let (host, _) = showing(Tabs())
    #expect(host.staticTexts["Inbox content"].exists)
    #expect(host.view(withText: "Settings content") == nil)  // not selected yet: not made
    #expect(host.tapButton(titled: "Settings"))
    #expect(host.staticTexts["Settings content"].exists)
    #expect(host.staticTexts["Inbox content"].exists == false)  // kept, hidden
  }

  // A tab that is not selected keeps its views and their state: switching back shows the
  // count where it was. https://developer.apple.com/documentation/swiftui/tabview
  @Test func aTabThatIsNotSelectedKeepsItsState() {
    let (host, recorder) = showing(StatefulTabs())
    host.buttons["Tapped 0"].tap()
    host.buttons["Tapped 1"].tap()
    #expect(host.buttons["Tapped 2"].exists)

    #expect(host.tapButton(titled: "Second"))
    #expect(host.staticTexts["Second content"].exists)
    #expect(host.buttons["Tapped 2"].exists == false)

    recorder.reset()
    #expect(host.tapButton(titled: "First"))
    #expect(host.buttons["Tapped 2"].exists)
    #expect(recorder.count("TabTapCounter") == 0)  // shown again, not made again
  }
}

struct TabTapCounter: View {
  @State private var taps = 0

  var body: some View {
    Button("Tapped \(taps)") { taps += 1 }
  }
}

struct StatefulTabs: View {
  var body: some View {
    TabView {
      TabTapCounter().tabItem { Text("First") }
      Text("Second content").tabItem { Text("Second") }
    }
  }
}

struct ValueInbox: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Message 7", value: 7)
      }
      .navigationDestination(for: Int.self) { number in
        Text("Message number \(number)")
      }
      .navigationTitle("Inbox")
    }
  }
}

@MainActor
@Suite struct NavigationValueTests {
  @Test func aValueLinkPushesTheDestinationRegisteredForItsType() {
    let (host, _) = showing(ValueInbox())
    #expect(host.tapButton(titled: "Message 7"))
    #expect(host.view(withText: "Message number 7") != nil)
    #expect(host.tap("backButton"))
    #expect(host.view(withText: "Message number 7") == nil)
    #expect(host.view(withText: "Message 7") != nil)
  }
}
