import Foundation
import HeadlessKit
import Observation
import Synchronization

@Observable final class Model {
  var value = 0
}

/// Set by the baseline's onChange (which runs on the writer's thread).
final class DirtyFlag: Sendable {
  private let flag = Atomic<Bool>(false)
  func set() { flag.store(true, ordering: .relaxed) }
  func take() -> Bool { flag.exchange(false, ordering: .relaxed) }
}

/// A controller with one label, reading `models` in updateProperties.
final class ReadingController: Controller {
  let models: [Model]
  let label = Label()
  var runs = 0
  init(models: [Model]) {
    self.models = models
    super.init()
  }
  override func didLoad() {
    label.frame = Rect(x: 0, y: 0, width: 200, height: 20)
    view.addSubview(label)
  }
  override func updateProperties() {
    runs += 1
    var sum = 0
    for model in models { sum &+= model.value }
    label.text = String(sum)
  }
}

/// A controller that reads the style in `updateProperties()` (automatic trait tracking).
final class StyleReadingController: Controller {
  let label = Label()
  var runs = 0
  override func didLoad() {
    label.frame = Rect(x: 0, y: 0, width: 200, height: 20)
    view.addSubview(label)
  }
  override func updateProperties() {
    runs += 1
    label.text = traitCollection.userInterfaceStyle == .dark ? "dark" : "lite"
  }
}

/// The hand-wired equivalent: one scope per reader, re-armed after it fires.
@MainActor
final class HandWired {
  let models: [Model]
  let label = Label()
  let dirty = DirtyFlag()
  var runs = 0
  init(models: [Model]) {
    self.models = models
    arm()
  }
  func arm() {
    let dirty = self.dirty
    withObservationTracking {
      runs += 1
      var sum = 0
      for model in models { sum &+= model.value }
      label.text = String(sum)
    } onChange: {
      dirty.set()
    }
  }
  /// The hand-wired "flush": re-run if the scope fired.
  func service() {
    if dirty.take() { arm() }
  }
}

/// The framework side of most rows: `n` times, write the model, then flush.
@MainActor
func writeAndFlush(_ model: Model, _ app: Application, times n: Int) {
  for _ in 0..<n {
    model.value &+= 1
    app.flush()
  }
}

@MainActor
func mount(
  _ controllers: [Controller], size: Size = Size(width: 390, height: 844),
  configuration: Configuration = .init()
) -> Application {
  let app = Application(configuration: configuration)
  // The benchmark measures the loop, not printing: traced rows would otherwise write
  // every re-run's cause to standard error.
  app.diagnosticLog = .silent
  let window = Window(frame: Rect(origin: .zero, size: size))
  let root = Controller()
  window.rootController = root
  for controller in controllers { root.embed(controller) }
  app.show(window)
  app.flush()
  return app
}
