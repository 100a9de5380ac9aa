/// The state of the served output, and the live-reload streams told of
/// each change.
///
/// Each successful build gets a new output id; a failed build keeps the id
/// (the old output is still served) and adds its diagnostics. Pages carry
/// the id they were served with, so a page that missed an event (its
/// stream dropped, the server restarted) still notices on reconnecting,
/// because every new stream starts with the current state.
public actor BuildEvents {
  /// What is served now, and whether the last build failed.
  public struct State: Sendable, Equatable {
    /// Changes with every successful build (and every server run).
    public let outputID: String
    /// The last build's diagnostics as the page's overlay shows them, one
    /// escaped `<li>` each (`Diagnostic.overlayHTML`); empty when it
    /// succeeded.
    public let overlay: [String]
  }

  public private(set) var state: State
  private let run: String
  private var builds = 0
  private var streams: [Int: AsyncStream<ServerSentEvent>.Continuation] = [:]
  private var nextStream = 0

  public init() {
    // Ids from an earlier server run must not match this run's.
    run = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    state = State(outputID: run + "-0", overlay: [])
  }

  /// A build succeeded and its output is in place: a new id, no diagnostics.
  @discardableResult
  public func succeeded() -> State {
    builds += 1
    return publish(State(outputID: "\(run)-\(builds)", overlay: []))
  }

  /// A build failed: the same output, its diagnostics as overlay items.
  @discardableResult
  public func failed(overlay: [String]) -> State {
    publish(State(outputID: state.outputID, overlay: overlay))
  }

  /// The number of open live-reload streams.
  public var streamCount: Int { streams.count }

  /// A new stream, starting with the current state. Slow readers only
  /// miss superseded states: the newest few are kept.
  func subscribe() -> (
    id: Int, events: AsyncStream<ServerSentEvent>, continuation: AsyncStream<ServerSentEvent>.Continuation
  ) {
    let (events, continuation) = AsyncStream.makeStream(
      of: ServerSentEvent.self, bufferingPolicy: .bufferingNewest(8))
    nextStream += 1
    streams[nextStream] = continuation
    continuation.yield(ServerSentEvent(state))
    return (nextStream, events, continuation)
  }

  func unsubscribe(_ id: Int) {
    streams.removeValue(forKey: id)?.finish()
  }

  private func publish(_ new: State) -> State {
    state = new
    for continuation in streams.values { continuation.yield(ServerSentEvent(new)) }
    return new
  }
}
