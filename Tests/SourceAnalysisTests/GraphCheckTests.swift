import CallGraph
import Diagnostics
import Foundation
import GraphCheck
import Scenarios
import ShippedCatalogs
import SourceAnalysis
import Testing

@Suite("Static vs dynamic call graph")
struct GraphCheckTests {
  /// Every shipped scenario's run, with the call edges it took.
  static func runs() throws -> [(String, ScenarioRun)] {
    let folder = ReplicaSources.root.appendingPathComponent("scenarios")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".scenario")
    }
    .sorted()
    return try names.map { name in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let scenario = try ScenarioParser.parse(text)
      return ("scenarios/" + name, try scenario.run(recordingCallEdges: true))
    }
  }

  @Test("every edge a shipped scenario takes is in the static graph")
  func shippedScenariosPass() throws {
    let check = GraphCheck(index: ReplicaSources.index)
    let runs = try Self.runs()
    #expect(runs.count >= 20)
    var findings: [Diagnostic] = []
    for (name, run) in runs {
      #expect(!run.callEdges.isEmpty, "\(name) recorded no call edges")
      findings += check.check(run.callEdges, source: name)
    }
    #expect(findings.isEmpty, "\(findings.map { $0.rendered }.joined(separator: "\n"))")
  }
}

extension GraphCheckTests {
  /// Key-value observation comes with the scroll views of MJRefresh: until
  /// its scenarios ship, no run observes anything (`KeyValueObservingTests`
  /// checks those edges on a run of its own).
  @Test("the runs exercise every kind of edge, so the check has something to check")
  func runsCoverEdgeKinds() throws {
    let runs = try Self.runs()
    let kinds = Set(runs.flatMap { $0.1.callEdges.map { $0.kind } })
    let observing = runs.contains { $0.0.contains("mjrefresh") }
    #expect(
      kinds
        == Set(CallEdgeKind.allCases).subtracting([.override] + (observing ? [] : [.observes, .notifies])))
  }

  @Test("an edge hidden from the analysis fails the check, at the edge's source, naming the scenario")
  func hiddenEdgeFails() throws {
    let hidden = try ReplicaSources.files().map { file in
      guard file.path.hasSuffix("MBProgressHUD/MBProgressHUD.swift") else { return file }
      let text = file.text.replacingOccurrences(of: "self.handleGraceTimer(timer)", with: "_ = timer")
      #expect(text != file.text)
      return SourceAnalyzer.File(path: file.path, text: text)
    }
    let check = GraphCheck(index: SourceAnalyzer.analyze(hidden))
    let findings = try Self.runs().flatMap { check.check($0.1.callEdges, source: $0.0) }
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(
        finding.message.contains(
          "'timer:MBProgressHUD.graceTimer' → 'MBProgressHUD.handleGraceTimer(_:)' (fires)"))
      #expect(finding.rendered.hasPrefix("Sources/Replicas/MBProgressHUD/MBProgressHUD.swift:"))
    }
    #expect(
      findings.contains {
        $0.message.hasPrefix("scenarios/mbprogresshud-grace-shows-long-task.scenario took")
      })
  }

  /// MJRefresh's components observe their scroll view; a registration the
  /// analysis cannot read (a key path in a variable) leaves the runs'
  /// `observes` and `notifies` edges for the offset without a static match,
  /// whichever class of the family ran them.
  @Test("a key-value registration hidden from the analysis fails the check for both KVO edges")
  func hiddenObservationFails() throws {
    let registration = "scrollView?.addObserver(self, forKeyPath: .contentOffset)"
    let hidden = try ReplicaSources.files().map { file in
      guard file.path.hasSuffix("MJRefresh/MJRefreshComponent.swift") else { return file }
      let text = file.text.replacingOccurrences(
        of: registration,
        with:
          "let offsetPath = ScrollViewKeyPath.contentOffset\n    scrollView?.addObserver(self, forKeyPath: offsetPath)"
      )
      #expect(text != file.text, "MJRefreshComponent.swift no longer has \(registration)")
      return SourceAnalyzer.File(path: file.path, text: text)
    }
    let check = GraphCheck(index: SourceAnalyzer.analyze(hidden))
    let findings = try Self.runs().flatMap { check.check($0.1.callEdges, source: $0.0) }
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(finding.message.contains(".contentOffset'"), "\(finding.message)")
    }
    #expect(findings.contains { $0.message.contains("(observes)") })
    #expect(findings.contains { $0.message.contains("(notifies)") })
    #expect(
      findings.contains {
        $0.rendered.hasPrefix("Sources/Replicas/MJRefresh/MJRefreshComponent.swift:")
          && $0.message.contains("'MJRefreshComponent.addObservers()' → 'kvo:")
      })
  }
}
