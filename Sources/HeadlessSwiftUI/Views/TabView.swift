import HeadlessKit

/// Tabs with a bar of buttons at the bottom, as SwiftUI's `TabView`: each child is a tab,
/// titled by its `tabItem(_:)` and named by its `tag(_:)` (its position without one). A tab's
/// views are made when it is first selected and kept, hidden, while another tab is selected,
/// so its `@State` survives switching tabs, as SwiftUI's does.
///
/// ```swift
/// TabView {
///   InboxView().tabItem { Label("Inbox", systemImage: "tray") }
///   SettingsView().tabItem { Text("Settings") }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// A primitive view.
  public typealias Body = Never
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their selection themselves.
  /// - Parameter content: The tabs.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView {
  /// Tabs whose selection is a binding to the selected tab's tag.
  /// - Parameters:
  ///   - selection: The selected tab's tag.
  ///   - content: The tabs.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
}

@MainActor
extension TabView: RenderedView {
  func makePlatformView() -> HeadlessKit.View { TabContainerView(frame: .zero) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let tabs = platformView as? TabContainerView else { return }
    let children = flattenedElements(
      of: content, environment: element.environment, owner: element.owner)
    let tags: [AnyHashable] = children.enumerated().map { index, child in
      child.attachments.lazy.compactMap { attachment -> AnyHashable? in
        if case .tag(let tag) = attachment { return tag }
        return nil
      }.first ?? AnyHashable(index)
    }
    let titles = children.map { child in
      child.attachments.lazy.compactMap { attachment -> String? in
        if case .tabItem(let title) = attachment { return title }
        return nil
      }.first ?? ""
    }
    // Read in the declaring body's scope, so a tap on the bar re-evaluates it.
    let selectedTag: AnyHashable =
      selection.map { AnyHashable($0.wrappedValue) } ?? tabs.selectedIndex.value.map(
        AnyHashable.init)
      ?? tags.first ?? AnyHashable(0)
    let index = tags.firstIndex(of: selectedTag) ?? 0
    let binding = selection
    // The tab view keeps this closure: it refers to the view weakly.
    tabs.setTabs(titles) { [weak tabs] tapped in
      if let binding, let tag = tags[tapped].base as? SelectionValue {
        binding.wrappedValue = tag
      } else {
        tabs?.selectedIndex.value = tapped
      }
    }
    tabs.showSelected(index)
    if children.indices.contains(index) {
      var selected = children[index]
      selected.attachments.removeAll {
        if case .tabItem = $0 { return true }
        return false
      }
      tabs.reconcileSelected(selected, tag: tags[index])
    }
    tabs.removePages(notIn: Set(tags))
  }
}

/// The HeadlessKit view of a `TabView`: a page per tab selected so far (the others hidden),
/// a bar of buttons below.
final class TabContainerView: HeadlessKit.View, LaidOutView {
  static let barHeight = 49.0
  let bar = HeadlessKit.View()
  /// The tab the user selected, for tabs that keep their selection themselves.
  let selectedIndex = StateBox<Int?>(nil)
  /// A tab's views and their records, kept while the tab exists.
  @MainActor private final class Page {
    let view = HeadlessKit.View()
    var records: [ElementID: SlotRecord] = [:]
  }
  /// The pages of the tabs selected so far, by tag.
  private var pages: [AnyHashable: Page] = [:]
  private var onTap: (@MainActor (Int) -> Void)?

  override init(frame: Rect) {
    super.init(frame: frame)
    bar.backgroundColor = HeadlessKit.Color(named: "systemGray6")
    bar.identifier = "tabBar"
    addSubview(bar)
  }

  func setTabs(_ titles: [String], onTap: @escaping @MainActor (Int) -> Void) {
    self.onTap = onTap
    let buttons = bar.subviews.compactMap { $0 as? HeadlessKit.Button }
    guard buttons.map(\.title) != titles.map(Optional.some) else { return }
    for button in buttons { button.removeFromSuperview() }
    for (index, title) in titles.enumerated() {
      let button = HeadlessKit.Button(title: title)
      button.addAction { [unowned self] in self.onTap?(index) }
      bar.addSubview(button)
    }
    setNeedsLayout()
  }

  func showSelected(_ index: Int) {
    for (position, button) in bar.subviews.enumerated() {
      if let button = button as? HeadlessKit.Button, button.isSelected != (position == index) {
        button.isSelected = position == index
      }
    }
  }

  /// Shows the page of the tab tagged `tag` (made now if it is the tab's first selection),
  /// hides the others, and reconciles the selected tab's view into its page.
  func reconcileSelected(_ element: Element, tag: AnyHashable) {
    let page: Page
    if let existing = pages[tag] {
      page = existing
    } else {
      page = Page()
      pages[tag] = page
      insertSubview(page.view, at: subviews.count - 1)  // below the bar
      setNeedsLayout()
    }
    for (key, other) in pages where other.view.isHidden != (key != tag) {
      other.view.isHidden = key != tag
    }
    reconcile([element], into: page.view, records: &page.records)
  }

  /// Removes the pages of tabs that are gone: their views leave, their state with them.
  func removePages(notIn tags: Set<AnyHashable>) {
    for (tag, page) in pages where !tags.contains(tag) {
      reconcile([], into: page.view, records: &page.records)
      page.view.removeFromSuperview()
      pages[tag] = nil
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? 390, height: proposal.height ?? 844)
  }

  func isFlexible(along axis: Axis) -> Bool { true }

  override func layoutSubviews() {
    super.layoutSubviews()
    let barHeight = Self.barHeight
    let content = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - barHeight))
    bar.frame = Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
    let buttons = bar.subviews
    let width = buttons.isEmpty ? 0 : Double(bounds.width) / Double(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = Rect(x: Double(index) * width, y: 0, width: width, height: barHeight)
    }
    for page in pages.values {
      page.view.frame = content
      SwiftUILayout.placeVertically(page.view.subviews, in: page.view.bounds, spacing: 0)
    }
  }

  override var treeDetails: [String] { ["TabView"] }
}

extension View {
  /// The title of the tab this view is, in the enclosing `TabView`'s bar (the text of
  /// `label`: a `Text`, or a `Label`'s title).
  /// - Parameter label: The tab's label.
  /// - Returns: The modified view.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let title = flattenedElements(of: label(), environment: EnvironmentValues(), owner: "")
      .lazy.compactMap { ($0.view as? any ButtonTitleSource)?.buttonTitle }.first
    return modifier(AttachingModifier(attachment: .tabItem(title ?? "")))
  }
}
