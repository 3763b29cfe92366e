import HeadlessKit

// Modifiers that attach to the views below them: lifecycle actions, identity, accessibility,
// navigation titles. Actions run after the pass, outside every tracking scope.

/// Attaches an ``Attachment`` to every view below.
struct AttachingModifier: ViewModifier, PrimitiveModifier {
  let attachment: Attachment
  typealias Body = Never

  func flatten(content: any View, into elements: inout [Element], context: FlattenContext) {
    var context = context
    context.attachments.append(attachment)
    flattenView(content, context, into: &elements)
  }
}

/// `id(_:)`: an explicit identity; a new value makes a new view, with fresh state.
struct IdentityModifier: ViewModifier, PrimitiveModifier {
  let id: AnyHashable
  typealias Body = Never

  func flatten(content: any View, into elements: inout [Element], context: FlattenContext) {
    flattenView(content, context.appending(.explicit(id)), into: &elements)
  }
}

extension View {
  /// Gives the view an explicit identity: when `id` changes, the view is a new one (its
  /// state starts again, its `onAppear` and `task` run again).
  /// - Parameter id: The identity.
  /// - Returns: The modified view.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }

  /// Runs `action` when the view appears, after the pass that shows it, outside any
  /// tracking scope.
  /// - Parameter action: The action.
  /// - Returns: The modified view.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(AttachingModifier(attachment: .onAppear(action ?? {})))
  }

  /// Runs `action` when the view leaves the tree.
  /// - Parameter action: The action.
  /// - Returns: The modified view.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(AttachingModifier(attachment: .onDisappear(action ?? {})))
  }

  /// Starts `action` when the view appears and cancels it when the view goes, as SwiftUI's
  /// `task(priority:_:)`. The closure inherits the main actor. It starts after the pass that
  /// shows the view, outside any tracking scope, and runs at once up to its first `await`:
  /// a value it reads there that later changes is reported by HeadlessKit's untracked-read
  /// watch ("read it in body"); reads after the first `await` are not watched.
  /// - Parameters:
  ///   - priority: Ignored: the task runs on the main actor.
  ///   - action: The work.
  /// - Returns: The modified view.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(AttachingModifier(attachment: .task(id: nil, action: { await action() })))
  }

  /// Starts `action` when the view appears and again (cancelling the previous one) when
  /// `value` changes, as SwiftUI's `task(id:priority:_:)`.
  /// - Parameters:
  ///   - value: The value whose changes restart the task.
  ///   - priority: Ignored: the task runs on the main actor.
  ///   - action: The work.
  /// - Returns: The modified view.
  public func task<T: Equatable & Hashable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(
      AttachingModifier(attachment: .task(id: AnyHashable(value), action: { await action() })))
  }

  /// Runs `action` with the old and new values when `value` (computed by the body) changes,
  /// after the pass, outside any tracking scope.
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - initial: Whether to run the action when the view appears too.
  ///   - action: The action.
  /// - Returns: The modified view.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
  ) -> some View {
    let watch = ChangeWatch(
      value: value, initial: initial, isEqual: { ($0 as? V) == value },
      action: { old in action(old as? V ?? value, value) })
    return modifier(AttachingModifier(attachment: .onChange(watch)))
  }

  /// Runs `action` when `value` (computed by the body) changes, after the pass, outside any
  /// tracking scope.
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - initial: Whether to run the action when the view appears too.
  ///   - action: The action.
  /// - Returns: The modified view.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Names the view for UI tests: the identifier of the HeadlessKit view that draws it
  /// (`TestHost.view(_:)`, `tap(_:)`, `toggle(_:)` find it).
  /// - Parameter identifier: The identifier.
  /// - Returns: The modified view.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AttachingModifier(attachment: .identifier(identifier)))
  }

  /// The label VoiceOver reads for the view.
  /// - Parameter label: The label.
  /// - Returns: The modified view.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(AttachingModifier(attachment: .accessibilityLabel(String(label))))
  }

  /// The title of the enclosing `NavigationStack`'s bar while this view is shown.
  /// - Parameter title: The title.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(AttachingModifier(attachment: .navigationTitle(String(title))))
  }

  /// The title of the enclosing `NavigationStack`'s bar while this view is shown.
  /// - Parameter titleKey: The title.
  /// - Returns: The modified view.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(AttachingModifier(attachment: .navigationTitle(titleKey.text)))
  }

  /// The title of the enclosing `NavigationStack`'s bar while this view is shown.
  /// - Parameter title: The title.
  /// - Returns: The modified view.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(AttachingModifier(attachment: .navigationTitle(title.content)))
  }
}
