import Foundation
import HeadlessKitTesting
import Observation
import Testing

@testable import HeadlessKit

/// A view that sets its constraints up in `updateConstraints()`, as UIKit's documentation
/// describes, and needs constraint-based layout so that the method runs once.
private final class BadgeView: RecordingView {
  override class var requiresConstraintBasedLayout: Bool { true }
}

@Observable private final class Sizing: @unchecked Sendable { var width = 100.0 }

@MainActor
@Suite struct ConstraintsPhaseTests {
  /// A root controller whose view holds `child` pinned to its top-left corner, and
  /// `grandchild` inside `child`.
  private func show(
    configuration: Configuration = Configuration(),
    diagnostics: TestHost.DiagnosticPolicy = .recordAsWarnings
  ) -> (TestHost, RecordingController, BadgeView, BadgeView, LifecycleRecorder) {
    let recorder = LifecycleRecorder()
    let root = RecordingController("root", recorder: recorder)
    let child = BadgeView("child", recorder: recorder)
    let grandchild = BadgeView("grandchild", recorder: recorder)
    root.onDidLoad = {
      root.view.addSubview(child)
      child.addSubview(grandchild)
      child.translatesAutoresizingMaskIntoConstraints = false
      // A size the tests' own constraints override (a plain view has no intrinsic size).
      let width = child.widthAnchor.constraint(equalToConstant: 50)
      let height = child.heightAnchor.constraint(equalToConstant: 0)
      width.priority = .defaultLow
      height.priority = .defaultLow
      LayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
        child.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 20), width, height,
      ])
    }
    let host = TestHost(configuration: configuration, diagnostics: diagnostics)
    host.show(root)
    return (host, root, child, grandchild, recorder)
  }

  // updateConstraints() runs "before the layout occurs"
  // (https://developer.apple.com/documentation/uikit/uiview/updateconstraints()), after
  // updateProperties() ("before layout",
  // https://developer.apple.com/documentation/uikit/uiview/updateproperties()), and the
  // update pass runs from the leaves up (subviews before their superview: objc.io,
  // "Advanced Auto Layout Toolbox"); the controller's updateViewConstraints() runs with
  // its root view's.
  @Test func theConstraintsPhaseRunsBetweenPropertiesAndLayoutLeavesFirst() {
    let (_, _, _, _, recorder) = show()
    let events = recorder.events.filter {
      $0.hasSuffix("updateProperties") || $0.hasSuffix("updateConstraints")
        || $0.hasSuffix("willLayout") || $0 == "child.layoutSubviews"
    }
    #expect(
      events == [
        "root.updateProperties", "child.updateProperties", "grandchild.updateProperties",
        "grandchild.updateConstraints", "child.updateConstraints", "root.updateConstraints",
        "root.willLayout", "child.layoutSubviews",
      ])
  }

  // A value read in updateConstraints() re-runs it when it changes ("This method supports
  // automatic observation tracking"), and nothing else: not updateProperties().
  @Test func aReadInUpdateConstraintsReRunsItAndTheLayoutFollows() {
    let sizing = Sizing()
    let (host, root, child, _, recorder) = show()
    var width: LayoutConstraint?
    root.onUpdateConstraints = {
      if width == nil {
        width = child.widthAnchor.constraint(equalToConstant: sizing.width)
        width?.isActive = true
      } else {
        width?.constant = sizing.width
      }
    }
    root.setNeedsUpdateConstraints()
    host.flush()
    #expect(child.frame.width == 100)
    recorder.reset()
    sizing.width = 150
    host.flush()
    #expect(recorder.count(of: "root.updateConstraints") == 1)
    #expect(recorder.count(of: "root.updateProperties") == 0)
    #expect(child.frame == Rect(x: 10, y: 20, width: 150, height: 0))
  }

  // Changing a constraint's constant lays out again without updateConstraints()
  // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant).
  @Test func aConstantChangeDoesNotCallUpdateConstraints() {
    let (host, _, child, _, recorder) = show()
    let height = child.heightAnchor.constraint(equalToConstant: 10)
    height.isActive = true
    host.flush()
    recorder.reset()
    height.constant = 30
    host.flush()
    #expect(child.frame.height == 30)
    #expect(!recorder.events.contains { $0.hasSuffix("updateConstraints") })
  }

  // setNeedsUpdateConstraints(), needsUpdateConstraints and updateConstraintsIfNeeded()
  // (https://developer.apple.com/documentation/uikit/uiview/updateconstraintsifneeded()):
  // the view and its subviews, now.
  @Test func updateConstraintsIfNeededRunsTheSubtreeNow() {
    let (_, _, child, grandchild, recorder) = show()
    recorder.reset()
    child.setNeedsUpdateConstraints()
    grandchild.setNeedsUpdateConstraints()
    #expect(child.needsUpdateConstraints && grandchild.needsUpdateConstraints)
    child.updateConstraintsIfNeeded()
    #expect(recorder.events == ["grandchild.updateConstraints", "child.updateConstraints"])
    #expect(!child.needsUpdateConstraints && !grandchild.needsUpdateConstraints)
  }

  // "Don't call setNeedsUpdateConstraints() inside your implementation ... creating a
  // feedback loop": the pass stops at the threshold and names the hook.
  @Test func aFeedbackLoopInUpdateConstraintsIsStoppedAndNamed() {
    let (host, _, child, _, _) = show(
      configuration: Configuration(feedbackLoopThreshold: 3), diagnostics: .expected)
    child.onUpdateConstraints = { child.setNeedsUpdateConstraints() }
    child.setNeedsUpdateConstraints()
    host.flush()
    let loop = host.diagnostics.first { $0.kind == .feedbackLoop }
    #expect(loop?.message.contains("BadgeView.updateConstraints()") == true)
  }

  // On platform 18, updateConstraints() is tracked only with UIObservationTrackingEnabled,
  // as the layout hooks are.
  @Test(arguments: [true, false])
  func onPlatform18TheKeyDecidesWhetherUpdateConstraintsIsTracked(key: Bool) {
    let sizing = Sizing()
    let (host, root, child, _, recorder) = show(
      configuration: Configuration(platform: .v18, observationTrackingEnabled: key),
      diagnostics: .expected)
    root.onUpdateConstraints = { _ = sizing.width }
    root.setNeedsUpdateConstraints()
    host.flush()
    _ = child
    recorder.reset()
    sizing.width = 3
    host.flush()
    #expect(recorder.count(of: "root.updateConstraints") == (key ? 1 : 0))
  }
}
