import HeadlessKit
import HeadlessKitTesting
import Testing

/// A layer above HeadlessKit names its controllers' methods and HeadlessKit's classes in
/// diagnostics, traces and fixes through two class methods of `Controller`; HeadlessKit's
/// code spells nothing of any layer (`UIKitNamesInCoreTests`).
@MainActor
@Suite struct ControllerMethodNamingTests {
  /// A layer's base controller that calls HeadlessKit's hooks under names of its own.
  class PortedController: Controller {
    func onLoad() {}
    func beforeLayout() {}
    override func didLoad() { onLoad() }
    override func willLayout() { beforeLayout() }
    override class func name(of method: ControllerMethod) -> StaticString {
      switch method {
      case .didLoad: return "onLoad()"
      case .willLayout: return "beforeLayout()"
      default: return super.name(of: method)
      }
    }
    override class func name(ofClass type: AnyClass) -> String? {
      type == Label.self ? "PortedLabel" : nil
    }
  }

  /// The author's screen: reads in its load callback and in its layout hook.
  final class Screen: PortedController {
    let counter: Counter
    let label = Label()
    init(counter: Counter) {
      self.counter = counter
      super.init()
    }
    override func onLoad() {
      _ = counter.value
      view.addSubview(label)
    }
    override func beforeLayout() { label.text = "\(counter.other)" }
  }

  @Test func aLayersControllerIsNamedAsItsAuthorWroteIt() {
    let counter = Counter()
    let host = TestHost(diagnostics: .expected)
    let screen = Screen(counter: counter)
    var runs: [String] = []
    host.application.onHookRun = { runs.append($0.description) }
    host.show(screen)
    #expect(runs.contains("Screen.beforeLayout()"))
    #expect(!runs.contains("Screen.willLayout()"))
    #expect(runs.contains("Screen.updateProperties()"))
    #expect(runs.contains("PortedLabel#1 in Screen.view.draw(in:)"))
    counter.value = 1
    host.flush()
    let reads = host.diagnostics.compactMap {
      if case .untrackedRead(let read) = $0.event { read } else { nil }
    }
    #expect(reads.map(\.callback) == ["onLoad()"])
    #expect(reads.map(\.fixMethod) == ["updateProperties()"])
  }

  @Test func headlessKitsControllerKeepsItsOwnNames() {
    #expect(
      ControllerMethod.allCases.map(\.description) == [
        "didLoad()", "willAppear()", "isAppearing()", "didAppear()", "willDisappear()",
        "didDisappear()", "updateProperties()", "updateConstraints()", "willLayout()",
        "didLayout()",
      ])
    for method in ControllerMethod.allCases {
      #expect(Controller.name(of: method).description == method.description)
    }
    #expect(Controller.name(ofClass: Label.self) == nil)
  }
}
