/// A height a sheet rests at.
public enum Detent: String, Sendable, Equatable, CaseIterable {
  /// Half the window's height.
  case medium
  /// The window's full height.
  case large
}
