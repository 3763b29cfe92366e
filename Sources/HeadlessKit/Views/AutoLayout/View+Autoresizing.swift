import Foundation

extension View {
  /// Which of a view's margins and sizes follow its superview's size, as UIKit's
  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The mask's bits (UIKit's values).
    public let rawValue: UInt
    /// Creates a mask.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The distance from the superview's left edge changes.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width changes.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance from the superview's right edge changes.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance from the superview's top edge changes.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height changes.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance from the superview's bottom edge changes.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the view's frame follows its superview's size, as UIKit's `autoresizingMask`:
  /// when the superview's size changes, the flexible parts of each axis share the change
  /// in proportion to their sizes (equally when all are zero), the others keep theirs.
  /// Empty by default. Only for a view whose `translatesAutoresizingMaskIntoConstraints`
  /// is `true`. When constraints refer to the view and its superview takes part in Auto
  /// Layout, the frame and the mask become constraints, as in UIKit, and the view follows
  /// its superview in the same solution; otherwise the view is resized when its
  /// superview's size changes.
  public var autoresizingMask: AutoresizingMask {
    get { layout?.autoresizingMask ?? [] }
    set {
      guard newValue != autoresizingMask else { return }
      layoutState.autoresizingMask = newValue
      if !newValue.isEmpty { superview?.node.hasAutoresizingSubviews = true }
      // The engine reads the mask of a view whose frame it reads.
      if node.feedsLayoutEngine { setNeedsConstraintSolve() }
    }
  }

  /// Whether the view resizes its subviews by their ``autoresizingMask`` when its size
  /// changes, as UIKit's `autoresizesSubviews`; `true` by default.
  public var autoresizesSubviews: Bool {
    get { layout?.autoresizesSubviews ?? true }
    set {
      guard newValue != autoresizesSubviews else { return }
      layoutState.autoresizesSubviews = newValue
      // Whether subviews' masks apply is what the engine reads of them.
      if node.inLayoutEngine || node.hostsLayoutEngine { setNeedsConstraintSolve() }
    }
  }

  /// Resizes the subviews that have an autoresizing mask after this view's size changed
  /// from `oldSize`, as UIKit's `resizeSubviews(withOldSize:)`.
  func resizeSubviews(from oldSize: Size) {
    guard autoresizesSubviews else { return }
    var any = false
    for subview in subviews {
      let mask = subview.autoresizingMask
      guard !mask.isEmpty else { continue }
      any = true
      // A view the engine places from its mask follows in the engine's solution.
      guard subview.translatesAutoresizingMaskIntoConstraints, !subview.node.autoresizedByEngine
      else { continue }
      let frame = subview.frame
      let horizontal = Self.resize(
        start: frame.minX, length: frame.width,
        end: oldSize.width - frame.maxX, delta: bounds.width - oldSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let vertical = Self.resize(
        start: frame.minY, length: frame.height,
        end: oldSize.height - frame.maxY, delta: bounds.height - oldSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      subview.frame = Rect(
        x: horizontal.start, y: vertical.start, width: horizontal.length,
        height: vertical.length)
    }
    node.hasAutoresizingSubviews = any
  }

  /// One axis of autoresizing: the flexible parts among the leading margin, the length
  /// and the trailing margin share `delta` in proportion to their sizes (equally when
  /// they are all zero).
  private static func resize(
    start: Double, length: Double, end: Double, delta: Double,
    flexible: (start: Bool, length: Bool, end: Bool)
  ) -> (start: Double, length: Double) {
    let parts = [
      flexible.start ? max(0, start) : nil, flexible.length ? max(0, length) : nil,
      flexible.end ? max(0, end) : nil,
    ]
    let flexibleCount = parts.compactMap { $0 }.count
    guard flexibleCount > 0, delta != 0 else { return (start, length) }
    let total = parts.compactMap { $0 }.reduce(0, +)
    func share(_ part: Double?) -> Double {
      guard let part else { return 0 }
      return total > 0 ? delta * part / total : delta / Double(flexibleCount)
    }
    return (start + share(parts[0]), length + share(parts[1]))
  }
}
