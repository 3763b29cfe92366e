public import HeadlessKit

/// A generator of impacts, as UIKit's `UIImpactFeedbackGenerator`
/// (https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The impact's mass, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  public enum FeedbackStyle: Int, Sendable, Hashable {
    /// A small, light object.
    case light = 0
    /// A moderately sized object.
    case medium = 1
    /// A large, heavy object.
    case heavy = 2
    /// A soft, flexible object.
    case soft = 3
    /// A hard, inflexible object.
    case rigid = 4
  }

  /// The generator's style.
  public let style: FeedbackStyle

  /// Creates a generator of medium impacts, as UIKit's `init()`.
  public override init() {
    style = .medium
    super.init()
  }

  /// Creates a generator of impacts of a style, as UIKit's `init(style:)`.
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  /// - Parameter style: The impacts' mass.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates a generator of impacts of a style attached to a view, as UIKit's
  /// `init(style:view:)` (iOS 17.5).
  /// - Parameters:
  ///   - style: The impacts' mass.
  ///   - view: The view.
  public init(style: FeedbackStyle, view: UIView) {
    self.style = style
    super.init(view: view)
  }

  /// Creates a generator of medium impacts attached to a view, as UIKit's `init(view:)`.
  /// - Parameter view: The view.
  public override init(view: UIView) {
    style = .medium
    super.init(view: view)
  }

  /// Fires an impact at full intensity, as UIKit's `impactOccurred()`.
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
  open func impactOccurred() { impactOccurred(intensity: 1) }

  /// Fires an impact at an intensity, as UIKit's `impactOccurred(intensity:)`; the intensity
  /// is clamped to 0...1, the range Apple documents.
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)
  /// - Parameter intensity: From 0 to 1.
  open func impactOccurred(intensity: CGFloat) { impactOccurred(intensity: intensity, at: nil) }

  /// Fires an impact at a point, as UIKit's `impactOccurred(at:)` (iOS 17.5).
  /// - Parameter location: The point, in the attached view's coordinates.
  open func impactOccurred(at location: CGPoint) { impactOccurred(intensity: 1, at: location) }

  /// Fires an impact at an intensity and a point, as UIKit's `impactOccurred(intensity:at:)`.
  /// - Parameters:
  ///   - intensity: From 0 to 1.
  ///   - location: The point, in the attached view's coordinates.
  open func impactOccurred(intensity: CGFloat, at location: CGPoint?) {
    let clamped = min(max(intensity, 0), 1)
    record(.impact(style, intensity: clamped), at: location.map { inWindow($0) })
  }

  private func inWindow(_ point: CGPoint) -> CGPoint {
    view.map { $0.convert(point, to: nil) } ?? point
  }
}
