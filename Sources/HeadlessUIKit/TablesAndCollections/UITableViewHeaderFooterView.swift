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
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
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
  /// `automaticallyUpdatesContentConfiguration`; kept (a header's state does not change
  /// here).
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether the background configuration is updated for each new state, as UIKit's
  /// `automaticallyUpdatesBackgroundConfiguration`; kept (a header's state does not
  /// change here).
  open var automaticallyUpdatesBackgroundConfiguration = true

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
