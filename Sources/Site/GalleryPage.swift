import Diagnostics
import FlowGraphs
import Foundation
import ScenarioCatalog
import Scenarios
import SourceAnalysis

/// The gallery: every graph of `GraphCatalog` and every shipped scenario's
/// timeline, drawn at build time, grouped by library and then by kind, with
/// an index at the top and, under each figure, links to the sections of
/// the articles that show the same thing.
package enum GalleryPage {
  /// Every figure, drawn. What the articles show is not needed, so a
  /// build can keep these while articles change.
  static func figures(
    index: SourceIndex, layout: ProjectLayout, replicas: FigureReplicas, config: SiteConfig
  ) throws(SiteBuildFailure)
    -> [GalleryFigure]
  {
    var files: [String: String] = [:]
    for type in index.types where files[type.name] == nil { files[type.name] = type.location.file }
    func library(_ types: some Sequence<String>) -> GalleryFigure.Library {
      .of(types: types, files: files, config: config, replicaRoot: layout.replicas)
    }
    var diagnostics: [Diagnostic] = []
    var graphs: [GalleryFigure] = []
    let links = GraphFigure.links(SymbolAnchors(index: index, replicaRoot: layout.replicas), root: "")
    do throws(Diagnostic) {
      for entry in try GraphCatalog.all(in: index) {
        do throws(GraphvizError) {
          let figure = try GraphFigure.html(entry.graph, caption: nil, prefix: entry.name + "-", links: links)
          let types = entry.graph.nodes.compactMap { node in
            (node.group ?? node.symbol).map { String($0.prefix { $0 != "." && $0 != "(" }) }
          }
          graphs.append(
            GalleryFigure(
              name: entry.name, html: figure, subject: .graph(entry.graph.kind, title: entry.graph.title),
              library: library(types), kind: GalleryKind(entry.graph.kind)))
        } catch {
          diagnostics.append(
            Diagnostic(file: layout.replicas, line: 0, column: 0, message: "Graphviz: \(error)"))
        }
      }
    } catch {
      diagnostics.append(Diagnostic(file: layout.replicas, line: 0, column: 0, message: error.text))
    }
    let scenarioFiles = layout.files(in: layout.scenarios, suffix: ".scenario")
    let figures = Parallel.map(scenarioFiles) { file -> Result<GalleryFigure, SiteBuildFailure> in
      let name = anchor(scenario: file, in: layout.scenarios)
      do throws(Diagnostic) {
        let script = ScenarioFigure.Script(
          text: try layout.read(file), file: file, firstLine: 1, shippedFile: file)
        return ScenarioFigure.make(script, replicas: replicas).map { figure in
          GalleryFigure(
            name: name, html: figure.html(caption: nil, prefix: name + "-"), subject: .scenario(file: file),
            library: library([figure.run.scenario.replica.catalog.inventory.traceName]), kind: .scenarios)
        }
      } catch {
        return .problems([error])
      }
    }
    var scenarios: [GalleryFigure] = []
    for figure in figures {
      switch figure {
      case .success(let figure): scenarios.append(figure)
      case .failure(let failure): diagnostics += failure.diagnostics
      }
    }
    if !diagnostics.isEmpty { throw SiteBuildFailure(diagnostics: diagnostics) }
    return graphs + scenarios
  }

  /// The page's context: `figures` grouped, each with the sections of
  /// `articles` (in the site's order) that show the same thing.
  static func context(_ figures: [GalleryFigure], articles: [ArticleEntry]) -> [String: Any] {
    var shownIn: [FigureUse.Subject: [[String: Any]]] = [:]
    for article in articles {
      var seen: Set<FigureUse> = []
      for use in article.figures where seen.insert(use).inserted {
        shownIn[use.subject, default: []].append([
          "url": article.url + (use.section.map { "#" + $0.id } ?? ""),
          "article": article.frontMatter.title, "section": use.section?.text ?? "",
        ])
      }
    }
    let libraries = Dictionary(grouping: figures, by: \.library)
    let groups = libraries.keys.sorted().map { library -> [String: Any] in
      let id = "library-" + slug(library.name)
      let kinds = Dictionary(grouping: libraries[library]!, by: \.kind)
      return [
        "id": id, "library": library.name, "count": libraries[library]!.count,
        "kinds": kinds.keys.sorted().map { kind -> [String: Any] in
          [
            "id": id + "-" + kind.slug, "title": kind.title, "count": kinds[kind]!.count,
            "figures": kinds[kind]!.map { figure -> [String: Any] in
              let uses = shownIn[figure.subject] ?? []
              return ["name": figure.name, "figure": figure.html, "has_uses": !uses.isEmpty, "uses": uses]
            },
          ]
        },
      ]
    }
    return ["groups": groups, "count": figures.count]
  }

  /// A scenario's anchor: its file's name, led by its folders below the
  /// scenarios' folder when it has any, so that two suites' scenarios of
  /// one name (`completion-block`) keep anchors (and SVG ids) apart:
  /// `tests/pop-1.0.11/completion-block.scenario` →
  /// `tests-pop-1-0-11-completion-block`.
  package static func anchor(scenario file: String, in folder: String) -> String {
    let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    let relative = file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
    let folders = (relative as NSString).deletingLastPathComponent
    return folders.isEmpty ? stem : slug(folders) + "-" + stem
  }

  /// `MBProgressHUD 0.9.1` → `mbprogresshud-0-9-1`.
  static func slug(_ name: String) -> String {
    name.lowercased().split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).joined(
      separator: "-")
  }
}
