import Foundation

/// Runs work on a thread with a small stack, as a native stand-in for the
/// page module's: recursion that the input controls overflows it and
/// crashes the test process, where the code is meant to be iterative or
/// bounded.
public enum OnSmallStack {
  public static func run<T: Sendable>(bytes: Int, _ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = body()
      done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
    guard let value = box.value else { preconditionFailure("the thread ended without a value") }
    return value
  }
}

/// The thread's result, written once before the semaphore is signalled and
/// read after it.
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
