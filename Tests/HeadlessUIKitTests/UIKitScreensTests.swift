import HeadlessKitTesting
import HeadlessUIKit
import Testing

/// Screens in the styles real UIKit code uses (Support/UIKitScreens.swift), shown and
/// driven as an iOS test would: a classic table in a navigation controller, a login form
/// with a text field delegate, a segmented control, a stack view and an alert.
@MainActor
@Suite struct UIKitScreensTests {
  @Test func contactsListAndTap() {
    let contacts = ContactsViewController()
    let host = TestHost()
    host.show(UINavigationController(rootViewController: contacts))
    #expect(contacts.tableView.visibleCells.map(\.label.text) == ["Ada", "Grace", "Linus"])
    contacts.tableView.accessibilityIdentifier = "contacts"
    #expect(host.select(row: 1, in: "contacts"))
    #expect(contacts.opened == "Grace")
  }

  @Test func loginAlertsThenSignsIn() {
    let login = LoginViewController()
    let host = TestHost()
    host.show(login)
    login.email.accessibilityIdentifier = "email"
    login.password.accessibilityIdentifier = "password"
    host.type("email", "kim@example.com")
    host.pressReturn("password")
    #expect(login.presentedViewController is UIAlertController)
    host.tapButton(titled: "OK")
    #expect(login.presentedViewController == nil && !login.signedIn)
    host.type("password", "pw")
    host.pressReturn("password")
    #expect(login.signedIn)
  }
}
