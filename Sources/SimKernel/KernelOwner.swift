/// How the kernel's parts — its run loop, main queue, display, Core
/// Animation transaction and animator — refer back to the kernel.
///
/// Not owning: the kernel owns its parts, and a part that retained its
/// kernel would keep every kernel alive for good (Embedded Swift has no
/// `weak`, and no checked `unowned` either). The parts are on every hot
/// path, so the reference costs no retain. The invariant: a part is used
/// only while its kernel lives. A part can be held past that
/// (`let loop = kernel.mainRunLoop` may outlive `kernel`), so the kernel
/// marks its parts when it goes, and every use checks the mark: using a part
/// of a released kernel stops with this message instead of reading freed
/// memory. `KernelLifetimeTests` breaks the invariant on purpose.
struct KernelOwner {
  private unowned(unsafe) let storage: Kernel
  private var isReleased = false

  init(_ kernel: Kernel) {
    storage = kernel
  }

  var kernel: Kernel {
    precondition(!isReleased, "a part of a simulation kernel was used after the kernel was released")
    return storage
  }

  /// Called by the kernel's `deinit`.
  mutating func kernelReleased() {
    isReleased = true
  }
}
