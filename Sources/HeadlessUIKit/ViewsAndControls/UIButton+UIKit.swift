public import Foundation
public import HeadlessKit

extension Button {
  /// The kind of button, as UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// A custom button.
    case custom = 0
    /// The system's button: tinted title, no background.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button on a light background.
    case infoLight = 3
    /// An information button on a dark background.
    case infoDark = 4
    /// An add-contact button.
    case contactAdd = 5
    /// A close button.
    case close = 7
    /// The system's default type, as UIKit's `roundedRect` (iOS 7's alias of `system`).
    public static var roundedRect: ButtonType { .system }
  }

  /// A button's role, as UIKit's `UIButton.Role` (kept).
  public enum Role: Int, Sendable {
    /// No particular role.
    case normal = 0
    /// The main action.
    case primary = 1
    /// Cancels.
    case cancel = 2
    /// Destroys data.
    case destructive = 3
  }

  /// Creates a button of a type, as UIKit's `init(type:)`: a plain button whose
  /// `buttonType` reads back.
  /// - Parameter buttonType: The type.
  public convenience init(type buttonType: ButtonType) {
    self.init(title: nil)
    ButtonUIKitState.of(self).buttonType = buttonType
  }

  /// Creates a button that runs an action, as UIKit's `init(primaryAction:)`: its title
  /// is the action's.
  /// - Parameter primaryAction: The action, if any.
  public convenience init(primaryAction: UIAction?) {
    self.init(title: primaryAction?.title)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a button of a type that runs an action, as UIKit's
  /// `init(type:primaryAction:)`.
  /// - Parameters:
  ///   - buttonType: The type.
  ///   - primaryAction: The action, if any.
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(primaryAction: primaryAction)
    ButtonUIKitState.of(self).buttonType = buttonType
  }

  /// The button's type, as UIKit's `buttonType`: `.custom` for a button not made with
  /// `init(type:)`.
  public var buttonType: ButtonType { ButtonUIKitState.of(self).buttonType }

  /// The button's role, as UIKit's `role` (kept).
  public var role: Role {
    get { ButtonUIKitState.of(self).role }
    set { ButtonUIKitState.of(self).role = newValue }
  }

  // MARK: Per-state content
  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:): "If a title
  // is not specified for a state, the default is to use the title associated with the
  // normal state." The same holds for colours, images and attributed titles.

  /// Sets the title of a state, as UIKit's `setTitle(_:for:)`: the normal state's is the
  /// button's `title`; a state without its own shows the normal one.
  /// - Parameters:
  ///   - title: The title; `nil` removes the state's own.
  ///   - state: The state.
  public func setTitle(_ title: String?, for state: UIControl.State) {
    if state == .normal {
      self.title = title
    } else {
      stateAppearance.titles[state.rawValue] = title
    }
  }

  /// The title of a state, as UIKit's `title(for:)`: its own, else the normal state's.
  /// - Parameter state: The state.
  public func title(for state: UIControl.State) -> String? {
    state == .normal ? title : stateAppearance.titles[state.rawValue] ?? title
  }

  /// Sets the title colour of a state, as UIKit's `setTitleColor(_:for:)`: a state
  /// without its own uses the normal state's (faded while highlighted), else the tint.
  /// - Parameters:
  ///   - color: The colour; `nil` removes the state's own.
  ///   - state: The state.
  public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    stateAppearance.titleColors[state.rawValue] = color
  }

  /// The title colour of a state, as UIKit's `titleColor(for:)`: its own, else the
  /// normal state's, else the tint.
  /// - Parameter state: The state.
  public func titleColor(for state: UIControl.State) -> UIColor? {
    stateAppearance.titleColors[state.rawValue] ?? stateAppearance.titleColors[0] ?? tintColor
  }

  /// Sets the styled title of a state, as UIKit's `setAttributedTitle(_:for:)`: drawn in
  /// place of the plain title, run by run.
  /// - Parameters:
  ///   - title: The styled title; `nil` removes the state's own.
  ///   - state: The state.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    ButtonUIKitState.of(self).attributedTitles[state.rawValue] =
      title?.copy() as? NSAttributedString
    stateAppearance.styledTitles[state.rawValue] = title?.textRuns(
      font: titleLabelView?.font ?? .body,
      color: titleColor(for: state) ?? .label)
  }

  /// The styled title of a state, as UIKit's `attributedTitle(for:)`: its own, else the
  /// normal state's.
  /// - Parameter state: The state.
  public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    let titles = ButtonUIKitState.of(self).attributedTitles
    return titles[state.rawValue] ?? titles[0]
  }

  /// Sets the image of a state, as UIKit's `setImage(_:for:)`: drawn before the title.
  /// - Parameters:
  ///   - image: The image; `nil` removes the state's own.
  ///   - state: The state.
  public func setImage(_ image: UIImage?, for state: UIControl.State) {
    ButtonUIKitState.of(self).images[state.rawValue] = image
    if state == .normal {
      self.image = image?.name
    } else {
      stateAppearance.images[state.rawValue] = image?.name
    }
  }

  /// The image of a state, as UIKit's `image(for:)`: its own, else the normal state's.
  /// - Parameter state: The state.
  public func image(for state: UIControl.State) -> UIImage? {
    let images = ButtonUIKitState.of(self).images
    return images[state.rawValue] ?? images[0]
  }

  /// Sets the background image of a state, as UIKit's `setBackgroundImage(_:for:)`
  /// (kept, not drawn).
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    ButtonUIKitState.of(self).backgroundImages[state.rawValue] = image
  }

  /// The background image of a state, as UIKit's `backgroundImage(for:)`.
  /// - Parameter state: The state.
  public func backgroundImage(for state: UIControl.State) -> UIImage? {
    let images = ButtonUIKitState.of(self).backgroundImages
    return images[state.rawValue] ?? images[0]
  }

  /// Sets the title shadow colour of a state, as UIKit's `setTitleShadowColor(_:for:)`
  /// (kept, not drawn).
  /// - Parameters:
  ///   - color: The colour.
  ///   - state: The state.
  public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    ButtonUIKitState.of(self).shadowColors[state.rawValue] = color
  }

  /// The title shadow colour of a state, as UIKit's `titleShadowColor(for:)`.
  /// - Parameter state: The state.
  public func titleShadowColor(for state: UIControl.State) -> UIColor? {
    let colors = ButtonUIKitState.of(self).shadowColors
    return colors[state.rawValue] ?? colors[0]
  }

  /// The current state's title, as UIKit's `currentTitle`.
  public var currentTitle: String? { title(for: UIControl.State(rawValue: stateBits)) }
  /// The current state's title colour, as UIKit's `currentTitleColor`.
  public var currentTitleColor: UIColor {
    titleColor(for: UIControl.State(rawValue: stateBits)) ?? tintColor
  }
  /// The current state's image, as UIKit's `currentImage`.
  public var currentImage: UIImage? { image(for: UIControl.State(rawValue: stateBits)) }
  /// The current state's background image, as UIKit's `currentBackgroundImage`.
  public var currentBackgroundImage: UIImage? {
    backgroundImage(for: UIControl.State(rawValue: stateBits))
  }
  /// The current state's styled title, as UIKit's `currentAttributedTitle`.
  public var currentAttributedTitle: NSAttributedString? {
    attributedTitle(for: UIControl.State(rawValue: stateBits))
  }

  /// The label that shows the title, as UIKit's `titleLabel`: its `font` sizes the
  /// drawn title when the button next draws (set the font before showing the button, or
  /// call `setNeedsDisplay()`); its text is the current title.
  public var titleLabel: UILabel? {
    let label = titleLabelView ?? Label()
    titleLabelView = label
    label.text = currentTitle
    return label
  }

  /// The view that shows the image, as UIKit's `imageView`: an image view holding the
  /// current image (not a subview; pictures draw the image as the button's glyph).
  public var imageView: UIImageView? {
    let state = ButtonUIKitState.of(self)
    let view = state.imageView ?? ImageView()
    state.imageView = view
    view.image = currentImage
    return view
  }

  /// The insets around the content, as UIKit's deprecated `contentEdgeInsets` (kept;
  /// HeadlessKit pads its buttons by 16 and 12 points).
  public var contentEdgeInsets: UIEdgeInsets {
    get { ButtonUIKitState.of(self).contentEdgeInsets }
    set { ButtonUIKitState.of(self).contentEdgeInsets = newValue }
  }
  /// The insets around the title, as UIKit's deprecated `titleEdgeInsets` (kept).
  public var titleEdgeInsets: UIEdgeInsets {
    get { ButtonUIKitState.of(self).titleEdgeInsets }
    set { ButtonUIKitState.of(self).titleEdgeInsets = newValue }
  }
  /// The insets around the image, as UIKit's deprecated `imageEdgeInsets` (kept).
  public var imageEdgeInsets: UIEdgeInsets {
    get { ButtonUIKitState.of(self).imageEdgeInsets }
    set { ButtonUIKitState.of(self).imageEdgeInsets = newValue }
  }
  /// Whether the image darkens while highlighted, as UIKit's deprecated
  /// `adjustsImageWhenHighlighted` (kept).
  public var adjustsImageWhenHighlighted: Bool {
    get { ButtonUIKitState.of(self).adjustsImageWhenHighlighted }
    set { ButtonUIKitState.of(self).adjustsImageWhenHighlighted = newValue }
  }
  /// Whether the image dims while disabled, as UIKit's deprecated
  /// `adjustsImageWhenDisabled` (kept).
  public var adjustsImageWhenDisabled: Bool {
    get { ButtonUIKitState.of(self).adjustsImageWhenDisabled }
    set { ButtonUIKitState.of(self).adjustsImageWhenDisabled = newValue }
  }
  /// Whether a tap glows, as UIKit's deprecated `showsTouchWhenHighlighted` (kept).
  public var showsTouchWhenHighlighted: Bool {
    get { ButtonUIKitState.of(self).showsTouchWhenHighlighted }
    set { ButtonUIKitState.of(self).showsTouchWhenHighlighted = newValue }
  }
  /// Whether the button tracks a selection, as UIKit's `changesSelectionAsPrimaryAction`:
  /// `false` by default. With a `menu`, the button is a pop-up button showing the title
  /// of the menu's action that is on; without one, the toggle is kept (not performed).
  public var changesSelectionAsPrimaryAction: Bool {
    get { ButtonUIKitState.of(self).changesSelectionAsPrimaryAction }
    set {
      ButtonUIKitState.of(self).changesSelectionAsPrimaryAction = newValue
      showSelectedMenuTitle()
    }
  }
  /// Whether the pointer effect applies, as UIKit's `isPointerInteractionEnabled` (kept:
  /// no pointer headlessly).
  public var isPointerInteractionEnabled: Bool {
    get { ButtonUIKitState.of(self).isPointerInteractionEnabled }
    set { ButtonUIKitState.of(self).isPointerInteractionEnabled = newValue }
  }
  /// Whether the configuration follows the state automatically, as UIKit's
  /// `automaticallyUpdatesConfiguration`: `true` by default (kept).
  public var automaticallyUpdatesConfiguration: Bool {
    get { ButtonUIKitState.of(self).automaticallyUpdatesConfiguration }
    set { ButtonUIKitState.of(self).automaticallyUpdatesConfiguration = newValue }
  }
}
