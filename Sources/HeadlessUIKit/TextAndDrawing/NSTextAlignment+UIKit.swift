public import HeadlessKit
extension TextAlignment {
  /// UIKit's `.left`: leading (HeadlessKit lays text out left to right).
  public static var left: TextAlignment { .leading }
  /// UIKit's `.right`: trailing.
  public static var right: TextAlignment { .trailing }
  /// UIKit's `.natural`: leading.
  public static var natural: TextAlignment { .leading }
  /// UIKit's `.justified`: drawn leading (one fixed-width font).
  public static var justified: TextAlignment { .leading }
}
