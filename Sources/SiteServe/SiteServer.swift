import FlyingSocks
import Foundation
import Synchronization

/// The development server: the output folder over HTTP/1.1 on a loopback
/// address, with the live-reload stream at `/__scholia/events`.
///
/// Sockets and readiness (epoll on Linux, kqueue on macOS) come from
/// FlyingSocks, the socket layer of FlyingFox; the HTTP on top is this
/// module's own, because FlyingFox's request parser bounds neither the
/// head's size nor its number of fields and closes the connection on a
/// malformed request instead of answering 400. Each connection is a task,
/// so a slow client or an open event stream holds no one else up.
public final class SiteServer: Sendable {
  public let host: LoopbackHost
  /// The port listened on (the one picked when 0 was asked for).
  public let port: UInt16
  /// The served folder.
  public let folder: URL
  private let listener: Socket
  private let events: BuildEvents
  private let limits: RequestLimits
  private let lifecycle = Mutex(Lifecycle())
  private let slots: ConnectionSlots

  private struct Lifecycle {
    var started = false
    var closed = false
  }

  /// Binds and listens at once (so a port in use is an error here, and
  /// port 0 is known); `run()` then serves.
  public init(
    folder: URL, host: LoopbackHost = .ipv4, port: UInt16 = 8000, events: BuildEvents,
    limits: RequestLimits = RequestLimits()
  ) throws(ServeError) {
    self.folder = folder.standardizedFileURL
    self.host = host
    self.events = events
    self.limits = limits
    self.slots = ConnectionSlots(limits: limits)
    let socket: Socket
    do {
      socket = try host.bind(port: port)
    } catch {
      throw ServeError("cannot listen on \(host.urlHost):\(port): \(error.localizedDescription)")
    }
    do {
      try socket.listen()
      switch try socket.sockname() {
      case .ip4(_, let bound), .ip6(_, let bound): self.port = bound
      case .unix: throw SocketError.unsupportedAddress
      }
    } catch {
      try? socket.close()
      throw ServeError("cannot listen on \(host.urlHost):\(port): \(error.localizedDescription)")
    }
    listener = socket
  }

  deinit { closeListener() }

  /// Raises this process's soft limit on open files to its hard limit, so
  /// that the connection bounds of `RequestLimits` (a page place and a
  /// stream place each hold a descriptor) are what limits the server, not
  /// a soft limit of 1,024 that some systems start with.
  public static func raiseDescriptorLimit() {
    #if os(Linux)
      let resource = Int32(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
    limit.rlim_cur = limit.rlim_max
    _ = setrlimit(resource, &limit)
  }

  /// `http://127.0.0.1:8000/`.
  public var url: String { "http://\(host.urlHost):\(port)/" }

  /// The address the socket is bound to, as the system reports it
  /// (`127.0.0.1` or `::1`).
  public var boundAddress: String {
    switch try? listener.sockname() {
    case .ip4(let address, _): return address
    case .ip6(let address, _): return address
    default: return ""
    }
  }

  /// The page connections being served now.
  public var connectionCount: Int { slots.pages }
  /// The live-reload streams open now.
  public var streamCount: Int { slots.streams }

  /// Serves until the task is cancelled, then closes the listener and
  /// every connection and returns. Runs once.
  public func run() async throws {
    let first = lifecycle.withLock { state in
      defer { state.started = true }
      return !state.started && !state.closed
    }
    guard first else { throw ServeError("the server has already run") }
    defer { closeListener() }
    let pool = SocketPool.make()
    try await pool.prepare()
    let listening = try AsyncSocket(socket: listener, pool: pool)
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await pool.run() }
        group.addTask { try await self.accept(on: listening) }
        defer { group.cancelAll() }
        try await group.next()
      }
    } catch  where Task.isCancelled {
      // Stopping wakes the socket pool with whatever error its poll
      // returns; being asked to stop is not a failure.
    }
  }

  private func accept(on listening: AsyncSocket) async throws {
    try await withThrowingDiscardingTaskGroup { group in
      while true {
        let client: AsyncSocket
        do {
          client = try await listening.accept()
        } catch SocketError.disconnected {
          return
        } catch is SocketError {
          // Out of descriptors, or a connection reset before accept:
          // wait a little rather than spin or stop serving.
          try await Task.sleep(for: .milliseconds(50))
          continue
        }
        let admitted = slots.admitPage()
        let connection = Connection(
          socket: client, folder: folder, events: events, limits: limits, slots: slots)
        group.addTask {
          if admitted {
            await connection.serve()
          } else {
            await connection.refuse(.plain(.serviceUnavailable, "too many connections"))
          }
        }
      }
    }
  }

  private func closeListener() {
    let close = lifecycle.withLock { state in
      defer { state.closed = true }
      return !state.closed
    }
    if close { try? listener.close() }
  }
}
