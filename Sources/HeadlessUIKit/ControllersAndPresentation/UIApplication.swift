public import HeadlessKit
/// The app, as UIKit's `UIApplication`: it owns the HeadlessKit `Application` that
/// windows made visible with `makeKeyAndVisible()` are shown in.
///
/// HeadlessKit itself has no shared application; this one exists for code written
/// against UIKit's. Tests should use HeadlessKitTesting's `TestHost` (one application per
/// test) rather than windows shown here.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
  /// The app.
  public static let shared = UIApplication()

  /// The application that runs the shown windows' update passes: drive it with
  /// `Application/flush()` or `Application/run()`. Set it before the first window is
  /// shown to choose the configuration (platform 18, the tracking key).
  public lazy var application = Application()

  /// The windows shown, in order.
  public var windows: [UIWindow] { application.windows }

  /// The app's delegate, as UIKit's `delegate` (held strongly here). Nothing launches
  /// the app headlessly: code or a test calls its methods.
  public var delegate: (any UIApplicationDelegate)?

  private override init() { super.init() }
}
