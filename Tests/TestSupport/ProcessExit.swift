#if canImport(Glibc)
  import Glibc

  /// Waiting for a process that is not ours to end, as an event: Linux's
  /// process file descriptor (`pidfd_open`) becomes readable when the
  /// process exits, zombie or not, so the wait needs no polling interval.
  public enum ProcessExit {
    private typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32

    /// `pidfd_open` from the C library (glibc 2.36 has it; Swift's Glibc
    /// module does not declare it).
    nonisolated(unsafe) private static let pidfdOpen: PidfdOpen? = {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pidfd_open") else { return nil }
      return unsafeBitCast(symbol, to: PidfdOpen.self)
    }()

    /// Blocks until process `pid` has ended (true at once if there is no
    /// such process). The ten-minute bound only turns a hang into `false`.
    public static func wait(for pid: Int32) -> Bool {
      guard let pidfdOpen else { preconditionFailure("this C library has no pidfd_open") }
      let descriptor = pidfdOpen(pid, 0)
      guard descriptor >= 0 else { return errno == ESRCH }
      defer { close(descriptor) }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      while true {
        let ready = poll(&entry, 1, 600_000)
        if ready < 0, errno == EINTR { continue }
        return ready == 1
      }
    }
  }
#endif
