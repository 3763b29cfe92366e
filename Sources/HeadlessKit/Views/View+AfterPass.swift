// Work a companion module runs after a pass, outside every tracking scope: HeadlessSwiftUI's
// `onAppear`, `task` and `onChange` actions, which SwiftUI runs after the views update and
// which must not subscribe the body that declared them.

extension View {
  /// Queues `work` to run at the end of the current flush (or the next one, when no pass
  /// is under way), after the pass and the appearance callbacks, outside every tracking
  /// scope. A pass follows in the same flush when the work invalidated anything.
  /// - Parameter work: The work; it may invalidate views and queue more work.
  /// - Returns: Whether the view is in a visible window (else nothing is queued).
  @discardableResult
  package func afterPass(_ work: @escaping @MainActor () -> Void) -> Bool {
    guard let host = window?.visibleApplication else { return false }
    host.enqueueAfterPass(work)
    return true
  }
}
