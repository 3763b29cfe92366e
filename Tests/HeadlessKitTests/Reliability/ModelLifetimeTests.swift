import Foundation
import HeadlessKit
import HeadlessKitTesting
import Observation
import Testing

/// Observed models freed while tracked, on other threads (rule 3.9).
@MainActor
@Suite struct ModelLifetimeTests {
  /// Holds a model another thread may drop; reading `model` subscribes.
  final class Holder: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var storage: SharedCounter?
    init(_ model: SharedCounter) { storage = model }
    var model: SharedCounter? {
      get {
        registrar.access(self, keyPath: \.model)
        return lock.withLock { storage }
      }
      set {
        registrar.withMutation(of: self, keyPath: \.model) { lock.withLock { storage = newValue } }
      }
    }
  }

  @Test func modelFreedOnAnotherThreadWhileTrackedCausesNoCrashAndOneRefresh() {
    let recorder = LifecycleRecorder()
    let label = Label()
    weak var weakModel: SharedCounter?
    let holder: Holder
    do {
      let model = SharedCounter()
      weakModel = model
      holder = Holder(model)
    }
    let (host, _) = makeHost(recorder: recorder) { root in
      root.onDidLoad = { root.view.addSubview(label) }
      root.onUpdateProperties = { label.text = holder.model.map { "\($0.value)" } ?? "gone" }
    }
    #expect(label.text == "0")
    let done = DispatchSemaphore(value: 0)
    Thread {
      holder.model?.value = 7
      holder.model = nil  // the last reference dies on this thread
      done.signal()
    }.start()
    done.wait()
    #expect(weakModel == nil)
    host.flush()
    #expect(label.text == "gone")
    host.flush()
    #expect(host.diagnostics.isEmpty)
  }
}
