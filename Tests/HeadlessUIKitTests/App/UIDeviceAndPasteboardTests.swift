import HeadlessKitTesting
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIDeviceTests {
  /// Apple: `orientation` is `.unknown` unless orientation notifications are being
  /// generated; `beginGeneratingDeviceOrientationNotifications()` nests.
  /// https://developer.apple.com/documentation/uikit/uidevice/orientation
  @Test func orientationIsUnknownUntilNotificationsAreGenerated() {
    let device = UIDevice.current
    device.headless = UIDevice.Headless()
    defer { device.headless = UIDevice.Headless() }
    let posted = PostedNames([UIDevice.orientationDidChangeNotification])
    defer { posted.stop() }
    #expect(device.orientation == .unknown)
    device.headless.orientation = .landscapeLeft
    #expect(posted.names.isEmpty, "no notification while none are generated")
    device.beginGeneratingDeviceOrientationNotifications()
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications)
    #expect(device.orientation == .landscapeLeft)
    #expect(device.orientation.isLandscape)
    device.headless.orientation = .faceUp
    #expect(posted.names == ["UIDeviceOrientationDidChangeNotification"])
    #expect(device.orientation.isFlat)
    #expect(!device.orientation.isValidInterfaceOrientation)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications, "the calls nest")
    device.endGeneratingDeviceOrientationNotifications()
    device.endGeneratingDeviceOrientationNotifications()
    #expect(!device.isGeneratingDeviceOrientationNotifications)
    #expect(device.orientation == .unknown)
  }

  /// Apple: with monitoring off the battery's state is unknown and its level -1.
  /// https://developer.apple.com/documentation/uikit/uidevice/batterylevel
  @Test func theBatteryReadsUnknownUntilMonitoringIsOn() {
    let device = UIDevice.current
    device.headless = UIDevice.Headless()
    defer {
      device.headless = UIDevice.Headless()
      device.isBatteryMonitoringEnabled = false
    }
    let posted = PostedNames([
      UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification,
    ])
    defer { posted.stop() }
    #expect(device.batteryLevel == -1)
    #expect(device.batteryState == .unknown)
    device.isBatteryMonitoringEnabled = true
    #expect(device.batteryLevel == 1)
    #expect(device.batteryState == .full)
    device.headless.batteryLevel = 0.2
    device.headless.batteryState = .unplugged
    #expect(device.batteryLevel == 0.2)
    #expect(
      posted.names == [
        "UIDeviceBatteryLevelDidChangeNotification", "UIDeviceBatteryStateDidChangeNotification",
      ])
  }

  @Test func theDeviceDescribesAnIPhone() {
    let device = UIDevice.current
    device.headless = UIDevice.Headless()
    defer { device.headless = UIDevice.Headless() }
    #expect(device.systemName == "iOS")
    #expect(device.model == "iPhone")
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.identifierForVendor != nil)
    #expect(!device.proximityState)
    device.headless.userInterfaceIdiom = .pad
    device.headless.systemVersion = "17.4"
    #expect(device.userInterfaceIdiom == .pad)
    #expect(device.systemVersion == "17.4")
  }
}

@MainActor
private final class AddedTypes {
  var lists: [[String]] = []
}

@MainActor
@Suite struct UIPasteboardTests {
  /// Apple: setting `string` replaces every item; `strings` has one per item with a string.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/strings
  @Test func settingATypedValueReplacesEveryItem() throws {
    let board = UIPasteboard.withUniqueName()
    #expect(!board.hasStrings)
    #expect(board.string == nil)
    board.strings = ["one", "two"]
    #expect(board.numberOfItems == 2)
    #expect(board.string == "one")
    #expect(board.hasStrings)
    let link = try #require(URL(string: "https://example.com"))
    board.url = link
    #expect(board.numberOfItems == 1)
    #expect(!board.hasStrings)
    #expect(board.hasURLs)
    #expect(board.urls == [link])
    board.image = UIImage()
    #expect(board.hasImages)
    #expect(!board.hasURLs)
    board.color = .red
    #expect(board.colors == [.red])
    board.string = nil
    #expect(board.numberOfItems == 0)
  }

