public import Foundation

extension IndexPath {
  /// An index path for a row of a list: section first, then item, as UIKit's
  /// `IndexPath(item:section:)` (Foundation on Linux has no such initializer).
  /// - Parameters:
  ///   - item: The row within the section.
  ///   - section: The section; 0 by default.
  public init(item: Int, section: Int = 0) {
    self.init(indexes: [section, item])
  }

  /// An index path for a table row, as UIKit's `IndexPath(row:section:)`.
  /// - Parameters:
  ///   - row: The row within the section.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row within the section: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row within the section (UIKit's name for tables): the same as ``item``.
  public var row: Int {
    get { item }
    set { item = newValue }
  }
}
