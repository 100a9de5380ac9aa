import Site

/// Watches the build's inputs and rebuilds after each burst of changes,
/// telling the live-reload streams how each build went.
///
/// A burst (an editor writing a file and its backup, a `git checkout`)
/// becomes one build: after a change the loop waits until a poll sees
/// nothing new for `quiet` seconds, but no longer than `maxDelay`. Changes
/// made while a build runs are caught by the next poll, because each build
/// is compared against the snapshot taken before it started.
///
/// Polls and quiet periods are waited on `clock`: the continuous clock when
/// serving, a test clock in tests, which then advance time themselves
/// instead of sleeping for real.
public struct RebuildLoop<C: Clock>: Sendable where C.Duration == Duration {
  public let rebuilder: any Rebuilding
  public let watcher: SourceWatcher
  public let events: BuildEvents
  public let timing: Timing
  public let clock: C
  private let report: @Sendable (Report) -> Void

  public typealias Timing = RebuildTiming
  public typealias Report = RebuildReport

  public init(
    rebuilder: any Rebuilding, watcher: SourceWatcher, events: BuildEvents, timing: Timing = Timing(),
    clock: C, report: @escaping @Sendable (Report) -> Void
  ) {
    self.rebuilder = rebuilder
    self.watcher = watcher
    self.events = events
    self.timing = timing
    self.clock = clock
    self.report = report
  }

  /// Builds once, publishes the outcome, and returns the snapshot of the
  /// inputs taken before the build (to watch from).
  public func buildOnce() async -> SourceWatcher.Snapshot {
    let snapshot = watcher.snapshot()
    await build()
    return snapshot
  }

  /// Rebuilds on every change after `snapshot` until the task is cancelled.
  public func watch(from snapshot: SourceWatcher.Snapshot) async {
    var seen = snapshot
    while !Task.isCancelled {
      guard await pause(timing.poll) else { return }
      var current = watcher.snapshot()
      guard current != seen else { continue }
      // Debounce: wait for a quiet poll, within maxDelay.
      let deadline = clock.now.advanced(by: .seconds(timing.maxDelay))
      while clock.now < deadline {
        guard await pause(timing.quiet) else { return }
        let next = watcher.snapshot()
        if next == current { break }
        current = next
      }
      report(.changed(current.changes(since: seen)))
      seen = current
      await build()
    }
  }

  private func build() async {
    let outcome = await rebuilder.rebuild()
    switch outcome {
    case .built: await events.succeeded()
    case .failed(let diagnostics):
      var sources = DiagnosticSources(root: watcher.root)
      await events.failed(overlay: diagnostics.map { $0.overlayHTML(source: sources.text(of: $0.file)) })
    }
    report(.finished(outcome))
  }

  /// Sleeps; false once the task is cancelled.
  private func pause(_ seconds: Double) async -> Bool {
    do {
      try await clock.sleep(for: .seconds(seconds))
      return true
    } catch {
      return false
    }
  }
}

extension RebuildLoop where C == ContinuousClock {
  /// A loop on the continuous clock, as `scholia serve` runs it.
  public init(
    rebuilder: any Rebuilding, watcher: SourceWatcher, events: BuildEvents, timing: Timing = Timing(),
    report: @escaping @Sendable (Report) -> Void
  ) {
    self.init(
      rebuilder: rebuilder, watcher: watcher, events: events, timing: timing, clock: ContinuousClock(),
      report: report)
  }
}

/// Polling and debouncing of a `RebuildLoop`, in seconds.
public struct RebuildTiming: Sendable {
  public var poll: Double
  public var quiet: Double
  public var maxDelay: Double

  public init(poll: Double = 0.25, quiet: Double = 0.2, maxDelay: Double = 2) {
    self.poll = poll
    self.quiet = quiet
    self.maxDelay = maxDelay
  }
}

/// What a `RebuildLoop` tells its user (the command prints it).
public enum RebuildReport: Sendable {
  /// Files changed; a build starts.
  case changed([String])
  case finished(BuildOutcome)
}
