import FlyingSocks
import Foundation

/// The address the development server listens on. Only loopback addresses
/// exist here: the server shows unpublished work and runs no
/// authentication, so it must not be reachable from another machine. A
/// host that is not loopback is refused, not widened or narrowed silently.
public enum LoopbackHost: Sendable, Equatable, CustomStringConvertible {
  /// `127.0.0.1` (also what `localhost` means here).
  case ipv4
  /// `::1`.
  case ipv6

  /// The names accepted on the command line.
  public static let accepted = ["127.0.0.1", "::1", "[::1]", "localhost"]

  /// `127.0.0.1`, `localhost` → IPv4 loopback; `::1` (or `[::1]`) → IPv6
  /// loopback; anything else, `0.0.0.0` and `::` included, is an error.
  public init(parsing text: String) throws(ServeError) {
    switch text.lowercased() {
    case "127.0.0.1", "localhost": self = .ipv4
    case "::1", "[::1]": self = .ipv6
    default:
      throw ServeError(
        "refusing to listen on '\(text)': the server only listens on loopback "
          + "(\(Self.accepted.joined(separator: ", ")))")
    }
  }

  public var description: String {
    switch self {
    case .ipv4: return "127.0.0.1"
    case .ipv6: return "::1"
    }
  }

  /// The host as it appears in a URL (`[::1]` for IPv6).
  public var urlHost: String {
    switch self {
    case .ipv4: return "127.0.0.1"
    case .ipv6: return "[::1]"
    }
  }

  /// A listening socket bound to this host and `port` (0: any free port).
  func bind(port: UInt16) throws -> Socket {
    switch self {
    case .ipv4:
      let socket = try Socket(domain: Int32(sockaddr_in.family))
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
      return socket
    case .ipv6:
      let socket = try Socket(domain: Int32(sockaddr_in6.family))
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: sockaddr_in6.loopback(port: port))
      return socket
    }
  }
}
