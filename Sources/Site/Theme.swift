import Diagnostics
import Foundation
import Mustache

/// The theme in `site/`: Mustache templates (`templates/*.mustache`) and
/// assets (`assets/**`, copied as they are). A page is its template's
/// output inside `layout.mustache`, which receives it as `{{{body}}}`.
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

  static func load(_ layout: ProjectLayout) -> Result<Theme, SiteBuildFailure> {
    var diagnostics: [Diagnostic] = []
    var library = MustacheLibrary()
    var templates: [String: String] = [:]
    var compiled: [String: CompiledTemplate] = [:]
    let folder = layout.theme + "/templates"
    let files = layout.files(in: folder, suffix: ".mustache")
    for file in files {
      let name = String(file.dropFirst(folder.count + 1).dropLast(".mustache".count))
      do {
        let text = try layout.read(file)
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
    let assetFolder = layout.theme + "/assets"
    for file in layout.files(in: assetFolder, suffix: "") {
      do throws(Diagnostic) {
        try layout.checkInside(file)
      } catch {
        diagnostics.append(error)
        continue
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: layout.url(file).path, isDirectory: &isFolder),
        isFolder.boolValue
      {
        continue
      }
      guard let data = FileManager.default.contents(atPath: layout.url(file).path) else {
        diagnostics.append(Diagnostic(file: file, line: 0, column: 0, message: "cannot read the asset"))
        continue
      }
      assets[String(file.dropFirst(assetFolder.count + 1))] = Array(data)
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
