import SimKernel

extension Kernel {
  /// Reports a block of the app's (a completion, a delegate callback) as a
  /// call, so that scenarios can count it. The closure holds the kernel
  /// only: the replica holds the block, and a block holding the replica's
  /// scene would be a cycle that outlives the run.
  public func blockReporter(object: String, label: String) -> () -> Void {
    { [self] in reportBlock(object: object, label: label) }
  }
}
