import Diagnostics
import FlowGraphs
import Foundation
import Scenarios
import SourceAnalysis

/// The gallery: every graph of `GraphCatalog` and every shipped scenario's
/// timeline, drawn at build time.
enum GalleryPage {
  static func context(index: SourceIndex, layout: ProjectLayout) throws(SiteBuildFailure) -> [String: Any] {
    var diagnostics: [Diagnostic] = []
    var graphs: [[String: Any]] = []
    do throws(Diagnostic) {
      for entry in try GraphCatalog.all(in: index) {
        do throws(GraphvizError) {
          let figure = try GraphFigure.html(entry.graph, caption: nil, prefix: entry.name + "-")
          graphs.append(["name": entry.name, "figure": figure])
        } catch {
          diagnostics.append(
            Diagnostic(file: layout.replicas, line: 0, column: 0, message: "Graphviz: \(error)"))
        }
      }
    } catch {
      diagnostics.append(Diagnostic(file: layout.replicas, line: 0, column: 0, message: error.text))
    }
    let files = layout.files(in: layout.scenarios, suffix: ".scenario")
    let figures = Parallel.map(files) { file -> Result<[String: Any], SiteBuildFailure> in
      let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      do throws(Diagnostic) {
        let script = ScenarioFigure.Script(
          text: try layout.read(file), file: file, firstLine: 1, shippedFile: file)
        return ScenarioFigure.make(script).map { figure in
          ["name": name, "figure": figure.html(caption: nil, prefix: name + "-")]
        }
      } catch {
        return .problems([error])
      }
    }
    var scenarios: [[String: Any]] = []
    for figure in figures {
      switch figure {
      case .success(let entry): scenarios.append(entry)
      case .failure(let failure): diagnostics += failure.diagnostics
      }
    }
    if !diagnostics.isEmpty { throw SiteBuildFailure(diagnostics: diagnostics) }
    return ["graphs": graphs, "scenarios": scenarios]
  }
}
