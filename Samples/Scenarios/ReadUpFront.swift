import Foundation
import HeadlessKit
import HeadlessKitTesting
import HeadlessScenarios
import Observation

@Observable
final class Dashboard {
  enum Mode: String { case summary, detail }
  var mode = Mode.summary
  var total = 10
  var breakdown = "a=4 b=6"
}

/// Reads only what the current branch needs.
@MainActor
final class BranchyController: RenderingController {
  let dashboard: Dashboard
  let output = Label(frame: Rect(x: 20, y: 40, width: 350, height: 20))
  private(set) var renders = 0

  init(dashboard: Dashboard, platform: Configuration.Platform) {
    self.dashboard = dashboard
    super.init(platform: platform)
  }

  override func didLoad() {
    output.identifier = "branchy"
    view.addSubview(output)
  }

  override func render() {
    renders += 1
    switch dashboard.mode {
    case .summary: output.text = "total \(dashboard.total)"
    case .detail: output.text = "breakdown \(dashboard.breakdown)"
    }
  }
}

/// Reads every dependency into locals first, then branches.
@MainActor
final class UpFrontController: RenderingController {
  let dashboard: Dashboard
  let output = Label(frame: Rect(x: 20, y: 80, width: 350, height: 20))
  private(set) var renders = 0

  init(dashboard: Dashboard, platform: Configuration.Platform) {
    self.dashboard = dashboard
    super.init(platform: platform)
  }

  override func didLoad() {
    output.identifier = "upFront"
    view.addSubview(output)
  }

  override func render() {
    renders += 1
    let mode = dashboard.mode
    let total = dashboard.total
    let breakdown = dashboard.breakdown
    switch mode {
    case .summary: output.text = "total \(total)"
    case .detail: output.text = "breakdown \(breakdown)"
    }
  }
}

extension Catalog {
  static let readUpFront = Scenario(
    name: "read-up-front",
    summary: "many branches: reading dependencies into locals first makes them explicit"
  ) { run in
    let dashboard = Dashboard()
    let branchy = BranchyController(dashboard: dashboard, platform: run.platform)
    let upFront = UpFrontController(dashboard: dashboard, platform: run.platform)
    run.step("show both dashboards") { run.host.show(SideBySideController(branchy, upFront)) }
    run.check("branchy shows the total", branchy.output.text, equals: "total 10")
    run.check("up-front shows the total", upFront.output.text, equals: "total 10")

    let branchyBefore = branchy.renders
    let upFrontBefore = upFront.renders
    run.step("change the breakdown (shown by neither yet)") { dashboard.breakdown = "a=5 b=6" }
    // Branchy never read `breakdown`, so it does not re-run; up-front read it and does.
    run.check("branchy re-runs", String(branchy.renders - branchyBefore), equals: "0")
    run.check(
      "up-front re-runs (it depends on every value)", String(upFront.renders - upFrontBefore),
      equals: run.isTracked ? "1" : "0")

    run.step("switch to detail mode") { dashboard.mode = .detail }
    run.check(
      "branchy picks up the new branch's value", branchy.output.text,
      equals: run.isTracked ? "breakdown a=5 b=6" : "total 10")
    run.check(
      "up-front agrees", upFront.output.text,
      equals: run.isTracked ? "breakdown a=5 b=6" : "total 10")
  }
}
