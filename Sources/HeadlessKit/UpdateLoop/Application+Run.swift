extension Application {
  /// Runs the loop live until ``stop()`` is called, the calling task is cancelled, or
  /// the process gets SIGINT or SIGTERM; then finishes the work in progress and returns.
  ///
  /// While it runs, every invalidation, from any thread, schedules one pass on the main
  /// actor: a write on another thread starts a pass one main-actor hop later, and the
  /// writes that land before that pass starts are served by it (a burst of writes gives
  /// one pass, or a few). Other main-actor work keeps running in between. Before
  /// returning, it runs one more ``flush()``, so the screen shows every write that
  /// completed before the stop.
  ///
  /// SIGINT and SIGTERM handlers are installed only while a run is in progress and the
  /// previous handlers are restored after, so a Ctrl-C ends the run and the program
  /// carries on after `await app.run()` (to print the final screen, say). It works from
  /// an async `main`, from `@main struct App { static func main() async }` and from
  /// tests.
  ///
  /// ```swift
  /// @main struct Board {
  ///   @MainActor static func main() async {
  ///     let app = Application()
  ///     app.show(window)
  ///     app.onPassFinished = { _ in print(window.renderText()) }
  ///     await app.run()          // until stop(), cancellation or Ctrl-C
  ///     print(window.renderText())
  ///   }
  /// }
  /// ```
  ///
  /// Calling it while a run is already in progress returns at once.
  public func run() async {
    guard !loop.isRunning else { return }
    loop.isRunning = true
    defer { loop.isRunning = false }
    startLiveUpdates()
    let control = runControl
    let signals = SignalHub.shared.subscribe { control.stop() }
    await withTaskCancellationHandler {
      await control.wait()
    } onCancel: {
      control.stop()
    }
    SignalHub.shared.unsubscribe(signals)
    stopLiveUpdates()
    flush()
  }

  /// Ends ``run()``: the pass in progress, if any, finishes first. Safe from any thread
  /// and from inside a hook.
  ///
  /// When no run is in progress, the next ``run()`` returns as soon as it starts, so a
  /// stop that races the start of a run is not lost.
  public nonisolated func stop() {
    runControl.stop()
  }
}
