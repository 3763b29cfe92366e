public import Foundation
public import HeadlessKit

/// UIKit's `UIProgressView`: a bar that fills as a task progresses.
/// https://developer.apple.com/documentation/uikit/uiprogressview
///
/// The picture draws the track and its filled part in the view's tint (or
/// `progressTintColor` and `trackTintColor`); the images are kept and not drawn.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The look of a progress view, as UIKit's `UIProgressView.Style`.
  public enum Style: Int, Sendable {
    /// The standard progress view.
    case `default` = 0
    /// The style for a toolbar.
    case bar = 1
  }

  /// The look, as UIKit's `progressViewStyle`: `.default` unless set.
  open var progressViewStyle: Style = .default {
    didSet { if progressViewStyle != oldValue { setNeedsDisplay() } }
  }

  private var storedProgress: Float = 0

  /// The fraction done, as UIKit's `progress`: 0 by default, from 0 through 1 (a value
  /// outside is pinned). With `observedProgress` set, its `fractionCompleted`, read when
  /// asked and when the view draws: call `setNeedsDisplay()` after it changes, as nothing
  /// here observes a `Progress`.
  open var progress: Float {
    get {
      if let observedProgress { return Float(min(max(observedProgress.fractionCompleted, 0), 1)) }
      return storedProgress
    }
    set {
      let pinned = min(max(newValue, 0), 1)
      guard pinned != storedProgress else { return }
      storedProgress = pinned
      setNeedsDisplay()
    }
  }

  /// The `Progress` the view shows, as UIKit's `observedProgress`: `nil` by default.
  open var observedProgress: Progress? {
    didSet { setNeedsDisplay() }
  }

  /// The filled part's colour, as UIKit's `progressTintColor`: the tint when `nil`.
  open var progressTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }
  /// The track's colour, as UIKit's `trackTintColor`: a light grey when `nil`.
  open var trackTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }
  /// The filled part's image, as UIKit's `progressImage` (kept, not drawn).
  open var progressImage: UIImage?
  /// The track's image, as UIKit's `trackImage` (kept, not drawn).
  open var trackImage: UIImage?

  /// Creates a progress view in a style, as UIKit's `init(progressViewStyle:)`.
  /// - Parameter style: The look.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Creates a progress view at 0, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    commonInit()
  }

  /// Creates a progress view from an archive, as UIKit's `init(coder:)`: there are no
  /// archives here, so it makes the view `init(frame:)` makes.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    commonInit()
  }

  /// What every initializer sets up.
  private func commonInit() {
    contentMode = .redraw

  }

  /// Sets the fraction done, as UIKit's `setProgress(_:animated:)` (a headless view has
  /// no animation to show).
  /// - Parameters:
  ///   - progress: The fraction, from 0 through 1.
  ///   - animated: Ignored.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// 4 points high (2.5 for `.bar`), with no width of its own.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
  }

  /// `progress=…`.
  open override var treeDetails: [String] {
    ["progress=\(progress == progress.rounded() ? String(Int(progress)) : String(progress))"]
  }

  /// The track, then its filled part, each a rounded bar.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    let height = min(bounds.height, progressViewStyle == .bar ? 2.5 : 4)
    let y = ((bounds.height - height) / 2).rounded(.down)
    let radius = progressViewStyle == .bar ? 0 : height / 2
    canvas.roundedRect(
      CGRect(x: 0, y: y, width: bounds.width, height: height), cornerRadius: radius,
      fill: trackTintColor ?? .systemGray5)
    let filled = (bounds.width * Double(progress)).rounded(.down)
    guard filled > 0 else { return }
    canvas.roundedRect(
      CGRect(x: 0, y: y, width: filled, height: height), cornerRadius: radius,
      fill: progressTintColor ?? tintColor)
  }

  // MARK: Accessibility

  private var isElement: Bool?

  /// A progress view is an accessibility element unless set otherwise, as UIKit's.
  open override var isAccessibilityElement: Bool {
    get { isElement ?? true }
    set {
      isElement = newValue
      super.isAccessibilityElement = newValue
    }
  }

  /// "Progress" unless set.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? "Progress" }
    set { super.accessibilityLabel = newValue }
  }

  /// The fraction as a whole percentage (`"40%"`) unless set.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? "\(Int((Double(progress) * 100).rounded()))%" }
    set { super.accessibilityValue = newValue }
  }

  /// Updates frequently, as a progress view's reads.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { super.accessibilityTraits.union(.updatesFrequently) }
    set { super.accessibilityTraits = newValue }
  }
}
