/// How a controller is presented: a sheet over the presenter, full screen, or full
/// screen over the presenter.
public enum PresentationStyle: Sendable, Equatable {
  /// A sheet at the smallest of its active detents until another is selected; the
  /// presenter stays visible beneath it.
  case sheet(detents: [Detent])
  /// Covers the window; the presenter disappears.
  case fullScreen
  /// Covers the window; the presenter stays beneath it, in the window and visible, so it
  /// gets no disappearance callbacks (UIKit's `.overFullScreen` and `.custom`).
  case overFullScreen
}
