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
  /// The shipped and adversarial scripts, and the inputs with which
  /// LeakSanitizer found a cycle (a driver's completion block holding the
  /// driver; SVProgressHUD inside its own controlView).
  static let scripts = RunDeterminismTests.scripts + ((try? ScenarioFiles.fuzzFindings()) ?? [])

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

  @Test("there are fuzz findings among the scripts")
  func findings() throws {
    #expect(try ScenarioFiles.fuzzFindings().count >= 2)
  }

  @Test(
    "the kernel is released after every shipped and adversarial script and every finding", arguments: scripts)
  func released(name: String, source: String) throws {
    #expect(try Self.kernelAfterRun(source) == nil, "\(name) kept its kernel alive")
  }
}
