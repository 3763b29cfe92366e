/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes, as SwiftUI's `Axis.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }

  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// An alignment along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable {
  let fraction: Double
  /// The leading edge.
  public static let leading = HorizontalAlignment(fraction: 0)
  /// The centre.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable {
  let fraction: Double
  /// The top edge.
  public static let top = VerticalAlignment(fraction: 0)
  /// The centre.
  public static let center = VerticalAlignment(fraction: 0.5)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(fraction: 1)
  /// The first text baseline (placed as the top here).
  public static let firstTextBaseline = VerticalAlignment(fraction: 0)
  /// The last text baseline (placed as the bottom here).
  public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes, as SwiftUI's `Alignment`.
public struct Alignment: Equatable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  /// - Parameters:
  ///   - horizontal: The horizontal part.
  ///   - vertical: The vertical part.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred in both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Edges of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top.
  case top
  /// The leading edge.
  case leading
  /// The bottom.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: Double
  /// The leading inset.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The trailing inset.
  public var trailing: Double

  /// Creates insets.
  /// - Parameters:
  ///   - top: The top inset.
  ///   - leading: The leading inset.
  ///   - bottom: The bottom inset.
  ///   - trailing: The trailing inset.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
