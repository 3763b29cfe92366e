import HeadlessKit
/// How a presented controller covers the screen, as UIKit's `UIModalPresentationStyle`
/// (the cases HeadlessKit presents; raw values are UIKit's).
public enum UIModalPresentationStyle: Int, Sendable, Equatable {
  /// The system's choice: a page sheet.
  case automatic = -2
  /// Covers the whole screen; the presenter disappears.
  case fullScreen = 0
  /// A sheet over the presenter, sized by its sheet presentation controller's detents.
  case pageSheet = 1
  /// A sheet, as `pageSheet` on a phone.
  case formSheet = 2
}
