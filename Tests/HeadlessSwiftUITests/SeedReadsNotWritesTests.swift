// The first seed article's snippets as SwiftUI views, behaving as the article says: the
// short-circuit that self-heals, the `.task` cache that goes stale (and the report that says
// why), the nested plain class, and the fixes.

import Foundation
import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

@Observable
final class ExposureSettings {
  var minEV = 0.0
  var maxEV = 1.0
}

struct RangeLabel: View {
  let settings: ExposureSettings
  @AppStorage("showEV") private var showEV = false

  var body: some View {
    // When showEV is false the expression short-circuits, so the
    // getter for settings.minEV is never called — and it isn't in
    // this body's dependency set.
    if showEV && settings.minEV > 0 {
      Text("Range \(settings.minEV)–\(settings.maxEV)")
    }
  }
}

@Observable
final class Document {
  var title = "Untitled"
}

// The article's bug, exactly as written.
struct TitleView: View {
  let document: Document
  @State private var cachedTitle = ""

  var body: some View {
    // BUG: the body shows `cachedTitle`. document.title's getter
    // runs inside .task — after body, outside the tracking scope —
    // so the view never depends on it. Later edits update `title`,
    // but this label stays frozen on its first value.
    Text(cachedTitle)
      .task { cachedTitle = document.title }
  }
}

// The article's fix.
struct FixedTitleView: View {
  let document: Document

  var body: some View {
    // The getter runs during tracking, the view subscribes, and
    // every edit to document.title now refreshes the label.
    Text(document.title)
  }
}

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

@MainActor
@Suite(.serialized) struct SeedReadsNotWritesTests {
  @Test func theTaskCacheShowsTheFirstTitleThenStaysFrozenAndTheWatchSaysWhy() {
    let document = Document()
    let (host, _) = showing(TitleView(document: document), diagnostics: .expected)
    // The task ran after the first pass and wrote the state: the label shows the title.
    #expect(texts(in: host) == ["Untitled"])

    document.title = "Draft"
    host.flush()
    #expect(texts(in: host) == ["Untitled"])  // stale, as the article says
    let reports = host.diagnostics.map(\.description).filter { $0.contains("TitleView.task") }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("read Document outside a tracking scope") == true)
    #expect(reports.first?.hasSuffix("Read it in body.") == true)
  }

  @Test func theFixReadsTheTitleInBodyAndFollowsEveryEdit() {
    let document = Document()
    let (host, _) = showing(FixedTitleView(document: document), diagnostics: .recordAsFailures)
    document.title = "Draft"
    host.flush()
    #expect(texts(in: host) == ["Draft"])
    #expect(host.diagnostics.isEmpty)
  }

  @Test func theShortCircuitSelfHealsWhenTheAppStorageFlagFlips() {
    UserDefaults.standard.removeObject(forKey: "showEV")
    defer { UserDefaults.standard.removeObject(forKey: "showEV") }
    let settings = ExposureSettings()
    let (host, recorder) = showing(RangeLabel(settings: settings))
    #expect(texts(in: host).isEmpty)

    recorder.reset()
    settings.minEV = 0.5  // not read: showEV is false
    host.flush()
    #expect(recorder.runs.isEmpty)

    // Written through UserDefaults directly: compared at the flush.
    UserDefaults.standard.set(true, forKey: "showEV")
    host.flush()
    #expect(recorder.runs == ["RangeLabel"])
    #expect(texts(in: host) == ["Range 0.5–1.0"])

    recorder.reset()
    settings.minEV = 0.75  // read now
    host.flush()
    #expect(recorder.runs == ["RangeLabel"])
    #expect(texts(in: host) == ["Range 0.75–1.0"])
  }

  @Test func aNestedPlainClassIsNotTrackedUntilItIsObservable() {
    let account = Account()
    let (host, recorder) = showing(NameLabel(account: account))
    recorder.reset()
    account.profile.displayName = "Ada"
    host.flush()
    #expect(recorder.runs.isEmpty)
    #expect(texts(in: host) == ["Anon"])  // stale, as the article says

    let replacement = Profile()
    replacement.displayName = "Grace"
    account.profile = replacement  // the reference is tracked
    host.flush()
    #expect(texts(in: host) == ["Grace"])
  }
}
