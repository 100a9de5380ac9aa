import Diagnostics
import SimKernel
import Testing

@testable import Scenarios

/// A run leaves nothing alive behind it: the kernel, the replica and its
/// views are released when the run's result is all that is left. A cycle
/// here leaks every run — in the page, every press of Run and every move
/// of a slider.
@Suite("Runs release what they made")
struct RunReleaseTests {
  static let scripts =
    RunDeterminismTests.scripts + [
      (
        "sv-shown-again-after-dismiss",
        "hud SVProgressHUD 2.3.1\nat 0 show\nat 0 dismiss\nat 1 show\nrun until 2\n"
      )
    ]

  /// The kernel of one run of `source`, held weakly, once the run is over.
  static func kernelAfterRun(_ source: String) throws -> Kernel? {
    weak var kernel: Kernel?
    try {
      let scenario = try ScenarioParser.parse(source)
      var values: [String: VirtualDuration] = [:]
      for parameter in scenario.parameters { values[parameter.name] = parameter.value }
      let runner = ScenarioRunner(scenario: scenario, values: values, limits: .standard)
      kernel = runner.kernel
      _ = try runner.run(settings: scenario.settings)
    }()
    return kernel
  }

  @Test("the kernel is released after every shipped and adversarial script", arguments: scripts)
  func released(name: String, source: String) throws {
    #expect(try Self.kernelAfterRun(source) == nil, "\(name) kept its kernel alive")
  }
}
