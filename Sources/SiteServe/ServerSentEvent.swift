import Foundation

/// One message of a `text/event-stream` response (the HTML Living
/// Standard's server-sent events): what the live-reload script's
/// `EventSource` receives. Chosen over WebSockets because the stream only
/// goes one way and `EventSource` reconnects by itself when the server
/// restarts.
public struct ServerSentEvent: Sendable, Equatable {
  /// The event's type (`reload`, `failure`); nil for a comment, which the
  /// browser ignores (the heartbeat).
  public let name: String?
  public let data: String

  public init(name: String?, data: String) {
    self.name = name
    self.data = data
  }

  /// The build state as an event: `reload` after a successful build,
  /// `failure` with the diagnostics after a failed one. Both carry the id
  /// of the output being served.
  public init(_ state: BuildEvents.State) {
    struct Payload: Encodable {
      let output: String
      let diagnostics: [String]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json =
      (try? encoder.encode(Payload(output: state.outputID, diagnostics: state.overlay))) ?? Data()
    self.init(name: state.overlay.isEmpty ? "reload" : "failure", data: String(decoding: json, as: UTF8.self))
  }

  /// A comment that keeps the connection busy and finds closed ones.
  public static let heartbeat = ServerSentEvent(name: nil, data: "heartbeat")

  /// The wire form: `event:` and one `data:` line per line of data, then
  /// an empty line.
  public var encoded: [UInt8] {
    let lines = data.split(separator: "\n", omittingEmptySubsequences: false)
    guard let name else { return Array(lines.map { ": \($0)\n" }.joined().appending("\n").utf8) }
    return Array(("event: \(name)\n" + lines.map { "data: \($0)\n" }.joined() + "\n").utf8)
  }
}
