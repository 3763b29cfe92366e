// The order in which the pass runs the views queued for a phase: tree pre-order, found
// from each view's path to its window.

extension View {
  /// Appends the path from this view up to its window, leaf first: each index in its
  /// superview, then the window's show order. Compared root first, paths give pre-order.
  /// - Returns: Where the path sits in `keys`.
  func appendTreePath(to keys: inout [Int]) -> TreeOrder.Range {
    let start = keys.count
    var current: View = self
    while let parent = current.superview {
      keys.append(current.node.indexInSuperview)
      current = parent
    }
    keys.append((current as? Window)?.showOrder ?? Int.max)
    return TreeOrder.Range(start: start, count: keys.count - start)
  }

  /// The view's tree path packed into one integer that orders like the path
  /// (``TreeOrder/pack(_:_:)``), or `UInt64.max` when it does not fit. Kept until the
  /// tree changes: computing it loads each ancestor through a weak reference.
  var packedTreePath: UInt64 {
    if node.packedTreePathGeneration == TreeOrder.generation { return node.packedTreePath }
    let packed = packTreePath()
    node.packedTreePath = packed
    node.packedTreePathGeneration = TreeOrder.generation
    return packed
  }
}

extension View {
  /// The view's tree path packed as ``TreeOrder/pack(_:_:)`` packs it, found without a
  /// buffer (an array per view was most of sorting a new screen's views, in the
  /// `screen-test` row): the path's keys, leaf first, go into four slots, and a path
  /// of more keys does not pack.
  private func packTreePath() -> UInt64 {
    var keys: (Int, Int, Int, Int) = (0, 0, 0, 0)
    var count = 0
    var current: View = self
    while let parent = current.superview {
      // This key and the window's would make more than four.
      guard count < 3 else { return .max }
      switch count {
      case 0: keys.0 = current.node.indexInSuperview
      case 1: keys.1 = current.node.indexInSuperview
      default: keys.2 = current.node.indexInSuperview
      }
      count += 1
      current = parent
    }
    let root = (current as? Window)?.showOrder ?? Int.max
    switch count {
    case 0: keys.0 = root
    case 1: keys.1 = root
    case 2: keys.2 = root
    default: keys.3 = root
    }
    count += 1
    return TreeOrder.pack(leafFirst: keys, count: count) ?? .max
  }
}

/// Sorting views into tree pre-order from their paths (see ``View/appendTreePath(to:)``).
enum TreeOrder {
  struct Range {
    let start: Int
    let count: Int
  }

  /// Counts changes to the tree's shape (a view added or removed, a window shown), so
  /// that views can keep their packed path until the next one.
  @MainActor static private(set) var generation = 0

  /// The tree changed shape: every packed path is stale.
  @MainActor static func treeChanged() { generation &+= 1 }

  /// Rearranges `buffer` into the reverse of `order` (a permutation of its indices; its
  /// own order when `nil`), by moves only.
  static func arrangeReversed<Element>(
    _ buffer: UnsafeMutableBufferPointer<Element>, _ order: [Int]?
  ) {
    guard let order, let base = buffer.baseAddress else {
      var buffer = buffer
      buffer.reverse()
      return
    }
    let count = buffer.count
    let arranged = UnsafeMutableBufferPointer<Element>.allocate(capacity: count)
    defer { arranged.deallocate() }
    for (position, index) in order.enumerated() {
      (arranged.baseAddress! + (count - 1 - position)).moveInitialize(from: base + index, count: 1)
    }
    base.moveInitialize(from: arranged.baseAddress!, count: count)
  }

  /// The indices of `packed` (``View/packedTreePath``) in ascending order, or `nil` when
  /// they are in order already.
  static func sorted(packed: [UInt64]) -> [Int]? {
    packed.withUnsafeBufferPointer { packed in
      order(packed.count) { packed[$0] < packed[$1] }
    }
  }

  /// The indices of `ranges` in pre-order (paths compared root first, an ancestor before
  /// its descendants), or `nil` when they are in pre-order already: for paths too deep
  /// or too wide to pack.
  static func sorted(keys: [Int], ranges: [Range]) -> [Int]? {
    keys.withUnsafeBufferPointer { keys in
      order(ranges.count) { precedes(ranges[$0], ranges[$1], keys) }
    }
  }

  /// The indices `0..<count` sorted by `precedes`, or `nil` when they are in order
  /// already: views are often queued in tree order (a phase queues them as the one
  /// before ran), and a pass over neighbours then saves the sort.
  @inline(__always)
  private static func order(_ count: Int, by precedes: (Int, Int) -> Bool) -> [Int]? {
    var inOrder = true
    for index in 1..<count where precedes(index, index - 1) {
      inOrder = false
      break
    }
    return inOrder ? nil : (0..<count).sorted(by: precedes)
  }

  /// Whether path `a` comes before path `b` in pre-order.
  private static func precedes(_ a: Range, _ b: Range, _ keys: UnsafeBufferPointer<Int>) -> Bool {
    var k = 1
    while k <= a.count && k <= b.count {
      let x = keys[a.start + a.count - k]
      let y = keys[b.start + b.count - k]
      if x != y { return x < y }
      k += 1
    }
    return a.count < b.count
  }

  /// ``pack(_:_:)`` for a path of at most four keys held leaf first in `keys`' first
  /// `count` slots.
  static func pack(leafFirst keys: (Int, Int, Int, Int), count: Int) -> UInt64? {
    var packed: UInt64 = 0
    for level in 0..<count {
      let key: Int
      switch count - 1 - level {
      case 0: key = keys.0
      case 1: key = keys.1
      case 2: key = keys.2
      default: key = keys.3
      }
      guard key >= 0, key < 0xFFFE else { return nil }
      packed |= UInt64(key + 1) << UInt64(48 - 16 * level)
    }
    return packed
  }

  /// The depth of a packed path's view: 0 for a window. Meaningless for `UInt64.max`.
  static func level(of packed: UInt64) -> Int {
    // Each level's key is stored plus one, so a path's levels are its non-zero groups.
    var level = 0
    while level < 3, packed & (UInt64(0xFFFF) << UInt64(32 - 16 * level)) != 0 { level += 1 }
    return level
  }

  /// The packed path of the child at `index` of a view whose packed path is `parent`, at
  /// depth `level`: what ``View/packedTreePath`` computes for it, without loading its
  /// ancestors. `UInt64.max` when it does not pack.
  static func child(of parent: UInt64, level: Int, index: Int) -> UInt64 {
    guard parent != .max, level < 3, index < 0xFFFE else { return .max }
    return parent | UInt64(index + 1) << UInt64(32 - 16 * level)
  }

  /// A path as one integer that orders like the path: 16 bits a level, root first, each
  /// key plus one (0 where the path has ended, so an ancestor sorts first); `nil` when
  /// the path is deeper than four levels or a key does not fit (never `UInt64.max`).
  static func pack(_ range: Range, _ keys: UnsafeBufferPointer<Int>) -> UInt64? {
    guard range.count <= 4 else { return nil }
    var packed: UInt64 = 0
    for level in 0..<range.count {
      let key = keys[range.start + range.count - 1 - level]
      guard key >= 0, key < 0xFFFE else { return nil }
      packed |= UInt64(key + 1) << UInt64(48 - 16 * level)
    }
    return packed
  }
}
