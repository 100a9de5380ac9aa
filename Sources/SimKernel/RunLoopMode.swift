/// The run-loop modes the libraries we read depend on.
///
/// UIKit runs the main run loop in `default` mode, and in `tracking` mode
/// (`UITrackingRunLoopMode`) while a scroll view is being dragged. Whatever is
/// registered only for `default` waits during a drag; that is why MBProgressHUD
/// adds its timers to the common modes and why MJRefresh's examples care.
public enum RunLoopMode: UInt8, Sendable {
  case `default` = 1
  case tracking = 2

  public var name: String {
    switch self {
    case .default: return "default"
    case .tracking: return "tracking"
    }
  }

  var mask: RunLoopModes { RunLoopModes(rawValue: rawValue) }
}

/// A set of modes an item is registered in. `common` stands for
/// `NSRunLoopCommonModes`, which on iOS's main thread holds exactly the
/// default and tracking modes.
public struct RunLoopModes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let `default` = RunLoopModes(rawValue: RunLoopMode.default.rawValue)
  public static let tracking = RunLoopModes(rawValue: RunLoopMode.tracking.rawValue)
  public static let common: RunLoopModes = [.default, .tracking]
  /// Work that does not need the run loop (background completions).
  static let anyMode = RunLoopModes(rawValue: 0xFF)

  public func includes(_ mode: RunLoopMode) -> Bool {
    rawValue & mode.rawValue != 0
  }

  public var name: String {
    switch self {
    case .common: return "common"
    case .default: return "default"
    case .tracking: return "tracking"
    default: return "none"
    }
  }
}
