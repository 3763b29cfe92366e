// `public import`, not `import`: with an internal import of HeadlessKit, subclasses of
// this open class in other modules get a wrong vtable (swiftlang/swift#80133).
public import HeadlessKit

/// A view showing a list content configuration, as UIKit's `UIListContentView`: an image
/// at the leading edge, then the text and the secondary text, beneath it or beside it.
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Inbox"
/// content.secondaryText = "3 unread"
/// let row = UIListContentView(configuration: content)
/// stack.addArrangedSubview(row)
/// ```
///
/// Its subviews are laid out by Auto Layout inside its layout margins (the
/// configuration's `directionalLayoutMargins`), so its height follows its content when
/// nothing fixes it. ``textLayoutGuide``, ``secondaryTextLayoutGuide`` and
/// ``imageLayoutGuide`` follow the texts and the image, for aligning other views (a list
/// cell's separator) with them.
/// https://developer.apple.com/documentation/uikit/uilistcontentview
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private var list: UIListContentConfiguration
  private let imageView = UIImageView()
  private let primaryLabel = UILabel()
  private let secondaryLabel = UILabel()
  /// The constraints placing the subviews for the current configuration.
  private var arrangement: [NSLayoutConstraint] = []
  /// The space the texts take, so they can be centred as one block.
  private let textBlock = UILayoutGuide()

  /// A guide around the primary text, as UIKit's `textLayoutGuide`: `nil` when the
  /// configuration has no text; a configuration without text removes it from the view,
  /// with the constraints made to it.
  /// https://developer.apple.com/documentation/uikit/uilistcontentview/textlayoutguide
  public private(set) var textLayoutGuide: UILayoutGuide?

  /// A guide around the secondary text, as UIKit's `secondaryTextLayoutGuide`: `nil`
  /// when the configuration has no secondary text.
  /// https://developer.apple.com/documentation/uikit/uilistcontentview/secondarytextlayoutguide
  public private(set) var secondaryTextLayoutGuide: UILayoutGuide?

  /// A guide around the image, as UIKit's `imageLayoutGuide`: `nil` when the
  /// configuration has no image.
  /// https://developer.apple.com/documentation/uikit/uilistcontentview/imagelayoutguide
  public private(set) var imageLayoutGuide: UILayoutGuide?

  /// Creates a view showing `configuration`, as UIKit's `init(configuration:)`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:)
  /// - Parameter configuration: The configuration.
  public convenience init(configuration: UIListContentConfiguration) {
    self.init(frame: .zero)
    listConfiguration = configuration
  }

  /// Creates a view showing an empty `UIListContentConfiguration.cell()`.
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    list = .cell()
    super.init(frame: frame)
    addLayoutGuide(textBlock)
    textBlock.identifier = "UIListContentView.text"
    for view in [imageView, primaryLabel, secondaryLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    apply()
  }

  /// UIKit's archive initializer: there are no archives here, so it makes a view
  /// showing an empty `cell()` configuration, as `init(frame: .zero)` does.
  /// - Parameter coder: Unused: nothing is decoded.
  public required convenience init?(coder: NSCoder) {
    self.init(frame: .zero)
  }

  /// The configuration shown, as UIKit's `configuration`: setting it restyles the view.
  /// It must be a `UIListContentConfiguration` (``supports(_:)``); another type stops
  /// with a message naming it.
  /// https://developer.apple.com/documentation/uikit/uilistcontentview/configuration
  public var configuration: any UIContentConfiguration {
    get { list }
    set {
      guard let newList = newValue as? UIListContentConfiguration else {
        preconditionFailure(
          "UIListContentView.configuration: \(type(of: newValue)) is not supported; "
            + "set a UIListContentConfiguration")
      }
      listConfiguration = newList
    }
  }

  /// The configuration shown, typed (UIKit has only ``configuration``): setting it
  /// restyles the view.
  public var listConfiguration: UIListContentConfiguration {
    get { list }
    set {
      list = newValue
      apply()
    }
  }

  /// Whether the view can show `configuration`: only a `UIListContentConfiguration`, as
  /// UIKit's `supports(_:)`.
  /// https://developer.apple.com/documentation/uikit/uilistcontentview/supports(_:)
  /// - Parameter configuration: The configuration to test.
  /// - Returns: Whether it is a list content configuration.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  // MARK: Applying a configuration

  /// Styles the subviews for ``listConfiguration`` and arranges them.
  private func apply() {
    directionalLayoutMargins = list.directionalLayoutMargins
    let image = list.image
    let text = list.shownText
    let secondary = list.shownSecondaryText
    show(imageView, image != nil)
    show(primaryLabel, text != nil)
    show(secondaryLabel, secondary != nil)
    if let image {
      imageView.image = image
      if let symbols = list.imageProperties.preferredSymbolConfiguration {
        imageView.preferredSymbolConfiguration = symbols
      }
      imageView.tintColor = list.imageProperties.resolvedTintColor(
        for: tintColor ?? .systemBlue)
    } else {
      imageView.image = nil
    }
    style(primaryLabel, text, list.attributedText, list.textProperties)
    style(secondaryLabel, secondary, list.secondaryAttributedText, list.secondaryTextProperties)
    arrange(image: image, hasText: text != nil, hasSecondaryText: secondary != nil)
  }

  /// Adds `view` to the view when shown, removes it otherwise.
  private func show(_ view: UIView, _ shown: Bool) {
    if shown, view.superview !== self {
      addSubview(view)
    } else if !shown, view.superview === self {
      view.removeFromSuperview()
    }
  }

  private func style(
    _ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
    _ properties: UIListContentConfiguration.TextProperties
  ) {
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.alignment = properties.alignment
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    if let attributed, properties.transform == .none {
      label.attributedText = attributed
    } else {
      label.text = text
    }
  }

  /// Places the image, then the texts in a block beside it: beneath each other, or side
  /// by side when the configuration prefers it; everything centred vertically within
  /// the margins, which grow to fit the tallest unless the view's height is fixed.
  private func arrange(image: UIImage?, hasText: Bool, hasSecondaryText: Bool) {
    NSLayoutConstraint.deactivate(arrangement)
    var constraints: [NSLayoutConstraint] = []
    let margins = layoutMarginsGuide
    var textLeading = margins.leadingAnchor
    var textLeadingOffset = 0.0
    if let image {
      let size = list.imageProperties.drawnSize(of: image)
      let reserved = list.imageProperties.reservedSize(for: size)
      let inset = Double((reserved.width - size.width) / 2)
      constraints += [
        imageView.widthAnchor.constraint(equalToConstant: Double(size.width)),
        imageView.heightAnchor.constraint(equalToConstant: Double(size.height)),
        imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: inset),
        imageView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
        below(
          margins.heightAnchor.constraint(greaterThanOrEqualToConstant: Double(reserved.height))),
      ]
      textLeading = imageView.trailingAnchor
      textLeadingOffset = inset + Double(list.imageToTextPadding)
    }
    constraints += [
      textBlock.leadingAnchor.constraint(equalTo: textLeading, constant: textLeadingOffset),
      textBlock.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      textBlock.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
      below(textBlock.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor)),
    ]
    let texts = [hasText ? primaryLabel : nil, hasSecondaryText ? secondaryLabel : nil]
      .compactMap { $0 }
    if texts.count == 2, list.prefersSideBySideTextAndSecondaryText {
      constraints += [
        primaryLabel.leadingAnchor.constraint(equalTo: textBlock.leadingAnchor),
        secondaryLabel.trailingAnchor.constraint(equalTo: textBlock.trailingAnchor),
        secondaryLabel.leadingAnchor.constraint(
          greaterThanOrEqualTo: primaryLabel.trailingAnchor,
          constant: Double(list.textToSecondaryTextHorizontalPadding)),
      ]
      for label in texts {
        constraints += [
          label.centerYAnchor.constraint(equalTo: textBlock.centerYAnchor),
          label.topAnchor.constraint(greaterThanOrEqualTo: textBlock.topAnchor),
        ]
      }
      let hug = textBlock.heightAnchor.constraint(equalToConstant: 0)
      hug.priority = .fittingSizeLevel
      constraints.append(hug)
    } else if texts.isEmpty {
      constraints.append(textBlock.heightAnchor.constraint(equalToConstant: 0))
    } else {
      var above = textBlock.topAnchor
      var gap = 0.0
      for label in texts {
        constraints += [
          label.topAnchor.constraint(equalTo: above, constant: gap),
          label.leadingAnchor.constraint(equalTo: textBlock.leadingAnchor),
          label.trailingAnchor.constraint(equalTo: textBlock.trailingAnchor),
        ]
        above = label.bottomAnchor
        gap = Double(list.textToSecondaryTextVerticalPadding)
      }
      constraints.append(above.constraint(equalTo: textBlock.bottomAnchor))
    }
    // The margins fit the content unless the view's height is fixed from outside.
    let fit = margins.heightAnchor.constraint(equalToConstant: 0)
    fit.priority = .fittingSizeLevel
    constraints.append(fit)
    textLayoutGuide = guide(textLayoutGuide, around: hasText ? primaryLabel : nil, &constraints)
    secondaryTextLayoutGuide = guide(
      secondaryTextLayoutGuide, around: hasSecondaryText ? secondaryLabel : nil, &constraints)
    imageLayoutGuide = guide(imageLayoutGuide, around: image != nil ? imageView : nil, &constraints)
    arrangement = constraints
    NSLayoutConstraint.activate(constraints)
  }

  /// `constraint` below the labels' compression resistance and above the fitting
  /// level: the content grows the margins when nothing fixes the view's height, and
  /// overflows them, centred and uncompressed, when something does.
  private func below(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
    constraint.priority = LayoutPriority(700)
    return constraint
  }

  /// The guide following `view`, made when there is a view and none yet, removed (with
  /// the constraints made to it) when there is no view, as UIKit's guides are.
  private func guide(
    _ existing: UILayoutGuide?, around view: UIView?, _ constraints: inout [NSLayoutConstraint]
  ) -> UILayoutGuide? {
    guard let view else {
      if let existing { removeLayoutGuide(existing) }
      return nil
    }
    let guide = existing ?? UILayoutGuide()
    if existing == nil { addLayoutGuide(guide) }
    constraints += [
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      guide.topAnchor.constraint(equalTo: view.topAnchor),
      guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    return guide
  }
}
