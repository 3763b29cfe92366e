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
    (base, capacity) = grownBuffer(base, count: count, capacity: capacity, toHold: needed)
  }
}

/// A buffer of at least `needed` bytes (twice `capacity` when that is more) holding the
/// first `count` bytes of `base`, which is freed: the growth step of the porter's byte
/// buffers.
func grownBuffer(
  _ base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int, toHold needed: Int
) -> (UnsafeMutablePointer<UInt8>, capacity: Int) {
  let newCapacity = max(capacity * 2, needed)
  let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
  bigger.moveInitialize(from: base, count: count)
  base.deallocate()
  return (bigger, newCapacity)
}
