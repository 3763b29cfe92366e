import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A picker, a date picker and pull to refresh as public iOS screens write them.

private final class ColorPickerController: UIViewController, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  let picker = UIPickerView()
  let colors = ["Red", "Green", "Blue", "Yellow"]
  var picked: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    picker.frame = CGRect(x: 0, y: 300, width: 390, height: 216)
    picker.dataSource = self
    picker.delegate = self
    view.addSubview(picker)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    colors.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    colors[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    picked.append(colors[row])
  }
}

private final class FeedController: UITableViewController {
  var refreshes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let control = UIRefreshControl()
    control.addAction(UIAction { [unowned self] _ in refreshes += 1 }, for: .valueChanged)
    refreshControl = control
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    20
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Post \(indexPath.row)"
    return cell
  }
}

@MainActor
@Suite struct UIKitPickerAndRefreshTests {
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:didselectrow:incomponent:):
  /// called when the user selects a row; `selectRow(_:inComponent:animated:)` does not
  /// call it (https://developer.apple.com/documentation/uikit/uipickerview/selectrow(_:incomponent:animated:)).
  @Test func aTapOnARowSelectsItAndTellsTheDelegate() throws {
    let screen = ColorPickerController()
    let host = TestHost()
    host.show(screen)
    #expect(screen.picker.numberOfComponents == 1)
    #expect(screen.picker.numberOfRows(inComponent: 0) == 4)
    #expect(screen.picker.selectedRow(inComponent: 0) == 0)
    #expect(host.staticTexts["Green"].exists, "the rows around the selected one show")
    let green = try #require(screen.picker.view(forRow: 1, forComponent: 0))
    host.tap(green)
    #expect(screen.picked == ["Green"])
    #expect(screen.picker.selectedRow(inComponent: 0) == 1)
    screen.picker.selectRow(3, inComponent: 0, animated: false)
    host.flush()
    #expect(screen.picked == ["Green"])
    #expect(screen.picker.accessibilityValue == "Yellow")
    #expect(screen.picker.rowSize(forComponent: 0) == CGSize(width: 390, height: 32))
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate and
  /// maximumdate pin `date`; https://developer.apple.com/documentation/uikit/uidatepicker/minuteinterval
  /// ignores a value that does not divide 60, and `roundsToMinuteInterval` rounds.
  @Test func aDatePickerKeepsItsValueWithinUIKitsRules() throws {
    let picker = UIDatePicker()
    picker.datePickerMode = .date
    picker.locale = Locale(identifier: "en_US")
    picker.timeZone = .gmt
    let noon = Date(timeIntervalSince1970: 1_796_212_800)  // 2026-12-02 12:00 UTC
    picker.minimumDate = noon
    picker.date = noon.addingTimeInterval(-86_400)
    #expect(picker.date == noon)
    #expect(picker.accessibilityValue == "Dec 2, 2026")
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 1)
    picker.minuteInterval = 15
    picker.date = noon.addingTimeInterval(8 * 60)
    #expect(picker.date == noon.addingTimeInterval(15 * 60))
    #expect(picker.datePickerStyle == .compact)
    picker.datePickerMode = .countDownTimer
    #expect(picker.datePickerStyle == .wheels)
    picker.countDownDuration = 5_400
    #expect(picker.accessibilityValue == "1 hour 30 min")
    picker.countDownDuration = 100_000
    #expect(picker.countDownDuration == 86_399)
  }

  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol: the user's pull
  /// begins refreshing and sends `.valueChanged`; `beginRefreshing()` by code sends
  /// nothing; `endRefreshing()` ends it.
  @Test func aPullDownRefreshesOnceUntilEndRefreshing() throws {
    let feed = FeedController(style: .plain)
    let host = TestHost()
    host.show(feed)
    let control = try #require(feed.refreshControl)
    #expect(control.superview === feed.tableView)
    #expect(!control.isRefreshing)
    host.swipe(feed.tableView, direction: .down)
    #expect(control.isRefreshing)
    #expect(feed.refreshes == 1)
    host.swipe(feed.tableView, direction: .down)
    #expect(feed.refreshes == 1, "a pull while refreshing sends nothing")
    control.endRefreshing()
    host.flush()
    #expect(!control.isRefreshing)
    #expect(control.isHidden)
    control.beginRefreshing()
    #expect(feed.refreshes == 1, "code's beginRefreshing sends nothing")
    control.endRefreshing()
    host.swipe(feed.tableView, direction: .up)
    #expect(feed.refreshes == 1, "a swipe up is no pull")
  }
}
