/// Builds views from closures, as SwiftUI's `ViewBuilder`: blocks of up to any number of
/// children, `if`, `if let`, `if`/`else`, `switch` and availability checks.
///
/// ```swift
/// @ViewBuilder var content: some View {
///   Text("Title")
///   if showsDetail { Text("Detail") } else { EmptyView() }
/// }
/// ```
@resultBuilder
public struct ViewBuilder {
  /// Passes a single view through unchanged.
  /// - Parameter content: The view.
  /// - Returns: The same view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An empty block builds an empty view.
  /// - Returns: An ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view builds that view.
  /// - Parameter content: The view.
  /// - Returns: The same view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views builds a ``TupleView`` of them, in order.
  /// - Parameter content: The views.
  /// - Returns: A tuple view.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var children: [any View] = []
    for child in repeat each content { children.append(child) }
    return TupleView((repeat each content), children: children)
  }

  /// An `if` without `else` builds an optional view.
  /// - Parameter content: The view, or `nil` when the condition is false.
  /// - Returns: The optional view.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or a `switch`.
  /// - Parameter first: The branch's view.
  /// - Returns: Conditional content holding it.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or a `switch`.
  /// - Parameter second: The branch's view.
  /// - Returns: Conditional content holding it.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content inside an `if #available` check, type-erased.
  /// - Parameter content: The view.
  /// - Returns: The view as an ``AnyView``.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
