import Dispatch
import Foundation

/// Work spread over the machine's cores, results in input order — so the
/// output is the same bytes however the work was scheduled.
enum Parallel {
  static func map<Input, Output>(_ inputs: [Input], _ transform: (Input) -> Output) -> [Output] {
    guard inputs.count > 1 else { return inputs.map(transform) }
    // Each iteration reads its own input and writes its own slot, and
    // `concurrentPerform` returns only when all are done: no two threads
    // touch one element, which the compiler cannot see through closures.
    nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Output?>.allocate(capacity: inputs.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    nonisolated(unsafe) let inputs = inputs
    withoutActuallyEscaping(transform) { transform in
      nonisolated(unsafe) let transform = transform
      DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
        results[index] = transform(inputs[index])
      }
    }
    return results.map { $0! }
  }
}

/// Graphviz keeps global state (its context, its memory arena, error
/// capture), so one figure is laid out at a time, whichever thread asks.
enum GraphvizLock {
  static let lock = NSLock()

  static func run<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
