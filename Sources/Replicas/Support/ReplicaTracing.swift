import SimKernel

/// How replica methods report themselves: every method with an annotation
/// starts with `enter(#function)` and `defer { leave() }`, so that the trace
/// shows the calls and the static call graph can be checked against the
/// edges runs take (`CallRecorder`).
public protocol ReplicaTracing: AnyObject {
  /// The original class's name, as calls are traced (`MBProgressHUD`).
  static var traceName: String { get }
  var kernel: Kernel { get }
}

extension ReplicaTracing {
  /// Records a call of `method` (pass `#function`: the Swift name, such as
  /// `showAnimated(_:)`).
  public func enter(_ method: StaticString) {
    guard kernel.isReportingCalls else { return }
    kernel.reportCall(
      object: kernel.scriptName(of: self) ?? Self.traceName, method: kernel.methodName(method),
      type: Self.traceName)
  }

  /// The method that called `enter` returns.
  public func leave() {
    kernel.reportReturn()
  }

  /// `enter` for class methods, which have no instance to ask for the
  /// kernel.
  public static func enter(_ method: StaticString, _ kernel: Kernel) {
    guard kernel.isReportingCalls else { return }
    kernel.reportCall(object: traceName, method: kernel.methodName(method))
  }

  /// `leave` for class methods.
  public static func leave(_ kernel: Kernel) {
    kernel.reportReturn()
  }

  /// Marks a labelled block that is not a method (an operation block on the
  /// main queue): in the trace, not in the call graph.
  public func enterBlock(_ label: String) {
    guard kernel.trace.isRecording else { return }
    kernel.reportBlock(object: kernel.scriptName(of: self) ?? Self.traceName, label: label)
  }

  /// The originals' `NSAssert`/`MBMainThreadAssert`: recorded as a failed
  /// assertion in the trace (the scenario runner reports it); the simulation
  /// goes on, as a release build would.
  public func assertMainThread(_ method: StaticString) {
    guard !Kernel.isMainThread(kernel.currentThread) else { return }
    kernel.note("assertion failed: \(Self.traceName).\(text(method)) must be called on the main thread")
  }
}

func text(_ string: StaticString) -> String {
  string.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
}
