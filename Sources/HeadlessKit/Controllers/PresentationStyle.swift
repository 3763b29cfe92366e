/// How a controller is presented: a sheet over the presenter, or full screen.
public enum PresentationStyle: Sendable, Equatable {
  /// A sheet at the first of its detents; the presenter stays visible beneath it.
  case sheet(detents: [Detent])
  /// Covers the window; the presenter disappears.
  case fullScreen
}
