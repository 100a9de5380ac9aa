/// A model of Core Animation's implicit transaction and its commit observer.
///
/// On first use Core Animation adds a run-loop observer for `beforeWaiting`
/// and `exit` in the common modes with order 2 000 000, and commits the
/// implicit transaction there: after every observer with a lower order (Pop's
/// animator uses 1 999 999 so that its pending animations are started before
/// the commit). Here the transaction's content is the handlers registered
/// since the last commit; a commit with handlers is traced as `ca.commit`.
public final class CoreAnimationTransaction {
  public static let commitObserverOrder = 2_000_000

  private var owner: KernelOwner
  var kernel: Kernel { owner.kernel }
  private var handlers: [() -> Void] = []
  private var observer: RunLoopObserver?

  init(kernel: Kernel) {
    self.owner = KernelOwner(kernel)
  }

  /// Whether the implicit transaction has work to commit.
  public var hasPendingWork: Bool { !handlers.isEmpty }

  /// Adds work to the implicit transaction; it runs at the next commit.
  public func addCommitHandler(_ handler: @escaping () -> Void) {
    installObserverIfNeeded()
    handlers.append(handler)
  }

  /// `+[CATransaction flush]`: commits now.
  public func flush() {
    commit(activity: [])
  }

  private func installObserverIfNeeded() {
    guard observer == nil else { return }
    let commitObserver = RunLoopObserver(
      kernel: kernel, ref: kernel.makeRef("CATransaction.commit"),
      activities: [.beforeWaiting, .exit], repeats: true, order: Self.commitObserverOrder,
      isSilent: true
    ) { _, activity in
      self.commit(activity: activity)
    }
    observer = commitObserver
    kernel.mainRunLoop.add(commitObserver, forMode: .common)
  }

  /// Runs the handlers registered so far; handlers they register wait for
  /// the next commit.
  private func commit(activity: RunLoopActivity) {
    guard !handlers.isEmpty else { return }
    let committing = handlers
    handlers.removeAll()
    if kernel.trace.isRecording {
      kernel.record(.commit(handlers: committing.count, activity: activity))
    }
    for handler in committing { handler() }
  }

  func tearDown() {
    handlers.removeAll()
    observer?.invalidate()
    observer = nil
  }
}

extension CoreAnimationTransaction {
  /// See `KernelOwner`.
  func kernelReleased() {
    owner.kernelReleased()
  }
}
