public import HeadlessKit
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
}
