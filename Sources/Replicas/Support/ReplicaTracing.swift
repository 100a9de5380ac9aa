import SimKernel

/// How replica methods report themselves: every method with an annotation
/// calls `enter(#function)` first, so that the trace shows the calls and the
/// static call graph can be checked against runs.
public protocol ReplicaTracing: AnyObject {
  /// The original class's name, as calls are traced (`MBProgressHUD`).
  static var traceName: String { get }
  var kernel: Kernel { get }
}

extension ReplicaTracing {
  /// Records a call of `method` (pass `#function`: the Swift name, such as
  /// `showAnimated(_:)`).
  public func enter(_ method: StaticString) {
    guard kernel.trace.isRecording else { return }
    kernel.reportCall(object: Self.traceName, method: text(method))
  }

  /// `enter` for class methods, which have no instance to ask for the
  /// kernel.
  public static func enter(_ method: StaticString, _ kernel: Kernel) {
    guard kernel.trace.isRecording else { return }
    kernel.reportCall(object: traceName, method: text(method))
  }

  /// The originals' `NSAssert`/`MBMainThreadAssert`: recorded as a failed
  /// assertion in the trace (the scenario runner reports it); the simulation
  /// goes on, as a release build would.
  public func assertMainThread(_ method: StaticString) {
    guard kernel.currentThread != "main" else { return }
    kernel.note("assertion failed: \(Self.traceName).\(text(method)) must be called on the main thread")
  }
}

func text(_ string: StaticString) -> String {
  string.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
}
