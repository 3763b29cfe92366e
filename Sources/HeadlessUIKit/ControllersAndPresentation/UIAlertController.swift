import HeadlessKit

/// An alert or action sheet, as UIKit's `UIAlertController`: a title, a message, text
/// fields (alerts only) and action buttons, presented with `present(_:animated:)`.
///
/// Tapping an action's button (`TestHost.tapButton(titled:)`, or its `Button`'s `tap()`)
/// dismisses the alert, then runs the action's handler, as on iOS, where a handler can
/// present another controller. The presenter stays visible beneath the alert. Its view
/// dims the window and centres a box of UIKit's alert width (270 points); an action sheet
/// sits at the bottom.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in delete() })
/// present(alert, animated: true)
/// ```
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// Alert or action sheet, as UIKit's `UIAlertController.Style`.
  public enum Style: Int, Sendable {
    /// A sheet of actions from the bottom of the screen.
    case actionSheet
    /// A box in the middle of the screen.
    case alert
  }

  /// The message under the title.
  public var message: String? {
    didSet { messageLabel.text = message }
  }
  /// Alert or action sheet.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action Return would choose; drawn in bold on iOS. Must be one of ``actions``.
  public var preferredAction: UIAlertAction?
  /// The text fields, in the order they were added (alerts only).
  public private(set) var textFields: [UITextField]? = nil

  private let titleLabel = Label()
  private let messageLabel = Label()

  /// Creates an alert or action sheet, as UIKit's
  /// `init(title:message:preferredStyle:)`.
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - preferredStyle: Alert or action sheet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    drawsAsSheetCard = false
    self.title = title
    titleLabel.text = title
    messageLabel.text = message
    messageLabel.numberOfLines = 0
    messageLabel.font = .caption
    titleLabel.alignment = .center
    messageLabel.alignment = .center
  }

  /// UIKit's archive initializer: an alert has no archived form, so this fails, as it
  /// does in UIKit.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// Adds an action's button, as UIKit's `addAction(_:)`. Like UIKit, stops with a
  /// message when a second `.cancel` action is added.
  /// - Parameter action: The action.
  public func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, let other = actions.first(where: { $0.style == .cancel }) {
      preconditionFailure(
        "UIAlertController can only have one action of style .cancel: \"\(other.title ?? "")\""
          + " has it, \"\(action.title ?? "")\" cannot; use .default or .destructive")
    }
    actions.append(action)
    if isViewLoaded { addButton(for: action) }
  }

  /// Adds a text field, as UIKit's `addTextField(configurationHandler:)`; alerts only:
  /// like UIKit, stops with a message for an action sheet.
  /// - Parameter configurationHandler: Configures the field (placeholder, secure entry…).
  public func addTextField(
    configurationHandler: (@MainActor (UITextField) -> Void)? = nil
  ) {
    guard preferredStyle == .alert else {
      preconditionFailure(
        "addTextField(configurationHandler:): text fields can only be added to an alert "
          + "controller of style .alert, not .actionSheet")
    }
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
    if isViewLoaded { view.addSubview(field) }
  }

  /// The dimmed view with the box; its subviews are the title, the message, the text
  /// fields and one button an action.
  open override func loadView() {
    let box = AlertView(style: preferredStyle)
    box.controller = self
    view = box
    box.addSubview(titleLabel)
    box.addSubview(messageLabel)
    for field in textFields ?? [] { box.addSubview(field) }
    for action in actions { addButton(for: action) }
  }

  private func addButton(for action: UIAlertAction) {
    let button = Button(title: action.title)
    button.isEnabled = action.isEnabled
    if action.style == .destructive { button.baseForegroundColor = .systemRed }
    button.addAction { [unowned self, unowned action] in self.choose(action) }
    action.button = button
    view.addSubview(button)
    view.setNeedsLayout()
  }

  /// Dismisses the alert, then runs the action's handler.
  private func choose(_ action: UIAlertAction) {
    dismiss { action.handler?(action) }
  }

  /// Lays out the box: title, message, fields, then the buttons (two alert buttons side
  /// by side with the cancel one on the left; else stacked, the cancel one last).
  func layoutBox(in bounds: Rect) {
    let width = preferredStyle == .alert ? 270.0 : bounds.width - 16
    var y = 20.0
    var items: [(View, Double)] = []
    for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
      items.append((label, label.intrinsicContentSize.height))
    }
    for field in textFields ?? [] { items.append((field, 30)) }
    var frames: [(View, Rect)] = []
    for (view, height) in items {
      frames.append((view, Rect(x: 16, y: y, width: width - 32, height: height)))
      y += height + 8
    }
    y += 12
    let ordered = actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    let buttonHeight = 44.0
    if preferredStyle == .alert && actions.count == 2 {
      let pair =
        actions[0].style == .cancel || actions[1].style != .cancel
        ? actions : [actions[1], actions[0]]
      for (index, action) in pair.enumerated() {
        guard let button = action.button else { continue }
        let x = Double(index) * width / 2
        frames.append((button, Rect(x: x, y: y, width: width / 2, height: buttonHeight)))
      }
      y += buttonHeight
    } else {
      for action in ordered {
        guard let button = action.button else { continue }
        frames.append((button, Rect(x: 0, y: y, width: width, height: buttonHeight)))
        y += buttonHeight
      }
    }
    let origin =
      preferredStyle == .alert
      ? Point(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - y) / 2).rounded())
      : Point(x: 8, y: bounds.height - y - 8)
    (view as? AlertView)?.box = Rect(x: origin.x, y: origin.y, width: width, height: y)
    for (view, frame) in frames {
      view.frame = Rect(
        x: frame.minX + origin.x, y: frame.minY + origin.y, width: frame.width,
        height: frame.height)
    }
  }
}

/// The alert's view: the window dimmed, a rounded box behind the alert's subviews.
@MainActor
final class AlertView: View {
  let style: UIAlertController.Style
  weak var controller: UIAlertController?
  var box = Rect.zero {
    didSet { if box != oldValue { setNeedsDisplay() } }
  }

  init(style: UIAlertController.Style) {
    self.style = style
    super.init(frame: .zero)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutBox(in: bounds)
  }

  override func draw(in canvas: Canvas) {
    canvas.fill(bounds, color: Color(red: 0, green: 0, blue: 0, alpha: 0.2))
    canvas.roundedRect(box, cornerRadius: 14, fill: .secondarySystemBackground)
  }
}
