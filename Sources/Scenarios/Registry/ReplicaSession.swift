import SimKernel

/// One replica in one run, as its catalog's closures see it: the kernel,
/// the root view the script's `view` means, the edition chosen, and the
/// instance the commands address (a command such as `showHUDAddedTo` may
/// replace it).
public final class ReplicaSession {
  public let kernel: Kernel
  public let root: SimView
  /// The edition's word (`1.2.0`, `code`).
  public let edition: String
  private var current: AnyObject?

  init(kernel: Kernel, root: SimView, edition: String) {
    self.kernel = kernel
    self.root = root
    self.edition = edition
  }

  /// The addressed instance, as the catalog's type. The catalog's `start`
  /// sets it before anything else runs, so a missing or mistyped instance
  /// is a bug in the catalog, not in a script.
  public func instance<Instance: AnyObject>(_ type: Instance.Type) -> Instance {
    guard let instance = current as? Instance else {
      fatalError("a catalog's start did not make the instance its commands address")
    }
    return instance
  }

  public func address(_ instance: AnyObject) {
    current = instance
  }

  /// Reports a block of the app's (a completion, a delegate callback) as a
  /// call, so that scenarios can count it. Closures that call this hold the
  /// kernel, not the session: the session holds the HUD, and a HUD holding
  /// its session would be a cycle that outlives the run.
  public static func reporter(_ kernel: Kernel, object: String, label: String) -> () -> Void {
    { kernel.reportBlock(object: object, label: label) }
  }
}
