// Modifiers that attach to the views below them instead of wrapping them.

/// A modifier applied to each view below it.
enum Attachment {
  /// `accessibilityIdentifier(_:)`: the HeadlessKit view's identifier.
  case identifier(String)
  /// `accessibilityLabel(_:)`.
  case accessibilityLabel(String)
  /// `navigationTitle(_:)`: the enclosing navigation stack's title.
  case navigationTitle(String)
  /// `onAppear(perform:)`.
  case onAppear(@MainActor () -> Void)
  /// `onDisappear(perform:)`.
  case onDisappear(@MainActor () -> Void)
  /// `task(id:priority:_:)`.
  case task(id: AnyHashable?, action: @MainActor () async -> Void)
  /// `onChange(of:initial:_:)`.
  case onChange(ChangeWatch)
  /// `sheet(isPresented:onDismiss:content:)`.
  case sheet(SheetRequest)
  /// `presentationDetents(_:selection:)`: the enclosing sheet's detents.
  case presentationDetents(DetentRequest)
  /// `tag(_:)`: a picker option's value.
  case tag(AnyHashable)
  /// `alert(_:isPresented:actions:)`.
  case alert(AlertRequest)
  /// `tabItem(_:)`: the tab's title.
  case tabItem(String)
  /// `navigationDestination(for:destination:)`: the view for a pushed value's type.
  case navigationDestination(ObjectIdentifier, (Any) -> AnyView)
}

/// An `onChange(of:)`: the value the body computed, and what to do when it differs from the
/// value of the previous evaluation.
struct ChangeWatch {
  /// The value, as the body computed it.
  var value: Any
  /// Whether the action also runs when the view appears.
  var initial: Bool
  /// Compares a previous value with ``value``.
  var isEqual: (Any) -> Bool
  /// Runs the action with the previous value.
  var action: @MainActor (Any) -> Void
}
