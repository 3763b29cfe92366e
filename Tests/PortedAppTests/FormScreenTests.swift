import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

@testable import PortedApp

/// Samples/iOSApp's form screens, never edited, compiled through HeadlessPortPlugin:
/// each control's action, as its `#selector` named it, runs when the test acts on it.
@MainActor
@Suite struct FormScreenTests {
  @Test func typingEnablesSignInAndSignInRunsItsIBAction() {
    let host = TestHost()
    let login = LoginViewController()
    host.show(login)
    #expect(host.button("login")?.isEnabled == false)
    #expect(host.type("email", "ada@example.com"))
    #expect(host.type("password", "secret1"))
    #expect(host.button("login")?.isEnabled == true, "editingChanged ran textFieldDidChange(_:)")
    #expect(host.tap("login"))
    #expect(host.label("message")?.text == "Welcome, ada@example.com")
    #expect(login.signedInEmail == "ada@example.com")
  }

  @Test func tappingTheBackgroundRunsTheTapGesturesAction() {
    let host = TestHost()
    let login = LoginViewController()
    host.show(login)
    #expect(host.tap(login.view))
    #expect(host.label("message")?.text == "Keyboard dismissed")
  }

  @Test func theSessionNotificationRunsItsSelectorObserver() {
    let host = TestHost()
    let login = LoginViewController()
    host.show(login)
    NotificationCenter.default.post(name: .sessionDidExpire, object: nil)
    host.flush()
    #expect(host.label("message")?.text == "Session expired")
  }

  @Test func theSegmentedControlAndBothBarButtonsRunTheirActions() {
    let host = TestHost()
    let picker = ColorPickerViewController()
    let delegate = PickerSpy()
    picker.delegate = delegate
    host.show(UINavigationController(rootViewController: picker))
    #expect(host.select(segment: 2, in: "colors"))
    #expect(host.label("preview")?.text == "Blue")
    #expect(host.tapButton(titled: "Done"))
    #expect(delegate.picked == ["Blue"], "the optional delegate method ran")
    #expect(host.tapButton(titled: "Cancel"))
    #expect(delegate.cancels == 1)
  }

  @Test func aDelegateWithoutTheOptionalMethodStillHearsCancel() {
    let host = TestHost()
    let picker = ColorPickerViewController()
    let delegate = CancelOnlySpy()
    picker.delegate = delegate
    host.show(UINavigationController(rootViewController: picker))
    #expect(host.tapButton(titled: "Done"))
    #expect(host.tapButton(titled: "Cancel"))
    #expect(delegate.cancels == 1)
  }

  @Test func theSliderActionGetsTheEventAndMuteRemovesIt() {
    let host = TestHost()
    let volume = VolumeViewController()
    host.show(volume)
    #expect(host.slide("volume", to: 40))
    #expect(host.label("level")?.text == "40")
    #expect(volume.meter.level == 40)
    #expect(host.tap("mute"))
    #expect(host.label("level")?.text == "Muted")
    #expect(host.slide("volume", to: 70))
    #expect(volume.changes == 1, "removeTarget removed the action")
    #expect(host.tap("mute"))
    #expect(host.slide("volume", to: 90))
    #expect(volume.changes == 2, "addTarget added it back")
    #expect(host.label("level")?.text == "90")
  }

  @Test func eachStarOfTheRatingControlRunsTheSharedAction() {
    let host = TestHost()
    let rating = RatingViewController()
    host.show(rating)
    #expect(host.tap("star3"))
    #expect(host.label("summary")?.text == "3 of 5", "the optional delegate method ran")
    #expect(host.tap("star5"))
    #expect(rating.ratingControl.rating == 5)
    #expect(host.tap("star5"))
    #expect(host.label("summary")?.text == "Not rated")
  }
}

final class PickerSpy: ColorPickerViewControllerDelegate {
  var picked: [String] = []
  var cancels = 0
  func colorPicker(_ picker: ColorPickerViewController, didPick name: String) {
    picked.append(name)
  }
  func colorPickerDidCancel(_ picker: ColorPickerViewController) { cancels += 1 }
}

final class CancelOnlySpy: ColorPickerViewControllerDelegate {
  var cancels = 0
  func colorPickerDidCancel(_ picker: ColorPickerViewController) { cancels += 1 }
}
