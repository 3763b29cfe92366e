/// A value a view owns, kept as long as the view keeps its identity, as SwiftUI's `State`.
///
/// Reading it in `body` subscribes the body; writing it (in an action, a task) re-evaluates
/// the bodies that read it. A view with a new identity (another branch of an `if`, another
/// `id`) starts again from the initial value.
///
/// ```swift
/// struct CounterView: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>

  /// Creates the state with its initial value.
  /// - Parameter value: The initial value.
  public init(wrappedValue value: Value) { location = StateLocation(initial: value) }

  /// Creates the state with its initial value.
  /// - Parameter value: The initial value.
  public init(initialValue value: Value) { location = StateLocation(initial: value) }

  /// The current value.
  public var wrappedValue: Value {
    get { location.box.value }
    nonmutating set { location.box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let location = self.location
    let box = location.box
    return Binding(
      get: { location.box.value }, set: { location.box.value = $0 },
      identity: AnyHashable(ObjectIdentifier(box)))
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates the state with `nil` as its initial value.
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
  @MainActor func install(key: String, host: BodyHostView, environment: EnvironmentValues) {
    location.install(key: key, host: host)
  }
}

extension State: InputComparable {
  // State lives in the host, not in the value the parent passes: never a changed input.
  func sameInput(as other: Any) -> Bool { true }
}
