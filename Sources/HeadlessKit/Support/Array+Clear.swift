extension Array {
  /// Empties the array and keeps its storage. `removeAll(keepingCapacity:)` goes through
  /// the generic `replaceSubrange`, costly even when empty (the `cycle` row); the pass
  /// lists and a canvas's commands hold a few elements, each cheap to pop.
  mutating func clearKeepingCapacity() {
    while !isEmpty { removeLast() }
  }
}
