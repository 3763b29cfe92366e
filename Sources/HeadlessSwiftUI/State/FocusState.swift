/// Which view has keyboard focus, as SwiftUI's `FocusState` (a minimal version: the value is
/// kept as state, and `focused(_:)` begins editing a text field when it becomes `true`).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// A Boolean focus state, `false` at first.
  public init() where Value == Bool { state = State(initialValue: false) }

  /// An optional focus state, `nil` at first.
  public init<T: Hashable>() where Value == T? { state = State(initialValue: nil) }

  /// The focused value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for `focused(_:)`.
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let base: HeadlessSwiftUI.Binding<Value>

    /// The focused value.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty {
  @MainActor func install(key: String, host: BodyHostView, environment: EnvironmentValues) {
    state.install(key: key, host: host, environment: environment)
  }
}
