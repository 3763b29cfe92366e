public import HeadlessKit

/// The configurations one snapshot assertion covers: every combination of devices,
/// appearances, Dynamic Type sizes, layout directions and platforms.
///
/// Each axis defaults to one value (iPhone 16, light, the default text size `large`, left
/// to right, platform 26), so a matrix grows only along the axes a test names:
///
/// ```swift
/// let matrix = SnapshotMatrix(
///   devices: [.iPhoneSE, .iPad11Inch], appearances: [.light, .dark],
///   contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge])
/// // 2 x 2 x 2 = 8 configurations, each left to right on platform 26
/// ```
public struct SnapshotMatrix: Sendable, Hashable {
  /// The devices, each a window size with its safe area, scale, idiom and size classes.
  public var devices: [Device]
  /// Light, dark, or both.
  public var appearances: [InterfaceStyle]
  /// Dynamic Type sizes, up to the accessibility sizes.
  public var contentSizeCategories: [ContentSizeCategory]
  /// Left to right, right to left, or both.
  public var layoutDirections: [LayoutDirection]
  /// The UIKit generations to emulate.
  public var platforms: [HeadlessKit.Configuration.Platform]

  /// Creates a matrix; every axis has one value unless given more.
  /// - Parameters:
  ///   - devices: The devices; iPhone 16 by default.
  ///   - appearances: The appearances; light by default.
  ///   - contentSizeCategories: The Dynamic Type sizes; `large` (iOS's default) by default.
  ///   - layoutDirections: The layout directions; left to right by default.
  ///   - platforms: The platforms; `.v26` by default.
  public init(
    devices: [Device] = [.iPhone16], appearances: [InterfaceStyle] = [.light],
    contentSizeCategories: [ContentSizeCategory] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight],
    platforms: [HeadlessKit.Configuration.Platform] = [.v26]
  ) {
    self.devices = devices
    self.appearances = appearances
    self.contentSizeCategories = contentSizeCategories
    self.layoutDirections = layoutDirections
    self.platforms = platforms
  }

  /// One combination of the matrix's axes.
  public struct Configuration: Sendable, Hashable, CustomStringConvertible {
    /// The device.
    public var device: Device
    /// Light or dark.
    public var appearance: InterfaceStyle
    /// The Dynamic Type size.
    public var contentSizeCategory: ContentSizeCategory
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection
    /// The UIKit generation.
    public var platform: HeadlessKit.Configuration.Platform

    /// Creates a configuration.
    /// - Parameters:
    ///   - device: The device.
    ///   - appearance: Light or dark.
    ///   - contentSizeCategory: The Dynamic Type size.
    ///   - layoutDirection: Left to right or right to left.
    ///   - platform: The UIKit generation.
    public init(
      device: Device, appearance: InterfaceStyle, contentSizeCategory: ContentSizeCategory,
      layoutDirection: LayoutDirection, platform: HeadlessKit.Configuration.Platform
    ) {
      self.device = device
      self.appearance = appearance
      self.contentSizeCategory = contentSizeCategory
      self.layoutDirection = layoutDirection
      self.platform = platform
    }

    /// The part of a reference file's name that says the configuration, every axis in
    /// order, the text size by its short name: `iPhone16.light.l.ltr.v26`.
    public var description: String {
      let size =
        ContentSizeCategory.shortNames.first { $0.category == contentSizeCategory }?.name
        ?? contentSizeCategory.description
      return [
        device.name, appearance.description, size,
        layoutDirection == .rightToLeft ? "rtl" : "ltr", platform.rawValue,
      ].joined(separator: ".")
    }
  }

  /// Every configuration, platform by platform (each platform needs an application of its
  /// own), then device, appearance, text size and direction, in the order given.
  public var configurations: [Configuration] {
    var all: [Configuration] = []
    for platform in platforms {
      for device in devices {
        for appearance in appearances {
          for size in contentSizeCategories {
            for direction in layoutDirections {
              all.append(
                Configuration(
                  device: device, appearance: appearance, contentSizeCategory: size,
                  layoutDirection: direction, platform: platform))
            }
          }
        }
      }
    }
    return all
  }

  /// What is wrong with the matrix, naming the axis and the valid choices; `nil` when it
  /// is valid. An axis may not be empty, repeat a value, or hold an unspecified value.
  public var problem: String? {
    func check<Value: Hashable>(
      _ values: [Value], _ axis: String, invalid: Set<Value> = [], _ valid: String
    ) -> String? {
      if values.isEmpty { return "SnapshotMatrix: \(axis) is empty; valid: \(valid)" }
      if Set(values).count != values.count {
        return "SnapshotMatrix: \(axis) repeats a value (\(values)); valid: \(valid)"
      }
      if let bad = values.first(where: invalid.contains) {
        return "SnapshotMatrix: \(axis) holds \(bad), which no device has; valid: \(valid)"
      }
      return nil
    }
    let names = Set(devices.map(\.name))
    if names.count != devices.count {
      return "SnapshotMatrix: two devices share a name (\(devices.map(\.name))); each "
        + "names its reference files, so each must differ"
    }
    return check(devices, "devices", ".iPhoneSE, .iPhone16, .iPhone16ProMax, .iPad11Inch")
      ?? check(appearances, "appearances", ".light, .dark")
      ?? check(
        contentSizeCategories, "contentSizeCategories", invalid: [.unspecified],
        ContentSizeCategory.allCases.filter { $0 != .unspecified }.map { ".\($0)" }
          .joined(separator: ", "))
      ?? check(
        layoutDirections, "layoutDirections", invalid: [.unspecified],
        ".leftToRight, .rightToLeft")
      ?? check(platforms, "platforms", ".v18, .v26")
  }
}
