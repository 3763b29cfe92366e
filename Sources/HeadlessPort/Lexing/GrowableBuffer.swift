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

/// The bytes the rules write their replacements into: an append is a capacity check and a
/// copy, without the uniqueness check and generic path of `Array.append(contentsOf:)`
/// (about 80 instructions a call, and the rules make a dozen calls a rewrite). A class, so
/// the memory is freed with the last reference; its fields skip the dynamic exclusivity
/// check, as nothing reaches them but one rewriter at a time.
final class ByteWriter {
  @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private(set) var count = 0
  @exclusivity(unchecked) private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(16, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Appends `length` bytes from `source`.
  @inline(__always)
  func append(_ source: UnsafePointer<UInt8>, length: Int) {
    if count + length > capacity { grow(toHold: count + length) }
    (base + count).initialize(from: source, count: length)
    count += length
  }

  /// Appends one byte.
  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: count + 1) }
    base[count] = byte
    count += 1
  }

  /// Appends `length` copies of `byte`.
  func append(repeating byte: UInt8, count length: Int) {
    guard length > 0 else { return }
    if count + length > capacity { grow(toHold: count + length) }
    (base + count).initialize(repeating: byte, count: length)
    count += length
  }

  /// Drops the bytes from `offset` on.
  func truncate(to offset: Int) {
    precondition(offset >= 0 && offset <= count, "offset out of range")
    count = offset
  }

  /// Puts `length` copies of `byte` in place of the one byte at `offset`.
  func replaceByte(at offset: Int, with byte: UInt8, count length: Int) {
    precondition(offset >= 0 && offset < count, "offset out of range")
    let after = count - offset - 1
    if count - 1 + length > capacity { grow(toHold: count - 1 + length) }
    (base + offset + length).update(from: base + offset + 1, count: after)
    (base + offset).update(repeating: byte, count: length)
    count += length - 1
  }

  /// Reverses the bytes from `offset` on.
  func reverse(from offset: Int) {
    var low = offset
    var high = count - 1
    while low < high {
      let byte = base[low]
      base[low] = base[high]
      base[high] = byte
      low += 1
      high -= 1
    }
  }

  /// The bytes written, from `offset` on.
  func buffer(from offset: Int = 0) -> UnsafeBufferPointer<UInt8> {
    precondition(offset >= 0 && offset <= count, "offset out of range")
    return UnsafeBufferPointer(start: base + offset, count: count - offset)
  }

  /// The bytes written, as an array.
  func array() -> [UInt8] { Array(buffer()) }

  private func grow(toHold needed: Int) {
    let newCapacity = max(capacity * 2, needed)
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity = newCapacity
  }
}
