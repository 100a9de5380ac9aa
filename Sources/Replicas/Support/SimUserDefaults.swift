import SimKernel

/// `[NSUserDefaults standardUserDefaults]`, for the values replicas keep
/// there: dates by key. One store per kernel (a kernel is one app, and one
/// launch of it: nothing persists between runs).
///
/// @original NSUserDefaults (Foundation)
public final class SimUserDefaults {
  private var dates: [String: SimDate] = [:]

  public init() {}

  /// `+[NSUserDefaults standardUserDefaults]` of `kernel`'s app.
  public static func standard(_ kernel: Kernel) -> SimUserDefaults {
    kernel.singleton("NSUserDefaults.standardUserDefaults") { SimUserDefaults() }
  }

  /// `-setObject:forKey:` with a date; `nil` removes the value.
  public func set(_ date: SimDate?, forKey key: String) {
    dates[key] = date
  }

  /// `-objectForKey:` for a date: `nil` when nothing is stored.
  public func date(forKey key: String) -> SimDate? {
    dates[key]
  }

  /// `-synchronize`: the store is already where reads find it.
  @discardableResult
  public func synchronize() -> Bool {
    true
  }
}
