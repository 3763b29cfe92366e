import Foundation
import HeadlessKitTesting
import HeadlessKit
import Observation
import Testing

/// The README's and the headless-app article's shared-state examples, compiled and run.
@MainActor
@Suite struct SharedStateExampleTests {
  /// The hand-written pattern from "Writing a headless app": an observable class whose
  /// stored property is guarded by a lock, with a read-modify-write method.
  final class Downloads: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var storedFinished = 0

    var finished: Int {
      registrar.access(self, keyPath: \.finished)
      return lock.withLock { storedFinished }
    }

    func finishOne() {
      registrar.withMutation(of: self, keyPath: \.finished) {
        lock.withLock { storedFinished += 1 }
      }
    }
  }

  final class DownloadsController: Controller {
    let downloads: Downloads
    let done: SharedState<Int>
    let label = Label()
    init(downloads: Downloads, done: SharedState<Int>) {
      self.downloads = downloads
      self.done = done
      super.init()
    }
    override func didLoad() { view.addSubview(label) }
    override func updateProperties() {
      label.text = "\(done.value) done, \(downloads.finished) downloaded"
    }
  }

  @Test func bothPatternsLoseNothingAcrossThreadsAndRefreshTheHook() {
    let done = SharedState(0)
    let downloads = Downloads()
    let controller = DownloadsController(downloads: downloads, done: done)
    let host = TestHost()
    host.show(controller)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<1_000 {
        done.update { $0 += 1 }
        downloads.finishOne()
      }
    }
    host.flush()
    #expect(controller.label.text == "4000 done, 4000 downloaded")
  }
}
