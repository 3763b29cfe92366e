extension Array {
  /// Empties the array and keeps its storage. `removeAll(keepingCapacity:)` goes through
  /// the generic `replaceSubrange` (~170 instructions even when empty); the pass lists
  /// and a canvas's commands hold a few elements, each popped for a few instructions.
  mutating func clearKeepingCapacity() {
    while !isEmpty { removeLast() }
  }
}
