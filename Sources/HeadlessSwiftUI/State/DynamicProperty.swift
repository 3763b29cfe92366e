// Dynamic properties: stored properties of a view whose values live with the view's identity
// (state) or come from around it (environment), installed before each body evaluation.

/// A stored property of a view that HeadlessSwiftUI updates before evaluating `body`, as
/// SwiftUI's `DynamicProperty`: `@State`, `@Environment`, `@AppStorage`, `@FocusState`, and
/// your own structs made of them.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated; the default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// A dynamic property that HeadlessSwiftUI links to its storage.
protocol InstallableProperty {
  /// Links the property to the storage `host` keeps under `key`, and to `environment`.
  @MainActor func install(key: String, host: BodyHostView, environment: EnvironmentValues)
}

/// Finds a view's dynamic properties and links them to its host.
@MainActor
enum DynamicProperties {
  /// The view types found to have no dynamic property: their bodies skip the reflection,
  /// which costs more than the rest of a small body's evaluation. Whether a type has one
  /// is a fact of its stored properties' types, as SwiftUI reads it.
  private static var typesWithout: Set<ObjectIdentifier> = []

  /// Installs every dynamic property of `view` (and of the dynamic properties it is made of).
  /// - Returns: Whether `view`'s type has none (a fact of the type: its host need not ask
  ///   again).
  @discardableResult
  static func install(in view: Any, host: BodyHostView, environment: EnvironmentValues) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: view))
    if typesWithout.contains(type) { return true }
    if !install(children: view, prefix: "", host: host, environment: environment) {
      typesWithout.insert(type)
      return true
    }
    return false
  }

  /// Installs the dynamic properties among `value`'s stored properties; returns whether
  /// there was one.
  @discardableResult
  private static func install(
    children value: Any, prefix: String, host: BodyHostView, environment: EnvironmentValues
  ) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children {
      guard let label = child.label else { continue }
      if let property = child.value as? any InstallableProperty {
        property.install(key: prefix + label, host: host, environment: environment)
        found = true
      } else if child.value is any DynamicProperty {
        install(
          children: child.value, prefix: prefix + label + ".", host: host,
          environment: environment)
        found = true
      }
    }
    return found
  }
}
