/// An action an assistive technology offers on an element besides activating it, as
/// UIKit's `UIAccessibilityCustomAction` (HeadlessUIKit's name for this class): VoiceOver
/// lists custom actions in its Actions rotor.
///
/// ```swift
/// row.accessibilityCustomActions = [
///   AccessibilityCustomAction(name: "Delete") { _ in store.delete(item); return true }
/// ]
/// ```
///
/// Apple's page: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor
open class AccessibilityCustomAction {
  /// Runs the action; returns whether it succeeded.
  public typealias Handler = @MainActor (AccessibilityCustomAction) -> Bool

  /// The action's short, localized name, as VoiceOver reads it.
  public var name: String
  /// The name of an image shown beside the name (Switch Control shows it), or `nil`.
  public var image: String?
  /// The work the action does.
  public var actionHandler: Handler?

  /// Creates an action.
  /// - Parameters:
  ///   - name: The name VoiceOver reads.
  ///   - actionHandler: The work; returns whether it succeeded.
  public init(name: String, actionHandler: @escaping Handler) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// Creates an action with an image.
  /// - Parameters:
  ///   - name: The name VoiceOver reads.
  ///   - image: The image's name, or `nil`.
  ///   - actionHandler: The work; returns whether it succeeded.
  public init(name: String, image: String?, actionHandler: @escaping Handler) {
    self.name = name
    self.image = image
    self.actionHandler = actionHandler
  }

  /// Runs the action as an assistive technology would.
  /// - Returns: What the handler returned; `false` without a handler.
  @discardableResult
  public func perform() -> Bool {
    actionHandler?(self) ?? false
  }
}
