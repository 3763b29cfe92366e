/// How a value compares with its reference file.
public enum SnapshotComparison: Equatable, Sendable {
  /// The reference file holds exactly this text.
  case match
  /// The reference differs; `diff` names the first differing line.
  case mismatch(diff: String)
  /// There is no reference file yet.
  case missing
}
