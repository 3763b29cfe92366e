// `host.show(SomeView)`: a SwiftUI view shown by HeadlessKitTesting's host directly (it makes
// the view's UIHostingController), then found by text, identifier or label, tapped, typed
// into and toggled as a person would.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

@Observable
final class SignUp {
  var name = ""
  var newsletter = false
}

struct SignUpForm: View {
  @Bindable var signUp: SignUp

  var body: some View {
    Form {
      TextField("Name", text: $signUp.name).accessibilityIdentifier("name")
      Toggle("Newsletter", isOn: $signUp.newsletter).accessibilityIdentifier("newsletter")
      Text(signUp.name.isEmpty ? "Who are you?" : "Hello, \(signUp.name)")
        .accessibilityIdentifier("greeting")
      Button("Clear") { signUp.name = "" }
        .accessibilityLabel("Clear the name")
    }
  }
}

@MainActor
@Suite struct ShowingViewsTests {
  @Test func theHostShowsASwiftUIViewInAHostingControllerAndTapsItsButtons() throws {
    let theme = AppTheme()
    let host = TestHost()
    let root = host.show(ThemePickerView(theme: theme))
    #expect(root.rootView.theme === theme)
    #expect(host.window.rootViewController === root)
    #expect(host.staticTexts["Theme"].exists)  // the navigation title
    #expect(host.buttons.count == 3)

    host.buttons["Coral"].tap()
    #expect(theme.accent == .coral)
  }

  @Test func theHostTypesTogglesAndFindsByIdentifierInAShownView() {
    let signUp = SignUp()
    let host = TestHost(diagnostics: .recordAsFailures)
    host.show(SignUpForm(signUp: signUp))
    #expect(host.label("greeting")?.text == "Who are you?")

    #expect(host.type("name", "Ada"))
    #expect(signUp.name == "Ada")
    #expect(host.label("greeting")?.text == "Hello, Ada")

    #expect(host.toggle("newsletter"))
    #expect(signUp.newsletter)
    host.switches["newsletter"].tap()
    #expect(signUp.newsletter == false)
  }

  @Test func elementQueriesFindAShownViewsElementsByTextAndLabel() {
    let signUp = SignUp()
    let host = TestHost(diagnostics: .recordAsFailures)
    host.show(SignUpForm(signUp: signUp))
    host.textFields["name"].typeText("Grace")
    #expect(host.staticTexts["Hello, Grace"].exists)
    #expect(host.staticTexts["Who are you?"].exists == false)

    // XCUIElementQuery matches an element's identifier or its accessibility label, which
    // `.accessibilityLabel(_:)` replaced: the button is "Clear the name", not "Clear".
    // https://developer.apple.com/documentation/xctest/xcuielementtypequeryprovider
    #expect(host.buttons["Clear"].exists == false)
    host.buttons["Clear the name"].tap()
    #expect(signUp.name.isEmpty)
    #expect(host.staticTexts["Who are you?"].exists)
  }

  @Test func showingAControllerStillPicksTheControllerOverload() {
    let host = TestHost()
    let controller = UIHostingController(rootView: Text("Hosted"))
    host.show(controller)
    #expect(host.window.rootViewController === controller)
    #expect(host.view(withText: "Hosted") != nil)
  }
}
