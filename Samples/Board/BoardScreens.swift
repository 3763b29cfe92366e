import Foundation
import HeadlessKit

/// The list of jobs under a one-line summary, in a navigation controller.
@MainActor
final class BoardController: Controller {
  let board: JobBoard
  let summary: SummaryView
  let list = ListView()
  /// Pushes a job's detail screen; set by the app.
  var open: ((Job) -> Void)?

  init(board: JobBoard) {
    self.board = board
    summary = SummaryView(board: board)
    super.init()
    title = "Jobs"
  }

  override func didLoad() {
    list.identifier = "jobs"
    list.rowHeight = 20
    // The snapshot's items are job names: the list hands them back as `AnyHashable`.
    list.cellProvider = { [board] list, _, name in
      let cell = list.dequeueReusableCell(of: JobCell.self)
      cell.job = board.job(named: name as! String)
      return cell
    }
    list.onSelect = { [weak self, board] _, name in
      self?.open?(board.job(named: name as! String))
    }
    view.addSubview(summary)
    view.addSubview(list)
  }

  /// Tracked: re-runs when a job is added (the names), and only then.
  override func updateProperties() {
    list.apply(ListSnapshot(items: board.names.value))
  }

  override func willLayout() {
    let bounds = view.bounds
    summary.frame = Rect(x: 0, y: 0, width: bounds.width, height: 20)
    list.frame = Rect(x: 0, y: 20, width: bounds.width, height: max(0, bounds.height - 20))
  }
}

/// "4 jobs: 1 queued, 2 running, 1 passed, 0 failed": reads every job's state in its own
/// tracked hook, so a progress update re-runs this view and that job's cell, nothing else.
@MainActor
final class SummaryView: View {
  let board: JobBoard
  let label = Label()

  init(board: JobBoard) {
    self.board = board
    super.init()
    label.identifier = "summary"
    addSubview(label)
  }

  override func updateProperties() {
    let states = board.names.value.map { board.job(named: $0).state.value }
    var counts: [JobStatus: Int] = [:]
    for state in states { counts[state.status, default: 0] += 1 }
    label.text =
      "\(states.count) job\(states.count == 1 ? "" : "s"): "
      + JobStatus.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
  }

  override func layoutSubviews() {
    label.frame = Rect(x: 8, y: 0, width: max(0, bounds.width - 16), height: bounds.height)
  }
}

/// A row: the job's name, status, progress and message; tracks its own job.
final class JobCell: ListCell {
  var job: Job?

  override func updateConfiguration(using state: State) {
    guard let job else {
      label.text = nil
      return
    }
    let current = job.state.value
    label.text = JobCell.line(name: job.name, current)
  }

  static func line(name: String, _ state: JobState) -> String {
    let percent = "\(Int((state.progress * 100).rounded()))%"
    return [name, state.status.rawValue, percent, state.message]
      .filter { !$0.isEmpty }.joined(separator: "  ")
  }
}

/// One job's details.
@MainActor
final class JobDetailController: Controller {
  let job: Job
  let status = Label()
  let progress = Label()
  let message = Label()

  init(job: Job) {
    self.job = job
    super.init()
    title = job.name
  }

  override func didLoad() {
    for (label, name) in [(status, "status"), (progress, "progress"), (message, "message")] {
      label.identifier = name
      view.addSubview(label)
    }
  }

  override func updateProperties() {
    let state = job.state.value
    status.text = "status: \(state.status.rawValue)"
    progress.text = "progress: \(Int((state.progress * 100).rounded()))%"
    message.text = state.message.isEmpty ? "no message" : "message: \(state.message)"
  }

  override func willLayout() {
    let width = max(0, view.bounds.width - 16)
    for (row, label) in [status, progress, message].enumerated() {
      label.frame = Rect(x: 8, y: Double(row) * 20, width: width, height: 20)
    }
  }
}
