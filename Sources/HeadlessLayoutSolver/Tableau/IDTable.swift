/// A map from 64-bit identifiers to small integers: open addressing with linear probing
/// and a multiplicative hash. It stands in for `Dictionary` where the solver looks up a
/// variable's slot for every term it adds: one multiply and, usually, one cache line,
/// where `Dictionary` runs SipHash. Entries are never removed (`removeAll` clears all).
struct IDTable {
  private var keys: [UInt64]
  private var values: [Int32]
  private(set) var count = 0
  /// The key that marks an empty bucket (identifiers start at 1).
  private static let empty: UInt64 = 0

  init() {
    keys = Array(repeating: Self.empty, count: 16)
    values = Array(repeating: 0, count: 16)
  }

  private func bucket(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
  }

  subscript(key: UInt64) -> Int32? {
    var index = bucket(key)
    while true {
      let found = keys[index]
      if found == key { return values[index] }
      if found == Self.empty { return nil }
      index = (index + 1) & (keys.count - 1)
    }
  }

  /// Sets the value of a key not in the table.
  mutating func insert(_ key: UInt64, _ value: Int32) {
    precondition(key != Self.empty, "IDTable.insert: key 0 is reserved: internal inconsistency")
    if (count + 1) * 4 > keys.count * 3 { grow() }
    var index = bucket(key)
    while keys[index] != Self.empty { index = (index + 1) & (keys.count - 1) }
    keys[index] = key
    values[index] = value
    count += 1
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
    values = Array(repeating: 0, count: oldKeys.count * 2)
    count = 0
    for (key, value) in zip(oldKeys, oldValues) where key != Self.empty { insert(key, value) }
  }
}
