public import HeadlessKit

extension UIDevice {
  /// The battery's state, as UIKit's `UIDevice.BatteryState`.
  /// https://developer.apple.com/documentation/uikit/uidevice/batterystate-swift.enum
  public enum BatteryState: Int, Sendable, Hashable {
    /// Unknown (monitoring is off).
    case unknown = 0
    /// On battery, discharging.
    case unplugged = 1
    /// Plugged in, charging.
    case charging = 2
    /// Plugged in, full.
    case full = 3
  }

  /// What a ``UIDevice`` reports, set by tests (HeadlessUIKit's, not UIKit API).
  public struct Headless: Sendable, Equatable {
    /// `name`: "iPhone".
    public var name = "iPhone"
    /// `model`: "iPhone".
    public var model = "iPhone"
    /// `localizedModel`: "iPhone".
    public var localizedModel = "iPhone"
    /// `systemName`: "iOS".
    public var systemName = "iOS"
    /// `systemVersion`: "26.0".
    public var systemVersion = "26.0"
    /// `userInterfaceIdiom`: `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// `identifierForVendor`: a fixed UUID, the same for every run.
    public var identifierForVendor: UUID? = UUID(
      uuidString: "00000000-0000-4000-8000-000000000001")
    /// `isMultitaskingSupported`: `true`.
    public var isMultitaskingSupported = true
    /// The physical orientation `orientation` reports while notifications are generated:
    /// `.portrait`.
    public var orientation: UIDeviceOrientation = .portrait
    /// The state `batteryState` reports while monitoring: `.full`.
    public var batteryState: BatteryState = .full
    /// The charge `batteryLevel` reports while monitoring: 1.
    public var batteryLevel: Float = 1
    /// What `proximityState` reports while monitoring: `false`.
    public var proximityState = false

    /// The defaults.
    public init() {}
  }
}
