import Foundation

/// Runs jobs that wait for one another, several at a time: each starts as
/// soon as the jobs it needs have finished and a place is free, the ready
/// ones in the order given. After a failure no job starts; the running ones
/// are waited for and the first failure is thrown.
final class JobRunner: @unchecked Sendable {
  struct Job: Sendable {
    let name: String
    /// Indices of the jobs that must finish first.
    let needs: [Int]
    let work: @Sendable () throws(WasmBuildError) -> Void
  }

  private enum State { case waiting, running, done }

  private let jobs: [Job]
  private let width: Int
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var states: [State]
  private var seconds: [Double]
  private var running = 0
  private var failure: WasmBuildError?

  private init(jobs: [Job], width: Int) {
    self.jobs = jobs
    self.width = max(1, width)
    states = Array(repeating: .waiting, count: jobs.count)
    seconds = Array(repeating: 0, count: jobs.count)
  }

  /// Runs every job, `width` at most at once; returns each job's wall time
  /// in seconds, in the jobs' order.
  static func run(_ jobs: [Job], width: Int) throws(WasmBuildError) -> [Double] {
    try JobRunner(jobs: jobs, width: width).run()
  }

  private func run() throws(WasmBuildError) -> [Double] {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if failure == nil { startReadyJobs() }
      if running == 0 {
        if let failure { throw failure }
        if states.allSatisfy({ $0 == .done }) { return seconds }
        let stuck = jobs.indices.filter { states[$0] == .waiting }.map { jobs[$0].name }
        throw .fileSystem("build jobs wait for one another: \(stuck.joined(separator: ", "))")
      }
      condition.wait()
    }
  }

  private func startReadyJobs() {
    for index in jobs.indices where running < width && states[index] == .waiting {
      guard jobs[index].needs.allSatisfy({ states[$0] == .done }) else { continue }
      states[index] = .running
      running += 1
      Thread.detachNewThread { [self] in perform(index) }
    }
  }

  private func perform(_ index: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    var error: WasmBuildError?
    do {
      try jobs[index].work()
    } catch let thrown {
      error = thrown
    }
    let (whole, fraction) = (clock.now - start).components
    condition.lock()
    seconds[index] = Double(whole) + Double(fraction) / 1e18
    states[index] = error == nil ? .done : .waiting
    if failure == nil { failure = error }
    running -= 1
    condition.signal()
    condition.unlock()
  }
}
