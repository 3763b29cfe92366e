import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import HeadlessKit
import HeadlessKitTesting
import Observation

@Observable
final class Counter: @unchecked Sendable {
  var value = 0
  var other = 0
}

/// An observable model whose storage is locked, so any number of threads may write it
/// while the main actor reads it (a plain `@Observable` property written from several
/// threads at once is a data race in the model itself).
final class SharedCounter: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let lock = NSLock()
  private var storage = 0

  var value: Int {
    get {
      registrar.access(self, keyPath: \.value)
      return lock.withLock { storage }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) {
        lock.withLock { storage = newValue }
      }
    }
  }
}

@Observable
final class Flag: @unchecked Sendable {
  var isOn = false
}

/// A host with a recording root controller; the window is shown and flushed once.
@MainActor
func makeHost(
  _ configuration: Configuration = .init(), recorder: LifecycleRecorder,
  diagnostics: TestHost.DiagnosticPolicy = .recordAsWarnings,
  setUp: (RecordingController) -> Void = { _ in }
) -> (TestHost, RecordingController) {
  let host = TestHost(configuration: configuration, diagnostics: diagnostics)
  let root = RecordingController("root", recorder: recorder)
  setUp(root)
  host.show(root)
  recorder.reset()
  return (host, root)
}

/// Resident set size in bytes.
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = Int(text.split(separator: " ")[1])
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A model that names its properties for traces.
@Observable
final class NamedModel {
  var count = 0
  var label = ""
}

extension NamedModel: NamesTrackedProperties {
  static var trackedPropertyNames: [AnyKeyPath: String] {
    [\NamedModel.count: "count", \NamedModel.label: "label"]
  }
}

extension ListCell {
  /// The cell's item as the string the tests' snapshots use.
  var item: String? { itemIdentifier as? String }
}
