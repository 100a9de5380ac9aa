import Escaping
import SourceAnalysis

/// `@source SYMBOL [original]`: the declaration's lines from the replica,
/// highlighted, numbered, linked to the annotated source page — and, with
/// `original`, the original's selector beside it, linked to its line at
/// the commit read.
enum SourceExcerpt {
  /// - Parameter page: the page the excerpt is on (`articles/pop.html`),
  ///   which its links are relative to.
  static func html(
    _ call: DirectiveCall, anchors: SymbolAnchors, sources: HighlightedSources, page: String,
    config: SiteConfig
  ) -> Result<(String, SymbolAnchors.Symbol), SiteBuildFailure> {
    var problems = call.check(known: ["caption"], positional: 2)
    guard let name = call.positional.first else {
      return .problems(
        problems + [call.error("'@source' needs a symbol: Type.method, Type or Type.property")])
    }
    let showOriginal = call.positional.count > 1
    if showOriginal && call.positional[1] != "original" {
      problems.append(
        call.error(
          "'@source' takes 'original' after the symbol, not '\(call.positional[1])'", atPositional: 1))
    }
    if !problems.isEmpty { return .problems(problems) }
    let symbol: SymbolAnchors.Symbol
    switch anchors.resolve(name) {
    case .success(let found): symbol = found
    case .failure(let unresolved): return .problems([call.error(unresolved.message, atPositional: 0)])
    }
    let range = symbol.lines
    let lines = sources.lines(symbol.file, range, on: page)
    let root = PageRendering.relativeRoot(of: page)
    var out =
      "<figure class=\"excerpt\">\n<figcaption><a href=\"" + HTMLEscape.url(root + anchors.href(symbol))
      + "\"><code>"
      + HTMLEscape.text(symbol.id) + "</code></a> <span class=\"where\">" + HTMLEscape.text(symbol.file) + ":"
      + String(range.lowerBound) + "</span>"
    if showOriginal, let original = symbol.annotations.first(where: { $0.key == .original }) {
      let reference = original.originalReference
      var shown = "<code>" + HTMLEscape.text(reference?.symbol ?? original.value) + "</code>"
      if let file = reference?.file,
        let url = config.library(for: symbol.file)?.originalURL(file, line: reference?.line)
      {
        shown = "<a href=\"" + HTMLEscape.url(url) + "\">" + shown + "</a>"
      }
      out += " <span class=\"original\">original: " + shown + "</span>"
    }
    if let caption = call.value("caption") {
      out += " <span class=\"caption\">" + HTMLEscape.text(caption) + "</span>"
    }
    out += "</figcaption>\n<pre class=\"code\"><code>"
    for (number, line) in zip(max(range.lowerBound, 1)..., lines) {
      let kind = sources.isTracing(symbol.file, number) ? "line tracing" : "line"
      out += "<span class=\"\(kind)\"><span class=\"ln\">" + String(number) + "</span>" + line + "</span>\n"
    }
    out += "</code></pre>\n</figure>\n"
    return .success((out, symbol))
  }
}
