import Observation

/// Storage of one `@State`: an observable box, so a body that reads it subscribes to it as to
/// any `@Observable` property, and a write re-runs exactly the bodies that read it.
final class StateBox<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var stored: Value

  init(_ value: Value) { stored = value }

  /// The value; reading it inside a body subscribes the body.
  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set {
      // An equal value changes nothing, as Observation's macro skips equal writes.
      if let equatable = stored as? any Equatable, equatable.isEqual(to: newValue) { return }
      registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
    }
  }
}

/// Where a `@State` finds its box: the one its view's host keeps, once installed; a box of
/// its own before (a view whose body is evaluated outside any host, as in a unit test).
final class StateLocation<Value> {
  private let initial: Value
  private var linked: StateBox<Value>?

  init(initial: Value) { self.initial = initial }

  /// The box.
  var box: StateBox<Value> {
    if let linked { return linked }
    let box = StateBox(initial)
    linked = box
    return box
  }

  /// Links to the host's box under `key`, making it from the initial value the first time.
  @MainActor func install(key: String, host: BodyHostView) {
    if let existing = host.storage[key] as? StateBox<Value> {
      linked = existing
    } else {
      let box = linked ?? StateBox(initial)
      host.storage[key] = box
      linked = box
    }
  }
}