  /// Each change counts in `changeCount` and posts `changedNotification` with the types
  /// added and removed.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/changecount
  @Test func eachChangeCountsAndPosts() {
    let board = UIPasteboard.withUniqueName()
    let added = AddedTypes()
    let token = NotificationCenter.default.addObserver(
      forName: UIPasteboard.changedNotification, object: board, queue: nil
    ) { notification in
      let types = notification.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String]
      MainActor.assumeIsolated { added.lists.append(types ?? []) }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    board.string = "a"
    board.items = [["public.utf8-plain-text": "b", "com.example.note": Data([1])]]
    #expect(board.changeCount == 2)
    #expect(added.lists == [["public.utf8-plain-text"], ["com.example.note"]])
    #expect(board.types == ["com.example.note", "public.utf8-plain-text"])
    #expect(board.data(forPasteboardType: "com.example.note") == Data([1]))
    #expect(board.value(forPasteboardType: "public.utf8-plain-text") as? String == "b")
    board.addItems([["public.utf8-plain-text": "c"]])
    #expect(board.strings == ["b", "c"])
    board.setValue("d", forPasteboardType: "public.text")
    #expect(board.string == "d")
    #expect(board.contains(pasteboardTypes: UIPasteboard.typeListString))
  }

  @Test func theGeneralPasteboardIsOneObject() {
    #expect(UIPasteboard.general === UIPasteboard.general)
    #expect(UIPasteboard.general.name == .general)
    #expect(UIPasteboard.general.isPersistent)
  }
}

@MainActor
@Suite struct UIFeedbackAndAccessibilityTests {
  /// Apple: `impactOccurred(intensity:)` takes an intensity from 0 to 1.
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)
  @Test func generatorsRecordWhatTheyFire() {
    UIFeedbackGenerator.headlessLog.removeAll()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    window.addSubview(view)
    UIImpactFeedbackGenerator().impactOccurred()
    UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 3)
    UIImpactFeedbackGenerator(style: .rigid, view: view).impactOccurred(at: CGPoint(x: 5, y: 5))
    UISelectionFeedbackGenerator(view: view).selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.warning)
    #expect(
      UIFeedbackGenerator.headlessLog.map(\.description) == [
        "impact(medium, 1.0)", "impact(heavy, 1.0)", "impact(rigid, 1.0)", "selection",
        "notification(warning)",
      ])
    // Locations are in the window's coordinates.
    #expect(UIFeedbackGenerator.headlessLog[2].location == CGPoint(x: 15, y: 25))
    #expect(UIFeedbackGenerator.headlessLog[3].location == CGPoint(x: 60, y: 40))
    #expect(UIFeedbackGenerator.headlessLog[4].location == nil)
  }

  /// Posted notifications are recorded; a setting's change posts its
  /// `…StatusDidChangeNotification`.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
  @Test func accessibilityRecordsPostsAndAnnouncesSettingChanges() {
    UIAccessibility.headless.reset()
    defer { UIAccessibility.headless.reset() }
    let posted = PostedNames([
      UIAccessibility.reduceMotionStatusDidChangeNotification,
      UIAccessibility.voiceOverStatusDidChangeNotification,
    ])
    defer { posted.stop() }
    let label = UILabel()
    UIAccessibility.post(notification: .screenChanged, argument: label)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    #expect(
      UIAccessibility.headless.postedNotifications.map(\.description) == [
        "screenChanged Label", "announcement \"Saved\"", "layoutChanged",
      ])
    #expect(UIAccessibility.headless.announcements == ["Saved"])
    #expect(!UIAccessibility.isReduceMotionEnabled)
    UIAccessibility.headless.settings.isReduceMotionEnabled = true
    UIAccessibility.headless.settings.isReduceMotionEnabled = true
    #expect(UIAccessibility.isReduceMotionEnabled)
    #expect(posted.names == ["UIAccessibilityReduceMotionStatusDidChangeNotification"])
    UIAccessibility.headless.reset()
    #expect(!UIAccessibility.isReduceMotionEnabled)
    #expect(posted.names.count == 1, "reset posts nothing")
    #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
  }
}
