public import Observation

/// Bindings to the mutable properties of an observable object, as SwiftUI's `Bindable`.
///
/// ```swift
/// struct TitleEditor: View {
///   @Bindable var document: Document
///   var body: some View {
///     TextField("Title", text: $document.title)
///   }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The bindable itself, for `$object.property`.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an observable object.
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object.
  /// - Parameter wrappedValue: The object.
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps the object another bindable wraps.
  /// - Parameter projectedValue: The other bindable.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to one of the object's properties.
  /// - Parameter keyPath: The property.
  /// - Returns: The binding.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      identity: AnyHashable([AnyHashable(ObjectIdentifier(object)), AnyHashable(keyPath)]))
  }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identifier.
  public var id: Value.ID { wrappedValue.id }
}
