import ArgumentParser
import Foundation
import Site
import SiteServe
import Synchronization

/// `scholia serve`: the site on a loopback address while it is written.
/// Builds once, then serves the output folder and rebuilds whenever an
/// article, a replica source, a scenario or the theme changes; open pages
/// reload after a good build and show the diagnostics of a bad one.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the site on 127.0.0.1, rebuilding and reloading pages as the sources change.",
    discussion: """
      A failed build prints its diagnostics (file:line:col: error: message), shows them over the open pages, \
      and leaves the previous output served. Builds run in a child process: one that crashes is reported \
      like a failed build, and the server goes on. Only loopback addresses are listened on. Ctrl-C stops. See \
      docs/serve.md.
      """
  )

  @OptionGroup var project: ProjectOptions

  @Option(name: [.short, .customLong("output")], help: "The folder built into and served.")
  var output = "_site"

  @Option(help: "The port (0 picks a free one and prints it).")
  var port: UInt16 = 8000

  @Option(help: "The address: 127.0.0.1, ::1 or localhost; nothing that is not loopback.")
  var host = "127.0.0.1"

  @Flag(
    inversion: .prefixedNo,
    help:
      "Include the engine as WebAssembly, rebuilt when its sources change (taken from its cache otherwise).")
  var engine = true

  func run() throws {
    let root = try project.root()
    let layout = ProjectLayout(root: URL(fileURLWithPath: root).standardizedFileURL)
    let folder = URL(
      fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ).standardizedFileURL
    let events = BuildEvents()
    let server: SiteServer
    // The folder is this server's while it runs: no `scholia build` and
    // no other server writes it meanwhile (its builds, in the worker,
    // take the writer lock).
    let lock: OutputLock
    do {
      try OutputFolder(url: folder).check(for: layout)
      lock = try OutputLock.take(.owner, of: OutputFolder(url: folder))
    } catch {
      throw CommandFailure(message: error.description)
    }
    defer { lock.release() }
    SiteServer.raiseDescriptorLimit()
    do throws(ServeError) {
      // Listen before the first build, so that a port in use fails at once.
      server = try SiteServer(
        folder: folder, host: try LoopbackHost(parsing: host), port: port, events: events)
    } catch {
      throw CommandFailure(message: error.message)
    }
    guard let executable = Bundle.main.executableURL else {
      throw CommandFailure(message: "cannot find this program's own file to start its build process")
    }
    let loop = RebuildLoop(
      rebuilder: WorkerRebuilder(
        executable: executable,
        arguments: BuildWorkerCommand.arguments(root: layout.root.path, output: folder, engine: engine)),
      watcher: SourceWatcher(layout: layout), events: events, report: { Self.print($0, root: root) })
    try Self.runUntilInterrupted(server: server, loop: loop, output: output)
  }

  /// Builds, then serves and watches on the concurrency pool while this
  /// (main) thread waits for it; SIGINT or SIGTERM cancels it.
  ///
  /// The two signals are blocked before any other thread exists, so every
  /// thread inherits the mask and the signals stay pending until the
  /// waiting thread takes them with `sigwait` (a signal handler could not
  /// cancel a task).
  private static func runUntilInterrupted(
    server: SiteServer, loop: RebuildLoop<ContinuousClock>, output: String
  ) throws {
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
    let failure = ServerFailure()
    let done = DispatchSemaphore(value: 0)
    let work = Task {
      let snapshot = await loop.buildOnce()
      say("serving \(output) at \(server.url) (Ctrl-C stops)")
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          do {
            try await server.run()
          } catch {
            failure.message.withLock { $0 = "the server stopped: \(error.localizedDescription)" }
          }
        }
        group.addTask { await loop.watch(from: snapshot) }
        await group.next()
        group.cancelAll()
      }
      done.signal()
    }
    let waited = stopSignals
    Thread.detachNewThread {
      var signals = waited
      var received: Int32 = 0
      sigwait(&signals, &received)
      work.cancel()
    }
    done.wait()
    if let message = failure.message.withLock({ $0 }) { throw CommandFailure(message: message) }
    say("stopped")
  }

  /// A line on standard output, unbuffered: a script reading the port
  /// from a pipe must see it while the server runs.
  private static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  private static func print(_ report: RebuildReport, root: String) {
    switch report {
    case .changed(let paths):
      let more = paths.count > 3 ? " and \(paths.count - 3) more" : ""
      say("changed: " + paths.prefix(3).joined(separator: ", ") + more)
    case .finished(.built(let pages, let articles, let files, let seconds)):
      say(
        "built \(pages) pages (\(articles) articles, \(files) files) in "
          + String(format: "%.2f", seconds) + " s")
    case .finished(.failed(let diagnostics)):
      var printer = DiagnosticPrinter(root: root)
      printer.print(diagnostics)
      printError("\(diagnostics.count) problem(s); still serving the previous output")
    }
  }
}

/// Why the server stopped by itself, handed from its task to the waiting
/// main thread.
private final class ServerFailure: Sendable {
  let message = Mutex<String?>(nil)
}
