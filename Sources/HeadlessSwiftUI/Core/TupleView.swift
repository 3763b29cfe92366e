/// Several views side by side, as a view builder's block makes them (SwiftUI's `TupleView`).
/// Each child's identity is its position.
nonisolated public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T
  private let children: [any View]?

  /// Wraps a tuple of views.
  /// - Parameter value: The views.
  public init(_ value: T) {
    self.value = value
    children = nil
  }

  init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  /// A primitive view.
  public typealias Body = Never

  /// The views, in order.
  var childViews: [any View] {
    if let children { return children }
    return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }
}

@MainActor
extension TupleView: FlattenedView {
  func flatten(into elements: inout [Element], context: FlattenContext) {
    for (index, child) in childViews.enumerated() {
      flattenView(child, context.appending(.index(index)), into: &elements)
    }
  }
}

/// Nothing, as SwiftUI's `EmptyView`.
nonisolated public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}
  /// A primitive view.
  public typealias Body = Never
}

@MainActor
extension EmptyView: FlattenedView {
  func flatten(into elements: inout [Element], context: FlattenContext) {}
}

/// One of two views, as an `if`/`else` or a `switch` builds it (SwiftUI's
/// `_ConditionalContent`). Each branch has its own identity: switching branches makes new
/// views, with fresh state.
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// A primitive view.
  public typealias Body = Never
}

@MainActor
extension _ConditionalContent: FlattenedView where TrueContent: View, FalseContent: View {
  func flatten(into elements: inout [Element], context: FlattenContext) {
    switch storage {
    case .trueContent(let view): flattenView(view, context.appending(.branch(0)), into: &elements)
    case .falseContent(let view):
      flattenView(view, context.appending(.branch(1)), into: &elements)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive view.
  public typealias Body = Never
}

@MainActor
extension Optional: FlattenedView where Wrapped: View {
  func flatten(into elements: inout [Element], context: FlattenContext) {
    if let view = self { flattenView(view, context.appending(.branch(0)), into: &elements) }
  }
}

/// A view of any type, as SwiftUI's `AnyView`: a different wrapped type is a different view.
nonisolated public struct AnyView: View {
  let wrapped: any View

  /// Wraps a view.
  /// - Parameter view: The view.
  public init<V: View>(_ view: V) { wrapped = view }

  /// Wraps a view, or returns `nil` when `value` is not a view.
  /// - Parameter value: The value.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    wrapped = view
  }

  /// A primitive view.
  public typealias Body = Never
}

@MainActor
extension AnyView: FlattenedView {
  func flatten(into elements: inout [Element], context: FlattenContext) {
    flattenView(wrapped, context, into: &elements)
  }
}

/// Several views treated as one, for modifiers and conditionals (SwiftUI's `Group`): they
/// take their places in the enclosing container.
nonisolated public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  /// Groups views.
  /// - Parameter content: The views.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A primitive view.
  public typealias Body = Never
}

@MainActor
extension Group: FlattenedView where Content: View {
  func flatten(into elements: inout [Element], context: FlattenContext) {
    flattenView(content, context, into: &elements)
  }
}
