extension Controller {
  /// Starts a task on the main actor and runs it at once, up to its first suspension:
  /// the headless counterpart of SwiftUI's `.task { }`.
  ///
  /// A task is not a tracking scope: what it reads never re-runs a hook, which
  /// is the stale-view trap of `.task { cachedTitle = document.title }`. A plain
  /// `Task { }` runs later, after the callback that started it returned, so nothing can
  /// watch its reads. This one runs its first part immediately, inside a watch: when a
  /// value it read there changes and none of this controller's tracked hooks read it, the
  /// application reports an untracked read naming the task and the callback that
  /// started it, for example
  /// `ThemeController.task started in didLoad() read ThemeStore outside a tracking scope`.
  ///
  /// Reads after the task's first `await` run later, outside any watch, and are not
  /// reported: Observation records reads only synchronously, on the reading thread.
  ///
  /// ```swift
  /// override func didLoad() {
  ///   task { cachedTitle = document.title }  // reported when the title changes
  /// }
  /// ```
  ///
  /// The task is not cancelled for you; cancel the returned handle when its work should
  /// stop. Until it ends, a test host's `settle()` waits for it and names it when it
  /// never ends; sleeping on the host's test clock counts as waiting for the clock.
  /// - Parameters:
  ///   - name: A name for the task, shown by debugging tools.
  ///   - priority: The task's priority.
  ///   - operation: The work, isolated to the main actor.
  /// - Returns: The started task.
  @discardableResult
  public func task(
    name: String? = nil, priority: TaskPriority? = nil,
    _ operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let label = Self.taskCallbackName(startedIn: currentUntrackedCallback)
    // Listed until it ends, so a test host can wait for it (`settle()`) and name it.
    let entry = PendingWork.begin(
      name: "\(type(of: self)).\(label)" + (name.map { " (\($0))" } ?? ""), owner: self)
    var started: Task<Void, Never>?
    runUntracked(label) {
      started = Task.immediate(name: name, priority: priority) { @MainActor in
        await PendingWork.$currentTaskID.withValue(entry) { await operation() }
        PendingWork.finish(entry)
      }
    }
    return started!
  }

  /// How untracked-read reports name a task: "task started in didLoad()", or "task".
  static func taskCallbackName(startedIn callback: String?) -> String {
    callback.map { "task started in \($0)" } ?? "task"
  }
}
