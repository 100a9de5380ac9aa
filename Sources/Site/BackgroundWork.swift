import Dispatch
import Synchronization

/// Work started on its own thread now and waited for later: what a build
/// does beside the site (`SiteBuilder.publish`'s extra files).
final class BackgroundWork<Value: Sendable>: Sendable {
  private let outcome = Mutex<Result<Value, any Error>?>(nil)
  private let done = DispatchSemaphore(value: 0)

  init(_ work: @escaping @Sendable () throws -> Value) {
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let result = Result { try work() }
      outcome.withLock { $0 = result }
      done.signal()
    }
  }

  /// The work's outcome, once it has finished.
  func result() -> Result<Value, any Error> {
    done.wait()
    done.signal()
    return outcome.withLock { $0! }
  }
}
