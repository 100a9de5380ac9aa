import ArgumentParser
import SimKernel
import Workloads

/// `scholia workload`: runs one of the engine's built-in workloads and
/// prints its trace.
struct WorkloadCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "workload",
    abstract: "Run a built-in engine workload and print its trace.",
    discussion: """
      'mixed' exercises every part of the kernel (timers in each mode, a scroll drag, \
      queue hops, background work, perform requests, display links, observers around \
      Core Animation's commit). It is the workload the native/WebAssembly parity test runs.
      """
  )

  enum Workload: String, ExpressibleByArgument, CaseIterable {
    case mixed
  }

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "The workload to run: \(Workload.allCases.map(\.rawValue).joined(separator: ", ")).")
  var workload: Workload

  @Option(
    parsing: .unconditional, help: ArgumentHelp("Rounds of one virtual second each.", valueName: "count"))
  var rounds = MixedWorkload.defaultRounds

  @Option(help: "Trace format: text or json.")
  var format: Format = .text

  @OptionGroup var limits: RunLimitOptions

  func validate() throws {
    guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1 (got \(rounds))") }
  }

  mutating func run() throws {
    let kernel: Kernel
    do {
      kernel = try MixedWorkload.run(rounds: rounds, limits: limits.limits)
    } catch {
      throw CommandFailure(message: error.message)
    }
    print(format == .json ? kernel.trace.json : kernel.trace.text, terminator: "")
  }
}
