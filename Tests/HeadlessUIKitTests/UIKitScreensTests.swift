import HeadlessKit
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

/// The anchored sign-in form: frames worked out by hand from the anchors (a character is
/// 8 points wide, a line 20 high; a field's height is pinned to 44; a button is its
/// title plus 16 points each side and 12 above and below).
@MainActor
@Suite struct UIKitAutoLayoutScreenTests {
  // NSLayoutAnchor (https://developer.apple.com/documentation/uikit/nslayoutanchor) and
  // the Auto Layout Guide's "Programmatically Creating Constraints".
  @Test func theFormIsLaidOutFromItsAnchors() {
    let session = SignInSession()
    let screen = AnchoredSignInViewController(session: session)
    let host = TestHost()
    host.show(screen)
    // "Welcome": 56 x 20, centred: (390 - 56) / 2 = 167.
    #expect(screen.titleLabel.frame == CGRect(x: 167, y: 120, width: 56, height: 20))
    // 140 + 32 = 172; between 24 and 390 - 24.
    #expect(screen.email.frame == CGRect(x: 24, y: 172, width: 342, height: 44))
    #expect(screen.password.frame == CGRect(x: 24, y: 228, width: 342, height: 44))
    // "Log In": 48 + 32 = 80 wide, 44 high, centred at 155; 272 + 24 = 296.
    #expect(screen.signIn.frame == CGRect(x: 155, y: 296, width: 80, height: 44))
    // "Ready": 40 x 20, its trailing edge at 366; 340 + 16 = 356.
    #expect(screen.status.frame == CGRect(x: 326, y: 356, width: 40, height: 20))
  }

  // updateViewConstraints() "supports automatic observation tracking"
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints()):
  // a model change it read moves the button; a new status text re-solves through the
  // label's intrinsic size (invalidateIntrinsicContentSize()).
  @Test func modelChangesMoveTheButtonAndResizeTheStatus() {
    let session = SignInSession()
    let screen = AnchoredSignInViewController(session: session)
    let host = TestHost(
      configuration: Configuration(traceEnabled: true), diagnostics: .expected)
    host.show(screen)
    let updates = screen.constraintUpdates
    session.showsError = true
    session.message = "Wrong password"
    host.flush()
    #expect(screen.constraintUpdates == updates + 1)
    #expect(screen.signIn.frame.minY == 320)
    // "Wrong password": 14 characters, 112 wide, its trailing edge still at 366.
    #expect(screen.status.frame == CGRect(x: 254, y: 380, width: 112, height: 20))
    let reruns = host.diagnostics.compactMap { diagnostic -> String? in
      guard case .rerun(let rerun) = diagnostic.event else { return nil }
      return "\(rerun.owner).\(rerun.method)"
    }
    #expect(reruns.contains("AnchoredSignInViewController.updateViewConstraints()"))
  }
}
