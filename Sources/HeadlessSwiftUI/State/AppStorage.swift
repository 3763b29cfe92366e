public import Foundation

/// A value kept in `UserDefaults`, as SwiftUI's `AppStorage`.
///
/// A body that reads it is re-evaluated when the stored value changes: through the property,
/// or through `UserDefaults` directly (`UserDefaults.standard.set(true, forKey: "showEV")`)
/// from this process. Foundation on Linux posts no change notifications, so the stored value
/// is compared at the start of every `flush()`.
///
/// ```swift
/// @AppStorage("showEV") private var showEV = false
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let entry: DefaultsEntry
  private let defaultValue: Value
  private let decode: (Any) -> Value?
  private let encode: (Value) -> Any?

  private init(
    key: String, store: UserDefaults?, defaultValue: Value, decode: @escaping (Any) -> Value?,
    encode: @escaping (Value) -> Any?
  ) {
    entry = DefaultsEntry.entry(store: store ?? .standard, key: key)
    self.defaultValue = defaultValue
    self.decode = decode
    self.encode = encode
  }

  /// The stored value, or the default when none is stored.
  public var wrappedValue: Value {
    get { entry.object.flatMap(decode) ?? defaultValue }
    nonmutating set { entry.write(encode(newValue)) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(
      get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 },
      identity: AnyHashable(ObjectIdentifier(entry)))
  }
}

extension AppStorage {
  /// Stores a Boolean.
  /// - Parameters:
  ///   - wrappedValue: The default, used while nothing is stored.
  ///   - key: The key in the store.
  ///   - store: The store; `UserDefaults.standard` when `nil`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, decode: Self.number { $0.boolValue },
      encode: { $0 })
  }

  /// Stores an integer.
  /// - Parameters:
  ///   - wrappedValue: The default, used while nothing is stored.
  ///   - key: The key in the store.
  ///   - store: The store; `UserDefaults.standard` when `nil`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, decode: Self.number { $0.intValue },
      encode: { $0 })
  }

  /// Stores a floating-point number.
  /// - Parameters:
  ///   - wrappedValue: The default, used while nothing is stored.
  ///   - key: The key in the store.
  ///   - store: The store; `UserDefaults.standard` when `nil`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, decode: Self.number { $0.doubleValue },
      encode: { $0 })
  }

  /// Stores a string.
  /// - Parameters:
  ///   - wrappedValue: The default, used while nothing is stored.
  ///   - key: The key in the store.
  ///   - store: The store; `UserDefaults.standard` when `nil`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? String },
      encode: { $0 })
  }

  /// Stores data.
  /// - Parameters:
  ///   - wrappedValue: The default, used while nothing is stored.
  ///   - key: The key in the store.
  ///   - store: The store; `UserDefaults.standard` when `nil`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? Data },
      encode: { $0 })
  }

  /// Stores a value by its string raw value.
  /// - Parameters:
  ///   - wrappedValue: The default, used while nothing is stored.
  ///   - key: The key in the store.
  ///   - store: The store; `UserDefaults.standard` when `nil`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
  }

  /// Stores a value by its integer raw value.
  /// - Parameters:
  ///   - wrappedValue: The default, used while nothing is stored.
  ///   - key: The key in the store.
  ///   - store: The store; `UserDefaults.standard` when `nil`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      decode: Self.number { Value(rawValue: $0.intValue) }, encode: { $0.rawValue })
  }

  /// Stores an optional string; `nil` removes it.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `UserDefaults.standard` when `nil`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(
      key: key, store: store, defaultValue: nil, decode: { .some($0 as? String) },
      encode: { $0 })
  }

  private static func number<T>(_ convert: @escaping (NSNumber) -> T?) -> (Any) -> T? {
    { value in
      switch value {
      case let number as NSNumber: convert(number)
      case let bool as Bool: convert(NSNumber(value: bool))
      case let int as Int: convert(NSNumber(value: int))
      case let double as Double: convert(NSNumber(value: double))
      case let string as String: Double(string).flatMap { convert(NSNumber(value: $0)) }
      default: nil
      }
    }
  }
}
