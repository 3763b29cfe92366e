public import Observation

/// A value read from the view's environment, as SwiftUI's `Environment`.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(\.dismiss) private var dismiss
/// ```
///
/// A body that reads a trait-backed value (`colorScheme`, `dynamicTypeSize`) is re-evaluated
/// when the trait changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let location = EnvironmentLocation()
  private let read: (EnvironmentValues) -> Value

  /// Reads the value at `keyPath`.
  /// - Parameter keyPath: The value's key path in ``EnvironmentValues``.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// Reads the observable object of type `objectType` a view above placed with
  /// `environment(_:)`.
  /// - Parameter objectType: The object's type.
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
    read = { values in
      guard let object = values[ObjectEnvironmentKey<Value>.self] else {
        fatalError("No \(Value.self) in the environment: place one with .environment(_:)")
      }
      return object
    }
  }

  /// The value.
  public var wrappedValue: Value { read(location.values ?? EnvironmentValues()) }
}

/// Where an `@Environment` finds the environment its view was installed with.
final class EnvironmentLocation {
  var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
  @MainActor func install(key: String, host: BodyHostView, environment: EnvironmentValues) {
    location.values = environment
  }
}

extension Environment: InputComparable {
  // The environment is compared on its own, not through the view's fields.
  func sameInput(as other: Any) -> Bool { true }
}

/// Keys the environment's observable objects by their type.
struct ObjectEnvironmentKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}
