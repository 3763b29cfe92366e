public import HeadlessKit

/// The device, as UIKit's `UIDevice` (https://developer.apple.com/documentation/uikit/uidevice):
/// headlessly an iPhone running iOS 26.0, held upright, battery full.
///
/// A test changes what the device reports through ``headless``, HeadlessUIKit's own
/// property: the values UIKit's read-only properties return, and setting the orientation,
/// battery or proximity posts the change notification UIKit posts, when code turned that
/// reporting on (`beginGeneratingDeviceOrientationNotifications()`,
/// `isBatteryMonitoringEnabled`, `isProximityMonitoringEnabled`).
///
/// ```swift
/// UIDevice.current.headless.orientation = .landscapeLeft
/// UIDevice.current.headless = UIDevice.Headless()   // back to the defaults
/// ```
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// The device the app runs on, as UIKit's `current`.
  /// https://developer.apple.com/documentation/uikit/uidevice/current
  public class var current: UIDevice { shared }
  private static let shared = UIDevice()

  /// What the device reports (HeadlessUIKit's, not UIKit API). Setting it posts
  /// `orientationDidChangeNotification`, `batteryStateDidChangeNotification`,
  /// `batteryLevelDidChangeNotification` or `proximityStateDidChangeNotification` for the
  /// values that changed, when their reporting is on.
  public var headless = Headless() {
    didSet {
      if isGeneratingDeviceOrientationNotifications, headless.orientation != oldValue.orientation {
        post(UIDevice.orientationDidChangeNotification)
      }
      if isBatteryMonitoringEnabled, headless.batteryState != oldValue.batteryState {
        post(UIDevice.batteryStateDidChangeNotification)
      }
      if isBatteryMonitoringEnabled, headless.batteryLevel != oldValue.batteryLevel {
        post(UIDevice.batteryLevelDidChangeNotification)
      }
      if isProximityMonitoringEnabled, headless.proximityState != oldValue.proximityState {
        post(UIDevice.proximityStateDidChangeNotification)
      }
    }
  }

  /// Creates a device; code uses ``current``.
  public override init() { super.init() }

  /// The device's name, as UIKit's `name`: since iOS 16 the model, "iPhone".
  /// https://developer.apple.com/documentation/uikit/uidevice/name
  open var name: String { headless.name }
  /// The model, as UIKit's `model`: "iPhone".
  /// https://developer.apple.com/documentation/uikit/uidevice/model
  open var model: String { headless.model }
  /// The model in the current language, as UIKit's `localizedModel`.
  /// https://developer.apple.com/documentation/uikit/uidevice/localizedmodel
  open var localizedModel: String { headless.localizedModel }
  /// The operating system's name, as UIKit's `systemName`: "iOS".
  /// https://developer.apple.com/documentation/uikit/uidevice/systemname
  open var systemName: String { headless.systemName }
  /// The operating system's version, as UIKit's `systemVersion`: "26.0".
  /// https://developer.apple.com/documentation/uikit/uidevice/systemversion
  open var systemVersion: String { headless.systemVersion }
  /// The kind of interface the device shows, as UIKit's `userInterfaceIdiom`: `.phone`.
  /// https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
  open var userInterfaceIdiom: UIUserInterfaceIdiom { headless.userInterfaceIdiom }
  /// An identifier that stays the same for apps of one vendor, as UIKit's
  /// `identifierForVendor`.
  /// https://developer.apple.com/documentation/uikit/uidevice/identifierforvendor
  open var identifierForVendor: UUID? { headless.identifierForVendor }
  /// Whether the device runs apps in the background, as UIKit's `isMultitaskingSupported`.
  /// https://developer.apple.com/documentation/uikit/uidevice/ismultitaskingsupported
  open var isMultitaskingSupported: Bool { headless.isMultitaskingSupported }

  // MARK: Orientation

  private var orientationRequests = 0

  /// The device's physical orientation, as UIKit's `orientation`: `.unknown` unless
  /// orientation notifications are being generated, as Apple documents.
  /// https://developer.apple.com/documentation/uikit/uidevice/orientation
  open var orientation: UIDeviceOrientation {
    isGeneratingDeviceOrientationNotifications ? headless.orientation : .unknown
  }

  /// Whether orientation notifications are being generated, as UIKit's
  /// `isGeneratingDeviceOrientationNotifications`.
  /// https://developer.apple.com/documentation/uikit/uidevice/isgeneratingdeviceorientationnotifications
  open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

  /// Starts orientation notifications, as UIKit's
  /// `beginGeneratingDeviceOrientationNotifications()`; calls nest.
  /// https://developer.apple.com/documentation/uikit/uidevice/begingeneratingdeviceorientationnotifications()
  open func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }

  /// Ends one `beginGeneratingDeviceOrientationNotifications()`, as UIKit's
  /// `endGeneratingDeviceOrientationNotifications()`; extra calls do nothing.
  /// https://developer.apple.com/documentation/uikit/uidevice/endgeneratingdeviceorientationnotifications()
  open func endGeneratingDeviceOrientationNotifications() {
    orientationRequests = max(orientationRequests - 1, 0)
  }

  // MARK: Battery and proximity

  /// Whether battery monitoring is on, as UIKit's `isBatteryMonitoringEnabled`; `false` by
  /// default. https://developer.apple.com/documentation/uikit/uidevice/isbatterymonitoringenabled
  open var isBatteryMonitoringEnabled = false

  /// The battery's state, as UIKit's `batteryState`: `.unknown` while monitoring is off.
  /// https://developer.apple.com/documentation/uikit/uidevice/batterystate-swift.property
  open var batteryState: BatteryState {
    isBatteryMonitoringEnabled ? headless.batteryState : .unknown
  }

  /// The battery's charge from 0 to 1, as UIKit's `batteryLevel`: -1 while monitoring is off.
  /// https://developer.apple.com/documentation/uikit/uidevice/batterylevel
  open var batteryLevel: Float { isBatteryMonitoringEnabled ? headless.batteryLevel : -1 }

  /// Whether the proximity sensor is on, as UIKit's `isProximityMonitoringEnabled`; `false`
  /// by default. https://developer.apple.com/documentation/uikit/uidevice/isproximitymonitoringenabled
  open var isProximityMonitoringEnabled = false

  /// Whether something is close to the screen, as UIKit's `proximityState`: `false` while
  /// monitoring is off.
  /// https://developer.apple.com/documentation/uikit/uidevice/proximitystate
  open var proximityState: Bool { isProximityMonitoringEnabled && headless.proximityState }

  /// Plays the keyboard click, as UIKit's `playInputClick()`; headlessly silent.
  open func playInputClick() {}

  // MARK: Notifications

  /// Posted when the device's orientation changed, as UIKit's
  /// `orientationDidChangeNotification`; the object is the device.
  /// https://developer.apple.com/documentation/uikit/uidevice/orientationdidchangenotification
  public nonisolated static let orientationDidChangeNotification = NSNotification.Name(
    "UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery's state changed, as UIKit's `batteryStateDidChangeNotification`.
  /// https://developer.apple.com/documentation/uikit/uidevice/batterystatedidchangenotification
  public nonisolated static let batteryStateDidChangeNotification = NSNotification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  /// Posted when the battery's level changed, as UIKit's `batteryLevelDidChangeNotification`.
  /// https://developer.apple.com/documentation/uikit/uidevice/batteryleveldidchangenotification
  public nonisolated static let batteryLevelDidChangeNotification = NSNotification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  /// Posted when the proximity state changed, as UIKit's
  /// `proximityStateDidChangeNotification`.
  /// https://developer.apple.com/documentation/uikit/uidevice/proximitystatedidchangenotification
  public nonisolated static let proximityStateDidChangeNotification = NSNotification.Name(
    "UIDeviceProximityStateDidChangeNotification")

  private func post(_ name: NSNotification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }
}
