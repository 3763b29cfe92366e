import Foundation
import HeadlessKit

/// What the screen shows of one job.
struct JobState: Equatable, Sendable {
  var status: JobStatus = .queued
  var progress: Double = 0
  var message: String = ""
  /// Whether any input line named this job (a job made by `--open` alone has none).
  var hasEvents = false
}

/// One job: its state lives in a `SharedState`, because the input thread writes it while
/// the screen's hooks read it on the main actor.
final class Job: Sendable {
  let name: String
  let state = SharedState(JobState())
  init(name: String) { self.name = name }
}

/// Every job seen so far, in order of first appearance. Written by the input thread,
/// read by the controllers' tracked hooks.
final class JobBoard: Sendable {
  /// The job names in order; hooks that read it re-run when a job is added.
  let names = SharedState<[String]>([])
  /// The lookup table; guarded by a lock of its own (it is not observed: `names` is).
  private let jobs = NSLockedDictionary()

  /// The job with this name, created (queued, with no progress) when it is new.
  func job(named name: String) -> Job {
    let (job, isNew) = jobs.lookUpOrInsert(name) { Job(name: name) }
    if isNew { names.update { $0.append(name) } }
    return job
  }

  /// The names of the jobs some input line named, in order of first appearance.
  var namesWithEvents: [String] {
    names.value.filter { job(named: $0).state.value.hasEvents }
  }

  /// Applies one event from the input.
  func apply(_ event: JobEvent) {
    job(named: event.job).state.update { state in
      state.hasEvents = true
      state.status = event.status
      if let progress = event.progress { state.progress = progress }
      if let message = event.message { state.message = message }
    }
  }
}

/// A dictionary behind a lock: the one piece of shared state here that is not observed.
private final class NSLockedDictionary: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String: Job] = [:]

  func lookUpOrInsert(_ name: String, make: () -> Job) -> (Job, isNew: Bool) {
    lock.withLock {
      if let job = storage[name] { return (job, false) }
      let job = make()
      storage[name] = job
      return (job, true)
    }
  }
}
