import HeadlessKit
/// A button in a navigation bar, as UIKit's `UIBarButtonItem` (the closure forms; the
/// target-action form needs `#selector`). It shows as a HeadlessKit `Button` in the bar,
/// which `TestHost.tapButton(titled:)` (or `tap(_:)` with its
/// ``accessibilityIdentifier``) taps.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  /// The system's standard items, as UIKit's `UIBarButtonItem.SystemItem` (shown by
  /// their English titles, or a symbol's name for the iconic ones).
  public enum SystemItem: Int, Sendable {
    /// "Done".
    case done
    /// "Cancel".
    case cancel
    /// "Edit".
    case edit
    /// "Save".
    case save
    /// A plus symbol.
    case add
    /// "Close" (an xmark symbol on iOS).
    case close
    /// A share symbol.
    case action
    /// A trash symbol.
    case trash
  }
  /// The item's style, as UIKit's `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Emphasised (bold on iOS).
    case done
  }

  let button = Button()
  /// The title.
  public var title: String? {
    get { button.title }
    set { button.title = newValue }
  }
  /// The image.
  public var image: UIImage? {
    didSet { button.image = image?.name }
  }
  /// The style.
  public var style: Style = .plain
  /// What a tap runs, as UIKit's `primaryAction`.
  public var primaryAction: UIAction?
  /// Whether it can be tapped; `true` by default.
  public var isEnabled: Bool {
    get { button.isEnabled }
    set { button.isEnabled = newValue }
  }
  /// Finds the item's button in tests, as UIKit's `accessibilityIdentifier`.
  public var accessibilityIdentifier: String? {
    get { button.identifier }
    set { button.identifier = newValue }
  }

  /// Creates an item, as UIKit's `init(title:image:primaryAction:menu:)` without the
  /// menu: the action's title and image stand in for missing ones, as in UIKit.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - primaryAction: What a tap runs.
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.primaryAction = primaryAction
    super.init()
    let actionTitle = primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
    button.title = title ?? actionTitle
    self.image = image ?? primaryAction?.image
    button.image = self.image?.name
    button.addAction { [unowned self] in self.primaryAction?.perform(from: self) }
  }

  /// Creates a system item, as UIKit's `init(systemItem:primaryAction:menu:)` without the
  /// menu.
  /// - Parameters:
  ///   - systemItem: Which item.
  ///   - primaryAction: What a tap runs.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    let titles: [SystemItem: String] = [
      .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save",
    ]
    let symbols: [SystemItem: String] = [
      .add: "plus", .close: "xmark", .action: "square.and.arrow.up", .trash: "trash",
    ]
    self.init(
      title: titles[systemItem], image: symbols[systemItem].flatMap { UIImage(systemName: $0) },
      primaryAction: primaryAction)
    if systemItem == .done { style = .done }
  }
}
