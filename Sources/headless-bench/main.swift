import Foundation
import HeadlessCommandLine
import HeadlessKit
import Observation

// headless-bench: framework vs hand-wired Observation, measured side by side in one run.
// Usage: swift run -c release headless-bench [--json] [--quick] [--only NAME]... [--instructions]
//        [--no-kiwi]
//   --instructions  also count instructions per iteration of each side under callgrind
//                   (valgrind must be installed), and print their ratio beside wall clock.

let scenarioNames = [
  "memory", "cycle", "cycle-10", "broad", "wide", "idle", "coalesce", "burst", "traits", "deep",
  "layout",
  "autolayout-screen", "forced",
  "diagnostics", "solver-chain", "solver-grid", "solver-nested", "autolayout-chain",
  "autolayout-grid", "autolayout-nested",
  "autolayout-constant", "autolayout-toggle", "autolayout-labels", "autolayout-memory",
]
/// The options, read by the same table parser as the `headless` command line.
let optionTable: [OptionSpec] = [
  OptionSpec("--json", help: "one JSON document"),
  OptionSpec("--quick", help: "fewer rounds"),
  OptionSpec("--only", value: "NAME", choices: scenarioNames, help: "one row (repeatable)"),
  OptionSpec("--instructions", help: "also count instructions under callgrind"),
  OptionSpec("--no-kiwi", help: "the solver rows without kiwisolver's side"),
  OptionSpec(
    "--side", value: "none|framework|baseline", choices: ["none", "framework", "baseline"],
    help: "internal: the side a callgrind child runs"),
]
func usage(_ message: String) -> Never {
  FileHandle.standardError.write(Data("headless-bench: \(message)\n".utf8))
  exit(2)
}
let parsed: ParsedOptions
do {
  parsed = try OptionTable.parse(Array(CommandLine.arguments.dropFirst()), optionTable)
} catch {
  switch error {
  case .unknown(let flag, let valid):
    usage("unknown option '\(flag)'; valid: \(valid.joined(separator: ", "))")
  case .needsValue(let flag):
    usage("option '\(flag)' needs a value")
  case .takesNoValue(let flag, let value):
    usage("option '\(flag)' takes no value; got '\(value)'")
  case .invalidValue(let value, let flag, let valid):
    usage(
      "invalid value '\(value)' for \(flag); valid: \(valid.joined(separator: ", "))")
  }
}
if let extra = parsed.positionals.first {
  usage(
    "unexpected argument '\(extra)'; options:\n"
      + OptionTable.helpLines(optionTable).joined(separator: "\n"))
}
let json = parsed.has("--json")
let quick = parsed.has("--quick")
let countInstructions = parsed.has("--instructions")
/// `--no-kiwi`: the solver rows without kiwisolver's side (which takes a minute at N=10,000).
let skipKiwi = parsed.has("--no-kiwi")
let only: Set<String>? = parsed.has("--only") ? Set(parsed.values("--only")) : nil
if let side = parsed.value("--side") { Instructions.side = Instructions.Side(rawValue: side)! }
@MainActor func wanted(_ name: String) -> Bool { only?.contains(name) ?? true }
let rounds = Instructions.side != nil ? Instructions.rounds(quick: quick) : quick ? 5 : 15

