import HeadlessKit

/// A switch with a label, as SwiftUI's `Toggle`; drawn by a HeadlessKit `Switch` beside a
/// label. Flipping it writes the binding.
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a custom label.
  /// - Parameters:
  ///   - isOn: Whether it is on.
  ///   - label: The label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Toggle where Label == Text {
  /// A toggle titled with a localized string.
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isOn: Whether it is on.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled with a string.
  /// - Parameters:
  ///   - title: The title.
  ///   - isOn: Whether it is on.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

@MainActor
extension Toggle: RenderedView {
  func makePlatformView() -> HeadlessKit.View { ToggleView(frame: .zero) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let toggle = platformView as? ToggleView else { return }
    let binding = isOn
    toggle.onChange = { binding.wrappedValue = $0 }
    let value = binding.wrappedValue
    if toggle.control.isOn != value { toggle.control.isOn = value }
    let enabled = element.environment.isEnabled
    if toggle.control.isEnabled != enabled { toggle.control.isEnabled = enabled }
    toggle.reconcileContent(label, element: element)
  }
}

/// The HeadlessKit view of a `Toggle`: its label's views, then a switch at the trailing edge.
final class ToggleView: ContentContainerView, LaidOutView, AccessibilityTarget {
  let control = HeadlessKit.Switch()
  var onChange: (@MainActor (Bool) -> Void)?

  override init(frame: Rect) {
    super.init(frame: frame)
    addSubview(control)
    control.addAction { [unowned self] in self.onChange?(self.control.isOn) }
  }

  override var contentOffset: Int { 1 }
  var accessibilityTarget: HeadlessKit.View { control }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let label = SwiftUILayout.verticalSize(
      of: Array(contentViews), proposal: ProposedViewSize(width: nil, height: nil), spacing: 0)
    let switchSize = control.intrinsicContentSize
    return Size(
      width: proposal.width ?? (label.width + 8 + switchSize.width),
      height: max(label.height, switchSize.height))
  }

  func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }

  override func layoutSubviews() {
    super.layoutSubviews()
    let switchSize = control.intrinsicContentSize
    control.frame = Rect(
      x: bounds.width - switchSize.width, y: (bounds.height - switchSize.height) / 2,
      width: switchSize.width, height: switchSize.height)
    SwiftUILayout.placeStack(
      Array(contentViews), axis: .vertical, spacing: 0, alignment: 0,
      in: Rect(
        x: 0, y: 0, width: max(0, bounds.width - switchSize.width - 8), height: bounds.height))
  }
}

/// A field the user types into, as SwiftUI's `TextField`; drawn by a HeadlessKit
/// `TextField`. Typing writes the binding.
nonisolated public struct TextField<Label: View>: View {
  let title: String
  let text: Binding<String>
  let isSecure: Bool

  /// A primitive view.
  public typealias Body = Never
}

extension TextField where Label == Text {
  /// A field with a placeholder.
  /// - Parameters:
  ///   - titleKey: The placeholder.
  ///   - text: The text.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(title: titleKey.text, text: text, isSecure: false)
  }

  /// A field with a placeholder.
  /// - Parameters:
  ///   - title: The placeholder.
  ///   - text: The text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text, isSecure: false)
  }
}

/// A field whose text is hidden, as SwiftUI's `SecureField`.
nonisolated public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A primitive view.
  public typealias Body = Never
}

extension SecureField where Label == Text {
  /// A secure field with a placeholder.
  /// - Parameters:
  ///   - title: The placeholder.
  ///   - text: The text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(title: String(title), text: text, isSecure: true)
  }

  /// A secure field with a placeholder.
  /// - Parameters:
  ///   - titleKey: The placeholder.
  ///   - text: The text.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(title: titleKey.text, text: text, isSecure: true)
  }
}

@MainActor
extension TextField: RenderedView {
  func makePlatformView() -> HeadlessKit.View { BoundTextField(frame: .zero) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let field = platformView as? BoundTextField else { return }
    field.binding = text
    let value = text.wrappedValue
    if field.text != value { field.text = value }
    if field.placeholder != title { field.placeholder = title }
    if field.isSecureTextEntry != isSecure { field.isSecureTextEntry = isSecure }
    let enabled = element.environment.isEnabled
    if field.isEnabled != enabled { field.isEnabled = enabled }
    field.submitActions = element.environment.submitActions
    field.focusLink = element.environment.focusLink
    if let link = field.focusLink, link.isFocused() != field.isEditing {
      let focus = link.isFocused()
      // Beginning or ending editing runs the field's actions: after the pass, untracked.
      runOutsideTracking("focus", from: field) {
        _ = focus ? field.beginEditing() : field.finishEditing()
      }
    }
  }
}

@MainActor
extension SecureField: RenderedView {
  func makePlatformView() -> HeadlessKit.View { field.makePlatformView() }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    field.update(platformView, element: element)
  }
}

/// The HeadlessKit text field of a `TextField`: typing writes the binding.
final class BoundTextField: HeadlessKit.TextField, LaidOutView {
  var binding: Binding<String>?
  var submitActions: [@MainActor () -> Void] = []
  var focusLink: FocusLink?

  override init(frame: Rect) {
    super.init(frame: frame)
    addAction(for: .editingChanged) { [unowned self] in self.binding?.wrappedValue = self.text }
    addAction(for: .editingDidEndOnExit) { [unowned self] in
      for action in self.submitActions { action() }
    }
    addAction(for: .editingDidBegin) { [unowned self] in
      if self.focusLink?.isFocused() == false { self.focusLink?.setFocused(true) }
    }
    addAction(for: .editingDidEnd) { [unowned self] in
      if self.focusLink?.isFocused() == true { self.focusLink?.setFocused(false) }
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? 200, height: intrinsicContentSize.height)
  }

  func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }
}
