// Sheets declared in SwiftUI, focus state, and pictures of SwiftUI screens.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

struct SheetScreen: View {
  @State private var showsPicker = false
  let theme: AppTheme

  var body: some View {
    VStack {
      Text("Accent: \(theme.accent.rawValue)")
      Button("Pick") { showsPicker = true }
      Text(showsPicker ? "sheet up" : "sheet down")
    }
    .sheet(isPresented: $showsPicker) {
      ThemePickerView(theme: theme)
        .presentationDetents([.medium])
    }
  }
}

struct FocusScreen: View {
  @FocusState private var focused: Bool
  var body: some View {
    Button(focused ? "focused" : "unfocused") { focused.toggle() }
  }
}

@MainActor
@Suite struct PresentationAndPictureTests {
  @Test func aSheetDeclaredInSwiftUIPresentsAtItsDetentAndDismissingResetsTheBinding() throws {
    let theme = AppTheme()
    let hosting = UIHostingController(rootView: SheetScreen(theme: theme))
    let host = TestHost()
    host.show(hosting)
    #expect(hosting.presentedController == nil)
    #expect(host.tapButton(titled: "Pick"))
    let sheet = try #require(hosting.presentedController)
    #expect(sheet.selectedDetent == .medium)
    #expect(host.view(withText: "sheet up") != nil)

    #expect(host.tapButton(titled: "Sage"))
    #expect(host.view(withText: "Accent: sage") != nil)

    sheet.dismiss()
    host.flush()
    #expect(hosting.presentedController == nil)
    #expect(host.view(withText: "sheet down") != nil)
  }

  @Test func focusStateKeepsItsValueAsState() {
    let (host, _) = showing(FocusScreen())
    #expect(host.tapButton(titled: "unfocused"))
    #expect(host.views(ofType: UIButton.self).map(\.title) == ["focused"])
  }

  @Test func theSeedsPickerDrawsInTextAndSVGPictures() {
    let (host, _) = showing(ThemePickerView(theme: AppTheme()))
    let text = host.window.renderText()
    for word in ["Theme", "Forest", "Coral", "Sage"] { #expect(text.contains(word)) }
    let svg = host.renderSVG(appearance: .dark)
    #expect(svg.contains("Coral"))
    #expect(host.window.treeDescription().contains("BodyHostView"))
  }
}

struct LoginForm: View {
  @FocusState private var nameFocused: Bool
  @State private var name = ""
  let log: Log

  var body: some View {
    VStack {
      TextField("Name", text: $name)
        .focused($nameFocused)
        .accessibilityIdentifier("name")
        .onSubmit { log.entries.append("submitted \(name)") }
      Button("Focus") { nameFocused = true }
      Text(nameFocused ? "name focused" : "name not focused")
    }
  }
}

private struct GreetingKey: EnvironmentKey {
  static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

struct GreetingText: View {
  @Environment(\.greeting) private var greeting
  @Environment(Counter.self) private var counter
  var body: some View { Text("\(greeting) \(counter.value)") }
}

@MainActor
@Suite struct FocusAndEnvironmentTests {
  @Test func onSubmitRunsWhenReturnIsPressedInTheField() {
    let log = Log()
    let (host, _) = showing(LoginForm(log: log))
    host.type("name", "Ada")
    host.pressReturn("name")
    #expect(log.entries == ["submitted Ada"])
  }

  @Test func settingTheFocusStateBeginsEditing() {
    let log = Log()
    let (host, _) = showing(LoginForm(log: log))
    host.tapButton(titled: "Focus")
    #expect(host.view(withText: "name focused") != nil)
    #expect(host.view("name")?.treeDetails.contains { $0.contains("editing") } == true)
  }

  @Test func customKeysAndObjectsFlowDownTheEnvironment() {
    let counter = Counter()
    let (host, recorder) = showing(
      VStack {
        GreetingText()
        GreetingText().environment(\.greeting, "Hi")
      }
      .environment(counter))
    #expect(texts(in: host) == ["Hello 0", "Hi 0"])
    recorder.reset()
    counter.value = 2
    host.flush()
    #expect(texts(in: host) == ["Hello 2", "Hi 2"])
    #expect(recorder.runs == ["GreetingText", "GreetingText"])
  }
}
