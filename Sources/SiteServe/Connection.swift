import Escaping
import FlyingSocks
import Foundation
import Markdown

/// One client connection: requests read one after another (keep-alive,
/// pipelining), each answered in order, until the client closes, a
/// request asks to close, or something is wrong with what it sent. A
/// request for the event stream turns the connection into that stream.
///
/// Every way a request can be bad ends in a response with its status (400,
/// 403, 405, 408, 431, 505), never in a crash of the server: the worst a
/// client can do is lose its own connection.
struct Connection: Sendable {
  let socket: AsyncSocket
  let folder: URL
  let events: BuildEvents
  let limits: RequestLimits
  let slots: ConnectionSlots

  /// Serves the connection, which holds a page place until it returns (or
  /// becomes a live-reload stream, which holds a stream place instead).
  func serve() async {
    var isStream = false
    defer {
      try? socket.close()
      slots.leave(asStream: isStream)
    }
    var reader = HeadReader(socket: socket, limits: limits)
    while !Task.isCancelled {
      let head: RequestHead
      switch await nextHead(reader) {
      case .timedOut(let partial):
        if partial { await send(.plain(.requestTimeout, "the request head took too long"), for: nil) }
        return
      case .refused(let error):
        await send(.plain(error.status, error.reason), for: nil)
        return
      case .closed:
        return
      case .truncated:
        await send(.plain(.badRequest, "the connection ended inside a request head"), for: nil)
        return
      case .head(let bytes, let next):
        reader = next
        do throws(RequestError) {
          head = try RequestHead(parsing: bytes, limits: limits)
        } catch {
          await send(.plain(error.status, error.reason), for: nil)
          return
        }
      }
      if isEventStream(head), HostCheck.refusal(head) == nil {
        guard slots.becomeStream() else {
          await send(.plain(.serviceUnavailable, "too many live-reload streams"), for: head)
          return
        }
        isStream = true
        await streamEvents(head)
        return
      }
      guard await send(await respond(to: head), for: head), head.keepsAlive, !head.declaresBody else {
        return
      }
    }
  }

  /// Answers without reading a request (the server is full) and closes.
  func refuse(_ response: HTTPResponse) async {
    defer { try? socket.close() }
    await send(response, for: nil)
  }

  // MARK: Reading

  /// What waiting for the next head gave.
  private enum NextHead: Sendable {
    case head([UInt8], HeadReader)
    case closed
    case truncated
    case refused(RequestError)
    case timedOut(partial: Bool)
  }

  /// The next head, or what happened instead, within `headTimeout`.
  private func nextHead(_ reader: HeadReader) async -> NextHead {
    await withTaskGroup(of: NextHead?.self) { group in
      group.addTask {
        var reader = reader
        do {
          switch try await reader.next() {
          case .head(let bytes): return .head(bytes, reader)
          case .closed: return .closed
          case .truncated: return .truncated
          }
        } catch let error as RequestError {
          return .refused(error)
        } catch is CancellationError {
          return .timedOut(partial: reader.hasPartialHead)
        } catch {
          // A socket error: the client is gone.
          return .closed
        }
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(limits.headTimeout))
        return nil
      }
      var outcome: NextHead?
      for await result in group {
        if let result {
          outcome = result
          group.cancelAll()
        } else if outcome == nil {
          // The deadline passed first: cancel the read, which then
          // reports whether part of a head had arrived.
          group.cancelAll()
        }
      }
      return outcome ?? .closed
    }
  }

  // MARK: Routing

  private func isEventStream(_ head: RequestHead) -> Bool {
    guard head.method == "GET", case .success(let (_, segments)) = SitePath.decode(head.target) else {
      return false
    }
    return "/" + segments.joined(separator: "/") == LiveReload.eventsPath
  }

  func respond(to head: RequestHead) async -> HTTPResponse {
    if let refusal = HostCheck.refusal(head) { return .plain(refusal.status, refusal.reason) }
    guard head.method == "GET" || head.method == "HEAD" else {
      return .plain(.methodNotAllowed, "only GET and HEAD are served", fields: [("Allow", "GET, HEAD")])
    }
    if case .success(let (_, segments)) = SitePath.decode(head.target), segments.first == "__scholia" {
      return .plain(.notFound, "no such server endpoint")
    }
    // The id is read before the file: a rebuild swaps the files in before
    // it publishes the new id, so a page can only be newer than its id
    // (and reload once more), never older (and miss the reload).
    let outputID = await events.state.outputID
    switch SitePath.resolve(head.target, in: folder) {
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path) else { return notFound(head, outputID) }
      let type = MediaType.of(path: path)
      let body =
        MediaType.isHTML(type) ? LiveReload.inject(into: Array(data), outputID: outputID) : Array(data)
      return HTTPResponse(status: .ok, fields: [("Content-Type", type)], body: body)
    case .redirect(let location):
      return .plain(.movedPermanently, "the folder is at \(location)", fields: [("Location", location)])
    case .notFound:
      return notFound(head, outputID)
    case .refused(let error):
      return .plain(error.status, error.reason)
    }
  }

  /// A page, so that it carries the live-reload script: a page that does
  /// not exist yet (a new article that fails to build) reloads when a
  /// build makes it, and shows the build's diagnostics meanwhile.
  private func notFound(_ head: RequestHead, _ outputID: String) -> HTTPResponse {
    let page = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>404 Not Found</title></head>
      <body><h1>Not found</h1><p>Nothing is built at <code>\(HTMLEscape.text(head.target))</code>.</p></body></html>

      """
    return HTTPResponse(
      status: .notFound, fields: [("Content-Type", "text/html; charset=utf-8")],
      body: LiveReload.inject(into: Array(page.utf8), outputID: outputID))
  }

  // MARK: Writing

  /// Writes `response` (without its body for HEAD); false if the client
  /// has gone. Responses to a bad or unread request close the connection.
  @discardableResult
  private func send(_ response: HTTPResponse, for head: RequestHead?) async -> Bool {
    let keepAlive = head.map { $0.keepsAlive && !$0.declaresBody } ?? false
    var bytes = response.head(contentLength: response.body.count, keepAlive: keepAlive)
    if head?.method != "HEAD" { bytes += response.body }
    do {
      try await socket.write(Data(bytes))
      return true
    } catch {
      return false
    }
  }

  /// The live-reload stream: the current state at once, then each new
  /// state, with heartbeats between, until the browser goes away (seen as
  /// the end of its side of the connection, or a failed write) or the
  /// server stops.
  private func streamEvents(_ head: RequestHead) async {
    let response = HTTPResponse(status: .ok, fields: [("Content-Type", "text/event-stream")])
    let start = response.head(contentLength: nil, keepAlive: false) + Array("retry: 1000\n\n".utf8)
    guard (try? await socket.write(Data(start))) != nil else { return }
    let (id, stream, continuation) = await events.subscribe()
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        // The browser sends nothing more; its end of the stream means it left.
        while (try? await socket.read(atMost: 1024)) != nil {}
      }
      group.addTask {
        while (try? await Task.sleep(for: .seconds(limits.heartbeat))) != nil {
          continuation.yield(.heartbeat)
        }
      }
      group.addTask {
        for await event in stream {
          guard (try? await socket.write(Data(event.encoded))) != nil else { return }
        }
      }
      await group.next()
      group.cancelAll()
    }
    await events.unsubscribe(id)
  }
}
