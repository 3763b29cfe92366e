import HeadlessUIKit
import Testing

// This target builds in Swift 5 mode. On iOS, UIKit's main-actor isolation reaches Swift
// through Objective-C as `@preconcurrency`, so a Swift 5 target that makes and changes
// views from nonisolated code (a property initializer, a `Timer` block) builds, with
// warnings at most: https://developer.apple.com/documentation/swift/mainactor
// HeadlessUIKit's classes are `@preconcurrency @MainActor` for the same reason; Swift 6
// targets keep the checking.

/// A view model written before Swift concurrency: not isolated, it makes its views in
/// property initializers and changes them from its methods and a timer's block.
final class LegacyBadgeModel {
  let container = UIView()
  let label = UILabel()
  var controller = UIViewController()

  func show(_ count: Int) {
    label.text = "\(count)"
    label.textColor = .systemRed
    container.addSubview(label)
    controller.title = "Badge"
  }

  func makeTimer() -> Timer {
    Timer(timeInterval: 60, repeats: false) { [label] _ in
      label.text = "tick"
    }
  }
}

@Suite struct NonisolatedViewCodeTests {
  @Test @MainActor func nonisolatedCodeMakesAndChangesViews() {
    let model = LegacyBadgeModel()
    model.show(3)
    #expect(model.label.text == "3")
    #expect(model.label.superview === model.container)
    #expect(model.controller.title == "Badge")
  }

  @Test @MainActor func aTimerBlockChangesAView() {
    let model = LegacyBadgeModel()
    let timer = model.makeTimer()
    timer.fire()
    #expect(model.label.text == "tick")
    timer.invalidate()
  }
}
