import HeadlessKitTesting
import Observation
import Testing

@testable import HeadlessKit

// Animations run headlessly: the block's changes apply at once, completions run once
// after the next flush, and iOS 26's `flushUpdates` flushes pending updates at each
// change of the animation context.

@Observable
private final class Panel {
  var expanded = false
}

@MainActor
private final class PanelController: Controller {
  let panel: Panel
  var layouts: [Bool] = []
  init(panel: Panel) {
    self.panel = panel
    super.init()
  }
  override func willLayout() { layouts.append(panel.expanded) }
}

@MainActor
@Suite(.serialized) struct AnimationTests {
  private func show() -> (TestHost, PanelController, Panel) {
    let panel = Panel()
    let controller = PanelController(panel: panel)
    let host = TestHost()
    host.show(controller)
    controller.layouts = []
    return (host, controller, panel)
  }

  // animate(withDuration:animations:completion:)
  // (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)):
  // the changes are made at once; the completion runs once, with `true`, at the end of
  // the next flush, after that flush's pass.
  @Test func changesApplyAtOnceAndTheCompletionRunsAfterTheNextFlush() {
    let (host, controller, panel) = show()
    var finished: [Bool] = []
    var layoutsAtCompletion: [Bool] = []
    View.animate(withDuration: 0.3) {
      panel.expanded = true
    } completion: { done in
      finished.append(done)
      layoutsAtCompletion = controller.layouts
    }
    #expect(panel.expanded)
    #expect(finished.isEmpty)
    #expect(controller.layouts.isEmpty)
    host.flush()
    #expect(finished == [true])
    #expect(layoutsAtCompletion == [true])
    host.flush()
    #expect(finished == [true])
  }

  // flushUpdates (https://developer.apple.com/documentation/uikit/uiview/animationoptions/flushupdates):
  // "Before exiting any animation scope, for invalidations that happened in that
  // animation scope": the hook that reads the model has run when animate returns.
  @Test func flushUpdatesAppliesTheBlocksChangesBeforeReturning() {
    let (host, controller, panel) = show()
    defer { withExtendedLifetime(host) {} }
    View.animate(withDuration: 0.3, delay: 0, options: [.flushUpdates]) {
      panel.expanded = true
    }
    #expect(controller.layouts == [true])
  }

  // Without the option, nothing runs until the next flush.
  @Test func withoutFlushUpdatesTheHookWaitsForTheNextFlush() {
    let (host, controller, panel) = show()
    View.animate(withDuration: 0.3) { panel.expanded = true }
    #expect(controller.layouts.isEmpty)
    host.flush()
    #expect(controller.layouts == [true])
  }

  // "Before entering an animation scope, for invalidations that happened previously
  // without animation": a change made before the block is applied on its own, before
  // the block's.
  @Test func flushUpdatesFlushesEarlierChangesBeforeTheBlock() {
    let (host, controller, panel) = show()
    defer { withExtendedLifetime(host) {} }
    panel.expanded = true
    var seenInBlock: [Bool] = []
    View.animate(withDuration: 0.3, delay: 0, options: .flushUpdates) {
      seenInBlock = controller.layouts
      panel.expanded = false
    }
    #expect(seenInBlock == [true])
    #expect(controller.layouts == [true, false])
  }

  // "This animation option implicitly applies to any nested animation scopes": a nested
  // block without the option flushes its own changes before it exits.
  @Test func nestedAnimationsInheritFlushUpdates() {
    let (host, controller, panel) = show()
    defer { withExtendedLifetime(host) {} }
    var afterInner: [Bool] = []
    View.animate(withDuration: 0.3, delay: 0, options: .flushUpdates) {
      View.animate(withDuration: 0.1) { panel.expanded = true }
      afterInner = controller.layouts
    }
    #expect(afterInner == [true])
  }

  // "Before disabling animations" and "before re-enabling": performWithoutAnimation
  // inside a flushing animation applies the changes made before it, then its own.
  @Test func performWithoutAnimationFlushesAroundItsBlock() {
    let (host, controller, panel) = show()
    defer { withExtendedLifetime(host) {} }
    var inside: [Bool] = []
    var enabledInside = true
    View.animate(withDuration: 0.3, delay: 0, options: .flushUpdates) {
      panel.expanded = true
      View.performWithoutAnimation {
        inside = controller.layouts
        enabledInside = View.areAnimationsEnabled
        panel.expanded = false
      }
      #expect(controller.layouts == [true, false])
    }
    #expect(inside == [true])
    #expect(!enabledInside)
    #expect(View.areAnimationsEnabled)
  }

  // inheritedAnimationDuration (https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration):
  // the running animation's duration, 0 outside one.
  @Test func inheritedAnimationDurationIsTheBlocks() {
    var inside = 0.0
    View.animate(withDuration: 0.25) { inside = View.inheritedAnimationDuration }
    #expect(inside == 0.25)
    #expect(View.inheritedAnimationDuration == 0)
    View.setAnimationsEnabled(false)
    View.animate(withDuration: 0.25) { inside = View.inheritedAnimationDuration }
    View.setAnimationsEnabled(true)
    #expect(inside == 0)
  }
}
