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
      let horizontal = mask.horizontalParts(of: frame, in: oldSize)
      let vertical = mask.verticalParts(of: frame, in: oldSize)
      let width = bounds.width - oldSize.width
      let height = bounds.height - oldSize.height
      subview.frame = Rect(
        x: frame.minX + horizontal.share(of: horizontal.start, width),
        y: frame.minY + vertical.share(of: vertical.start, height),
        width: frame.width + horizontal.share(of: horizontal.length, width),
        height: frame.height + vertical.share(of: vertical.length, height))
    }
    node.hasAutoresizingSubviews = any
  }
}

extension View.AutoresizingMask {
  /// One axis of a frame as the mask sees it in a superview of a given size: the leading
  /// margin, the length and the trailing margin when the mask makes them flexible (at
  /// least 0), `nil` when fixed. Resizing subviews (`resizeSubviews(from:)`) and the
  /// engine's autoresizing constraints share a change of the superview's length by it.
  struct AxisParts {
    let start: Double?
    let length: Double?
    let end: Double?

    /// What `part` takes of a change of `delta`: the flexible parts share it in
    /// proportion to their sizes (equally when all are zero); a fixed part takes nothing.
    func share(of part: Double?, _ delta: Double) -> Double {
      guard let part else { return 0 }
      let flexible = [start, length, end].compactMap { $0 }
      let total = flexible.reduce(0, +)
      return total > 0 ? delta * part / total : delta / Double(flexible.count)
    }
  }

  /// The horizontal parts of `frame` in a superview of `size`.
  func horizontalParts(of frame: Rect, in size: Size) -> AxisParts {
    AxisParts(
      start: contains(.flexibleLeftMargin) ? max(0, frame.minX) : nil,
      length: contains(.flexibleWidth) ? max(0, frame.width) : nil,
      end: contains(.flexibleRightMargin) ? max(0, size.width - frame.maxX) : nil)
  }

  /// The vertical parts of `frame` in a superview of `size`.
  func verticalParts(of frame: Rect, in size: Size) -> AxisParts {
    AxisParts(
      start: contains(.flexibleTopMargin) ? max(0, frame.minY) : nil,
      length: contains(.flexibleHeight) ? max(0, frame.height) : nil,
      end: contains(.flexibleBottomMargin) ? max(0, size.height - frame.maxY) : nil)
  }
}
