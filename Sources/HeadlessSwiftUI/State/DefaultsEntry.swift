import Foundation
import HeadlessKit
import Observation

/// One key of one `UserDefaults` store, observable: a body that read it subscribes, and a
/// change (through `@AppStorage`, or through the store directly, found by comparing at the
/// start of every flush) re-evaluates it.
final class DefaultsEntry: Observable, @unchecked Sendable {
  // Entries are made and read on the main actor (views), kept for the process's life; the
  // lock guards the table.
  private nonisolated(unsafe) static var entries: [String: DefaultsEntry] = [:]
  private static let lock = NSLock()

  private let registrar = ObservationRegistrar()
  private let store: UserDefaults
  private let key: String
  /// The stored value as last seen, described: what the flush check compares.
  private var lastSeen: String?

  private init(store: UserDefaults, key: String) {
    self.store = store
    self.key = key
    lastSeen = Self.describe(store.object(forKey: key))
  }

  /// The shared entry for `key` in `store`.
  static func entry(store: UserDefaults, key: String) -> DefaultsEntry {
    lock.lock()
    defer { lock.unlock() }
    let name = "\(ObjectIdentifier(store))/\(key)"
    if let existing = entries[name] { return existing }
    let entry = DefaultsEntry(store: store, key: key)
    entries[name] = entry
    return entry
  }

  /// Whether the flush check is installed; read and written on the main actor only.
  private nonisolated(unsafe) static var checking = false

  /// Installs the flush check, once, at the first read (a body's, on the main actor: the
  /// property may be made elsewhere, but it is read where views are).
  private static func checkAtEveryFlush() {
    guard !checking else { return }
    MainActor.assumeIsolated {
      checking = true
      Application.flushChecks.append { DefaultsEntry.checkForChanges() }
    }
  }

  /// The stored object; reading it inside a body subscribes the body.
  var object: Any? {
    Self.checkAtEveryFlush()
    registrar.access(self, keyPath: \.object)
    return store.object(forKey: key)
  }

  /// Stores `value` (`nil` removes it) and re-evaluates the bodies that read it.
  func write(_ value: Any?) {
    registrar.withMutation(of: self, keyPath: \.object) {
      if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
    }
    lastSeen = Self.describe(store.object(forKey: key))
  }

  /// Reports the entries whose stored value changed behind their back.
  static func checkForChanges() {
    lock.lock()
    let all = Array(entries.values)
    lock.unlock()
    for entry in all {
      let now = describe(entry.store.object(forKey: entry.key))
      if now != entry.lastSeen {
        entry.lastSeen = now
        entry.registrar.withMutation(of: entry, keyPath: \.object) {}
      }
    }
  }

  private static func describe(_ value: Any?) -> String? {
    value.map { String(describing: $0) }
  }
}
