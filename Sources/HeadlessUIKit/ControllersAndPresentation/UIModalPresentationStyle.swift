import HeadlessKit
/// How a presented controller covers the screen, as UIKit's `UIModalPresentationStyle`
/// (raw values are UIKit's). HeadlessKit presents a controller as a sheet or full screen:
/// each style says which it gets, as on an iPhone in portrait.
public enum UIModalPresentationStyle: Int, Sendable, Equatable {
  /// The system's choice: a page sheet.
  case automatic = -2
  /// No adaptation: what an adaptive presentation delegate returns to keep the style.
  case none = -1
  /// Covers the whole screen; the presenter disappears.
  case fullScreen = 0
  /// A sheet over the presenter, sized by its sheet presentation controller's detents.
  case pageSheet = 1
  /// A sheet, as `pageSheet` on a phone.
  case formSheet = 2
  /// Covers the presenting context; presented full screen here.
  case currentContext = 3
  /// A custom presentation; presented full screen here.
  case custom = 4
  /// Covers the screen with the presenter left beneath, as UIKit's; presented full
  /// screen here, so the presenter disappears (UIKit keeps it visible).
  case overFullScreen = 5
  /// Covers the presenting context with it left beneath; presented full screen here, so
  /// the presenter disappears (UIKit keeps it visible).
  case overCurrentContext = 6
  /// A popover, which in a compact environment behaves as `formSheet` (Apple's
  /// `UIModalPresentationStyle.popover`): a sheet here.
  case popover = 7

  /// Whether the style is presented as a sheet (else full screen).
  var isSheet: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet, .popover: true
    case .none, .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext:
      false
    }
  }

  /// Whether the presenter stays in the window beneath a presentation in this style, as
  /// UIKit's over-context styles and custom presentations leave it.
  @MainActor func keepsPresenterVisible(_ presented: UIViewController) -> Bool {
    switch self {
    case .overFullScreen, .overCurrentContext: true
    case .custom: !(presented.presentationController?.shouldRemovePresentersView ?? false)
    default: false
    }
  }
}
