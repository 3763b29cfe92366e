public import HeadlessKit

extension SegmentedControl {
  /// Creates a segmented control from titles, as UIKit's `init(items:)`: each item a
  /// `String` (an image's name, given a `String`, shows as that name).
  /// - Parameter items: The segments' titles.
  public convenience init(items: [Any]?) {
    self.init(titles: (items ?? []).map { "\($0)" })
  }

  /// Inserts a segment, as UIKit's `insertSegment(withTitle:at:animated:)`.
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: Where, clamped to `0...numberOfSegments`.
  ///   - animated: Ignored.
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insertSegment(withTitle: title, at: segment)
  }

  /// Removes a segment, as UIKit's `removeSegment(at:animated:)`.
  /// - Parameters:
  ///   - segment: The segment.
  ///   - animated: Ignored.
  public func removeSegment(at segment: Int, animated: Bool) {
    removeSegment(at: segment)
  }
}
