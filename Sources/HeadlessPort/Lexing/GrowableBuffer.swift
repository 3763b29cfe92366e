/// An append-only buffer of plain values that the lexer fills a token at a time: no
/// uniqueness or capacity check of an `Array` on each append, only a count against the
/// capacity. The owner calls ``deallocate()``.
struct GrowableBuffer<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(16, capacity)
    base = .allocate(capacity: self.capacity)
  }

  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Removes and returns the last element, if any.
  mutating func popLast() -> Element? {
    guard count > 0 else { return nil }
    count -= 1
    return base[count]
  }

  var last: Element? { count > 0 ? base[count - 1] : nil }

  subscript(index: Int) -> Element {
    get {
      precondition(index >= 0 && index < count, "index out of range")
      return base[index]
    }
    nonmutating set {
      precondition(index >= 0 && index < count, "index out of range")
      base[index] = newValue
    }
  }

  private mutating func grow() {
    let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity *= 2
  }

  func deallocate() { base.deallocate() }
}

/// Plain values the lexer filled, kept without a copy and freed with the last reference:
/// a source's tokens and their bracket partners. Immutable once made, so it is `Sendable`.
final class LexedBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
  private let base: UnsafeMutablePointer<Element>
  let count: Int

  /// Takes over the memory of `buffer`, which must not be used or deallocated after.
  init(adopting buffer: GrowableBuffer<Element>) {
    base = buffer.base
    count = buffer.count
  }

  deinit { base.deallocate() }

  subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "index out of range")
    return base[index]
  }
}
