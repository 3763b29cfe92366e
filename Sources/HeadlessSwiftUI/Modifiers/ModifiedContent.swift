/// A modifier that makes a new view from a view, as SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(Color.white)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view being modified, as the modifier's body receives it.
  typealias Content = _ViewModifier_Content<Self>
  /// Makes the modified view.
  /// - Parameter content: The view being modified.
  /// - Returns: The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// A primitive modifier's body: never called.
  /// - Parameter content: Ignored.
  /// - Returns: Never.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier; its body is never called")
  }
}

/// The view a modifier's body receives (SwiftUI's `_ViewModifier_Content`).
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let content: any View
  /// A primitive view.
  public typealias Body = Never
}

@MainActor
extension _ViewModifier_Content: FlattenedView {
  func flatten(into elements: inout [Element], context: FlattenContext) {
    flattenView(content, context, into: &elements)
  }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
nonisolated public struct ModifiedContent<Content, Modifier> {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  /// - Parameters:
  ///   - content: The view.
  ///   - modifier: The modifier.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive view.
  public typealias Body = Never
}

/// A built-in modifier: it changes how its content flattens (environment, attachments,
/// identity) or wraps it in a view of its own.
@MainActor
protocol PrimitiveModifier {
  /// Appends the elements of `content` under this modifier.
  func flatten(content: any View, into elements: inout [Element], context: FlattenContext)
}

@MainActor
extension ModifiedContent: FlattenedView where Content: View, Modifier: ViewModifier {
  func flatten(into elements: inout [Element], context: FlattenContext) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.flatten(content: content, into: &elements, context: context)
    } else {
      // A modifier of your own: its body, with the content in its place, in the body of the
      // view that applied it (no tracking scope of its own).
      let body = modifier.body(content: _ViewModifier_Content<Modifier>(content: content))
      flattenView(body, context.appending(.type(ObjectIdentifier(Modifier.self))), into: &elements)
    }
  }
}

extension View {
  /// Applies a modifier.
  /// - Parameter modifier: The modifier.
  /// - Returns: The modified view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
  /// The modifier.
  public static let identity = EmptyModifier()
  /// Creates the modifier.
  public init() {}
  /// The content unchanged.
  /// - Parameter content: The view.
  /// - Returns: The same view.
  public func body(content: Content) -> Content { content }
}
