public import HeadlessKit

/// UIKit's scroll-indicator and touch settings a HeadlessKit `ScrollView` does not keep.
@MainActor
final class ScrollIndicatorState {
  var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  var automaticallyAdjustsScrollIndicatorInsets = true
  var indicatorStyle = UIScrollView.IndicatorStyle.default
  var bouncesZoom = true
  var delaysContentTouches = true
  var canCancelContentTouches = true
  var allowsKeyboardScrolling = true
  var indicatorFlashes = 0

  static func of(_ view: ScrollView) -> ScrollIndicatorState {
    attachment(in: &view.attachments, ScrollIndicatorState.init)
  }

  static func existing(_ view: ScrollView) -> ScrollIndicatorState? {
    view.attachments[ObjectIdentifier(ScrollIndicatorState.self)] as? ScrollIndicatorState
  }
}

extension ScrollView {
  /// How the scroll indicators are drawn, as UIKit's `UIScrollView.IndicatorStyle`.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum
  public enum IndicatorStyle: Int, Sendable {
    /// Dark on light content, light on dark: UIKit's default.
    case `default` = 0
    /// Dark indicators, for light backgrounds.
    case black = 1
    /// Light indicators, for dark backgrounds.
    case white = 2
  }

  /// The insets of both scroll indicators, as UIKit's `scrollIndicatorInsets`: setting it
  /// sets ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets``;
  /// reading it gives the vertical one, as UIKit does. Kept (pictures draw no
  /// indicators).
  /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollindicatorinsets
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// The vertical indicator's insets, as UIKit's `verticalScrollIndicatorInsets` (kept).
  /// https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
  public var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { ScrollIndicatorState.existing(self)?.verticalScrollIndicatorInsets ?? .zero }
    set { ScrollIndicatorState.of(self).verticalScrollIndicatorInsets = newValue }
  }

  /// The horizontal indicator's insets, as UIKit's `horizontalScrollIndicatorInsets`
  /// (kept).
  /// https://developer.apple.com/documentation/uikit/uiscrollview/horizontalscrollindicatorinsets
  public var horizontalScrollIndicatorInsets: UIEdgeInsets {
    get { ScrollIndicatorState.existing(self)?.horizontalScrollIndicatorInsets ?? .zero }
    set { ScrollIndicatorState.of(self).horizontalScrollIndicatorInsets = newValue }
  }

  /// Whether the indicators' insets follow the safe area, as UIKit's
  /// `automaticallyAdjustsScrollIndicatorInsets`; `true` by default (kept).
  public var automaticallyAdjustsScrollIndicatorInsets: Bool {
    get { ScrollIndicatorState.existing(self)?.automaticallyAdjustsScrollIndicatorInsets ?? true }
    set { ScrollIndicatorState.of(self).automaticallyAdjustsScrollIndicatorInsets = newValue }
  }

  /// The indicators' style, as UIKit's `indicatorStyle`; `.default` by default (kept).
  public var indicatorStyle: IndicatorStyle {
    get { ScrollIndicatorState.existing(self)?.indicatorStyle ?? .default }
    set { ScrollIndicatorState.of(self).indicatorStyle = newValue }
  }

  /// Shows the indicators for a moment, as UIKit's `flashScrollIndicators()`: counted in
  /// ``scrollIndicatorFlashCount`` (HeadlessUIKit's own name), since nothing is drawn.
  public func flashScrollIndicators() {
    ScrollIndicatorState.of(self).indicatorFlashes += 1
  }

  /// How many times ``flashScrollIndicators()`` was called: HeadlessUIKit's own, for
  /// tests.
  public var scrollIndicatorFlashCount: Int {
    ScrollIndicatorState.existing(self)?.indicatorFlashes ?? 0
  }

  /// Whether zooming bounces past its limits, as UIKit's `bouncesZoom` (kept).
  public var bouncesZoom: Bool {
    get { ScrollIndicatorState.existing(self)?.bouncesZoom ?? true }
    set { ScrollIndicatorState.of(self).bouncesZoom = newValue }
  }

  /// Whether the user is zooming, as UIKit's `isZooming`: never, headlessly.
  public var isZooming: Bool { false }

  /// Whether a zoom is bouncing back, as UIKit's `isZoomBouncing`: never, headlessly.
  public var isZoomBouncing: Bool { false }

  /// Whether touches wait to see whether they scroll, as UIKit's `delaysContentTouches`
  /// (kept: `TestHost` touches are delivered at once).
  public var delaysContentTouches: Bool {
    get { ScrollIndicatorState.existing(self)?.delaysContentTouches ?? true }
    set { ScrollIndicatorState.of(self).delaysContentTouches = newValue }
  }

  /// Whether a scroll may cancel touches in the content, as UIKit's
  /// `canCancelContentTouches` (kept).
  public var canCancelContentTouches: Bool {
    get { ScrollIndicatorState.existing(self)?.canCancelContentTouches ?? true }
    set { ScrollIndicatorState.of(self).canCancelContentTouches = newValue }
  }

  /// Whether a hardware keyboard scrolls the view, as UIKit's `allowsKeyboardScrolling`
  /// (kept).
  public var allowsKeyboardScrolling: Bool {
    get { ScrollIndicatorState.existing(self)?.allowsKeyboardScrolling ?? true }
    set { ScrollIndicatorState.of(self).allowsKeyboardScrolling = newValue }
  }
}
