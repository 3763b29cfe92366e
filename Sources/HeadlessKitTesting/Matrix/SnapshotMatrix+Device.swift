public import Foundation
public import HeadlessKit

extension SnapshotMatrix {
  /// A device a screen is snapshotted on: the window's size in points in portrait, what
  /// the screen's edges cover (the safe-area insets), the scale, the idiom and the size
  /// classes, as iOS gives that device's full-screen window.
  ///
  /// Sizes and scales are those of Apple's Human Interface Guidelines, Layout,
  /// "Device screen dimensions"
  /// (https://developer.apple.com/design/human-interface-guidelines/layout); safe-area
  /// insets are those a full-screen window reports in portrait in Xcode's simulator for
  /// each device, as collected at https://useyourloaf.com/blog/iphone-16-screen-sizes/
  /// (phones) and https://useyourloaf.com/blog/ipad-pro-m4-screen-sizes/ (iPad).
  public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// The name reference files carry: `iPhone16`.
    public var name: String
    /// The window's size in points.
    public var size: Size
    /// What the status bar, the sensor housing and the home indicator cover.
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point.
    public var displayScale: Double
    /// Phone or pad.
    public var idiom: InterfaceIdiom
    /// The horizontal size class of a full-screen window.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class of a full-screen window.
    public var verticalSizeClass: SizeClass

    /// Creates a device.
    /// - Parameters:
    ///   - name: The name reference files carry; letters and digits keep file names
    ///     portable.
    ///   - size: The window's size in points.
    ///   - safeAreaInsets: What the screen's edges cover.
    ///   - displayScale: Pixels per point.
    ///   - idiom: Phone or pad.
    ///   - horizontalSizeClass: The horizontal size class.
    ///   - verticalSizeClass: The vertical size class.
    public init(
      name: String, size: Size, safeAreaInsets: EdgeInsets, displayScale: Double,
      idiom: InterfaceIdiom, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass
    ) {
      self.name = name
      self.size = size
      self.safeAreaInsets = safeAreaInsets
      self.displayScale = displayScale
      self.idiom = idiom
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
    }

    /// The name.
    public var description: String { name }

    /// iPhone SE (3rd generation): 375 x 667 points at 2x, a 20-point status bar and a
    /// home button (no bottom inset); compact width, regular height.
    public static let iPhoneSE = Device(
      name: "iPhoneSE", size: Size(width: 375, height: 667),
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), displayScale: 2,
      idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// iPhone 16: 393 x 852 points at 3x, 59 points under the Dynamic Island and 34 over
    /// the home indicator; compact width, regular height.
    public static let iPhone16 = Device(
      name: "iPhone16", size: Size(width: 393, height: 852),
      safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), displayScale: 3,
      idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// iPhone 16 Pro Max: 440 x 956 points at 3x, 62 points under the Dynamic Island and
    /// 34 over the home indicator; compact width, regular height in portrait.
    public static let iPhone16ProMax = Device(
      name: "iPhone16ProMax", size: Size(width: 440, height: 956),
      safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), displayScale: 3,
      idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// iPad Pro 11-inch (M4): 834 x 1210 points at 2x, a 24-point status bar and 20 points
    /// over the home indicator; regular width and height.
    public static let iPad11Inch = Device(
      name: "iPad11Inch", size: Size(width: 834, height: 1210),
      safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), displayScale: 2,
      idiom: .pad, horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// The four presets, smallest first.
    public static let presets: [Device] = [.iPhoneSE, .iPhone16, .iPhone16ProMax, .iPad11Inch]
  }
}
