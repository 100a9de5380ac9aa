/// Bounds on what one client may make the server hold or wait for. A
/// development server still meets whatever a browser tab, a script or a
/// port scanner sends, and none of it may exhaust memory, connections or
/// time: a request head past these bounds is answered (431, 408, 503) and
/// its connection closed.
public struct RequestLimits: Sendable {
  /// The request line and headers together, in bytes (browsers send ~1 KB).
  public var maxHeadBytes: Int
  /// Header fields in one request.
  public var maxHeaderCount: Int
  /// Seconds to wait for a complete request head, idle keep-alive included:
  /// the read deadline that ends a client sending a byte a second.
  public var headTimeout: Double
  /// Page connections served at once (clients still sending a head
  /// included); more are answered 503 and closed.
  public var maxConnections: Int
  /// Live-reload streams open at once, counted apart from page
  /// connections (`ConnectionSlots`); more are answered 503.
  public var maxEventStreams: Int
  /// Seconds between keep-alive comments on a live-reload stream, which
  /// also find streams whose browser has gone.
  public var heartbeat: Double

  public init(
    maxHeadBytes: Int = 16_384, maxHeaderCount: Int = 100, headTimeout: Double = 10,
    maxConnections: Int = 1024, maxEventStreams: Int = 512, heartbeat: Double = 15
  ) {
    self.maxHeadBytes = maxHeadBytes
    self.maxHeaderCount = maxHeaderCount
    self.headTimeout = headTimeout
    self.maxConnections = maxConnections
    self.maxEventStreams = maxEventStreams
    self.heartbeat = heartbeat
  }
}
