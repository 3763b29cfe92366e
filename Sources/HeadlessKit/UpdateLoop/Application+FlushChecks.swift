extension Application {
  /// Checks every flush runs first, before it takes the recorded changes: a companion
  /// module reports there the changes nothing announces (HeadlessSwiftUI's `@AppStorage`
  /// compares `UserDefaults` values, which Foundation on Linux posts no notifications for).
  package static var flushChecks: [@MainActor () -> Void] = []
}
