public import HeadlessKit

/// UIKit's `UIControl`: a HeadlessKit `Control`, the superclass of buttons, switches,
/// sliders and text fields.
public typealias UIControl = Control

extension Control {
  /// What happened to a control, as UIKit's `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates an event set.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch lifted inside the control: a button's tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A switch or slider changed its value.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a button's tap, a switch's or slider's change.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A text field began editing.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field ended editing.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The user pressed Return in a text field, ending editing.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
  }

  /// A control's state, as UIKit's `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a state set.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = State([])
    /// Highlighted.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// The control's state, as UIKit's `state`: from ``isEnabled``, ``isHighlighted`` and
  /// ``isSelected``.
  public var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Adds an action for `events`, as UIKit's `addAction(_:for:)`. A button sends
  /// `.touchUpInside` and `.primaryActionTriggered` on a tap; a switch, slider or
  /// segmented control `.valueChanged` and `.primaryActionTriggered` when the user changes it; a text field
  /// `.editingDidBegin`, `.editingChanged` and `.editingDidEnd` while the user types, and
  /// `.editingDidEndOnExit` and `.primaryActionTriggered` when Return is pressed.
  /// Other events never happen headlessly.
  /// - Parameters:
  ///   - action: The action.
  ///   - events: The events.
  public func addAction(_ action: UIAction, for events: Event) {
    let run: @MainActor () -> Void = { [unowned self] in action.perform(from: self) }
    switch self {
    case let button as Button:
      if events.sendsPrimaryAction(ofButton: true) { button.addAction(run) }
    case let toggle as Switch:
      if events.sendsPrimaryAction(ofButton: false) { toggle.addAction(run) }
    case let slider as SliderControl:
      if events.sendsPrimaryAction(ofButton: false) { slider.addAction(run) }
    case let segments as SegmentedControl:
      if events.sendsPrimaryAction(ofButton: false) { segments.addAction(run) }
    case let field as TextFieldControl:
      for event in Self.textFieldEvents(in: events) { field.addAction(for: event, run) }
    default:
      break
    }
  }

  /// Runs the actions of `events` now, as UIKit's `sendActions(for:)`, enabled or not.
  /// - Parameter events: The events.
  public func sendActions(for events: Event) {
    switch self {
    case let button as Button:
      if events.sendsPrimaryAction(ofButton: true) { button.sendActions() }
    case let toggle as Switch:
      if events.sendsPrimaryAction(ofButton: false) { toggle.sendActions() }
    case let slider as SliderControl:
      if events.sendsPrimaryAction(ofButton: false) { slider.sendActions() }
    case let segments as SegmentedControl:
      if events.sendsPrimaryAction(ofButton: false) { segments.sendActions() }
    case let field as TextFieldControl:
      for event in Self.textFieldEvents(in: events) { field.sendEventActions(event) }
    default:
      break
    }
  }

  /// A text field's events among `events`, each once: Return is its primary action.
  private static func textFieldEvents(in events: Event) -> [TextFieldControl.EditingEvent] {
    let table: [(Event, TextFieldControl.EditingEvent)] = [
      (.editingDidBegin, .editingDidBegin), (.editingChanged, .editingChanged),
      (.editingDidEnd, .editingDidEnd),
      ([.editingDidEndOnExit, .primaryActionTriggered], .editingDidEndOnExit),
    ]
    return table.filter { !$0.0.isDisjoint(with: events) }.map(\.1)
  }
}

extension Control.Event {
  /// Whether these events include the control's primary one: a button's tap, or a
  /// switch's or slider's value change.
  fileprivate func sendsPrimaryAction(ofButton isButton: Bool) -> Bool {
    !isDisjoint(with: [isButton ? .touchUpInside : .valueChanged, .primaryActionTriggered])
  }
}

/// An action a control runs, as UIKit's `UIAction`: a closure with a title.
@MainActor
public final class UIAction {
  /// Names an action, as UIKit's `UIAction.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The title (a button created with the action shows it).
  public var title: String
  /// The image, if any.
  public var image: UIImage?
  /// The identifier; a unique one when none was given.
  public let identifier: Identifier
  /// The control that sent the action, while its handler runs.
  public private(set) var sender: AnyObject?
  private let handler: @MainActor (UIAction) -> Void

  /// Creates an action.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - identifier: The identifier; a unique one by default.
  ///   - handler: What the action does; it is given the action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.handler = handler
  }

  func perform(from sender: AnyObject) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}

extension Button {
  /// The kind of button, as UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// A custom button.
    case custom = 0
    /// The system's button: tinted title, no background.
    case system = 1
  }

  /// Creates a plain button, as UIKit's `init(type:)`.
  /// - Parameter buttonType: Either type makes a plain button.
  public convenience init(type buttonType: ButtonType) {
    self.init(title: nil)
  }

  /// Creates a button that runs an action, as UIKit's `init(primaryAction:)`: its title
  /// is the action's.
  /// - Parameter primaryAction: The action, if any.
  public convenience init(primaryAction: UIAction?) {
    self.init(title: primaryAction?.title)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Sets the title, as UIKit's `setTitle(_:for:)`: only the normal state has a title
  /// of its own here, so other states are ignored.
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The state; `.normal` sets the title.
  public func setTitle(_ title: String?, for state: UIControl.State) {
    if state == .normal { self.title = title }
  }

  /// The title of a state, as UIKit's `title(for:)`: the button's title for every state.
  /// - Parameter state: The state.
  public func title(for state: UIControl.State) -> String? { title }
}
