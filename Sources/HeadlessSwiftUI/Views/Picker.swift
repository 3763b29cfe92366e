import HeadlessKit

/// A choice among tagged options, as SwiftUI's `Picker`: drawn as a segmented control of the
/// options' titles (the inline and segmented styles), each option named by `tag(_:)`.
///
/// ```swift
/// Picker("Accent", selection: $accent) {
///   ForEach(AppTheme.AccentColor.allCases, id: \.self) { color in
///     Text(color.rawValue).tag(color)
///   }
/// }
/// ```
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let title: String
  let selection: Binding<SelectionValue>
  let content: Content

  /// A primitive view.
  public typealias Body = Never
}

extension Picker where Label == Text {
  /// A picker with a title.
  /// - Parameters:
  ///   - title: The title.
  ///   - selection: The selected option's tag.
  ///   - content: The options, each with a `tag(_:)`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }

  /// A picker with a localized title.
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - selection: The selected option's tag.
  ///   - content: The options, each with a `tag(_:)`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(title: titleKey.text, selection: selection, content: content())
  }
}

@MainActor
extension Picker: RenderedView {
  func makePlatformView() -> HeadlessKit.View { PickerContainerView(frame: .zero) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let container = platformView as? PickerContainerView else { return }
    let environment = element.environment
    let options = flattenedElements(
      of: content, environment: environment, owner: element.owner
    ).map { option -> PickerOption in
      let title = (option.view as? any ButtonTitleSource)?.buttonTitle ?? ""
      let tag = option.attachments.lazy.compactMap { attachment -> AnyHashable? in
        if case .tag(let tag) = attachment { return tag }
        return nil
      }.first
      return PickerOption(title: title, tag: tag)
    }
    let binding = selection
    let selected = AnyHashable(binding.wrappedValue)
    let choose: @MainActor (AnyHashable) -> Void = { tag in
      guard let value = tag.base as? SelectionValue else { return }
      binding.wrappedValue = value
    }
    let style = environment.pickerStyleKind
    let navigationLink =
      style == .navigationLink
      || (style == .automatic && environment.isInForm && environment.isInNavigationStack)
    if navigationLink {
      container.showLink(
        title: title, options: options, selected: selected, choose: choose,
        isSelected: { tag in AnyHashable(binding.wrappedValue) == tag })
    } else {
      container.showSegments(options: options, selected: selected, choose: choose)
    }
  }
}

/// One option of a `Picker`: its title and its `tag(_:)`.
struct PickerOption {
  let title: String
  let tag: AnyHashable?
}

/// The HeadlessKit view of a `Picker`: a segmented control (the inline, segmented and
/// menu styles), or the row of the navigation-link style.
final class PickerContainerView: HeadlessKit.View, LaidOutView, AccessibilityTarget {
  private var segments: BoundSegmentedControl?
  private var link: PickerLinkRow?

  /// The view shown: identifiers and labels go to it.
  var accessibilityTarget: HeadlessKit.View { subviews.first ?? self }

  /// Shows the options as segments, `selected` highlighted.
  func showSegments(
    options: [PickerOption], selected: AnyHashable,
    choose: @escaping @MainActor (AnyHashable) -> Void
  ) {
    let control = segments ?? BoundSegmentedControl(frame: .zero)
    if segments == nil {
      segments = control
      replaceContent(with: control)
    }
    let titles = options.map(\.title)
    if control.titles != titles {
      control.removeAllSegments()
      for (index, title) in titles.enumerated() {
        control.insertSegment(withTitle: title, at: index)
      }
    }
    let index = options.firstIndex { $0.tag == selected } ?? SegmentedControl.noSegment
    if control.selectedSegmentIndex != index { control.selectedSegmentIndex = index }
    control.onSelect = { index in
      guard options.indices.contains(index), let tag = options[index].tag else { return }
      choose(tag)
    }
  }

  /// Shows the navigation-link row: the title, the selected option's title, and a tap
  /// that pushes the options.
  func showLink(
    title: String, options: [PickerOption], selected: AnyHashable,
    choose: @escaping @MainActor (AnyHashable) -> Void,
    isSelected: @escaping @MainActor (AnyHashable) -> Bool
  ) {
    let row = link ?? PickerLinkRow(frame: .zero)
    if link == nil {
      link = row
      replaceContent(with: row)
    }
    if row.title != title { row.title = title }
    let value = options.first { $0.tag == selected }?.title ?? ""
    if row.valueLabel.text != value { row.valueLabel.text = value }
    row.action = { [weak row] in
      guard let row, let stack = NavigationStackView.nearest(above: row) else { return }
      stack.push(
        AnyView(
          _PickerOptionsList(
            title: title, options: options, isSelected: isSelected,
            choose: { [weak stack] tag in
              choose(tag)
              stack?.pop()
            })))
    }
  }

