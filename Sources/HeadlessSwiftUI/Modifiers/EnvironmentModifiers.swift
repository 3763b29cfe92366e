public import Observation

/// A modifier that sets a value of the environment for its content, as SwiftUI's
/// `_EnvironmentKeyWritingModifier`.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
  /// A primitive modifier.
  public typealias Body = Never
}

@MainActor
extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
  func flatten(content: any View, into elements: inout [Element], context: FlattenContext) {
    var context = context
    context.environment[keyPath: keyPath] = value
    flattenView(content, context, into: &elements)
  }
}

extension View {
  /// Sets an environment value for this view and those inside it.
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - value: The value.
  /// - Returns: The modified view.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Places an observable object in the environment, for `@Environment(Type.self)`.
  /// - Parameter object: The object.
  /// - Returns: The modified view.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(ObjectEnvironmentModifier(object: object))
  }

  /// Sets the font of text inside.
  /// - Parameter font: The font; `nil` for the default.
  /// - Returns: The modified view.
  public func font(_ font: Font?) -> some View { environment(\.font, font) }

  /// Sets the colour of text and controls inside.
  /// - Parameter style: The style (a colour).
  /// - Returns: The modified view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundColor, style as? Color)
  }

  /// Sets the colour of text inside.
  /// - Parameter color: The colour.
  /// - Returns: The modified view.
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundColor, color)
  }

  /// Sets the tint of controls inside.
  /// - Parameter tint: The tint.
  /// - Returns: The modified view.
  public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }

  /// Turns controls inside off (when `disabled` is true).
  /// - Parameter disabled: Whether to disable them.
  /// - Returns: The modified view.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(DisablingModifier(disabled: disabled))
  }

  /// Limits text inside to a number of lines.
  /// - Parameter number: The number; `nil` for no limit.
  /// - Returns: The modified view.
  public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
}

/// `disabled(_:)`: turns controls off, never back on (an outer `disabled(true)` wins).
struct DisablingModifier: ViewModifier, PrimitiveModifier {
  let disabled: Bool
  typealias Body = Never

  func flatten(content: any View, into elements: inout [Element], context: FlattenContext) {
    var context = context
    if disabled { context.environment.isEnabled = false }
    flattenView(content, context, into: &elements)
  }
}

/// `environment(_:)` with an observable object.
struct ObjectEnvironmentModifier<Object: AnyObject>: ViewModifier, PrimitiveModifier {
  let object: Object?
  typealias Body = Never

  func flatten(content: any View, into elements: inout [Element], context: FlattenContext) {
    var context = context
    context.environment[ObjectEnvironmentKey<Object>.self] = object
    flattenView(content, context, into: &elements)
  }
}
