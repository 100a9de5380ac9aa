/// What a request must say of where it is going to be served.
///
/// DNS rebinding: a page on another site that points its own name at
/// 127.0.0.1 sends that name as `Host`, so the Host header must be exactly
/// a loopback name — `127.0.0.1`, `localhost` or `[::1]` — with at most a
/// numeric port, nothing before or after (`[::1]evil.com` and
/// `localhost:evil` are not loopback names). HTTP/1.1 requires one Host
/// header; HTTP/1.0 may omit it. A request target in absolute form
/// (`GET http://host/ HTTP/1.1`) is what a proxy is sent, never this
/// server; it is refused rather than matched against the Host.
enum HostCheck {
  static func refusal(_ head: RequestHead) -> RequestError? {
    guard head.target.hasPrefix("/") else {
      return RequestError(.badRequest, "only origin-form request targets (a path) are served")
    }
    let hosts = head.values("host")
    guard hosts.count <= 1 else { return RequestError(.badRequest, "more than one Host header") }
    guard let host = hosts.first else {
      return head.version == "HTTP/1.0"
        ? nil : RequestError(.badRequest, "HTTP/1.1 requests need a Host header")
    }
    return isLoopback(host) ? nil : RequestError(.forbidden, "Host '\(host)' is not a loopback name")
  }

  /// `NAME` or `NAME:PORT`, NAME a loopback name (case-insensitive), PORT
  /// 1 to 5 digits up to 65535.
  static func isLoopback(_ host: String) -> Bool {
    let lowered = host.lowercased()
    var name = Substring(lowered)
    var port: Substring?
    if lowered.hasPrefix("[") {
      guard let close = lowered.firstIndex(of: "]") else { return false }
      name = lowered[...close]
      let rest = lowered[lowered.index(after: close)...]
      if !rest.isEmpty {
        guard rest.hasPrefix(":") else { return false }
        port = rest.dropFirst()
      }
    } else if let colon = lowered.firstIndex(of: ":") {
      name = lowered[..<colon]
      port = lowered[lowered.index(after: colon)...]
    }
    guard ["127.0.0.1", "localhost", "[::1]"].contains(String(name)) else { return false }
    guard let port else { return true }
    guard (1...5).contains(port.count), port.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(port)
    else {
      return false
    }
    return value <= 65535
  }
}
