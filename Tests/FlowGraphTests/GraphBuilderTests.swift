import CallGraph
import Diagnostics
import FlowGraphs
import Foundation
import SourceAnalysis
import Testing

/// The replica sources, analysed once for all tests.
enum Replicas {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let index: SourceIndex = {
    let folder = root.appendingPathComponent("Sources/Replicas")
    let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return SourceAnalyzer.analyze(
      paths.map { path in
        SourceAnalyzer.File(
          path: "Sources/Replicas/" + path,
          text: (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? "")
      })
  }()
}

/// The error a query throws, as text; nil when it builds a graph.
func errorText(_ build: () throws(Diagnostic) -> FlowGraph) -> String? {
  do {
    _ = try build()
    return nil
  } catch {
    return error.text
  }
}

/// `from --kind--> to` by labels, for readable expectations.
func edgeList(_ graph: FlowGraph) -> Set<String> {
  Set(
    graph.edges.map { edge in
      let from = graph.node(edge.from)?.label ?? edge.from
      let to = graph.node(edge.to)?.label ?? edge.to
      return "\(from) -\(edge.kind.rawValue)-> \(to)"
    })
}

@Suite("Graph builders on the replicas")
struct GraphBuilderTests {
  @Test("MBProgressHUD 1.2.0: every path into animateIn, exactly")
  func mbPathsIntoAnimateIn() throws {
    let graph = try GraphBuilder.paths(
      in: Replicas.index, from: .publicAPI, into: "MBProgressHUD.animateIn")
    #expect(
      edgeList(graph) == [
        "showHUDAddedTo(_:animated:) -call-> showAnimated(_:)",
        "hideHUDForView(_:animated:) -call-> hideAnimated(_:)",
        "showAnimated(_:) -schedules-> graceTimer",
        "graceTimer -fires-> handleGraceTimer(_:)",
        "handleGraceTimer(_:) -call-> showUsingAnimation(_:)",
        "showAnimated(_:) -call-> showUsingAnimation(_:)",
        "showUsingAnimation(_:) -call-> animateIn(_:withType:completion:)",
        "hideAnimated(_:) -schedules-> minShowTimer",
        "minShowTimer -fires-> handleMinShowTimer(_:)",
        "handleMinShowTimer(_:) -call-> hideUsingAnimation(_:)",
        "hideAnimated(_:) -call-> hideUsingAnimation(_:)",
        "hideUsingAnimation(_:) -call-> animateIn(_:withType:completion:)",
        "hideAnimated(_:afterDelay:) -schedules-> hideDelayTimer",
        "hideDelayTimer -fires-> handleHideTimer(_:)",
        "handleHideTimer(_:) -call-> hideAnimated(_:)",
      ])
    #expect(graph.node("MBProgressHUD-animateIn-_-withType-completion")?.kind == .target)
    #expect(graph.node("MBProgressHUD-showAnimated-_")?.kind == .entry)
    #expect(graph.warnings.isEmpty)
  }

  @Test("MBProgressHUD 1.2.0: the three timers, who schedules, fires and invalidates each")
  func mbTimers() throws {
    let graph = try GraphBuilder.timers(in: Replicas.index, of: "MBProgressHUD")
    let edges = edgeList(graph)
    for expected in [
      "showAnimated(_:) -schedules-> graceTimer", "graceTimer -fires-> handleGraceTimer(_:)",
      "hideAnimated(_:) -invalidates-> graceTimer",
      "hideAnimated(_:) -schedules-> minShowTimer", "minShowTimer -fires-> handleMinShowTimer(_:)",
      "showAnimated(_:) -invalidates-> minShowTimer",
      "hideAnimated(_:afterDelay:) -schedules-> hideDelayTimer",
      "hideDelayTimer -fires-> handleHideTimer(_:)",
      "hideAnimated(_:afterDelay:) -invalidates-> hideDelayTimer",
      "showUsingAnimation(_:) -invalidates-> hideDelayTimer",
      "hideUsingAnimation(_:) -invalidates-> hideDelayTimer",
    ] {
      #expect(edges.contains(expected), "\(expected)")
    }
    let grace = graph.edges.first {
      $0.kind == .callGraph(.fires) && $0.from == "timer-MBProgressHUD-graceTimer"
    }
    #expect(grace?.label == "only when !finished")
    let minShow = graph.edges.first {
      $0.kind == .callGraph(.fires) && $0.from == "timer-MBProgressHUD-minShowTimer"
    }
    #expect(minShow?.label == nil)
  }
}
