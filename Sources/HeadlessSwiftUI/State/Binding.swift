/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// ```swift
/// struct Settings: View {
///   @State private var enabled = false
///   var body: some View {
///     Toggle("Enabled", isOn: $enabled)
///   }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void
  /// What the binding points at, when known: bindings to the same place are the same input.
  let identity: AnyHashable?

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void, identity: AnyHashable?) {
    getter = get
    setter = set
    self.identity = identity
  }

  /// Creates a binding from a getter and a setter.
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(get: get, set: set, identity: nil)
  }

  /// A binding to a value that never changes; writes are ignored.
  /// - Parameter value: The value.
  /// - Returns: The binding.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in }, identity: nil)
  }

  /// The value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// Creates a binding from another binding (`@Binding var x: T` initialized with `$x`).
  /// - Parameter projectedValue: The binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a property of the value.
  /// - Parameter keyPath: The property.
  /// - Returns: The binding.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let getter = self.getter
    let setter = self.setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      },
      identity: identity.map { AnyHashable([$0, AnyHashable(keyPath)]) })
  }
}

extension Binding {
  /// Creates a binding to an optional value from a binding to a value.
  /// - Parameter base: The binding.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } },
      identity: base.identity)
  }

  /// Creates a binding to a value from a binding to an optional, or `nil` when it is `nil`.
  /// - Parameter base: The binding.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      }, set: { base.wrappedValue = $0 }, identity: base.identity)
  }
}

extension Binding: DynamicProperty {}

extension Binding: InputComparable {
  func sameInput(as other: Any) -> Bool {
    guard let identity, let other = other as? Binding<Value> else { return false }
    return identity == other.identity
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The value's identifier.
  public var id: Value.ID { wrappedValue.id }
}
