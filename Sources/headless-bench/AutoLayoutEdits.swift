import Foundation
import HeadlessKit

/// The Auto Layout rows written the way UIKit code is written: a container pinned inside
/// the root by anchors, its width a constraint whose `constant` the edit changes, every
/// constraint activated by one `LayoutConstraint.activate`, labels with text.
///
/// - `autolayout-constant`: the container's width constant changes, then
///   `layoutIfNeeded()` (chain: views from the leading edge, so no view moves; grid: rows
///   of 10 equal widths, so every view resizes; labels: every label resizes).
/// - `autolayout-toggle`: the last view's top constraint is deactivated and another,
///   10 points lower, activated (and back), then `layoutIfNeeded()`.
/// - `autolayout-labels`: containers of 10 labels: build, one label's text change, the
///   container's width change.
///
/// kiwi's side (`kiwi_shapes.py SHAPE N CAP edits`) solves the same variables and
/// constraints (four a view, the labels' intrinsic sizes as the engine holds them); its
/// constant edit is `suggestValue` on an edit variable, its toggle a remove and an add.
/// Each edit's result is compared by the checksum of both solutions.
@MainActor
enum AutoLayoutEdits {
  enum Shape: String, CaseIterable {
    case chain, grid, labels
  }

  /// A built layout and the handles its edits use.
  struct Built {
    let root: View
    let width: LayoutConstraint
    let toggled: (LayoutConstraint, LayoutConstraint)
    let label: Label?
  }

