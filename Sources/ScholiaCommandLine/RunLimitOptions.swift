import ArgumentParser
import SimKernel

extension VirtualDuration: ExpressibleByArgument {
  /// Decimal seconds, exact to the nanosecond: `2`, `0.5`, `1.016666667`.
  public init?(argument: String) {
    self.init(seconds: argument)
  }

  public var defaultValueDescription: String { secondsText }
}

/// The bounds of a run, settable from the command line.
struct RunLimitOptions: ParsableArguments {
  // `.unconditional` so that `--max-time -1` reaches validation ("must not be
  // negative") instead of being read as an unknown flag.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Stop with an error past this virtual time.", valueName: "seconds"))
  var maxTime = VirtualDuration(nanoseconds: RunLimits.standard.maxTime.nanoseconds)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Stop with an error past this many handled events.", valueName: "count"))
  var maxEvents = RunLimits.standard.maxEvents

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Stop with an error past this many display frames.", valueName: "count"))
  var maxFrames = RunLimits.standard.maxFrames

  func validate() throws {
    guard maxTime >= .zero else {
      throw ValidationError("--max-time must not be negative (got \(maxTime.secondsText))")
    }
    guard maxEvents >= 0 else {
      throw ValidationError("--max-events must not be negative (got \(maxEvents))")
    }
    guard maxFrames >= 0 else {
      throw ValidationError("--max-frames must not be negative (got \(maxFrames))")
    }
  }

  var limits: RunLimits {
    RunLimits(maxTime: .zero + maxTime, maxEvents: maxEvents, maxFrames: maxFrames)
  }
}
