// State lives with a view's identity: structural position, branches, explicit ids.

import Foundation
import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing

struct TapCounter: View {
  let name: String
  @State private var taps = 0

  var body: some View {
    Button("\(name): \(taps)") { taps += 1 }
  }
}

@Observable
final class Switches {
  var first = true
  var identity = 0
  var names = ["a", "b", "c"]
}

struct BranchingCounters: View {
  let switches: Switches

  var body: some View {
    VStack {
      if switches.first {
        TapCounter(name: "first")
      } else {
        TapCounter(name: "second")
      }
      TapCounter(name: "identified").id(switches.identity)
    }
  }
}

struct Row: Identifiable {
  let id: String
}

struct RowList: View {
  let switches: Switches

  var body: some View {
    VStack {
      ForEach(switches.names.map(Row.init(id:))) { row in
        TapCounter(name: row.id)
      }
    }
  }
}

struct ChildWithBinding: View {
  @Binding var value: Int
  var body: some View {
    Button("child \(value)") { value += 10 }
  }
}

struct ParentWithState: View {
  @State private var value = 1
  var body: some View {
    VStack {
      Text("parent \(value)")
      ChildWithBinding(value: $value)
    }
  }
}

struct SettingsForm: View {
  @State private var enabled = false
  @State private var name = ""

  var body: some View {
    VStack {
      Toggle("Enabled", isOn: $enabled).accessibilityIdentifier("enabled")
      TextField("Name", text: $name).accessibilityIdentifier("name")
      Text(enabled ? "on" : "off")
      Text("name: \(name)")
    }
  }
}

@Observable
final class Editable {
  var title = "One"
}

struct BindableEditor: View {
  @Bindable var model: Editable
  var body: some View {
    TextField("Title", text: $model.title).accessibilityIdentifier("title")
  }
}

@MainActor
@Suite struct StateAndIdentityTests {
  @Test func stateSurvivesReEvaluationAndAWriteReEvaluatesTheBody() {
    let (host, recorder) = showing(TapCounter(name: "taps"))
    recorder.reset()
    #expect(host.tapButton(titled: "taps: 0"))
    #expect(host.tapButton(titled: "taps: 1"))
    #expect(host.views(ofType: UIButton.self).map(\.title) == ["taps: 2"])
    #expect(recorder.runs == ["TapCounter", "TapCounter"])
  }

  @Test func anotherBranchOrAnotherIdIsANewViewWithFreshState() {
    let switches = Switches()
    let (host, _) = showing(BranchingCounters(switches: switches))
    host.tapButton(titled: "first: 0")
    host.tapButton(titled: "identified: 0")
    #expect(
      host.views(ofType: UIButton.self).map(\.title) == ["first: 1", "identified: 1"])

    switches.first = false
    host.flush()
    #expect(
      host.views(ofType: UIButton.self).map(\.title) == ["second: 0", "identified: 1"])

    switches.first = true
    switches.identity = 1
    host.flush()
    #expect(host.views(ofType: UIButton.self).map(\.title) == ["first: 0", "identified: 0"])
  }

  @Test func forEachRowsKeepTheirStateWhenTheyMoveAndLoseItWhenTheyGo() {
    let switches = Switches()
    let (host, _) = showing(RowList(switches: switches))
    host.tapButton(titled: "b: 0")
    let buttonB = host.views(ofType: UIButton.self)[1]
    switches.names = ["c", "b"]
    host.flush()
    #expect(host.views(ofType: UIButton.self).map(\.title) == ["c: 0", "b: 1"])
    #expect(host.views(ofType: UIButton.self)[1] === buttonB)
    switches.names = ["a", "c"]
    host.flush()
    switches.names = ["b"]
    host.flush()
    #expect(host.views(ofType: UIButton.self).map(\.title) == ["b: 0"])
  }

  @Test func aBindingWritesTheParentsStateAndBothBodiesFollow() {
    let (host, recorder) = showing(ParentWithState())
    recorder.reset()
    host.tapButton(titled: "child 1")
    #expect(texts(in: host) == ["parent 11"])
    #expect(host.views(ofType: UIButton.self).map(\.title) == ["child 11"])
    #expect(recorder.runs.sorted() == ["ChildWithBinding", "ParentWithState"])
  }

  @Test func toggleAndTextFieldWriteTheirBindings() {
    let (host, _) = showing(SettingsForm())
    #expect(texts(in: host).suffix(2) == ["off", "name: "])
    #expect(host.toggle("enabled"))
    #expect(host.type("name", "Ada"))
    #expect(texts(in: host).suffix(2) == ["on", "name: Ada"])
  }

  @Test func bindableBindsAnObservablesProperty() {
    let model = Editable()
    let (host, _) = showing(BindableEditor(model: model))
    host.type("title", "!")
    #expect(model.title == "One!")
  }
}
