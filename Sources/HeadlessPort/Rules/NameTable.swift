/// The names the outlines and the rules compare across files, each stored once and known
/// by an integer: a method's name, its type and its parameters' labels and types are
/// integers compared as such, not strings made, hashed and freed per declaration.
///
/// The outlines fill it one file after another, before any rule runs; the rules only look
/// names up. Not for use from two threads at once (`@unchecked Sendable`: a port fills it
/// and reads it on one thread).
final class NameTable: @unchecked Sendable {
  /// Every name's bytes, one after the other.
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var storageCount = 0
  @exclusivity(unchecked) private var storageCapacity: Int
  /// For each name, where its bytes start in ``storage``; one more entry marks the end.
  @exclusivity(unchecked) private var starts: [Int32] = [0]
  /// For each name, its hash.
  @exclusivity(unchecked) private var hashes: [UInt32] = []
  /// Open addressing: a name's number, or -1 for a free slot; a power of two long.
  @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) private var slotMask: Int

  init() {
    storageCapacity = 4096
    storage = .allocate(capacity: storageCapacity)
    slotMask = 1023
    slots = .allocate(capacity: slotMask + 1)
    slots.initialize(repeating: -1, count: slotMask + 1)
    // The empty name is number 0: the type of methods at the top level.
    _ = number(of: "")
  }

  deinit {
    storage.deallocate()
    slots.deallocate()
  }

  /// How many names it holds: every number is below it.
  var count: Int { hashes.count }

  @inline(__always)
  private static func hash(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> UInt32 {
    // FNV-1a: names are short, and a multiply a byte is cheap.
    var hash: UInt32 = 2_166_136_261
    var offset = 0
    while offset < length {
      hash = (hash ^ UInt32(bytes[offset])) &* 16_777_619
      offset += 1
    }
    return hash
  }

  /// The number of the `length` bytes at `bytes`, added when new (`insert`), else -1.
  func number(of bytes: UnsafePointer<UInt8>, length: Int, insert: Bool = true) -> Int32 {
    let hash = Self.hash(bytes, length)
    var slot = Int(hash) & slotMask
    while true {
      let found = slots[slot]
      if found < 0 { break }
      let number = Int(found)
      if hashes[number] == hash {
        let start = Int(starts[number])
        if Int(starts[number + 1]) - start == length,
          length == 0 || memcmpEqual(storage + start, bytes, length)
        {
          return found
        }
      }
      slot = (slot + 1) & slotMask
    }
    guard insert else { return -1 }
    let number = Int32(truncatingIfNeeded: hashes.count)
    if storageCount + length > storageCapacity { growStorage(toHold: storageCount + length) }
    (storage + storageCount).initialize(from: bytes, count: length)
    storageCount += length
    starts.append(Int32(truncatingIfNeeded: storageCount))
    hashes.append(hash)
    slots[slot] = number
    // At most half full, so a probe ends soon.
    if hashes.count * 2 > slotMask + 1 { growSlots() }
    return number
  }

  /// The number of `text`'s bytes, added when new (`insert`), else -1.
  func number(of text: StaticString, insert: Bool = true) -> Int32 {
    number(of: text.utf8Start, length: text.utf8CodeUnitCount, insert: insert)
  }

  /// The number of a source's bytes `range`, added when new (`insert`), else -1.
  func number(of range: Range<Int>, in source: [UInt8], insert: Bool = true) -> Int32 {
    precondition(range.lowerBound >= 0 && range.upperBound <= source.count, "range")
    return source.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else {
        return number(of: "", insert: insert)
      }
      return number(of: base + range.lowerBound, length: range.count, insert: insert)
    }
  }

  /// The bytes of name `number`.
  func bytes(_ number: Int32) -> UnsafeBufferPointer<UInt8> {
    let start = Int(starts[Int(number)])
    return UnsafeBufferPointer(start: storage + start, count: Int(starts[Int(number) + 1]) - start)
  }

  /// Name `number` as a string.
  func string(_ number: Int32) -> String {
    String(decoding: bytes(number), as: UTF8.self)
  }

  private func memcmpEqual(
    _ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ length: Int
  ) -> Bool {
    var offset = 0
    while offset < length {
      if lhs[offset] != rhs[offset] { return false }
      offset += 1
    }
    return true
  }

  private func growStorage(toHold needed: Int) {
    (storage, storageCapacity) = grownBuffer(
      storage, count: storageCount, capacity: storageCapacity, toHold: needed)
  }

  private func growSlots() {
    let size = (slotMask + 1) * 2
    let bigger = UnsafeMutablePointer<Int32>.allocate(capacity: size)
    bigger.initialize(repeating: -1, count: size)
    let mask = size - 1
    for number in 0..<hashes.count {
      var slot = Int(hashes[number]) & mask
      while bigger[slot] >= 0 { slot = (slot + 1) & mask }
      bigger[slot] = Int32(truncatingIfNeeded: number)
    }
    slots.deallocate()
    slots = bigger
    slotMask = mask
  }
}
