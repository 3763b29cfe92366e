public import HeadlessKit

/// A UIKit view controller that shows a SwiftUI view, as SwiftUI's `UIHostingController`.
///
/// It is a `UIViewController`: push it, present it as a sheet with detents, or embed it. Its
/// view's bodies are evaluated in HeadlessKit's pass with the UIKit controllers' hooks, so an
/// `@Observable` model that a UIKit controller's `updateProperties()` and a hosted body both
/// read updates both in the same `flush()`.
///
/// ```swift
/// let host = UIHostingController(rootView: ThemePickerView(theme: theme))
/// host.sheetPresentationController?.detents = [.medium()]
/// present(host, animated: true)
/// ```
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The root view; setting it evaluates the new view in the next pass.
  public var rootView: Content {
    didSet { hostingView?.rootView = rootView }
  }

  /// Which sizes the controller keeps up to date from its content.
  public var sizingOptions: UIHostingControllerSizingOptions = [] {
    didSet { view.setNeedsLayout() }
  }

  /// The content's size, updated after each layout when ``sizingOptions`` contains
  /// `.preferredContentSize` (UIKit's `preferredContentSize`).
  public private(set) var preferredContentSize: Size = .zero

  private var hostingView: HostingRootView? { viewIfLoaded as? HostingRootView }

  /// Runs once the controller, presented by a `sheet(isPresented:)`, is dismissed.
  var onDismissed: (@MainActor () -> Void)?

  /// The environment the custom detents of a `sheet(isPresented:)` read.
  var detentEnvironment: DetentEnvironment?

  /// Creates a controller showing `rootView`.
  /// - Parameter rootView: The SwiftUI view.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
    untrackedReadFix = "body"
    countsSubviewHooksAsOwn = true
  }

  /// Not available: there are no archives.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    fatalError("UIHostingController(coder:) is not available; use init(rootView:)")
  }

  /// Makes the view that shows the SwiftUI content.
  open override func loadView() {
    view = HostingRootView(rootView: rootView)
  }

  /// Tells a `sheet(isPresented:)` that presented the controller that it was dismissed.
  /// - Parameter animated: Always `false`.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if presentingController == nil, let onDismissed {
      self.onDismissed = nil
      onDismissed()
    }
  }

  /// Keeps ``preferredContentSize`` up to date when asked to.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard sizingOptions.contains(.preferredContentSize), let hostingView else { return }
    let size = hostingView.contentSize(
      ProposedViewSize(width: Double(hostingView.bounds.width), height: nil))
    if size != preferredContentSize { preferredContentSize = size }
  }

  /// The size the content wants in `size`, as UIKit's `sizeThatFits(in:)`.
  /// - Parameter size: The space offered.
  /// - Returns: The content's size.
  public func sizeThatFits(in size: Size) -> Size {
    loadViewIfNeeded()
    hostingView?.updatePropertiesIfNeeded()
    return hostingView?.contentSize(ProposedViewSize(size)) ?? .zero
  }
}

/// Which sizes a hosting controller derives from its content, as SwiftUI's
/// `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates options from raw bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Keep `preferredContentSize` equal to the content's ideal size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  /// Keep the view's intrinsic content size equal to the content's (kept for code written
  /// against UIKit; HeadlessKit lays the hosting view out from its frame).
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
