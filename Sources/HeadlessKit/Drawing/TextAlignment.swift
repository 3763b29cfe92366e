/// Horizontal placement of text.
public enum TextAlignment: String, Sendable, CaseIterable {
  /// At the start.
  case leading
  /// Centred.
  case center
  /// At the end.
  case trailing
}
