/// A piece of user interface, described by its `body`, as SwiftUI's `View`.
///
/// A view is a value: SwiftUI (and HeadlessSwiftUI) evaluates `body` when the view appears
/// and again when something `body` read changes, inside a tracking scope of its own.
///
/// ```swift
/// struct CounterView: View {
///   let counter: Counter
///   var body: some View {
///     Text("Count: \(counter.value)")
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View

  /// The content and behaviour of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// A primitive view has no body.
  public typealias Body = Never
}

extension View where Body == Never {
  /// A primitive view's body: never called (the view is drawn by HeadlessSwiftUI itself).
  public var body: Never {
    fatalError("\(Self.self) is a primitive view; its body is never evaluated")
  }
}

extension View {
  /// Evaluates `body` with the view's concrete type.
  func evaluateBody() -> any View { body }
}
