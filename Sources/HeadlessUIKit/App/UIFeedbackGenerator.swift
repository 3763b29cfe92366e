public import HeadlessKit

/// The base of the haptic feedback generators, as UIKit's `UIFeedbackGenerator`
/// (https://developer.apple.com/documentation/uikit/uifeedbackgenerator).
///
/// A headless device has no Taptic Engine: each feedback a generator fires is appended to
/// ``headlessLog``, HeadlessUIKit's record (not UIKit API), which a test reads after driving
/// the screen:
///
/// ```swift
/// UIFeedbackGenerator.headlessLog.removeAll()
/// host.tap(controller.copyButton)
/// #expect(UIFeedbackGenerator.headlessLog.map(\.kind) == [.notification(.success)])
/// ```
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// The view the generator is attached to, from `init(view:)`.
  public private(set) weak var view: UIView?

  /// Creates a generator, as UIKit's `init()` (which Apple means to deprecate in favour of
  /// `init(view:)`).
  public override init() { super.init() }

  /// Creates a generator attached to a view, as UIKit's `init(view:)` (iOS 17.5); feedback
  /// without a location is then located at the view's centre in its window.
  /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:)
  /// - Parameter view: The view.
  public init(view: UIView) {
    self.view = view
    super.init()
  }

  /// Readies the Taptic Engine, as UIKit's `prepare()`: headlessly it only counts, in
  /// ``headlessPrepareCount``.
  /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
  open func prepare() { UIFeedbackGenerator.headlessPrepareCount += 1 }

  /// Every feedback fired, oldest first (HeadlessUIKit's, not UIKit API). Global, as the
  /// Taptic Engine is: a test empties it before the code under test runs.
  public static var headlessLog: [HeadlessFeedback] = []

  /// How many times `prepare()` was called (HeadlessUIKit's, not UIKit API).
  public static var headlessPrepareCount = 0

  /// One feedback a generator fired (HeadlessUIKit's record).
  public struct HeadlessFeedback: Equatable, Sendable, CustomStringConvertible {
    /// What was felt.
    public enum Kind: Equatable, Sendable {
      /// An impact of a style at an intensity from 0 to 1.
      case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
      /// A selection change.
      case selection
      /// A notification of a type.
      case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// What was felt.
    public let kind: Kind
    /// Where, in the window's coordinates: the point given, else the centre of the
    /// generator's view, else `nil`.
    public let location: CGPoint?

    /// A line for the test log, as `impact(medium, 1.0)`.
    public var description: String {
      switch kind {
      case .impact(let style, let intensity): "impact(\(style), \(intensity))"
      case .selection: "selection"
      case .notification(let type): "notification(\(type))"
      }
    }
  }

  func record(_ kind: HeadlessFeedback.Kind, at location: CGPoint?) {
    let place =
      location
      ?? view.map { view in
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
      }
    UIFeedbackGenerator.headlessLog.append(HeadlessFeedback(kind: kind, location: place))
  }
}

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

/// A generator of selection changes, as UIKit's `UISelectionFeedbackGenerator`
/// (https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Fires a selection change, as UIKit's `selectionChanged()`.
  /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
  open func selectionChanged() { record(.selection, at: nil) }

  /// Fires a selection change at a point, as UIKit's `selectionChanged(at:)` (iOS 17.5).
  /// - Parameter location: The point, in the attached view's coordinates.
  open func selectionChanged(at location: CGPoint) {
    record(.selection, at: view.map { $0.convert(location, to: nil) } ?? location)
  }
}

/// A generator of success, warning and error feedback, as UIKit's
/// `UINotificationFeedbackGenerator`
/// (https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome to convey, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
  /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
  public enum FeedbackType: Int, Sendable, Hashable {
    /// A task succeeded.
    case success = 0
    /// A task produced a warning.
    case warning = 1
    /// A task failed.
    case error = 2
  }

  /// Fires a notification, as UIKit's `notificationOccurred(_:)`.
  /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
  /// - Parameter notificationType: The outcome.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    record(.notification(notificationType), at: nil)
  }

  /// Fires a notification at a point, as UIKit's `notificationOccurred(_:at:)` (iOS 17.5).
  /// - Parameters:
  ///   - notificationType: The outcome.
  ///   - location: The point, in the attached view's coordinates.
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
    record(.notification(notificationType), at: view.map { $0.convert(location, to: nil) } ?? location)
  }
}
