import Diagnostics
import Foundation
import ScenarioCatalog
import Scenarios

/// A library's "Tests" page: each of the original's unit tests in order,
/// what it checks, its restatement as a runnable figure and whether the
/// replica passes it — or the declared reason it does not, or why the test
/// is not restated. Everything is checked: a test neither restated nor
/// listed, a scenario that names no test or an unknown one, a link to
/// another suite, and a failing scenario without a declared difference are
/// build errors.
enum TestsPage {
  static func context(_ suite: OriginalTestSuite, layout: ProjectLayout, replicas: FigureReplicas)
    throws(SiteBuildFailure) -> [String:
    Any]
  {
    let files = layout.files(in: suite.folder, suffix: ".scenario").filter {
      !$0.dropFirst(suite.folder.count + 1).contains("/")
    }
    let made = Parallel.map(files + suite.derived) { file -> Result<ScenarioFigure, SiteBuildFailure> in
      do throws(Diagnostic) {
        return ScenarioFigure.make(
          ScenarioFigure.Script(text: try layout.read(file), file: file, firstLine: 1, shippedFile: file),
          replicas: replicas)
      } catch {
        return .problems([error])
      }
    }
    var diagnostics: [Diagnostic] = []
    var restated: [String: ScenarioFigure] = [:]
    var derived: [ScenarioFigure] = []
    for (index, result) in made.enumerated() {
      let file = index < files.count ? files[index] : suite.derived[index - files.count]
      let figure: ScenarioFigure
      switch result {
      case .success(let made): figure = made
      case .failure(let failure):
        diagnostics += failure.diagnostics
        continue
      }
      guard index < files.count else {
        derived.append(figure)
        continue
      }
      guard let original = figure.run.scenario.original else {
        diagnostics.append(
          Diagnostic(
            file: file, line: 1, column: 1,
            message: "a scenario in a test suite's folder names the test it restates: original NAME \"LINK\"")
        )
        continue
      }
      if !suite.tests.contains(original.name) {
        diagnostics.append(
          Diagnostic.unknown(
            "test of \(suite.library)", original.name, among: suite.tests, file: file, line: original.line,
            column: 1))
      } else if restated[original.name] != nil {
        diagnostics.append(
          Diagnostic(
            file: file, line: original.line, column: 1, message: "'\(original.name)' is restated twice"))
      } else if let source = suite.source, !suite.links(into: original.link) {
        diagnostics.append(
          Diagnostic(
            file: file, line: original.line, column: 1,
            message: suite.moreSources.isEmpty
              ? "the link must point into the suite's file at its commit: \(source)#L…"
              : "the link must point into one of the suite's files at its commit: "
                + ([source] + suite.moreSources).map { $0 + "#L…" }.joined(separator: ", ")))
      } else {
        restated[original.name] = figure
      }
    }
    let listed = suite.notRestated.map { $0.test }
    for test in suite.tests where (restated[test] == nil) == !listed.contains(test) {
      diagnostics.append(
        Diagnostic(
          file: suite.file, line: 1, column: 1,
          message: restated[test] == nil
            ? "'\(test)' is neither restated nor listed under not_restated"
            : "'\(test)' is restated and also listed under not_restated"))
    }
    if !diagnostics.isEmpty { throw SiteBuildFailure(diagnostics: diagnostics) }

    var entries: [[String: Any]] = []
    var passing = 0
    var differing = 0
    for test in suite.tests {
      if let figure = restated[test], let original = figure.run.scenario.original {
        let difference = figure.run.scenario.declaredDifference
        let passed = figure.run.passed
        if passed { passing += 1 } else { differing += 1 }
        entries.append(
          TemplateContext.compact([
            "name": test, "link": original.link, "title": figure.run.scenario.title,
            "verdict": passed ? "passes" : "differs, as declared",
            "verdict_class": passed ? "pass" : "differs",
            "difference": passed ? nil : difference?.reason,
            "figure": figure.html(caption: nil, prefix: "t-" + test + "-"),
          ]))
      } else {
        let reason = suite.notRestated.first { $0.test == test }?.reason ?? ""
        entries.append([
          "name": test, "verdict": "not restated", "verdict_class": "not-restated", "reason": reason,
        ])
      }
    }
    return TemplateContext.compact([
      "library": suite.library, "about": suite.about, "source": suite.source,
      "source_name": suite.source.map { $0.split(separator: "/").suffix(3).joined(separator: "/") },
      "more_sources": suite.moreSources.isEmpty
        ? nil
        : suite.moreSources.map { link in
          ["link": link, "name": String(link.split(separator: "/").last ?? "")]
        },
      "tests": entries, "has_tests": !entries.isEmpty,
      "total": suite.tests.count, "restated": restated.count,
      "passing": "\(passing) \(passing == 1 ? "passes" : "pass")",
      "differing": differing > 0 ? "\(differing) \(differing == 1 ? "differs" : "differ") as declared" : nil,
      "has_derived": !derived.isEmpty,
      "derived": derived.isEmpty
        ? nil
        : derived.enumerated().map { index, figure in
          ["figure": figure.html(caption: nil, prefix: "d\(index)-")]
        },
    ])
  }
}
