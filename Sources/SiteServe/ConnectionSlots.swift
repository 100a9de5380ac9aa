import Synchronization

/// How many connections the server holds, counted in two pools: page
/// connections (requests, and clients still sending a head) and live-reload
/// streams (a browser tab each, open for as long as the tab is). Counted
/// apart so that open tabs can never use up the places of page requests,
/// nor slow clients those of tabs; each pool is bounded (`RequestLimits`).
final class ConnectionSlots: Sendable {
  private struct Counts {
    var pages = 0
    var streams = 0
  }

  private let counts = Mutex(Counts())
  private let limits: RequestLimits

  init(limits: RequestLimits) {
    self.limits = limits
  }

  /// Takes a page place for a new connection; false when all are taken.
  func admitPage() -> Bool {
    counts.withLock { counts in
      guard counts.pages < limits.maxConnections else { return false }
      counts.pages += 1
      return true
    }
  }

  /// Moves a page connection that asked for the event stream into the
  /// stream pool; false (and it stays a page) when that pool is full.
  func becomeStream() -> Bool {
    counts.withLock { counts in
      guard counts.streams < limits.maxEventStreams else { return false }
      counts.pages -= 1
      counts.streams += 1
      return true
    }
  }

  func leave(asStream: Bool) {
    counts.withLock { counts in
      if asStream { counts.streams -= 1 } else { counts.pages -= 1 }
    }
  }

  var pages: Int { counts.withLock { $0.pages } }
  var streams: Int { counts.withLock { $0.streams } }
}