  /// The root (1024 by 100, placed by its frame) holding the container and the views.
  static func build(_ shape: Shape, views n: Int) -> Built {
    let root = View(frame: Rect(x: 0, y: 0, width: 1024, height: 100))
    let container = View()
    root.addSubview(container)
    container.translatesAutoresizingMaskIntoConstraints = false
    let width = container.widthAnchor.constraint(equalToConstant: 390)
    var constraints = [
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      width,
      container.heightAnchor.constraint(equalToConstant: 100),
    ]
    func add<V: View>(_ view: V, to parent: View) -> V {
      parent.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
      return view
    }
    /// The last view's top constraint, made with a given extra offset (the toggle's two).
    var lastTop: ((Double) -> LayoutConstraint)!
    var lastLabel: Label?
    switch shape {
    case .chain:
      var previous: View?
      for _ in 0..<n {
        let item = add(View(), to: container)
        lastTop = { item.topAnchor.constraint(equalTo: container.topAnchor, constant: $0) }
        constraints += [
          item.widthAnchor.constraint(equalToConstant: 44),
          item.leadingAnchor.constraint(
            equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 8),
          lastTop(0),
          item.heightAnchor.constraint(equalToConstant: 44),
        ]
        previous = item
      }
      let trailing = container.trailingAnchor.constraint(
        greaterThanOrEqualTo: previous!.trailingAnchor, constant: 8)
      trailing.priority = .defaultHigh
      constraints.append(trailing)
    case .grid:
      var previousRow: View?
      for _ in 0..<(n / 10) {
        var first: View?
        var previous: View?
        for _ in 0..<10 {
          let item = add(View(), to: container)
          let above = previousRow?.bottomAnchor ?? container.topAnchor
          lastTop = { item.topAnchor.constraint(equalTo: above, constant: 8 + $0) }
          constraints += [
            item.leadingAnchor.constraint(
              equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 8),
            lastTop(0),
            item.heightAnchor.constraint(equalToConstant: 44),
          ]
          if let first {
            constraints.append(item.widthAnchor.constraint(equalTo: first.widthAnchor))
          }
          first = first ?? item
          previous = item
        }
        constraints.append(
          previous!.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8))
        previousRow = first
      }
    case .labels:
      var previousGroup: View?
      var index = 0
      for _ in 0..<(n / 10) {
        let group = add(View(), to: container)
        constraints += [
          group.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
          group.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
          group.topAnchor.constraint(
            equalTo: previousGroup?.bottomAnchor ?? container.topAnchor, constant: 8),
        ]
        var previous: View?
        for _ in 0..<10 {
          let label = add(Label(text: "Item \(index)"), to: group)
          index += 1
          let above = previous?.bottomAnchor ?? group.topAnchor
          lastTop = { label.topAnchor.constraint(equalTo: above, constant: 8 + $0) }
          constraints += [
            label.leadingAnchor.constraint(equalTo: group.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: group.trailingAnchor, constant: -8),
            lastTop(0),
          ]
          previous = label
          lastLabel = label
        }
        constraints.append(group.bottomAnchor.constraint(equalTo: previous!.bottomAnchor))
        previousGroup = group
      }
    }
    // The last view's top constraint, as activated, and its alternative.
    let first = constraints.last { $0.firstAttribute == .top && $0.secondItem != nil }!
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return Built(root: root, width: width, toggled: (first, lastTop(10)), label: lastLabel)
  }

  /// One edit of each kind, as the benchmark times them.
  static func changeWidth(_ built: Built) {
    built.width.constant = built.width.constant == 390 ? 1024 : 390
    built.root.layoutIfNeeded()
  }

  static func toggle(_ built: Built) {
    let (a, b) = built.toggled
    if a.isActive {
      a.isActive = false
      b.isActive = true
    } else {
      b.isActive = false
      a.isActive = true
    }
    built.root.layoutIfNeeded()
  }

  static func changeText(_ built: Built) {
    guard let label = built.label else { return }
    label.text = label.text == "Item 0" ? "A longer text" : "Item 0"
    built.root.layoutIfNeeded()
  }

  /// The edits each row times, with kiwi's key for the same edit.
  static func edits(of scenario: String) -> [(String, String, (Built) -> Void)] {
    switch scenario {
    case "autolayout-constant": [("constant change + layout", "constant", changeWidth)]
    case "autolayout-toggle": [("deactivate + activate + layout", "toggle", toggle)]
    default:
      [
        ("text change + layout", "text", changeText),
        ("width change + layout", "constant", changeWidth),
      ]
    }
  }

  /// The sum of every view's frame in the root's coordinates, as kiwi's side sums its
  /// solution.
  static func checksum(of root: View) -> Double { AutoLayoutShape.checksum(of: root) }

  /// The rows of one scenario, at N = 100, 1,000 and 10,000 views.
  static func rows(_ scenario: String, quick: Bool, kiwi: Bool) -> [Row] {
    let shapes: [Shape] = scenario == "autolayout-labels" ? [.labels] : Shape.allCases
    var rows: [Row] = []
    for shape in shapes {
      var builds: [Int: Double] = [:]
      for n in quick ? [100, 1_000] : [100, 1_000, 10_000] {
        let rounds = n >= 10_000 ? 1 : 3
        var buildTimes: [Double] = []
        var editTimes: [String: [Double]] = [:]
        var sums: [String: Double] = [:]
        for _ in 0..<rounds {
          var built: Built?
          buildTimes.append(Harness.time(iterations: 1) { built = build(shape, views: n) } / 1e6)
          for (_, key, edit) in edits(of: scenario) {
            edit(built!)  // the first edit, uncounted, and the checksum after it
            sums[key] = checksum(of: built!.root)
            editTimes[key, default: []].append(
              Harness.time(iterations: 20) { for _ in 0..<20 { edit(built!) } } / 1e6)
            edit(built!)  // back to the first edit's state for the next edit kind
          }
        }
        builds[n] = Harness.median(buildTimes)
        let other = kiwi ? Self.kiwi(shape, views: n, scenario: scenario) : nil
        let differs = sums.contains { key, sum in
          guard let theirs = other?.checksums[key] else { return false }
          return abs(theirs - sum) > 1e-6 * max(1, abs(theirs))
        }
        let name = "\(shape.rawValue) "
        var measures = [("build + layout", builds[n]!, other?.times["build"])]
        for (label, key, _) in edits(of: scenario) {
          measures.append((label, Harness.median(editTimes[key]!), other?.times[key]))
        }
        for (measure, ours, theirs) in measures {
          let ratio = theirs.map { ours / $0 }
          rows.append(
            Row(
              scenario: scenario,
              measure: "\(name)\(measure) N=\(n)" + (other == nil ? " (kiwi unavailable)" : "")
                + (other?.capped == true ? " (kiwi capped at 30 s)" : "")
                + (differs ? " (SYSTEMS DIFFER: kiwi's solution is not ours)" : ""),
              framework: ours, baseline: theirs, ratio: ratio, unit: "ms",
              target: n >= 1_000 ? "<= 1.0 vs kiwi" : "-",
              met: !differs && (n < 1_000 || (ratio ?? 0) <= 1.0)))
        }
      }
      if let small = builds[1_000], let large = builds[10_000] {
        rows.append(
          Row(
            scenario: scenario, measure: "\(shape.rawValue) build growth N=1,000 to 10,000",
            framework: large / small, baseline: nil, ratio: nil, unit: "x", target: "<= 12",
            met: large / small <= 12))
      }
    }
    return rows
  }

  /// Resident bytes per constrained label, building the labels shape at 10,000 views.
  static func memoryRow() -> Row {
    let n = 10_000
    let before = Harness.residentBytes()
    let built = build(.labels, views: n)
    let perView = Double(Harness.residentBytes() - before) / Double(n)
    withExtendedLifetime(built.root) {}
    return Row(
      scenario: "autolayout-memory", measure: "resident bytes per constrained label (N=10,000)",
      framework: perView, baseline: nil, ratio: nil, unit: "bytes", target: "-", met: true)
  }

  /// kiwi's milliseconds and checksums for the scenario's edits, through Python; `nil`
  /// when Python or kiwisolver is not installed.
  static func kiwi(_ shape: Shape, views n: Int, scenario: String) -> (
    times: [String: Double], checksums: [String: Double], capped: Bool
  )? {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("kiwi_shapes.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let kinds = edits(of: scenario).map(\.1).joined(separator: ",")
    process.arguments = ["python3", script.path, shape.rawValue, String(n), "30", "edits", kinds]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = out.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let times = object["times"] as? [String: Double]
    else { return nil }
    return (
      times, object["checksums"] as? [String: Double] ?? [:], object["capped"] as? Bool ?? false
    )
  }

  /// `HEADLESS_BENCH_EDITS_PROFILE=SHAPE:N[:constant|toggle|text[:COUNT]]` builds once
  /// and, with an edit, makes it once (its first, which may mark the constraint, as the
  /// timed rows leave it out too) and then COUNT (100) times, for callgrind; then exits.
  static func runProfileIfAsked() {
    guard let profile = ProcessInfo.processInfo.environment["HEADLESS_BENCH_EDITS_PROFILE"]
    else { return }
    let parts = profile.split(separator: ":").map(String.init)
    if let shape = Shape(rawValue: parts[0]), let n = Int(parts[1]), n > 0 {
      let built = build(shape, views: n)
      if parts.count > 2 {
        let edit: (Built) -> Void =
          switch parts[2] {
          case "toggle": toggle
          case "text": changeText
          default: changeWidth
          }
        edit(built)
        for _ in 0..<(parts.count > 3 ? Int(parts[3]) ?? 100 : 100) { edit(built) }
      }
    }
    exit(0)
  }

  /// Instructions (callgrind) to build each shape, and per edit, at 1,000 and 10,000.
  static func instructionRows(_ scenario: String) throws -> [Row] {
    var rows: [Row] = []
    let shapes: [Shape] = scenario == "autolayout-labels" ? [.labels] : Shape.allCases
    for shape in shapes {
      var builds: [Int: Double] = [:]
      for n in [1_000, 10_000] {
        let one = try callgrind("\(shape.rawValue):10", scenario)
        let build = try callgrind("\(shape.rawValue):\(n)", scenario)
        builds[n] = build - one
        rows.append(
          Row(
            scenario: scenario,
            measure: "\(shape.rawValue) build + layout N=\(n), instructions (callgrind)",
            framework: build - one, baseline: nil, ratio: nil, unit: "instr", target: "-",
            met: true))
        for (label, key, _) in edits(of: scenario) {
          let first = try callgrind("\(shape.rawValue):\(n):\(key):0", scenario)
          let edits = try callgrind("\(shape.rawValue):\(n):\(key):100", scenario) - first
          rows.append(
            Row(
              scenario: scenario,
              measure: "\(shape.rawValue) \(label) N=\(n), instructions (callgrind)",
              framework: edits / 100, baseline: nil, ratio: nil, unit: "instr/edit",
              target: "-", met: true))
        }
      }
      if let small = builds[1_000], let large = builds[10_000] {
        rows.append(
          Row(
            scenario: scenario,
            measure: "\(shape.rawValue) build growth N=1,000 to 10,000, instructions",
            framework: large / small, baseline: nil, ratio: nil, unit: "x", target: "<= 12",
            met: large / small <= 12))
      }
    }
    return rows
  }

  /// Instructions callgrind counts for a run of this executable in the profile mode.
  private static func callgrind(_ profile: String, _ scenario: String) throws -> Double {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("headless-bench-\(getpid())-edits.callgrind")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "HEADLESS_BENCH_EDITS_PROFILE=\(profile)", "valgrind", "--tool=callgrind",
      "--callgrind-out-file=\(output.path)", CommandLine.arguments[0], "--only", scenario,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw InstructionsError("valgrind exited with \(process.terminationStatus) for \(profile)")
    }
    let text = try String(contentsOf: output, encoding: .utf8)
    for line in text.split(separator: "\n")
    where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
      if let value = line.split(separator: " ").last.flatMap({ Double($0) }) { return value }
    }
    throw InstructionsError("no instruction total in callgrind's output for \(profile)")
  }
}
