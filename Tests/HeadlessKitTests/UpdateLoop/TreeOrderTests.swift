import Testing

@testable import HeadlessKit

/// `TreeOrder.sorted` against a plain lexicographic sort of the same paths, on each of
/// its three ways: already in order, packed (shallow paths), level by level (deep paths
/// or large keys).
@Suite struct TreeOrderTests {
  /// Paths root first, as the pass builds them leaf first.
  static func order(_ paths: [[Int]]) -> [Int]? {
    var keys: [Int] = []
    var ranges: [TreeOrder.Range] = []
    for path in paths {
      ranges.append(TreeOrder.Range(start: keys.count, count: path.count))
      keys.append(contentsOf: path.reversed())
    }
    return TreeOrder.sorted(keys: keys, ranges: ranges)
  }

  /// Pre-order by comparing paths root first; an ancestor before its descendants.
  static func reference(_ paths: [[Int]]) -> [Int] {
    paths.indices.sorted { paths[$0].lexicographicallyPrecedes(paths[$1]) }
  }

  static let cases: [(String, [[Int]])] = [
    ("shallow, shuffled", [[0, 2, 1], [0, 0], [0, 2], [0, 1, 5], [0, 1], [1, 0]]),
    ("an ancestor and its descendants", [[0, 1, 0, 3], [0, 1, 0], [0, 1], [0]]),
    ("deeper than four levels", [[0, 0, 0, 0, 1], [0, 0, 0, 0, 0], [0, 0, 0, 1], [0]]),
    ("keys too large to pack", [[0, 70_000], [0, 3], [0, 65_535], [0, 65_534]]),
    ("a root that is no window", [[Int.max, 1], [0, 2], [Int.max, 0]]),
  ]

  @Test(arguments: cases.indices)
  func sortsLikePlainPathComparison(_ index: Int) {
    let (name, paths) = Self.cases[index]
    #expect(Self.order(paths) == Self.reference(paths), Comment(rawValue: name))
  }

  @Test func pathsAlreadyInOrderAreLeftAsTheyAre() {
    let paths = [[0], [0, 0], [0, 0, 1], [0, 1], [0, 1, 0, 0, 0], [1]]
    #expect(Self.reference(paths) == Array(paths.indices))
    #expect(Self.order(paths) == nil)
  }
}
