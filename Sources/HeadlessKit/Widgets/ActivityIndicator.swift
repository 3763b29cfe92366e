public import Foundation

/// Shows that work is in progress. ``startAnimating()`` and ``stopAnimating()`` flag
/// display only; a stopped indicator hides itself when ``hidesWhenStopped`` is set.
@preconcurrency @MainActor
open class ActivityIndicator: View {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(ActivityIndicator.self, []) }

  /// Whether the indicator is animating.
  public private(set) var isAnimating = false {
    didSet {
      guard isAnimating != oldValue else { return }
      invalidate(.display)
      if hidesWhenStopped { isHidden = !isAnimating }
    }
  }

  /// Whether the indicator hides while stopped; true by default.
  public var hidesWhenStopped = true {
    didSet { if hidesWhenStopped != oldValue { isHidden = hidesWhenStopped && !isAnimating } }
  }

  /// Creates a stopped indicator with a frame, as UIKit's `init(frame:)`, the initializer a
  /// subclass overrides to set itself up.
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
    contentMode = .redraw  // its drawing depends on its size
    isHidden = true
  }

  /// Creates a stopped (and so hidden) indicator.
  public init() {
    super.init(frame: .zero)
    contentMode = .redraw  // its drawing depends on its size
    isHidden = true
  }

  /// Draws the spinner (a ring with its leading spoke) while animating.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    guard isAnimating else { return }
    let side = min(bounds.width, bounds.height, 20)
    let ring = Rect(
      x: ((bounds.width - side) / 2).rounded(.down), y: ((bounds.height - side) / 2).rounded(.down),
      width: side, height: side)
    canvas.ellipse(in: ring, stroke: Palette.separator)
    canvas.line(
      from: Point(x: ring.midX, y: ring.minY), to: Point(x: ring.midX, y: ring.midY),
      color: Palette.secondaryLabel)
  }

  /// Starts animating (and shows the indicator).
  public func startAnimating() { isAnimating = true }
  /// Stops animating (and hides the indicator when ``hidesWhenStopped``).
  public func stopAnimating() { isAnimating = false }

  /// 20 x 20 points.
  open override var intrinsicContentSize: Size { Size(width: 20, height: 20) }

  /// `animating` or `stopped`.
  open override var treeDetails: [String] { [isAnimating ? "animating" : "stopped"] }

  // MARK: Accessibility

  /// An activity indicator is an accessibility element by default, as UIKit's.
  open override var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// "In progress" by default, as UIKit's activity indicator.
  open override var accessibilityLabel: String? {
    get { accessibility?.label ?? "In progress" }
    set { super.accessibilityLabel = newValue }
  }
}