  private func replaceContent(with view: HeadlessKit.View) {
    let identifier = subviews.first?.identifier
    for old in subviews { old.removeFromSuperview() }
    if let identifier, view.identifier == nil { view.identifier = identifier }
    addSubview(view)
    superview?.setNeedsLayout()
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    guard let shown = subviews.first else { return .zero }
    let intrinsic = shown.intrinsicContentSize
    return Size(
      width: proposal.width ?? intrinsic.width,
      height: shown === link ? PickerLinkRow.height : intrinsic.height)
  }

  func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }

  override func layoutSubviews() {
    super.layoutSubviews()
    subviews.first?.frame = bounds
  }
}

/// The row of a navigation-link picker: a button titled with the picker's title (a tap
/// pushes the options), the selected option's title at its trailing edge.
final class PickerLinkRow: HeadlessKit.Button {
  static let height = 22.0
  let valueLabel = HeadlessKit.Label()
  var action: (@MainActor () -> Void)?

  override init(frame: Rect) {
    super.init(frame: frame)
    valueLabel.textColor = HeadlessKit.Color(named: "secondaryLabel")
    addSubview(valueLabel)
    addAction { [unowned self] in self.action?() }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = valueLabel.intrinsicContentSize
    // The value sits before the disclosure chevron's 16 points.
    valueLabel.frame = Rect(
      x: max(0, Double(bounds.width) - Double(size.width) - 16),
      y: (Double(bounds.height) - Double(size.height)) / 2, width: size.width,
      height: size.height)
  }
}

/// The list a navigation-link picker pushes: one button per option, a checkmark by the
/// selected one; choosing one sets the selection and pops back.
struct _PickerOptionsList: View {
  let title: String
  let options: [PickerOption]
  let isSelected: @MainActor (AnyHashable) -> Bool
  let choose: @MainActor (AnyHashable) -> Void

  var body: some View {
    List {
      ForEach(options.indices, id: \.self) { index in
        let option = options[index]
        HStack {
          Button(option.title) {
            if let tag = option.tag { choose(tag) }
          }
          Spacer()
          if let tag = option.tag, isSelected(tag) {
            Image(systemName: "checkmark")
          }
        }
      }
    }
    .navigationTitle(title)
  }
}

/// The HeadlessKit segmented control of a `Picker`.
final class BoundSegmentedControl: SegmentedControl {
  var onSelect: (@MainActor (Int) -> Void)?

  override init(frame: Rect) {
    super.init(frame: frame)
    addAction { [unowned self] in self.onSelect?(self.selectedSegmentIndex) }
  }
}

/// Which style `pickerStyle(_:)` chose.
enum PickerStyleKind: Equatable {
  case automatic, segmented, inline, menu, navigationLink
}

private struct PickerStyleKindKey: EnvironmentKey {
  static var defaultValue: PickerStyleKind { .automatic }
}

private struct IsInFormKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct IsInNavigationStackKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// The style `pickerStyle(_:)` set.
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKindKey.self] }
    set { self[PickerStyleKindKey.self] = newValue }
  }

  /// Whether the views are inside a `Form`.
  var isInForm: Bool {
    get { self[IsInFormKey.self] }
    set { self[IsInFormKey.self] = newValue }
  }

  /// Whether the views are inside a `NavigationStack`.
  var isInNavigationStack: Bool {
    get { self[IsInNavigationStackKey.self] }
    set { self[IsInNavigationStackKey.self] = newValue }
  }
}

extension View {
  /// Names the view as an option of a `Picker`.
  /// - Parameter tag: The option's value.
  /// - Returns: The modified view.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(AttachingModifier(attachment: .tag(AnyHashable(tag))))
  }

  /// The list's style (kept for code written against SwiftUI: lists draw one way).
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

  /// The style of pickers inside: `.navigationLink` draws a row showing the title and the
  /// selected option that pushes the list of options onto the enclosing `NavigationStack`
  /// (choosing one sets the selection and pops back); the other styles draw segments. The
  /// default (`.automatic`) is the navigation-link style inside a `Form` in a
  /// `NavigationStack`, as on iOS, and segments elsewhere.
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind: PickerStyleKind =
      switch style {
      case is NavigationLinkPickerStyle: .navigationLink
      case is SegmentedPickerStyle: .segmented
      case is InlinePickerStyle: .inline
      case is MenuPickerStyle: .menu
      default: .automatic
      }
    return environment(\.pickerStyleKind, kind)
  }
}

/// Controls grouped for data entry, as SwiftUI's `Form`: drawn as a list.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the given rows.
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The rows as a list.
  public var body: some View { List { content }.environment(\.isInForm, true) }
}
