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