@MainActor
func runAll() -> [Row] {
  var rows: [Row] = []
  func ratioRow(
    _ scenario: String, _ measure: String, _ r: (framework: Double, baseline: Double),
    limit: Double, aim: String
  ) {
    let ratio = r.framework / r.baseline
    rows.append(
      Row(
        scenario: scenario, measure: measure, framework: r.framework, baseline: r.baseline,
        ratio: ratio, unit: "ns/iter", target: "<= \(limit)\(aim)", met: ratio <= limit))
  }

  // memory (first, before other scenarios leave freed heap to reuse): resident bytes per
  // mounted controller with its view and label.
  if wanted("memory") {
    let count = quick ? 20_000 : 100_000
    let before = Harness.residentBytes()
    let models = (0..<count).map { _ in Model() }
    let app = mount(models.map { ReadingController(models: [$0]) })
    let perController = Double(Harness.residentBytes() - before) / Double(count)
    rows.append(
      Row(
        scenario: "memory", measure: "resident bytes per mounted controller (view + label + model)",
        framework: perController, baseline: nil, ratio: nil, unit: "bytes",
        target: "<= 4096", met: perController <= 4096))
    withExtendedLifetime(app) {}
  }

  // cycle / cycle-10: write, flush.
  for count in [1, 10] where wanted(count == 1 ? "cycle" : "cycle-10") {
    let models = (0..<count).map { _ in Model() }
    let controller = ReadingController(models: models)
    let app = mount([controller])
    let wired = HandWired(models: (0..<count).map { _ in Model() })
    let n = 2_000
    let r = Harness.compare(count == 1 ? "cycle" : "cycle-10", rounds: rounds, iterations: n) {
      writeAndFlush(models[0], app, times: n)
    } baseline: {
      for _ in 0..<n {
        wired.models[0].value &+= 1
        wired.service()
      }
    }
    ratioRow(count == 1 ? "cycle" : "cycle-10", "write + flush", r, limit: 1.5, aim: " (aim 1.25)")
  }

  // broad: 1,000 controllers read one shared property; one write, one flush.
  if wanted("broad") {
    let shared = Model()
    let controllers = (0..<1_000).map { _ in ReadingController(models: [shared]) }
    let app = mount(controllers)
    let wiredShared = Model()
    let wired = (0..<1_000).map { _ in HandWired(models: [wiredShared]) }
    let r = Harness.compare("broad", rounds: rounds, iterations: 1) {
      shared.value &+= 1
      app.flush()
    } baseline: {
      wiredShared.value &+= 1
      for w in wired { w.service() }
    }
    ratioRow("broad", "1 write, 1,000 re-runs", r, limit: 1.5, aim: "")
  }

  // wide: N controllers with their own model; one write to one; flush cost vs N.
  var wideCosts: [Int: Double] = [:]
  for n in [10, 1_000, 100_000] where wanted("wide") {
    let models = (0..<n).map { _ in Model() }
    let app = mount(models.map { ReadingController(models: [$0]) })
    let iterations = 200
    var samples: [Double] = []
    for _ in 0..<rounds {
      samples.append(
        Harness.time(iterations: iterations) {
          for i in 0..<iterations {
            models[i % n].value &+= 1
            app.flush()
          }
        })
    }
    wideCosts[n] = Harness.median(samples)
  }
  if wanted("wide") {
    rows.append(
      Row(
        scenario: "wide", measure: "flush, N=100,000 vs N=10", framework: wideCosts[100_000],
        baseline: wideCosts[10], ratio: wideCosts[100_000]! / wideCosts[10]!, unit: "ns/flush",
        target: "<= 2", met: wideCosts[100_000]! / wideCosts[10]! <= 2))
    rows.append(
      Row(
        scenario: "wide", measure: "flush, N=1,000", framework: wideCosts[1_000], baseline: nil,
        ratio: nil, unit: "ns/flush", target: "-", met: true))
  }

  // idle: flush with nothing pending.
  var idle: [Int: Double] = [:]
  for n in [10, 100_000] where wanted("idle") {
    let app = mount((0..<n).map { _ in ReadingController(models: [Model()]) })
    let iterations = 10_000
    var samples: [Double] = []
    for _ in 0..<rounds {
      samples.append(
        Harness.time(iterations: iterations) { for _ in 0..<iterations { app.flush() } })
    }
    idle[n] = Harness.median(samples)
  }
  if wanted("idle") {
    rows.append(
      Row(
        scenario: "idle", measure: "empty flush, N=100,000 vs N=10", framework: idle[100_000],
        baseline: idle[10], ratio: idle[100_000]! / idle[10]!, unit: "ns/flush",
        target: "<= 2", met: idle[100_000]! / idle[10]! <= 2))
  }

  // coalesce / burst: a burst of writes (10,000 / 100) to what one hook read, then one
  // flush: one re-run. The first write reports, eight more pay for the armed scope's
  // callback, the ninth cuts the scope; per-write cost (the flush and its re-run
  // included) vs a write nobody observes.
  for (name, writes, limit) in [("coalesce", 10_000, 2.0), ("burst", 100, 5.0)] where wanted(name) {
    let model = Model()
    let controller = ReadingController(models: [model])
    let app = mount([controller])
    let plain = Model()
    var reruns = 0
    let r = Harness.compare(name, rounds: rounds, iterations: writes) {
      let before = controller.runs
      for _ in 0..<writes { model.value &+= 1 }
      app.flush()
      reruns = controller.runs - before
    } baseline: {
      for _ in 0..<writes { plain.value &+= 1 }
    }
    let ratio = r.framework / r.baseline
    rows.append(
      Row(
        scenario: name, measure: "per write (+1 flush) vs unobserved write, \(writes) writes",
        framework: r.framework, baseline: r.baseline, ratio: ratio, unit: "ns/write",
        target: "<= \(Int(limit))", met: ratio <= limit))
    rows.append(
      Row(
        scenario: name, measure: "re-runs for \(writes) writes", framework: Double(reruns),
        baseline: nil, ratio: nil, unit: "runs", target: "== 1", met: reruns == 1))
  }

  // traits: 1,000 controllers, 10 read the style in updateProperties(); a style change
  // on the window and a flush, against the same pass with 10 observed model changes (the
  // same 1,000 controllers, 10 reading a model).
  if wanted("traits") {
    let readers = (0..<10).map { _ in StyleReadingController() }
    let others = (0..<990).map { _ in ReadingController(models: [Model()]) }
    let app = mount(readers + others)
    let window = app.windows[0]
    let models = (0..<10).map { _ in Model() }
    let modelApp = mount(
      models.map { ReadingController(models: [$0]) }
        + (0..<990).map { _ in ReadingController(models: [Model()]) })
    var dark = false
    var reruns = 0
    // Ten changes a round: one pass each is too short for a steady instruction count.
    let changes = 10
    let r = Harness.compare("traits", rounds: rounds, iterations: changes) {
      for _ in 0..<changes {
        let before = readers.reduce(0) { $0 + $1.runs }
        dark.toggle()
        window.traitOverrides.userInterfaceStyle = dark ? .dark : .light
        app.flush()
        reruns = readers.reduce(0) { $0 + $1.runs } - before
      }
    } baseline: {
      for _ in 0..<changes {
        for model in models { model.value &+= 1 }
        modelApp.flush()
      }
    }
    ratioRow("traits", "style change, 10 of 1,000 read it", r, limit: 2, aim: "")
    rows.append(
      Row(
        scenario: "traits", measure: "re-runs for one style change", framework: Double(reruns),
        baseline: nil, ratio: nil, unit: "runs", target: "== 10", met: reruns == 10))
  }

  // deep: a chain of 50 nested children, each reading its own model; write the deepest.
  if wanted("deep") {
    let models = (0..<50).map { _ in Model() }
    let controllers = models.map { ReadingController(models: [$0]) }
    for (parent, child) in zip(controllers, controllers.dropFirst()) { parent.embed(child) }
    let app = mount([controllers[0]])
    let wired = (0..<50).map { _ in HandWired(models: [Model()]) }
    let n = 1_000
    let r = Harness.compare("deep", rounds: rounds, iterations: n) {
      writeAndFlush(models[49], app, times: n)
    } baseline: {
      for _ in 0..<n {
        wired[49].models[0].value &+= 1
        for w in wired { w.service() }
      }
    }
    ratioRow("deep", "write deepest of 50 + flush", r, limit: 1.5, aim: "")
  }

  // layout: 10,000 labels stacked by hand-written layout; one text change, one flush.
  if wanted("layout") {
    final class Column: View {
      override func layoutSubviews() {
        var y = 0.0
        for child in subviews {
          let size = child.intrinsicContentSize
          child.frame = Rect(x: 0, y: y, width: size.width, height: size.height)
          y += size.height
        }
      }
    }
    final class ColumnController: Controller {
      let model: Model
      let column = Column()
      init(model: Model) {
        self.model = model
        super.init()
      }
      override func didLoad() {
        for i in 0..<10_000 { column.addSubview(Label(text: "row \(i)")) }
        view.addSubview(column)
      }
      override func updateProperties() {
        // Alternate the length, so every change alters the natural size and lays out.
        (column.subviews[0] as! Label).text = model.value % 2 == 0 ? "row" : "row 0"
      }
    }
    let model = Model()
    let app = mount([ColumnController(model: model)])
    let wiredModel = Model()
    let wiredColumn = Column()
    for i in 0..<10_000 { wiredColumn.addSubview(Label(text: "row \(i)")) }
    let dirty = DirtyFlag()
    func arm() {
      withObservationTracking {
        (wiredColumn.subviews[0] as! Label).text = wiredModel.value % 2 == 0 ? "row" : "row 0"
      } onChange: {
        dirty.set()
      }
    }
    arm()
    let n = 20
    let r = Harness.compare("layout", rounds: rounds, iterations: n) {
      writeAndFlush(model, app, times: n)
    } baseline: {
      for _ in 0..<n {
        wiredModel.value &+= 1
        if dirty.take() {
          arm()
          wiredColumn.layoutSubviews()
        }
      }
    }
    ratioRow("layout", "1 text change in 10,000 labels + flush", r, limit: 1.5, aim: "")
  }

  // autolayout-screen: a form of 50 rows (a label, and a field filling the rest of the
  // row), 100 views placed by constraints; one model change alters the first label's
  // text and so its intrinsic size. Against the same form laid out by hand-written frames
  // in layoutSubviews(), the same change.
  if wanted("autolayout-screen") {
    final class ConstrainedForm: Controller {
      let model: Model
      var labels: [Label] = []
      init(model: Model) {
        self.model = model
        super.init()
      }
      override func didLoad() {
        var constraints: [LayoutConstraint] = []
        var above: View?
        for i in 0..<50 {
          let label = Label(text: "field \(i)")
          let field = TextField()
          for subview in [label, field] as [View] {
            view.addSubview(subview)
            subview.translatesAutoresizingMaskIntoConstraints = false
          }
          constraints += [
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            label.topAnchor.constraint(
              equalTo: above?.bottomAnchor ?? view.topAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
          ]
          label.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
          labels.append(label)
          above = label
        }
        LayoutConstraint.activate(constraints)
      }
      override func updateProperties() {
        labels[0].text = model.value % 2 == 0 ? "field" : "field 0"
      }
    }
    final class FramedForm: View {
      var labels: [Label] = []
      var fields: [TextField] = []
      override func layoutSubviews() {
        var y = 0.0
        for (label, field) in zip(labels, fields) {
          let size = label.intrinsicContentSize
          y += 8
          label.frame = Rect(x: 16, y: y, width: size.width, height: size.height)
          let fieldHeight = field.intrinsicContentSize.height
          let x = 16 + size.width + 8
          field.frame = Rect(
            x: x, y: y + (size.height - fieldHeight) / 2, width: bounds.width - 16 - x,
            height: fieldHeight)
          y += size.height
        }
      }
    }
    final class FramedController: Controller {
      let model: Model
      let form = FramedForm()
      init(model: Model) {
        self.model = model
        super.init()
      }
      override func loadView() { view = form }
      override func didLoad() {
        for i in 0..<50 {
          let label = Label(text: "field \(i)")
          let field = TextField()
          form.addSubview(label)
          form.addSubview(field)
          form.labels.append(label)
          form.fields.append(field)
        }
      }
      override func updateProperties() {
        form.labels[0].text = model.value % 2 == 0 ? "field" : "field 0"
      }
    }
    let model = Model()
    let app = mount([ConstrainedForm(model: model)])
    let framedModel = Model()
    let framedApp = mount([FramedController(model: framedModel)])
    let n = 200
    let r = Harness.compare("autolayout-screen", rounds: rounds, iterations: n) {
      writeAndFlush(model, app, times: n)
    } baseline: {
      writeAndFlush(framedModel, framedApp, times: n)
    }
    ratioRow(
      "autolayout-screen", "1 text change, 100 views by constraints vs frames", r, limit: 3,
      aim: "")
  }

  // diagnostics: the cycle with tracing on against the default (off). Off is the
  // default everywhere else in this table; its remaining cost (a few branches a hook
  // run) is measured with callgrind in the README.
  if wanted("diagnostics") {
    let offModel = Model()
    let offApp = mount([ReadingController(models: [offModel])])
    let onModel = Model()
    let onApp = mount(
      [ReadingController(models: [onModel])], configuration: Configuration(traceEnabled: true))
    let n = 2_000
    let r = Harness.compare("diagnostics", rounds: rounds, iterations: n) {
      writeAndFlush(onModel, onApp, times: n)
    } baseline: {
      writeAndFlush(offModel, offApp, times: n)
    }
    rows.append(
      Row(
        scenario: "diagnostics", measure: "cycle with tracing on vs off", framework: r.framework,
        baseline: r.baseline, ratio: r.framework / r.baseline, unit: "ns/iter",
        target: "off is the default", met: true))
  }

  // forced: 1,000,000 forced re-runs; resident growth.
  if wanted("forced") {
    let model = Model()
    let controller = ReadingController(models: [model])
    let app = mount([controller])
    let count = quick ? 100_000 : 1_000_000
    for _ in 0..<10_000 {
      controller.setNeedsUpdateProperties()
      app.flush()
    }
    let before = Harness.residentBytes()
    for _ in 0..<count {
      controller.setNeedsUpdateProperties()
      app.flush()
    }
    let growth = Double(Harness.residentBytes() - before)
    rows.append(
      Row(
        scenario: "forced", measure: "resident growth over \(count) forced re-runs",
        framework: growth, baseline: nil, ratio: nil, unit: "bytes",
        target: "< 16,000,000", met: growth < 16_000_000))
  }
  // solver-*: HeadlessLayoutSolver against kiwisolver (through Python), the same layouts.
  for shape in SolverShape.allCases where wanted("solver-\(shape.rawValue)") {
    let sizes = quick ? [100, 1_000] : [100, 1_000, 10_000]
    var builds: [Int: Double] = [:]
    var bytes = 0.0
    for n in sizes {
      let ours = SolverShape.measure(shape, views: n, rounds: 3)
      builds[n] = ours.build
      bytes = ours.bytesPerConstraint
      let kiwi =
        Instructions.side == nil && !skipKiwi ? SolverShape.kiwi(shape, views: n, cap: 30) : nil
      for (measure, framework, other) in [
        ("build", ours.build, kiwi?.build), ("edit", ours.edit, kiwi?.edit),
      ] {
        let ratio = other.map { framework / $0 }
        rows.append(
          Row(
            scenario: "solver-\(shape.rawValue)",
            measure: "\(measure) N=\(n)" + (kiwi == nil ? " (kiwi unavailable)" : "")
              + (kiwi?.capped == true ? " (kiwi capped at 30 s)" : ""),
            framework: framework, baseline: other, ratio: ratio, unit: "ms",
            target: n >= 1_000 ? "<= 1.0 vs kiwi" : "-",
            met: n < 1_000 || (ratio ?? 0) <= 1.0, n: n, kind: measure, kiwi: other,
            kiwiCapped: kiwi?.capped))
      }
    }
    if let small = builds[1_000], let large = builds[10_000] {
      rows.append(
        Row(
          scenario: "solver-\(shape.rawValue)", measure: "build growth N=1,000 to 10,000",
          framework: large / small, baseline: nil, ratio: nil, unit: "x", target: "<= 12",
          met: large / small <= 12))
    }
    rows.append(
      Row(
        scenario: "solver-\(shape.rawValue)", measure: "memory per constraint (tableau)",
        framework: bytes, baseline: nil, ratio: nil, unit: "bytes", target: "-", met: true))
  }
  // autolayout-*: the same shapes written with anchors and laid out by HeadlessKit's
  // engine (views, constraints, frames, the layout pass), against kiwisolver solving the
  // same constraints (four unknowns a view, as the engine's solver holds them). The
  // solutions' checksums must agree, or the row says the systems differ and fails.
  for shape in SolverShape.allCases where wanted("autolayout-\(shape.rawValue)") {
    let sizes = quick ? [100, 1_000] : [100, 1_000, 10_000]
    var builds: [Int: Double] = [:]
    for n in sizes {
      let ours = AutoLayoutShape.measure(shape, views: n, rounds: 3)
      builds[n] = ours.build
      let kiwi =
        Instructions.side == nil && !skipKiwi
        ? SolverShape.kiwi(shape, views: n, cap: 30, autolayout: true) : nil
      let ourChecksum = AutoLayoutShape.checksum(of: AutoLayoutShape.build(shape, views: n))
      let differs =
        kiwi?.checksum.map { abs($0 - ourChecksum) > 1e-6 * max(1, abs($0)) }
        ?? false
      for (measure, framework, other) in [
        ("build + layout", ours.build, kiwi?.build),
        ("width change + layout", ours.relayout, kiwi?.edit),
      ] {
        let ratio = other.map { framework / $0 }
        rows.append(
          Row(
            scenario: "autolayout-\(shape.rawValue)",
            measure: "\(measure) N=\(n)" + (kiwi == nil ? " (kiwi unavailable)" : "")
              + (kiwi?.capped == true ? " (kiwi capped at 30 s)" : "")
              + (differs ? " (SYSTEMS DIFFER: kiwi's solution is not ours)" : ""),
            framework: framework, baseline: other, ratio: ratio, unit: "ms",
            target: n >= 1_000 ? "<= 1.0 vs kiwi" : "-",
            met: !differs && (n < 1_000 || (ratio ?? 0) <= 1.0)))
      }
    }
    if let small = builds[1_000], let large = builds[10_000] {
      rows.append(
        Row(
          scenario: "autolayout-\(shape.rawValue)", measure: "build growth N=1,000 to 10,000",
          framework: large / small, baseline: nil, ratio: nil, unit: "x", target: "<= 12",
          met: large / small <= 12))
    }
  }
  rows += autoLayoutEditRows(
    wanted: wanted, quick: quick, kiwi: !skipKiwi, instructions: countInstructions)
  return rows
}

if ProcessInfo.processInfo.environment["HEADLESS_BENCH_SOLVE_JSON"] == "1" {
  // For .ci/compare-solver-with-kiwi: solves the systems on standard input, prints results.
  SolverJSON.run()
  exit(0)
}
if let profile = ProcessInfo.processInfo.environment["HEADLESS_BENCH_SOLVER_PROFILE"] {
  // `chain:10000` builds that shape once, `chain:10000:edit` then suggests 100 widths,
  // for a profiler (and `--instructions`); prints nothing.
  let parts = profile.split(separator: ":")
  if let shape = SolverShape(rawValue: String(parts[0])), let n = Int(parts[1]), n > 0 {
    let (solver, width, _) = SolverShape.build(shape, views: n)
    if parts.count > 2 {
      for round in 0..<100 {
        try! solver.suggestValue(round % 2 == 0 ? 1024 : 390, for: width)
        solver.updateVariables()
      }
    }
  }
  exit(0)
}
if let profile = ProcessInfo.processInfo.environment["HEADLESS_BENCH_AUTOLAYOUT_PROFILE"] {
  // `chain:1000` builds that shape with anchors and lays it out once; `chain:1000:edit`
  // then changes the container's width and lays out 100 times, for a profiler; prints
  // nothing.
  let parts = profile.split(separator: ":")
  if let shape = SolverShape(rawValue: String(parts[0])), let n = Int(parts[1]), n > 0 {
    MainActor.assumeIsolated {
      let container = AutoLayoutShape.build(shape, views: n)
      if parts.count > 2 {
        for round in 0..<100 {
          container.frame.size.width = round % 2 == 0 ? 1024 : 390
          container.layoutIfNeeded()
        }
      }
    }
  }
  exit(0)
}
if Instructions.side != nil {
  // A child of `--instructions`: the measured loops ran under callgrind; nothing to print.
  _ = MainActor.assumeIsolated { runAll() }
  exit(0)
}
var rows = MainActor.assumeIsolated { runAll() }
if countInstructions {
  for row in Instructions.rows where only?.contains(row) ?? true {
    do {
      let counts = try Instructions.measure(row: row, quick: quick)
      rows.append(
        Row(
          scenario: row, measure: "instructions per iteration (callgrind)",
          framework: counts.framework, baseline: counts.baseline,
          ratio: counts.framework / counts.baseline, unit: "instr/iter", target: "-", met: true))
    } catch {
      FileHandle.standardError.write(Data("headless-bench: \(error)\n".utf8))
      exit(1)
    }
  }
}
if countInstructions {
  /// Instruction rows for each shape of one family, at each size, and the build growth
  /// from 1,000 to 10,000 views: counts that, unlike wall clock, do not move with the
  /// machine's load or caches.
  func shapeRows(
    _ family: String, sizes: [Int], build: String, edit: String,
    count: (SolverShape, Int) throws -> (build: Double, edit: Double)
  ) {
    for shape in SolverShape.allCases where only?.contains("\(family)-\(shape.rawValue)") ?? true {
      var builds: [Int: Double] = [:]
      for n in sizes {
        do {
          let counts = try count(shape, n)
          builds[n] = counts.build
          for (kind, label, value) in [
            ("build", build, counts.build), ("edit", edit, counts.edit),
          ] {
            rows.append(
              Row(
                scenario: "\(family)-\(shape.rawValue)",
                measure: "\(label) N=\(n), instructions (callgrind)", framework: value,
                baseline: nil, ratio: nil, unit: kind == "build" ? "instr" : "instr/edit",
                target: "-", met: true, n: n, kind: kind))
          }
        } catch {
          FileHandle.standardError.write(Data("headless-bench: \(error)\n".utf8))
          exit(1)
        }
      }
      if let small = builds[1_000], let large = builds[10_000] {
        rows.append(
          Row(
            scenario: "\(family)-\(shape.rawValue)",
            measure: "build growth N=1,000 to 10,000, instructions", framework: large / small,
            baseline: nil, ratio: nil, unit: "x", target: "<= 12", met: large / small <= 12))
      }
    }
  }
  shapeRows(
    "solver", sizes: quick ? [100, 1_000] : [100, 1_000, 10_000], build: "build", edit: "edit",
    count: Instructions.solver)
  shapeRows(
    "autolayout", sizes: [1_000, 10_000], build: "build + layout",
    edit: "width change + layout", count: Instructions.autoLayout)
}
if json {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  print(String(decoding: try! encoder.encode(rows), as: UTF8.self))
} else {
  func fmt(_ v: Double?) -> String {
    guard let v else { return "-" }
    return v >= 100 ? String(Int(v.rounded())) : String(format: "%.2f", v)
  }
  let header = ["scenario", "measure", "framework", "baseline", "ratio", "unit", "target", "met"]
  let table = rows.map {
    [
      $0.scenario, $0.measure, fmt($0.framework), fmt($0.baseline), fmt($0.ratio), $0.unit,
      $0.target, $0.met ? "yes" : "NO",
    ]
  }
  let widths = header.indices.map { i in ([header[i]] + table.map { $0[i] }).map(\.count).max()! }
  func line(_ cells: [String]) -> String {
    cells.enumerated().map {
      $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0)
    }.joined(separator: "  ")
  }
  print(line(header))
  for row in table { print(line(row)) }
}
