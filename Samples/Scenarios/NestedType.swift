import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessScenarios
import Observation

/// A plain class: Observation does not see its properties.
final class PlainProfile {
  var displayName = "Anon"
}

/// An observable class: its properties are tracked.
@Observable
final class ObservableProfile {
  var displayName = "Anon"
}

@Observable
final class Account {
  var plainProfile = PlainProfile()
  var profile = ObservableProfile()
}

/// Shows the display name through both profiles.
@MainActor
final class NameController: RenderingController {
  let account: Account
  let plainName = Label(frame: Rect(x: 20, y: 40, width: 350, height: 20))
  let observedName = Label(frame: Rect(x: 20, y: 80, width: 350, height: 20))

  init(account: Account, platform: Configuration.Platform) {
    self.account = account
    super.init(platform: platform)
  }

  override func didLoad() {
    plainName.identifier = "plainName"
    observedName.identifier = "observedName"
    view.addSubview(plainName)
    view.addSubview(observedName)
  }

  override func render() {
    // Tracks `account.plainProfile` (the reference), not `displayName` inside it.
    plainName.text = account.plainProfile.displayName
    // Tracks `account.profile` and `displayName`, because ObservableProfile is @Observable.
    observedName.text = account.profile.displayName
  }
}

extension Catalog {
  static let nestedType = Scenario(
    name: "nested-type",
    summary: "a plain nested class is not tracked; an @Observable one is"
  ) { run in
    let account = Account()
    let screen = NameController(account: account, platform: run.platform)
    run.step("show the names") { run.host.show(screen) }
    run.check("plain name", screen.plainName.text, equals: "Anon")
    run.check("observed name", screen.observedName.text, equals: "Anon")
    run.step("rename the plain profile to 'Kim'") { account.plainProfile.displayName = "Kim" }
    run.check("plain name is stale", screen.plainName.text, equals: "Anon")
    run.step("rename the observable profile to 'Kim'") { account.profile.displayName = "Kim" }
    // The re-run reads both profiles again, so the plain label catches up by accident.
    run.check(
      "observed name follows", screen.observedName.text, equals: run.isTracked ? "Kim" : "Anon")
    run.check(
      "plain name catches up only on someone else's re-run", screen.plainName.text,
      equals: run.isTracked ? "Kim" : "Anon")
  }
}
