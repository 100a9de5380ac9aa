/// The points in a run-loop turn at which observers are called out, with
/// CoreFoundation's `CFRunLoopActivity` raw values.
public struct RunLoopActivity: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let entry = RunLoopActivity(rawValue: 1 << 0)
  public static let beforeTimers = RunLoopActivity(rawValue: 1 << 1)
  public static let beforeSources = RunLoopActivity(rawValue: 1 << 2)
  public static let beforeWaiting = RunLoopActivity(rawValue: 1 << 5)
  public static let afterWaiting = RunLoopActivity(rawValue: 1 << 6)
  public static let exit = RunLoopActivity(rawValue: 1 << 7)
  public static let allActivities: RunLoopActivity = [
    .entry, .beforeTimers, .beforeSources, .beforeWaiting, .afterWaiting, .exit,
  ]

  /// The name of a single activity, as the trace prints it.
  public var name: String {
    switch self {
    case .entry: return "entry"
    case .beforeTimers: return "beforeTimers"
    case .beforeSources: return "beforeSources"
    case .beforeWaiting: return "beforeWaiting"
    case .afterWaiting: return "afterWaiting"
    case .exit: return "exit"
    default: return "activities(\(rawValue))"
    }
  }
}
