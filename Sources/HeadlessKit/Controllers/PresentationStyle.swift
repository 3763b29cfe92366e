/// How a controller is presented (SPEC 5.5).
public enum PresentationStyle: Sendable, Equatable {
  /// A sheet at the first of its detents; the presenter stays visible beneath it.
  case sheet(detents: [Detent])
  /// Covers the window; the presenter disappears.
  case fullScreen
}

/// A height a sheet rests at.
public enum Detent: String, Sendable, Equatable, CaseIterable {
  /// Half the window's height.
  case medium
  /// The window's full height.
  case large
}
