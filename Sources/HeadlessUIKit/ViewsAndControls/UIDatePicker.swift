public import Foundation
public import HeadlessKit

/// The look of a date picker, as UIKit's `UIDatePickerStyle`.
/// https://developer.apple.com/documentation/uikit/uidatepickerstyle
public enum UIDatePickerStyle: Int, Sendable {
  /// The best style for the mode and the space.
  case automatic = 0
  /// Spinning wheels.
  case wheels = 1
  /// A compact label that opens an editor.
  case compact = 2
  /// A calendar or clock shown in place.
  case inline = 3
}

/// UIKit's `UIDatePicker`: a control for choosing a date, a time, both, or a countdown.
/// https://developer.apple.com/documentation/uikit/uidatepicker
///
/// It keeps UIKit's rules for its value: `date` within `minimumDate...maximumDate`,
/// `countDownDuration` within one minute and 23:59, `minuteInterval` a divisor of 60
/// from 1 to 30 (another value is ignored, as in UIKit). Setting them sends no action,
/// as in UIKit; a test acts as the user by setting `date` and calling
/// `sendActions(for: .valueChanged)`. It shows its value as text (the date and the time
/// in its locale, calendar and time zone), which pictures draw and queries find.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What the picker chooses, as UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    /// A time of day.
    case time = 0
    /// A date.
    case date = 1
    /// A date and a time.
    case dateAndTime = 2
    /// Hours and minutes of a countdown.
    case countDownTimer = 3
    /// A month and a year.
    case yearAndMonth = 4
  }

  /// What the picker chooses, as UIKit's `datePickerMode`: `.dateAndTime` by default.
  open var datePickerMode: Mode = .dateAndTime {
    didSet { valueDidChange() }
  }

  /// The style asked for, as UIKit's `preferredDatePickerStyle`: `.automatic` by default.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
    didSet { valueDidChange() }
  }

  /// The style shown, as UIKit's `datePickerStyle`: the preferred one, or for
  /// `.automatic`, `.wheels` for a countdown and `.compact` otherwise, as on an iPhone.
  open var datePickerStyle: UIDatePickerStyle {
    guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
    return datePickerMode == .countDownTimer ? .wheels : .compact
  }

  private var storedDate = Date()

  /// The chosen date, as UIKit's `date`: now by default; pinned to `minimumDate` and
  /// `maximumDate`, and rounded to `minuteInterval` when `roundsToMinuteInterval`.
  open var date: Date {
    get { storedDate }
    set {
      let pinned = pin(newValue)
      guard pinned != storedDate else { return }
      storedDate = pinned
      valueDidChange()
    }
  }

  /// The earliest date, as UIKit's `minimumDate`: none by default.
  open var minimumDate: Date? {
    didSet { date = storedDate }
  }
  /// The latest date, as UIKit's `maximumDate`: none by default.
  open var maximumDate: Date? {
    didSet { date = storedDate }
  }

  /// The countdown, in seconds, as UIKit's `countDownDuration`: 0 by default, kept
  /// within 60 seconds and 23:59 (86,399 seconds) once set.
  open var countDownDuration: TimeInterval = 0 {
    didSet {
      let pinned = min(max(countDownDuration, 60), 86_399)
      if pinned != countDownDuration { countDownDuration = pinned }
      if countDownDuration != oldValue { valueDidChange() }
    }
  }

  /// The minutes between choosable times, as UIKit's `minuteInterval`: 1 by default; a
  /// value that is not a divisor of 60 from 1 to 30 is ignored, as in UIKit.
  open var minuteInterval: Int {
    get { storedMinuteInterval }
    set {
      guard (1...30).contains(newValue), 60 % newValue == 0 else { return }
      storedMinuteInterval = newValue
      date = storedDate
    }
  }
  private var storedMinuteInterval = 1

  /// Whether `date` rounds to `minuteInterval`, as UIKit's `roundsToMinuteInterval`:
  /// `true` by default.
  open var roundsToMinuteInterval = true {
    didSet { date = storedDate }
  }

  /// The calendar, as UIKit's `calendar`: the current one unless set (setting `nil`
  /// returns to it).
  open var calendar: Calendar! {
    get { storedCalendar ?? Calendar.current }
    set {
      storedCalendar = newValue
      valueDidChange()
    }
  }
  private var storedCalendar: Calendar?

  /// The locale the value shows in, as UIKit's `locale`: the current one when `nil`.
  open var locale: Locale? {
    didSet { valueDidChange() }
  }

  /// The time zone, as UIKit's `timeZone`: the current one when `nil`.
  open var timeZone: TimeZone? {
    didSet { valueDidChange() }
  }

  private let valueLabel = UILabel()

  /// Creates a date picker showing now, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    commonInit()
  }

  /// Creates a date picker from an archive, as UIKit's `init(coder:)`: there are no
  /// archives here, so it makes the picker `init(frame:)` makes.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    commonInit()
  }

  /// What every initializer sets up.
  private func commonInit() {
    valueLabel.textAlignment = .center
    valueLabel.isUserInteractionEnabled = false
    addSubview(valueLabel)
    valueDidChange()

  }

  /// Sets the date, as UIKit's `setDate(_:animated:)` (a headless picker has no animation
  /// to show).
  /// - Parameters:
  ///   - date: The date.
  ///   - animated: Ignored.
  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  /// The value as the picker shows it: the date, the time, both, the month and year, or
  /// the countdown's hours and minutes, in the picker's locale, calendar and time zone.
  var displayedText: String {
    if datePickerMode == .countDownTimer {
      let minutes = Int(countDownDuration) / 60
      let hours = minutes / 60
      return "\(hours) \(hours == 1 ? "hour" : "hours") \(minutes % 60) min"
    }
    let formatter = DateFormatter()
    formatter.locale = locale ?? Locale.current
    formatter.calendar = calendar
    formatter.timeZone = timeZone ?? TimeZone.current
    switch datePickerMode {
    case .time:
      formatter.dateStyle = .none
      formatter.timeStyle = .short
    case .date:
      formatter.dateStyle = .medium
      formatter.timeStyle = .none
    case .dateAndTime:
      formatter.dateStyle = .medium
      formatter.timeStyle = .short
    case .yearAndMonth:
      formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
    case .countDownTimer:
      break
    }
    return formatter.string(from: date)
  }

  private func valueDidChange() {
    valueLabel.text = displayedText
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func pin(_ candidate: Date) -> Date {
    var value = candidate
    if roundsToMinuteInterval, storedMinuteInterval > 1 {
      let step = TimeInterval(storedMinuteInterval * 60)
      value = Date(
        timeIntervalSinceReferenceDate: (value.timeIntervalSinceReferenceDate / step).rounded()
          * step)
    }
    if let minimumDate, value < minimumDate { value = minimumDate }
    if let maximumDate, value > maximumDate { value = maximumDate }
    return value
  }

  /// Its value's text, centred.
  open override func layoutSubviews() {
    super.layoutSubviews()
    valueLabel.frame = bounds
  }

  /// The compact style's size around its text; the wheels' and the inline calendar's
  /// fixed sizes (320 x 216 and 320 x 330 points).
  open override var intrinsicContentSize: CGSize {
    switch datePickerStyle {
    case .wheels: return CGSize(width: 320, height: 216)
    case .inline: return CGSize(width: 320, height: 330)
    case .automatic, .compact:
      let text = valueLabel.intrinsicContentSize
      return CGSize(width: text.width + 24, height: max(34, text.height + 14))
    }
  }

  /// The value as shown.
  open override var treeDetails: [String] { ["value=\"\(displayedText)\""] }

  /// A rounded field behind the compact style's text.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    guard datePickerStyle == .compact else { return }
    canvas.roundedRect(
      CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height), cornerRadius: 6,
      fill: .tertiarySystemFill)
  }

  // MARK: Accessibility

  /// The value as shown, unless set.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? displayedText }
    set { super.accessibilityValue = newValue }
  }
}
