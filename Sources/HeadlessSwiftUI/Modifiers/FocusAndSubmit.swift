import HeadlessKit

/// A text field's focus, as `focused(_:)` binds it.
struct FocusLink {
  /// Whether the field should be focused.
  let isFocused: @MainActor () -> Bool
  /// Records that the field gained (`true`) or lost (`false`) focus.
  let setFocused: @MainActor (Bool) -> Void
}

private struct FocusLinkKey: EnvironmentKey {
  static var defaultValue: FocusLink? { nil }
}

private struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [@MainActor () -> Void] { [] }
}

extension EnvironmentValues {
  /// The focus binding of the text fields below.
  var focusLink: FocusLink? {
    get { self[FocusLinkKey.self] }
    set { self[FocusLinkKey.self] = newValue }
  }

  /// What Return in a text field below runs.
  var submitActions: [@MainActor () -> Void] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

/// `focused(_:)` and `onSubmit(_:)`: set for the text fields below.
struct FocusModifier: ViewModifier, PrimitiveModifier {
  let link: FocusLink?
  let submit: (@MainActor () -> Void)?
  typealias Body = Never

  func flatten(content: any View, into elements: inout [Element], context: FlattenContext) {
    var context = context
    if let link { context.environment.focusLink = link }
    if let submit { context.environment.submitActions.append(submit) }
    flattenView(content, context, into: &elements)
  }
}

extension View {
  /// Binds the focus of the text field inside to `condition`: setting it to `true` begins
  /// editing; beginning or ending editing sets it.
  /// - Parameter condition: The focus state's binding.
  /// - Returns: The modified view.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(
      FocusModifier(
        link: FocusLink(
          isFocused: { condition.wrappedValue }, setFocused: { condition.wrappedValue = $0 }),
        submit: nil))
  }

  /// Binds the focus of the text field inside to `binding` having `value`.
  /// - Parameters:
  ///   - binding: The focus state's binding.
  ///   - value: The value that means this field.
  /// - Returns: The modified view.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    modifier(
      FocusModifier(
        link: FocusLink(
          isFocused: { binding.wrappedValue == value },
          setFocused: { focused in
            if focused {
              binding.wrappedValue = value
            } else if binding.wrappedValue == value, let none = Optional<Any>.none as? Value {
              binding.wrappedValue = none
            }
          }), submit: nil))
  }

  /// Runs `action` when the user presses Return in a text field inside.
  /// - Parameters:
  ///   - triggers: Ignored: text fields are the only trigger.
  ///   - action: The action.
  /// - Returns: The modified view.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(FocusModifier(link: nil, submit: action))
  }
}

/// What triggers `onSubmit(of:_:)`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates triggers from raw bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Return in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's submission.
  public static let search = SubmitTriggers(rawValue: 2)
}
