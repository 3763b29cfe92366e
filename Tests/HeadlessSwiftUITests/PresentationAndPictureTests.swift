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
