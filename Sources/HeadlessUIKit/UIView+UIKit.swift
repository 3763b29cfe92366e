public import HeadlessKit

extension View {
  /// Creates a view with a zero frame through `init(frame:)`, as UIKit's `init()`: a
  /// subclass that overrides `init(frame:)` inherits it, so `CardView()` runs the
  /// subclass's setup. (HeadlessKit's `init(frame: = .zero)` is preferred wherever both
  /// apply, so `super.init()` in a subclass's initializer calls the designated one.)
  @_disfavoredOverload
  public convenience init() {
    self.init(frame: .zero)
  }

  /// The name tests and assistive tools find the view by, as UIKit's
  /// `accessibilityIdentifier`: HeadlessKit's `identifier`, so `TestHost`'s finders
  /// see it.
  public var accessibilityIdentifier: String? {
    get { identifier }
    set { identifier = newValue }
  }

  /// The frame's centre in the superview's coordinates, as UIKit's `center`; setting it
  /// moves the frame.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// An integer to find the view by, as UIKit's `tag`; 0 by default. (HeadlessKit's
  /// views are found by their `identifier`.)
  public var tag: Int {
    get { (attachments[ObjectIdentifier(ViewTag.self)] as? ViewTag)?.value ?? 0 }
    set {
      if newValue == 0 {
        attachments[ObjectIdentifier(ViewTag.self)] = nil
      } else {
        attachment(in: &attachments, ViewTag.init).value = newValue
      }
    }
  }

  /// This view or the first descendant, depth first, whose `tag` is `tag`, as UIKit's
  /// `viewWithTag(_:)`.
  /// - Parameter tag: The tag to look for.
  /// - Returns: The view, or `nil`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Ends the editing of every text field in the view's subtree, as UIKit's
  /// `endEditing(_:)` (which resigns the first responder inside the view; the keyboard
  /// goes). Headless, every field resigns, so `force` changes nothing.
  /// - Parameter force: Ignored: no field refuses here.
  /// - Returns: `true`.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { finishEditingInSubtree() }

  /// Resizes the view to `sizeThatFits(_:)` its current size, keeping its origin, as
  /// UIKit's `sizeToFit()`.
  public func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }
}

extension Window {
  /// The controller whose view fills the window, as UIKit's `rootViewController`.
  public var rootViewController: UIViewController? {
    get { rootController as? UIViewController }
    set { rootController = newValue }
  }
}

extension Label {
  /// How the text is aligned, as UIKit's `textAlignment`: HeadlessKit's `alignment`.
  public var textAlignment: NSTextAlignment {
    get { alignment }
    set { alignment = newValue }
  }
}

extension TextAlignment {
  /// UIKit's `.left`: leading (HeadlessKit lays text out left to right).
  public static var left: TextAlignment { .leading }
  /// UIKit's `.right`: trailing.
  public static var right: TextAlignment { .trailing }
  /// UIKit's `.natural`: leading.
  public static var natural: TextAlignment { .leading }
  /// UIKit's `.justified`: drawn leading (one fixed-width font).
  public static var justified: TextAlignment { .leading }
}

extension Font {
  /// A weight, as UIKit's `UIFont.Weight`; HeadlessKit's text metric ignores it.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    /// The weight's value (-1...1 in UIKit).
    public let rawValue: Double
    /// Creates a weight.
    /// - Parameter rawValue: The weight's value.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
  }

  /// The system font at a size, as UIKit's `systemFont(ofSize:weight:)`.
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: Ignored by the text metric.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> Font {
    Font(size: fontSize)
  }

  /// The bold system font at a size, as UIKit's `boldSystemFont(ofSize:)`.
  /// - Parameter fontSize: The size in points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font { Font(size: fontSize) }

  /// The size in points, as UIKit's `pointSize`.
  public var pointSize: CGFloat { size }
}

extension Switch {
  /// Sets the switch, as UIKit's `setOn(_:animated:)`: like setting `isOn`, no action
  /// is sent.
  /// - Parameters:
  ///   - on: The new state.
  ///   - animated: Ignored.
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// The app, as UIKit's `UIApplication`: it owns the HeadlessKit `Application` that
/// windows made visible with `makeKeyAndVisible()` are shown in.
///
/// HeadlessKit itself has no shared application; this one exists for code written
/// against UIKit's. Tests should use HeadlessKitTesting's `TestHost` (one application per
/// test) rather than windows shown here.
@MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  /// The application that runs the shown windows' update passes: drive it with
  /// `Application/flush()` or `Application/run()`. Set it before the first window is
  /// shown to choose the configuration (platform 18, the tracking key).
  public lazy var application = Application()

  /// The windows shown, in order.
  public var windows: [UIWindow] { application.windows }

  private init() {}
}

extension Window {
  /// Shows the window in ``UIApplication``'s application, as UIKit's
  /// `makeKeyAndVisible()`; a window already shown stays where it is.
  public func makeKeyAndVisible() {
    guard application == nil else { return }
    UIApplication.shared.application.show(self)
  }
}

/// A view's `tag`, attached only to views whose tag is not 0.
private final class ViewTag {
  var value = 0
}
