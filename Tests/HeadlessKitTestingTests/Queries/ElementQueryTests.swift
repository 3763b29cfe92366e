import Foundation
import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

/// XCUITest-shaped queries on a TestHost (issue #40 item 6). Matching follows Apple's
/// XCUIElementQuery pages: `subscript(_:)` and `matching(identifier:)` compare the key with
/// an element's identifier, title, label, value or placeholderValue
/// (developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)), and
/// `cells`, `buttons`… on a query are `descendants(matching:)` of that type
/// (…/xcuielementtypequeryprovider).
@MainActor
@Suite struct ElementQueryTests {
  @Observable final class Session {
    var email = ""
    var signedIn = false
    var remember = false
  }

  /// A sign-in form and a list of three rows.
  final class SignInController: Controller {
    let session: Session
    let email = TextField(placeholder: "Email")
    let password = TextField(placeholder: "Password")
    let signIn = Button(title: "Sign In")
    let help = Button(title: "Help")
    let welcome = Label()
    let remember = Switch()
    let hidden = Label()
    let list = ListView()
    var selected: [Int] = []

    init(session: Session) {
      self.session = session
      super.init()
    }

    override func didLoad() {
      password.isSecureTextEntry = true
      email.identifier = "emailField"
      help.isEnabled = false
      hidden.text = "Secret"
      hidden.isHidden = true
      signIn.addAction { [unowned self] in
        session.email = email.text
        session.signedIn = true
      }
      remember.addAction { [unowned self] in session.remember = remember.isOn }
      list.cellProvider = { list, _, id in
        let cell = list.dequeueReusableCell()
        cell.label.text = id as? String
        return cell
      }
      list.onSelect = { [unowned self] indexPath, _ in selected.append(indexPath.item) }
      list.apply(ListSnapshot(items: ["Inbox", "Drafts", "Sent"]))
      for (index, subview) in [email, password, signIn, help, welcome, remember, hidden]
        .enumerated()
      {
        subview.frame = Rect(x: 20, y: 60 + Double(index) * 50, width: 300, height: 44)
        view.addSubview(subview)
      }
      list.frame = Rect(x: 0, y: 420, width: 390, height: 300)
      view.addSubview(list)
    }

    override func updateProperties() {
      welcome.text = session.signedIn ? "Welcome \(session.email)" : "Please sign in"
    }
  }

  func makeHost() -> (TestHost, SignInController, Session) {
    let session = Session()
    let host = TestHost()
    let controller = SignInController(session: session)
    host.show(controller)
    return (host, controller, session)
  }

  @Test func typingAndTappingSignInShowsWelcome() {
    let (host, _, session) = makeHost()
    host.textFields["Email"].typeText("a@b.c")
    host.buttons["Sign In"].tap()
    #expect(session.signedIn)
    #expect(host.staticTexts["Welcome a@b.c"].exists)
    #expect(!host.staticTexts["Please sign in"].exists)
  }

  @Test func aKeyMatchesIdentifierLabelValueOrPlaceholder() {
    let (host, _, _) = makeHost()
    #expect(host.textFields["emailField"].exists)  // identifier
    #expect(host.textFields["Email"].exists)  // placeholder
    #expect(host.buttons["Sign In"].exists)  // label
    #expect(host.staticTexts["Please sign in"].exists)  // label and value
    #expect(!host.buttons["Email"].exists)  // a text field is not a button
    host.textFields["Email"].typeText("x@y.z")
    #expect(host.textFields["x@y.z"].exists)  // value
    #expect(host.textFields["Email"].exists)  // still its placeholder
  }

  @Test func secureFieldsAreTheirOwnTypeAndShowDots() {
    let (host, _, _) = makeHost()
    #expect(host.textFields.count == 1)
    #expect(host.secureTextFields.count == 1)
    host.secureTextFields["Password"].typeText("hunter2")
    #expect(host.secureTextFields.firstMatch.value == "•••••••")
  }

  @Test func hiddenViewsAndControlInsidesAreNoElements() {
    let (host, _, _) = makeHost()
    #expect(!host.staticTexts["Secret"].exists)
    // Button titles are the buttons' labels, not static texts of their own; the cells'
    // labels are texts inside the cells.
    #expect(!host.staticTexts["Sign In"].exists)
    #expect(host.cells.staticTexts.count == 3)
  }

  @Test func cellsAreFoundByIndexAndByTheirTextAndTapSelectsTheRow() {
    let (host, controller, _) = makeHost()
    #expect(host.tables.count == 1)
    #expect(host.tables.cells.count == 3)
    #expect(host.tables.cells.element(boundBy: 2).label == "Sent")
    host.tables.cells.element(boundBy: 1).tap()
    host.cells["Inbox"].tap()
    #expect(controller.selected == [1, 0])
    #expect(!host.tables.cells.element(boundBy: 3).exists)
  }

  @Test func switchesReadOneOrZeroAndToggleOnTap() {
    let (host, _, session) = makeHost()
    let toggle = host.switches.firstMatch
    #expect(toggle.value == "0")
    toggle.tap()
    #expect(toggle.value == "1")
    #expect(session.remember)
  }

  @Test func aDisabledButtonIgnoresTheTap() {
    let (host, controller, _) = makeHost()
    var tapped = false
    controller.help.addAction { tapped = true }
    #expect(!host.buttons["Help"].isEnabled)
    host.buttons["Help"].tap()
    #expect(!tapped)
  }

  @Test func descendantsMatchingAnyAndTypeFiltersCompose() {
    let (host, _, _) = makeHost()
    #expect(host.descendants(matching: .button).count == 2)
    #expect(host.descendants(matching: .any).matching(.button, identifier: "Help").count == 1)
    #expect(host.buttons.matching(identifier: "Sign In").count == 1)
    // The controller's view holds the list, so it contains the cell; nothing holds the
    // hidden label.
    #expect(host.otherElements.containing(.cell, identifier: "Drafts").count == 1)
    #expect(host.otherElements.containing(.staticText, identifier: "Secret").count == 0)
    #expect(host.tables.containing(.cell, identifier: "Drafts").count == 1)
    #expect(host.buttons.matching { $0.isEnabled }.count == 1)
  }

  @Test func framesAreInWindowCoordinatesAndHittable() {
    let (host, _, _) = makeHost()
    let button = host.buttons["Sign In"]
    #expect(button.frame == Rect(x: 20, y: 160, width: 300, height: 44))
    #expect(button.isHittable)
    #expect(!host.buttons["Nope"].isHittable)
  }

  @Test func actingOnAMissingOrAmbiguousElementFailsNamingTheQuery() {
    let (host, _, _) = makeHost()
    withKnownIssue {
      host.buttons["Nope"].tap()
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "No matches found for Buttons matching \"Nope\"" }
    }
    withKnownIssue {
      host.buttons.element.tap()
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Multiple matches found for Buttons: 2" }
    }
    withKnownIssue {
      host.buttons["Sign In"].typeText("x")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("not a text field") }
    }
  }
}
