import Diagnostics
import Foundation
import Mustache

/// The theme: Mustache templates (`templates/*.mustache`) and assets
/// (`assets/**`, copied as they are). A page is its template's output
/// inside `layout.mustache`, which receives it as `{{{body}}}`.
///
/// Scholia's own theme (its `site/` folder) is built in: a project's
/// `site/templates/` and `site/assets/` override it file by file, so an
/// author's project needs neither folder, and can restyle one template or
/// add one script without copying the rest.
///
/// Templates are user-editable, so a template that does not parse is a
/// diagnostic at its line and column, and a page template the build needs
/// but the theme lacks is named.
struct Theme {
  static let pageTemplates = ["layout", "home", "article", "source", "symbols", "gallery"]
  /// Needed only by a project with test suites (`scenarios/tests/`).
  static let testsTemplate = "tests"

  let library: MustacheLibrary
  /// The templates that compile (`CompiledTemplate`), rendered without
  /// swift-mustache.
  let compiled: [String: CompiledTemplate]
  /// Every template's name and text: what a cached page was rendered with.
  let templates: [String: String]
  /// Asset path (relative to `assets/`) → bytes.
  let assets: [String: [UInt8]]

  /// A theme file: the project's, or the built-in theme's, read through
  /// its layout's checks.
  private struct File {
    /// Its name below `templates/` or `assets/`.
    let name: String
    /// The path diagnostics give: relative for the project's, absolute for
    /// the built-in theme's.
    let path: String
    let layout: ProjectLayout
    let relative: String

    /// Its bytes, or nil for a folder.
    func read() throws(Diagnostic) -> [UInt8]? {
      try layout.checkInside(relative)
      let url = layout.url(relative)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
        return nil
      }
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw Diagnostic(file: path, line: 0, column: 0, message: "cannot read the file")
      }
      return Array(data)
    }
  }

  /// The files of `kind` (`templates`, `assets`) with `suffix`: Scholia's
  /// own theme's (`ScholiaPackage`), each replaced by the project's of the
  /// same name; for Scholia's own project, the two are one.
  private static func files(_ kind: String, suffix: String, layout: ProjectLayout) -> [File] {
    let builtIn = ProjectLayout(root: ScholiaPackage.root)
    let isBuiltIn =
      builtIn.url(builtIn.theme).resolvingSymlinksInPath()
      == layout.url(layout.theme).standardizedFileURL.resolvingSymlinksInPath()
    var byName: [String: File] = [:]
    for source in isBuiltIn ? [layout] : [builtIn, layout] {
      let folder = source.theme + "/" + kind
      for file in source.files(in: folder, suffix: suffix) {
        let name = String(file.dropFirst(folder.count + 1))
        let path = source.root == layout.root ? file : source.url(file).path
        byName[name] = File(name: name, path: path, layout: source, relative: file)
      }
    }
    return byName.keys.sorted().compactMap { byName[$0] }
  }

  static func load(_ layout: ProjectLayout) -> Result<Theme, SiteBuildFailure> {
    var diagnostics: [Diagnostic] = []
    var library = MustacheLibrary()
    var templates: [String: String] = [:]
    var compiled: [String: CompiledTemplate] = [:]
    let folder = layout.theme + "/templates"
    for template in files("templates", suffix: ".mustache", layout: layout) {
      let name = String(template.name.dropLast(".mustache".count))
      let file = template.path
      do {
        guard let bytes = try template.read() else { continue }
        let text = try SourceText.decode(bytes, file: file)
        library.register(try MustacheTemplate(string: text), named: name)
        templates[name] = text
        compiled[name] = CompiledTemplate(text)
      } catch let error as Diagnostic {
        diagnostics.append(error)
      } catch let error as MustacheTemplate.ParserError {
        diagnostics.append(
          Diagnostic(
            file: file, line: error.context.lineNumber, column: error.context.columnNumber,
            message: "template does not parse: \(error.error)"))
      } catch {
        diagnostics.append(
          Diagnostic(file: file, line: 0, column: 0, message: "template does not parse: \(error)"))
      }
    }
    for name in pageTemplates where library.getTemplate(named: name) == nil {
      diagnostics.append(
        Diagnostic(
          file: folder, line: 0, column: 0, message: "the theme has no '\(name).mustache' template"))
    }
    var assets: [String: [UInt8]] = [:]
    for asset in files("assets", suffix: "", layout: layout) {
      do throws(Diagnostic) {
        if let bytes = try asset.read() { assets[asset.name] = bytes }
      } catch {
        diagnostics.append(error)
      }
    }
    if !diagnostics.isEmpty { return .failure(SiteBuildFailure(diagnostics: diagnostics)) }
    return .success(Theme(library: library, compiled: compiled, templates: templates, assets: assets))
  }

  /// A whole page: `template` rendered with `context`, inside the layout.
  func has(_ template: String) -> Bool {
    library.getTemplate(named: template) != nil
  }

  func page(_ template: String, _ context: [String: Any], layout: [String: Any]) -> String {
    var outer = layout
    outer["body"] = render(template, context)
    return render("layout", outer)
  }

  /// `template` rendered with `context`: compiled if it compiles, by
  /// swift-mustache if it does not; the same text either way.
  func render(_ template: String, _ context: [String: Any]) -> String {
    if let compiled = compiled[template] { return compiled.render(context) }
    return library.render(context, withTemplate: template) ?? ""
  }
}
