import HeadlessKitTesting
import HeadlessScenarios
import HeadlessSwiftUI
import Observation

// Seed 000's nested plain class, as written.
// Only the OUTER type is observable.
final class Profile {  // plain class — not observed
  var displayName = "Anon"
}

@Observable
final class Account {
  var profile = Profile()
}

struct NameLabel: View {
  let account: Account

  var body: some View {
    // Reading account.profile tracks the `profile` reference, not
    // Profile's internals. Mutating displayName on the same Profile
    // instance won't refresh this view.
    Text(account.profile.displayName)
  }
}

// The article's fix: "Mark Profile with @Observable too and the inner property is tracked
// again."
@Observable
final class ObservableProfile {
  var displayName = "Anon"
}

@Observable
final class ObservableAccount {
  var profile = ObservableProfile()
}

struct ObservableNameLabel: View {
  let account: ObservableAccount

  var body: some View {
    Text(account.profile.displayName)
  }
}

/// The plain nested class above the observable one.
struct NameScreen: View {
  let account: Account
  let observableAccount: ObservableAccount

  var body: some View {
    VStack(spacing: 20) {
      NameLabel(account: account)
      ObservableNameLabel(account: observableAccount)
    }
  }
}

extension SwiftUIScenarios {
  static let nestedType = Scenario(
    name: "swiftui-nested-type",
    summary:
      "SwiftUI: a plain nested class is not tracked through an @Observable one; marked, it is"
  ) { run in
    let account = Account()
    let observableAccount = ObservableAccount()
    run.step("show both names") {
      run.host.show(NameScreen(account: account, observableAccount: observableAccount))
    }
    run.check("both show Anon", shownTexts(run.host), equals: "Anon | Anon")
    run.step("rename both profiles to 'Ada' in place") {
      account.profile.displayName = "Ada"
      observableAccount.profile.displayName = "Ada"
    }
    run.check(
      "the plain profile's label is stale, the observable one follows", shownTexts(run.host),
      equals: run.isTracked ? "Anon | Ada" : "Anon | Anon")
    run.step("replace the plain profile: the reference is tracked") {
      let grace = Profile()
      grace.displayName = "Grace"
      account.profile = grace
    }
    run.check(
      "a new profile refreshes the label", shownTexts(run.host),
      equals: run.isTracked ? "Grace | Ada" : "Anon | Anon")
  }
}
