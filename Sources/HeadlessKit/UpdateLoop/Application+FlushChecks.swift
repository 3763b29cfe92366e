extension Application {
  /// Checks every flush runs first, before it takes the recorded changes: a companion
  /// module reports there the changes nothing announces (HeadlessSwiftUI's `@AppStorage`
  /// compares `UserDefaults` values, which Foundation on Linux posts no notifications for).
  ///
  /// Stored with `@exclusivity(unchecked)`: main-actor state, appended to when a companion
  /// module first needs it and read at every flush, never through overlapping accesses;
  /// the dynamic check would be paid at every flush (the `cycle` row).
  @exclusivity(unchecked) package static var flushChecks: [@MainActor () -> Void] = []
}
