import ArgumentParser
import Diagnostics
import Foundation
import Scenarios
import Site

/// The inputs of issue 24 whose cost a bound now holds: a long name to
/// suggest for, a spring that never settles, a scenario with more orders
/// to explore than anyone could run, and an original method full of `[`
/// that never close. Each is measured at n, 2n, 4n and 8n like the others;
/// where a bound stops the work, the time stops growing with n, and the
/// count the bound is on is printed beside it.
extension AdversarialBenchmark {
  /// A name of `n` characters and a candidate one edit from it.
  static let longNames = Case(name: "suggestion_long_names", largest: 15_000) { n in
    String(repeating: "a", count: n)
  }

  /// A spring with no friction, run for up to `n` virtual seconds.
  static let springNeverSettles = Case(name: "spring_never_settles", largest: 480) { n in
    "hud Pop 1.0.11\nat 0 spring to 300 tension 100 friction 0\nrun until \(n)\n"
  }

  /// Nine HUDs, each hidden by its delay timer and shown again by a block
  /// due at the same instant, beside a display link that copies a
  /// progress object's fraction at every frame, for `n` virtual seconds,
  /// in every order: hundreds of thousands of orders, each as long as n.
  static let exploreOrders = Case(name: "explore_orders", largest: 600) { n in
    """
    replica MBProgressHUD 1.2.0
    at 0 {
      let progressHUD = MBProgressHUD.showHUDAddedTo(root, animated: false)
      progressHUD.mode = .determinate
      progressHUD.progressObject = NSProgress(totalUnitCount: 10)

    """
      + (1...9).map { index in
        """
          let hud\(index) = MBProgressHUD(view: root)
          root.addSubview(hud\(index))
          hud\(index).showAnimated(true)
          hud\(index).hideAnimated(true, afterDelay: \(index))
          after \(index) {
            hud\(index).showAnimated(true)
          }

        """
      }.joined() + "}\nrun until \(n)\nexplore orders\n"
  }

  /// The original's `-[MBProgressHUD commonInit]` as a body of `n` bytes
  /// of messages whose `[` never close (the 80 KB method).
  static let unclosedBrackets = Case(name: "original_unclosed_brackets", largest: 80_000) { n in
    String(repeating: "[self k: \n", count: n / 10)
  }

  func measureBounds() throws {
    if selected(Self.longNames.name) {
      // A thousand suggestions a sample, so that the time is measurable.
      try measure(Self.longNames) { name, _ in
        let candidate = [name + "b"]
        return Measurement.medianSeconds(repetitions: repetitions) {
          for _ in 0..<1_000 { _ = Diagnostic.unknown("symbol", name, among: candidate, line: 1, column: 1) }
        }
      }
    }
    if selected(Self.springNeverSettles.name) {
      try measureScript(Self.springNeverSettles, counting: "records") { Double($0.records.count) }
    }
    if selected(Self.exploreOrders.name) {
      try measureScript(Self.exploreOrders, counting: "orders") { Double($0.exploredOrders ?? 0) }
    }
    if selected(Self.unclosedBrackets.name) {
      try measureOriginal(Self.unclosedBrackets)
    }
  }

  /// Times `entry`'s script at each size, and reports `count` of its run
  /// (`adversarial_CASE_SIZE_WHAT`).
  private func measureScript(_ entry: Case, counting what: String, count: (ScenarioRun) -> Double) throws {
    try measure(entry) { script, size in
      var run: ScenarioRun?
      let seconds = try Measurement.medianSeconds(repetitions: repetitions) {
        run = try Self.simulate(script)
      }
      if let run { Report.figure("adversarial_\(entry.name)_\(size)_\(what)", count(run)) }
      return seconds
    }
  }

  /// Builds the site with a checkout of MBProgressHUD whose
  /// `MBProgressHUD.m` holds `entry`'s body at the line the replica's
  /// `commonInit` names, less the build with a one-line body.
  private func measureOriginal(_ entry: Case) throws {
    let project = try Self.copyProject(root: URL(fileURLWithPath: root))
    defer { try? FileManager.default.removeItem(at: project) }
    let clone = project.appendingPathComponent("clones/MBProgressHUD")
    try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
    let config = project.appendingPathComponent("site/site.yml")
    let replicas = "    replicas: Sources/Replicas/MBProgressHUD\n"
    let settings = try String(contentsOf: config, encoding: .utf8)
    guard settings.contains(replicas) else { throw ValidationError("no MBProgressHUD library in site.yml") }
    try settings.replacingOccurrences(of: replicas, with: replicas + "    checkout: clones/MBProgressHUD\n")
      .write(to: config, atomically: true, encoding: .utf8)
    let replica = try String(
      contentsOf: project.appendingPathComponent("Sources/Replicas/MBProgressHUD/MBProgressHUD.swift"),
      encoding: .utf8)
    guard
      let line = replica.firstMatch(of: /-\[MBProgressHUD commonInit\] MBProgressHUD\.m:(\d+)/)
        .flatMap({ Int($0.1) })
    else { throw ValidationError("no @original for commonInit in the replica") }
    let cache = SiteBuildCache()
    let original = { (body: String) -> String in
      String(repeating: ";\n", count: line - 1) + "- (void)commonInit {\n" + body + "}\n"
    }
    let article = Self.frontMatter + "One line.\n"
    let file = clone.appendingPathComponent("MBProgressHUD.m")
    try original("[self k];\n").write(to: file, atomically: true, encoding: .utf8)
    let baseline = try buildSeconds(article, in: project, cache: cache)
    try measure(entry) { body, _ in
      try original(body).write(to: file, atomically: true, encoding: .utf8)
      return max(try buildSeconds(article, in: project, cache: cache) - baseline, 1e-6)
    }
  }
}
