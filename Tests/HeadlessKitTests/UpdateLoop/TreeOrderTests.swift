import HeadlessKitTesting
import Testing

@testable import HeadlessKit

/// `TreeOrder` against a plain lexicographic sort of the same paths: level by level,
/// packed into integers (shallow paths), and already in order; and views' packed paths
/// following the tree as it changes.
@MainActor
@Suite struct TreeOrderTests {
  /// The pass's flat buffer for paths given root first (it stores them leaf first).
  static func buffer(_ paths: [[Int]]) -> (keys: [Int], ranges: [TreeOrder.Range]) {
    var keys: [Int] = []
    var ranges: [TreeOrder.Range] = []
    for path in paths {
      ranges.append(TreeOrder.Range(start: keys.count, count: path.count))
      keys.append(contentsOf: path.reversed())
    }
    return (keys, ranges)
  }

  /// Each path packed, or `nil` when one does not pack.
  static func packed(_ paths: [[Int]]) -> [UInt64]? {
    let (keys, ranges) = buffer(paths)
    var packed: [UInt64] = []
    for range in ranges {
      guard let key = keys.withUnsafeBufferPointer({ TreeOrder.pack(range, $0) }) else {
        return nil
      }
      packed.append(key)
    }
    return packed
  }

  /// Pre-order by comparing paths root first; an ancestor before its descendants.
  static func reference(_ paths: [[Int]]) -> [Int] {
    paths.indices.sorted { paths[$0].lexicographicallyPrecedes(paths[$1]) }
  }

  nonisolated static let cases: [(String, [[Int]], packs: Bool)] = [
    ("shallow, shuffled", [[0, 2, 1], [0, 0], [0, 2], [0, 1, 5], [0, 1], [1, 0]], true),
    ("descendants before their ancestors", [[0, 1, 0, 3], [0, 1, 0], [0, 1], [0]], true),
    ("deeper than four levels", [[0, 0, 0, 0, 1], [0, 0, 0, 0, 0], [0, 0, 0, 1], [0]], false),
    ("keys too large to pack", [[0, 70_000], [0, 3], [0, 65_534], [0, 65_533]], false),
    ("a root that is no window", [[Int.max, 1], [0, 2], [Int.max, 0]], false),
  ]

  @Test(arguments: cases.indices)
  func sortsLikePlainPathComparison(_ index: Int) {
    let (name, paths, packs) = Self.cases[index]
    let (keys, ranges) = Self.buffer(paths)
    #expect(TreeOrder.sorted(keys: keys, ranges: ranges) == Self.reference(paths), "\(name)")
    let packed = Self.packed(paths)
    #expect((packed != nil) == packs, "\(name): packs")
    if let packed {
      #expect(TreeOrder.sorted(packed: packed) == Self.reference(paths), "\(name): packed")
    }
  }

  @Test func pathsAlreadyInOrderAreLeftAsTheyAre() {
    let paths = [[0], [0, 0], [0, 0, 1], [0, 1], [0, 1, 0, 0, 0], [1]]
    #expect(Self.reference(paths) == Array(paths.indices))
    let (keys, ranges) = Self.buffer(paths)
    #expect(TreeOrder.sorted(keys: keys, ranges: ranges) == nil)
    let shallow = [[0], [0, 0], [0, 0, 1], [0, 1], [1]]
    #expect(TreeOrder.sorted(packed: Self.packed(shallow)!) == nil)
  }

  /// A view keeps its packed path until the tree changes shape; then it follows it.
  @Test func packedPathsFollowTheTree() {
    let host = TestHost()
    let root = Controller()
    host.show(root)
    let first = View()
    let second = View()
    root.view.addSubview(first)
    root.view.addSubview(second)
    #expect(first.packedTreePath < second.packedTreePath)
    second.removeFromSuperview()
    _ = first.packedTreePath  // kept for the tree as it is now
    root.view.insertSubview(second, at: 0)  // moves `first` to the second place
    #expect(second.packedTreePath < first.packedTreePath)
    let detached = View()
    #expect(detached.packedTreePath == .max, "a root that is no window does not pack")
  }

  /// The pass arranges its views by moves: every element ends where the order says,
  /// reversed (the pass pops them), and none is copied or lost on the way (a copy left
  /// behind would keep its element alive below; a lost one would be freed too early).
  @Test(arguments: [nil, [0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [2, 0, 4, 1, 3], [1, 0, 2, 4, 3]])
  func arrangingReversedMovesEveryElementOnce(order: [Int]?) {
    final class Item {}
    var watched: [() -> Item?] = []
    do {
      let items = (0..<5).map { _ in Item() }
      for item in items { watched.append { [weak item] in item } }
      var buffer = items
      buffer.withUnsafeMutableBufferPointer { TreeOrder.arrangeReversed($0, order) }
      let expected = (order ?? Array(items.indices)).reversed().map { items[$0] }
      #expect(buffer.count == expected.count)
      for (arranged, item) in zip(buffer, expected) { #expect(arranged === item) }
    }
    #expect(watched.allSatisfy { $0() == nil })
  }
}
