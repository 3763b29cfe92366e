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
  func makePlatformView() -> HeadlessKit.View { BoundSegmentedControl(frame: .zero) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let control = platformView as? BoundSegmentedControl else { return }
    let options = flattenedElements(
      of: content, environment: element.environment, owner: element.owner
    ).map { option -> (title: String, tag: AnyHashable?) in
      let title = (option.view as? any ButtonTitleSource)?.buttonTitle ?? ""
      let tag = option.attachments.lazy.compactMap { attachment -> AnyHashable? in
        if case .tag(let tag) = attachment { return tag }
        return nil
      }.first
      return (title, tag)
    }
    let titles = options.map(\.title)
    if control.titles != titles {
      control.removeAllSegments()
      for (index, title) in titles.enumerated() {
        control.insertSegment(withTitle: title, at: index)
      }
    }
    let selected = selection.wrappedValue
    let index = options.firstIndex { $0.tag == AnyHashable(selected) } ?? SegmentedControl.noSegment
    if control.selectedSegmentIndex != index { control.selectedSegmentIndex = index }
    let binding = selection
    control.onSelect = { index in
      guard options.indices.contains(index), let tag = options[index].tag?.base as? SelectionValue
      else { return }
      binding.wrappedValue = tag
    }
  }
}

/// The HeadlessKit segmented control of a `Picker`.
final class BoundSegmentedControl: SegmentedControl, LaidOutView {
  var onSelect: (@MainActor (Int) -> Void)?

  override init(frame: Rect) {
    super.init(frame: frame)
    addAction { [unowned self] in self.onSelect?(self.selectedSegmentIndex) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? intrinsicContentSize.width, height: intrinsicContentSize.height)
  }

  func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }
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

  /// The picker's style (kept for code written against SwiftUI: pickers draw as segments).
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}

/// A list's look, as SwiftUI's `ListStyle`.
public protocol ListStyle {}
/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
/// Rows without grouping.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
/// Rows grouped in inset cards.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// Rows without grouping.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Rows grouped in inset cards.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// A picker's look, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}
/// Options as segments.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}
/// Options inline, in the enclosing list.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Options as segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Options inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// Controls grouped for data entry, as SwiftUI's `Form`: drawn as a list.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the given rows.
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The rows as a list.
  public var body: some View { List { content } }
}
