/// A row's position: section and item within it.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section.
  public var section: Int
  /// The row within the section.
  public var item: Int
  /// Creates an index path.
  /// - Parameters:
  ///   - item: The row within the section.
  ///   - section: The section.
  public init(item: Int, section: Int = 0) {
    self.item = item
    self.section = section
  }
  /// Section first, then item.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
  /// `[section, item]`.
  public var description: String { "[\(section), \(item)]" }
}
