import Clocks
import Foundation
import ShippedCatalogs
import Site
import TestSupport
import Testing

@testable import SiteServe

#if canImport(Glibc)
  import Glibc
#endif

/// The server over real loopback sockets, and the rebuild loop on a real
/// project: what a browser and an editor would see.
@Suite("scholia serve", .serialized)
struct ServerTests {
  /// A running server over `folder`, stopped when `body` returns.
  static func serving<T: Sendable>(
    _ folder: URL, events: BuildEvents = BuildEvents(), _ body: @Sendable (UInt16) async throws -> T
  ) async throws -> T {
    let server = try SiteServer(folder: folder, port: 0, events: events)
    let running = Task { try await server.run() }
    defer { running.cancel() }
    return try await body(server.port)
  }

  /// Sends `request` as it is (no normalisation of the path) and reads the
  /// whole answer, which the server ends because the request says close.
  static func blockingExchange(_ request: String, port: UInt16) throws -> String {
    let descriptor = try openSocket(port: port, sending: request)
    defer { close(descriptor) }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { break }
      answer += buffer[..<count]
    }
    return String(decoding: answer, as: UTF8.self)
  }

  /// `exchange` off the concurrency pool: its socket calls block, and the
  /// server answering them runs on that pool (as many threads as cores).
  static func exchange(_ request: String, port: UInt16) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(with: Result { try blockingExchange(request, port: port) })
      }
    }
  }

  static func get(_ target: String, port: UInt16) async throws -> String {
    try await exchange("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
  }

  static func status(_ answer: String) -> String {
    String(answer.prefix { $0 != "\r\n" })
  }

  static func folder(_ files: [String: String]) throws -> URL {
    try TemporaryFolder.make("serve", files: files)
  }

  @Test("pages get the live-reload script as they are served; other files come as they are")
  func servesFiles() async throws {
    let site = try Self.folder([
      "index.html": "<html><body><p>home</p></body></html>\n",
      "assets/site.css": "body { color: black; }\n",
      "articles/a.html": "<p>no body tag</p>\n",
    ])
    defer { try? FileManager.default.removeItem(at: site) }
    try await Self.serving(site) { port in
      let home = try await Self.get("/", port: port)
      #expect(Self.status(home) == "HTTP/1.1 200 OK")
      #expect(home.contains("<p>home</p><script \(LiveReload.marker)>"))
      #expect(home.hasSuffix("</script>\n</body></html>\n"))
      let css = try await Self.get("/assets/site.css", port: port)
      #expect(css.hasSuffix("\r\n\r\nbody { color: black; }\n"))
      #expect(try await Self.get("/articles/a.html", port: port).contains(LiveReload.eventsPath))
      #expect(Self.status(try await Self.get("/articles", port: port)) == "HTTP/1.1 301 Moved Permanently")
      #expect(Self.status(try await Self.get("/missing.html", port: port)) == "HTTP/1.1 404 Not Found")
    }
    #expect(
      try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8).contains("script")
        == false)
  }

  @Test(
    "requests for anything outside the output folder, or hidden in it, are refused",
    arguments: [
      "/../outside.txt", "/%2e%2e/outside.txt", "/assets/..%2F..%2Foutside.txt", "/.staging/x.html",
      "/.git/config",
    ])
  func refusesOutside(_ target: String) async throws {
    let parent = try Self.folder([
      "outside.txt": "secret\n", "site/index.html": "<p>in</p>\n", "site/.git/config": "x",
    ])
    defer { try? FileManager.default.removeItem(at: parent) }
    try await Self.serving(parent.appendingPathComponent("site")) { port in
      let answer = try await Self.get(target, port: port)
      #expect(Self.status(answer).hasPrefix("HTTP/1.1 4"), "\(target): \(Self.status(answer))")
      #expect(!answer.contains("secret"))
    }
  }

  @Test("a Host that is not loopback is refused (DNS rebinding), and so is any method but GET and HEAD")
  func refusesForeignHostsAndMethods() async throws {
    let site = try Self.folder(["index.html": "<p>in</p>\n"])
    defer { try? FileManager.default.removeItem(at: site) }
    try await Self.serving(site) { port in
      let foreign = try await Self.exchange(
        "GET / HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n", port: port)
      #expect(Self.status(foreign).hasPrefix("HTTP/1.1 4"))
      let post = try await Self.exchange(
        "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n", port: port)
      #expect(Self.status(post) == "HTTP/1.1 405 Method Not Allowed")
    }
  }

  @Test(
    "Host is exactly a loopback name with at most a numeric port; absolute-form targets are refused",
    arguments: [
      ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", "200"), ("GET / HTTP/1.1\r\nHost: LOCALHOST:8000\r\n", "200"),
      ("GET / HTTP/1.1\r\nHost: [::1]:65535\r\n", "200"), ("GET / HTTP/1.0\r\n", "200"),
      ("GET / HTTP/1.1\r\nHost: [::1]evil.com\r\n", "403"),
      ("GET / HTTP/1.1\r\nHost: localhost:evil\r\n", "403"),
      ("GET / HTTP/1.1\r\nHost: localhost:\r\n", "403"),
      ("GET / HTTP/1.1\r\nHost: localhost:99999\r\n", "403"),
      ("GET / HTTP/1.1\r\nHost: localhost.evil.com\r\n", "403"),
      ("GET / HTTP/1.1\r\nHost: 127.0.0.1@evil\r\n", "403"),
      ("GET / HTTP/1.1\r\n", "400"), ("GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.com\r\n", "400"),
      ("GET http://evil.com/ HTTP/1.1\r\nHost: 127.0.0.1\r\n", "400"),
      ("GET http://127.0.0.1/ HTTP/1.1\r\nHost: 127.0.0.1\r\n", "400"),
    ])
  func hostHeader(request: String, status: String) async throws {
    let site = try Self.folder(["index.html": "<p>in</p>\n"])
    defer { try? FileManager.default.removeItem(at: site) }
    try await Self.serving(site) { port in
      let answer = try await Self.exchange(request + "Connection: close\r\n\r\n", port: port)
      #expect(Self.status(answer).hasPrefix("HTTP/1.1 " + status), "\(request): \(Self.status(answer))")
    }
  }

  /// A connected socket to the server that sends `prefix` and then waits.
  static func openSocket(port: UInt16, sending prefix: String) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(descriptor >= 0 && connected == 0)
    let bytes = Array(prefix.utf8)
    try #require(send(descriptor, bytes, bytes.count, 0) == bytes.count)
    return descriptor
  }

  /// Reads each socket's answer head, up to its empty line, on a thread
  /// of its own (so that the blocking reads leave the server's tasks their
  /// threads); whether every head came whole.
  static func readHeads(_ descriptors: [Int32]) async -> Bool {
    await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      Thread {
        done.resume(returning: descriptors.allSatisfy(readHead))
      }.start()
    }
  }

  /// Reads from `descriptor` until `\r\n\r\n`; false if it ends first.
  static func readHead(_ descriptor: Int32) -> Bool {
    var tail: [UInt8] = []
    var byte: UInt8 = 0
    while recv(descriptor, &byte, 1, 0) == 1 {
      tail = Array((tail + [byte]).suffix(4))
      if tail == Array("\r\n\r\n".utf8) { return true }
    }
    return false
  }

  @Test(
    "300 slow clients and 300 idle live-reload streams leave a page request answered while they are all held",
    .timeLimit(.minutes(10)))
  func abuse() async throws {
    let site = try Self.folder(["index.html": "<p>in</p>\n"])
    defer { try? FileManager.default.removeItem(at: site) }
    let server = try SiteServer(folder: site, port: 0, events: BuildEvents())
    let running = Task { try await server.run() }
    defer { running.cancel() }
    var sockets: [Int32] = []
    defer { for descriptor in sockets { close(descriptor) } }
    for _ in 0..<300 { sockets.append(try Self.openSocket(port: server.port, sending: "G")) }
    let stream = "GET /__scholia/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
    var streams: [Int32] = []
    for _ in 0..<300 { streams.append(try Self.openSocket(port: server.port, sending: stream)) }
    sockets += streams
    // A stream's answer head comes once it has become a stream; the server
    // takes connections in the order they came, so once the last stream is
    // answered every slow client before it has been taken in too.
    #expect(
      await Self.readHeads(streams), "\(server.connectionCount) connections, \(server.streamCount) streams")
    #expect(server.connectionCount == 300)
    #expect(server.streamCount == 300)
    // The page is answered while every slow client and stream is still
    // held, none of them sending: a server that served them in turn, or
    // dropped them to make room, would fail here, however fast the
    // machine. How long it took is printed, not judged: that depends on
    // the machine's load.
    let clock = ContinuousClock()
    let start = clock.now
    let answer = try await Self.get("/", port: server.port)
    print("page request under 300 slow connections and 300 streams: \(clock.now - start)")
    #expect(Self.status(answer) == "HTTP/1.1 200 OK")
    #expect(server.connectionCount >= 300)
    #expect(server.streamCount == 300)
  }

  /// The test project shared with the site's tests.
  static let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("SiteTests/Malformed/base")

  @Test(
    "an edit rebuilds; a broken article keeps the last good output and tells the pages why",
    .timeLimit(.minutes(10)))
  func rebuildsOnChange() async throws {
    let work = try Self.folder([:])
    defer { try? FileManager.default.removeItem(at: work) }
    let project = work.appendingPathComponent("project")
    try FileManager.default.copyItem(at: Self.base, to: project)
    let layout = ProjectLayout(root: project)
    let output = work.appendingPathComponent("out")
    let (reports, reported) = AsyncStream.makeStream(of: RebuildReport.self)
    let events = BuildEvents()
    let clock = TestClock()
    let loop = RebuildLoop(
      rebuilder: SiteRebuilder(
        layout: layout, replicas: ReplicaRegistry.catalogs, output: OutputFolder(url: output)),
      watcher: SourceWatcher(layout: layout), events: events,
      timing: RebuildTiming(poll: 0.05, quiet: 0.05, maxDelay: 1), clock: clock,
      report: { reported.yield($0) })
    let snapshot = await loop.buildOnce()
    var next = reports.makeAsyncIterator()
    guard case .finished(.built) = await next.next() else {
      Issue.record("the first build failed")
      return
    }
    let firstID = await events.state.outputID
    let articles = try FileManager.default.contentsOfDirectory(atPath: layout.url("articles").path)
    let article = layout.url("articles").appendingPathComponent(try #require(articles.sorted().first))
    let good = try String(contentsOf: article, encoding: .utf8)
    let page = output.appendingPathComponent(
      "articles/" + article.deletingPathExtension().lastPathComponent + ".html")
    let goodPage = try Data(contentsOf: page)

    let watching = Task { await loop.watch(from: snapshot) }
    defer { watching.cancel() }
    // The loop's polls and quiet periods pass in virtual time, 50 ms a
    // step as fast as the loop takes them: the test never sleeps for real.
    let ticking = Task {
      while !Task.isCancelled {
        await clock.advance(by: .milliseconds(50))
        await Task.yield()
      }
    }
    defer { ticking.cancel() }
    // Each edit is written whole (a new file renamed into place), so the
    // watcher never sees it half written: one edit, one change, one build.
    try Data((good + "\nSee [it](symbol:NoSuchSymbol).\n").utf8).write(to: article, options: .atomic)
    guard case .changed(let paths) = await next.next() else {
      Issue.record("no change seen")
      return
    }
    #expect(paths == ["articles/" + article.lastPathComponent])
    guard case .finished(.failed(let diagnostics)) = await next.next() else {
      Issue.record("the broken article built")
      return
    }
    #expect(diagnostics.map(\.message) == ["unknown symbol 'NoSuchSymbol'"])
    #expect(try Data(contentsOf: page) == goodPage)
    // The pages get the overlay form: the message and the article's line
    // with its caret, escaped.
    let failed = await events.state
    #expect(failed.outputID == firstID)
    #expect(failed.overlay.count == 1)
    #expect(failed.overlay.first?.contains("unknown symbol 'NoSuchSymbol'") == true, "\(failed.overlay)")
    #expect(failed.overlay.first?.contains("<pre class=\"excerpt\">") == true)
    #expect(failed.overlay.first?.contains("See [it](symbol:NoSuchSymbol).") == true)

    try Data((good + "\nOne more sentence.\n").utf8).write(to: article, options: .atomic)
    guard case .changed = await next.next(), case .finished(.built) = await next.next() else {
      Issue.record("the fixed article did not build")
      return
    }
    #expect(try String(contentsOf: page, encoding: .utf8).contains("One more sentence."))
    let state = await events.state
    #expect(state.outputID != firstID && state.overlay.isEmpty)
  }
}
