import HeadlessKit

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// Deletes or removes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs an action when tapped, as SwiftUI's `Button`; drawn by a HeadlessKit
/// `Button` whose title is the label's text. The action runs outside any tracking scope, as
/// every action does.
///
/// ```swift
/// Button {
///   theme.accent = color
/// } label: {
///   Text(color.rawValue.capitalized)
/// }
/// ```
nonisolated public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label
  let role: ButtonRole?

  /// A button with a custom label.
  /// - Parameters:
  ///   - action: What a tap does.
  ///   - label: The label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    role = nil
  }

  /// A button with a role and a custom label.
  /// - Parameters:
  ///   - role: The role.
  ///   - action: What a tap does.
  ///   - label: The label.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Button where Label == Text {
  /// A button titled with a localized string.
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - action: What a tap does.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled with a string.
  /// - Parameters:
  ///   - title: The title.
  ///   - action: What a tap does.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role, titled with a string.
  /// - Parameters:
  ///   - title: The title.
  ///   - role: The role.
  ///   - action: What a tap does.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
  /// A button with a title and a system image.
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The image's name.
  ///   - action: What a tap does.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
  }
}

/// A view that can give a button its title or image.
@MainActor
protocol ButtonTitleSource {
  var buttonTitle: String? { get }
  var buttonImage: String? { get }
}

@MainActor
extension Button: RenderedView {
  func makePlatformView() -> HeadlessKit.View { ActionButton(frame: .zero) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let button = platformView as? ActionButton else { return }
    button.action = action
    let environment = element.environment
    let parts = flattenedElements(of: label, environment: environment, owner: element.owner)
      .compactMap { $0.view as? any ButtonTitleSource }
    let title = parts.lazy.compactMap(\.buttonTitle).first
    let image = parts.lazy.compactMap(\.buttonImage).first
    if button.title != title { button.title = title }
    if button.image != image { button.image = image }
    if button.isEnabled != environment.isEnabled { button.isEnabled = environment.isEnabled }
    let color =
      role == .destructive
      ? HeadlessKit.Color.systemRed : (environment.foregroundColor ?? environment.tint)?.headless
    if button.baseForegroundColor != color { button.baseForegroundColor = color }
  }
}

/// The HeadlessKit button that draws a `Button`.
final class ActionButton: HeadlessKit.Button {
  var action: (@MainActor () -> Void)?

  override init(frame: Rect) {
    super.init(frame: frame)
    addAction { [unowned self] in self.action?() }
  }
}
