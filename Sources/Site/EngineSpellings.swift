/// The engine's calls that stand for UIKit's, Foundation's and Core
/// Foundation's, by the names the originals call them: `kernel.timer(…)`
/// is `+[NSTimer timerWithTimeInterval:…]`, `kernel.mainRunLoop.add(…)` is
/// `-[NSRunLoop addTimer:forMode:]`. The original beside the replica must
/// not list those as calls only the original makes: the difference is one
/// of spelling, not of behaviour.
///
/// Only calls whose meaning the engine keeps are here. `mainRunLoop` does
/// not stand for `currentRunLoop` (off the main thread it is another run
/// loop), and nothing stands for a lock: those stay listed, because they
/// are real differences.
enum EngineSpellings {
  /// For each name the replica's code calls, the original names (before
  /// their first colon) it stands for.
  static let standsFor: [String: [String]] = [
    "timer": ["timerWithTimeInterval"],
    "scheduledTimer": ["scheduledTimerWithTimeInterval"],
    // `kernel.mainRunLoop.add(…)`: the run loop is a property, so the call
    // stands for fetching it too.
    "add": ["addTimer", "addToRunLoop", "CFRunLoopAddObserver", "mainRunLoop", "CFRunLoopGetMain"],
    "invalidate": ["CFRunLoopObserverInvalidate"],
    "observer": ["CFRunLoopObserverCreate", "CFRunLoopObserverCreateWithHandler"],
    "displayLink": ["displayLinkWithTarget"],
    "animate": ["animateWithDuration"],
    // `kernel.mainQueue.async(…)`, likewise.
    "async": [
      "dispatch_async", "addOperationWithBlock", "MJRefreshDispatchAsyncOnMainQueue",
      "dispatch_get_main_queue",
      "mainQueue",
    ],
    "asyncAfter": ["dispatch_after", "MJRefreshDispatchAfter", "dispatch_time", "dispatch_get_main_queue"],
    "perform": ["performSelector"],
    "performOnMainThread": ["performSelectorOnMainThread"],
    "cancelPreviousPerformRequests": ["cancelPreviousPerformRequestsWithTarget"],
    "detachNewThread": ["detachNewThreadSelector"],
    "postNotification": ["postNotificationName"],
    "Point": ["CGPointMake"],
    "Size": ["CGSizeMake"],
    "Rect": ["CGRectMake"],
    "max": ["MAX", "fmax", "fmaxf"],
    "min": ["MIN", "fmin", "fminf"],
    "abs": ["ABS", "fabs", "fabsf"],
  ]

  /// The original names a replica making `calls` makes too, by spelling:
  /// the table's, and `alloc`, `new` and the `init` family when the
  /// replica creates an object (calls a type, a capitalised name, or
  /// `init`), since Swift has no separate allocation.
  static func originalNames(for calls: [String]) -> [String] {
    var names = calls.flatMap { standsFor[$0] ?? [] }
    if calls.contains(where: { $0 == "init" || $0.first?.isUppercase == true }) {
      names += ["alloc", "new", "init", "initWithFrame"]
    }
    return names
  }
}
