import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// Traces and diagnostics name every view so it can be found: by identifier, by its
/// controller, or by type and position in the nearest named ancestor. None is counted away.
@MainActor
@Suite struct ViewNamingTests {
  @Test func unnamedViewsAreNamedByTypeAndPositionInTheirNamedAncestor() {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 100))
    list.identifier = "feed"
    list.cellProvider = { list, _, _ in list.dequeueReusableCell() }
    list.apply(ListSnapshot(items: ["post7", "post8"]))
    let extra = Label()
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(Label())
    root.view.addSubview(extra)
    root.view.addSubview(list)
    var runs: [String] = []
    host.application.onHookRun = { runs.append($0.description) }
    host.show(root)
    #expect(runs.contains("Controller.view.updateProperties()"))
    #expect(runs.contains("Label#2 in Controller.view.draw(in:)"))
    #expect(runs.contains("Label#1 in ListCell(post7).draw(in:)"))
    #expect(runs.contains("ListCell(post8).layoutSubviews()"))
    #expect(runs.contains("ListView(feed).layoutSubviews()"))
    _ = extra
  }
}
