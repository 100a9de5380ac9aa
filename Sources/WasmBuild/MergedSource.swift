import SwiftParser
import SwiftSyntax

/// One engine source file as the product's single module compiles it: the
/// file with its `import` declarations of other engine modules removed
/// (with their access level, if any: it means nothing inside one module).
///
/// The removal works on the syntax tree (`EngineReferenceScanner`): each
/// dropped declaration's text is cut out and its line kept, so the
/// compiler's line numbers are the file's own. Anything else that names an
/// engine module as a module — an attributed (`@_exported`, `@testable`,
/// `@_spi`…) or scoped import of one, one inside `#if`, `canImport` of one,
/// a name qualified by one — is an error naming the file, line and column,
/// because its meaning would change without the module boundary; the
/// sources must say it another way.
struct MergedSource: Sendable {
  /// `<Module>/<path>`, relative to the build's work folder.
  let relativePath: String
  let text: String

  static func make(_ file: EngineModule.File, engineModules: Set<String>) throws(WasmBuildError)
    -> MergedSource
  {
    let tree = Parser.parse(source: file.text)
    let scanner = EngineReferenceScanner(engineModules: engineModules)
    scanner.walk(tree)
    if let problem = scanner.problems.first {
      let location = SourceLocationConverter(fileName: file.url.path, tree: tree).location(
        for: problem.position)
      throw .notOneModule(
        file: file.url.path, line: location.line, column: location.column, reason: problem.reason)
    }
    var bytes = Array(file.text.utf8)
    for range in scanner.droppedImports.reversed() {
      bytes.removeSubrange(range.lowerBound.utf8Offset..<range.upperBound.utf8Offset)
    }
    return MergedSource(relativePath: file.relativePath, text: String(decoding: bytes, as: UTF8.self))
  }
}
