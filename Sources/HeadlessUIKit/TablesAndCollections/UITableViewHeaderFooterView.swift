// `public import`, not `import`: with an internal import of HeadlessKit, subclasses of
// this open class in other modules get a wrong vtable (swiftlang/swift#80133).
public import HeadlessKit

/// A reusable view for a table section's header or footer, as UIKit's
/// `UITableViewHeaderFooterView`
/// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview).
///
/// Register a class with `register(_:forHeaderFooterViewReuseIdentifier:)`, dequeue it
/// in `tableView(_:viewForHeaderInSection:)` with
/// `dequeueReusableHeaderFooterView(withIdentifier:)`, and put content in
/// ``contentView`` (or set ``textLabel``'s text, or a content configuration). The table
/// sizes it to its width and to `tableView(_:heightForHeaderInSection:)`, or, for
/// `UITableView.automaticDimension`, to what its constraints need.
///
/// Its configuration API is the cells': ``updateConfiguration(using:)`` and then
/// ``configurationUpdateHandler`` run in the view's configuration phase, tracked (a read
/// of `@Observable` state or of a trait there runs them again after a change), first when
/// the view is on screen and again after `setNeedsUpdateConfiguration()`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView, ConfigurationHooks {
  /// The identifier it is reused under, as UIKit's `reuseIdentifier`.
  open internal(set) var reuseIdentifier: String?

  /// The view to add content to, as UIKit's `contentView`: it fills the header.
  open private(set) var contentView = UIView()

  /// The view behind the content, as UIKit's `backgroundView`; it fills the header.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// The primary text's label, as UIKit's `textLabel` (deprecated in iOS 14 and still
  /// common): made on first use, in the content view.
  open var textLabel: UILabel? {
    if let label = primaryLabel { return label }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .subheadline)
    label.textColor = .secondaryLabel
    contentView.addSubview(label)
    primaryLabel = label
    setNeedsLayout()
    return label
  }

  /// The secondary text's label, as UIKit's `detailTextLabel` (deprecated in iOS 14):
  /// made on first use, below ``textLabel``.
  open var detailTextLabel: UILabel? {
    if let label = secondaryLabel { return label }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    contentView.addSubview(label)
    secondaryLabel = label
    setNeedsLayout()
    return label
  }

  /// The content shown, as UIKit's `contentConfiguration`
  /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration-6b4eg):
  /// a `UIListContentConfiguration` sets ``textLabel``'s and ``detailTextLabel``'s text,
  /// font and colour. Any other configuration is shown by the view its
  /// `makeContentView()` makes, once, in ``contentView`` pinned to its edges; a later
  /// configuration that view `supports(_:)` is set as its `configuration`, any other
  /// replaces it with a new view. `nil` removes what the configuration showed.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration(replacing: oldValue) }
  }

  /// The background, as UIKit's `backgroundConfiguration`: its colour fills the header.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
  }

  /// Whether the content configuration is updated for each new state, as UIKit's
  /// `automaticallyUpdatesContentConfiguration`; `true` by default: the default
  /// ``updateConfiguration(using:)`` sets it to itself `updated(for:)` the state.
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether the background configuration is updated for each new state, as UIKit's
  /// `automaticallyUpdatesBackgroundConfiguration`; `true` by default: the default
  /// ``updateConfiguration(using:)`` sets it to itself `updated(for:)` the state.
  open var automaticallyUpdatesBackgroundConfiguration = true

  // MARK: Configuration state

  /// The type of ``configurationUpdateHandler``, as UIKit's
  /// `UITableViewHeaderFooterView.ConfigurationUpdateHandler`: the view and its new state.
  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/configurationupdatehandler-swift.typealias
  public typealias ConfigurationUpdateHandler =
    @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

  /// Updates the view's configuration for its state, run after
  /// ``updateConfiguration(using:)``, as UIKit's `configurationUpdateHandler`: tracked,
  /// as the method is. Setting it calls `setNeedsUpdateConfiguration()`.
  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/configurationupdatehandler-49slo
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The view's configuration state now, as UIKit's `configurationState`: its traits
  /// (a header is never selected, highlighted or disabled here).
  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/configurationstate-7xj7r
  open var configurationState: UIViewConfigurationState {
    UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// Updates the view for its state, as UIKit's `updateConfiguration(using:)`: called in
  /// the view's configuration phase inside a tracking scope (after a write to state it
  /// read, and a flush, it runs again), first when the view is on screen and after each
  /// `setNeedsUpdateConfiguration()`. The default applies the content and background
  /// configurations updated for `state` when the view updates them automatically; an
  /// override calls `super` to keep that. Do not call it directly.
  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/updateconfiguration(using:)
  /// - Parameter state: The view's state.
  open func updateConfiguration(using state: UIViewConfigurationState) {
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      backgroundConfiguration = background.updated(for: state)
    }
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
  }

  /// The pass's configuration hooks: the method, then the handler, with one state.
  package func runConfigurationHooks(
    _ step: (_ method: StaticString, _ body: () -> Void) -> Void
  ) {
    let state = configurationState
    step("updateConfiguration(using:)") { updateConfiguration(using: state) }
    if let handler = configurationUpdateHandler {
      step("configurationUpdateHandler") { handler(self, state) }
    }
  }

  private var primaryLabel: UILabel?
  private var secondaryLabel: UILabel?
  /// The view a configuration other than a list configuration made, in ``contentView``.
  private var configuredView: (any UIView & UIContentView)?

  /// Creates a header or footer view, as UIKit's `init(reuseIdentifier:)`.
  /// - Parameter reuseIdentifier: The identifier it is reused under, if any.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
    runsConfigurationHooks = true
  }

  /// Creates one with no reuse identifier; required, so a table can make any registered
  /// subclass (through the subclass's `init(reuseIdentifier:)`, which a subclass
  /// overriding both designated initializers inherits it through).
  public required convenience init() {
    self.init(reuseIdentifier: nil)
  }

  /// Creates one with no reuse identifier, as `UIView`'s `init(frame:)`.
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// UIKit's archive initializer, as `super.init(coder:)` reaches it from a subclass's
  /// `required init?(coder:)`: there are no archives here, so it makes a working view
  /// without a reuse identifier.
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(frame: .zero)
    addSubview(contentView)
    runsConfigurationHooks = true
  }

  /// Called before the table hands the view out again from
  /// `dequeueReusableHeaderFooterView(withIdentifier:)`, as UIKit's `prepareForReuse()`:
  /// a subclass resets its content here, calling `super`.
  open func prepareForReuse() {}

  /// A list content configuration for a header, as UIKit's
  /// `defaultContentConfiguration()`.
  /// - Returns: `UIListContentConfiguration.header()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .header()
  }

  /// The content and background views fill the bounds; the labels sit in the content
  /// view's margins, one above the other.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    let inset = 16.0
    let width = max(0, bounds.width - 2 * inset)
    var y = 0.0
    let labels = [primaryLabel, secondaryLabel].compactMap { $0 }
    let heights = labels.map { max($0.intrinsicContentSize.height, 0) }
    let total = heights.reduce(0, +)
    y = max(0, (bounds.height - total) / 2)
    for (label, height) in zip(labels, heights) {
      label.frame = CGRect(x: inset, y: y, width: width, height: height)
      y += height
    }
  }

  private func applyContentConfiguration(replacing old: (any UIContentConfiguration)?) {
    guard let list = contentConfiguration as? UIListContentConfiguration else {
      if old is UIListContentConfiguration {
        primaryLabel?.text = nil
        secondaryLabel?.text = nil
      }
      if let configuration = contentConfiguration {
        configuredView = ContentViewHosting.show(
          configuration, in: contentView, replacing: configuredView)
      } else {
        configuredView?.removeFromSuperview()
        configuredView = nil
      }
      return
    }
    configuredView?.removeFromSuperview()
    configuredView = nil
    if let text = list.shownText {
      textLabel?.text = text
      textLabel?.font = list.textProperties.font
      textLabel?.textColor = list.textProperties.resolvedColor()
    } else {
      primaryLabel?.text = nil
    }
    if let secondary = list.shownSecondaryText {
      detailTextLabel?.text = secondary
    } else {
      secondaryLabel?.text = nil
    }
  }
}
