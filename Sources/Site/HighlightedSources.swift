import Highlight
import SourceAnalysis

/// Each replica file highlighted once, shared by its source page and every
/// excerpt of it, so both show the same markup. Every identifier the
/// analysis resolved (`SourceIndex.references`) links to its definition's
/// anchor, with an address relative to the page that shows it. Everything
/// is computed up front (in parallel), so readers on any thread see
/// immutable data.
final class HighlightedSources: Sendable {
  /// A resolved identifier, with where its definition is in the site.
  private struct Reference: Sendable {
    let bytes: Range<Int>
    let page: String
    let anchor: String
    let title: String
  }

  private let files: [String: HighlightedText]
  private let references: [String: [Reference]]
  private let tracing: [String: Set<Int>]

  init(texts: [String: String], index: SourceIndex, anchors: SymbolAnchors) {
    let names = texts.keys.sorted()
    let highlighted = Parallel.map(names) { HighlightedText(texts[$0] ?? "", language: .swift) }
    files = Dictionary(uniqueKeysWithValues: zip(names, highlighted))
    var declared: [String: String] = [:]
    for type in index.types where declared[type.name] == nil { declared[type.name] = type.location.file }
    for method in index.methods where declared[method.id] == nil {
      declared[method.id] = method.location.file
    }
    for property in index.properties where declared[property.id] == nil {
      declared[property.id] = property.location.file
    }
    var references: [String: [Reference]] = [:]
    for reference in index.references {
      guard let file = declared[reference.target.id] else { continue }
      references[reference.file, default: []].append(
        Reference(
          bytes: reference.bytes, page: anchors.page(ofFile: file),
          anchor: SymbolAnchors.anchor(reference.target.id), title: reference.target.id))
    }
    self.references = references
    tracing = index.tracingLines
  }

  /// Lines `range` of `file` (relative path) as HTML, for the page at
  /// `page` (`articles/pop.html`): an identifier defined on that page links
  /// to `#sym-…`, one defined elsewhere to the other page's anchor.
  func lines(_ file: String, _ range: ClosedRange<Int>, on page: String) -> [String] {
    guard let text = files[file] else { return [] }
    let root = PageRendering.relativeRoot(of: page)
    let links = (references[file] ?? []).map { reference in
      Highlighter.Link(
        bytes: reference.bytes,
        href: (reference.page == page ? "" : root + reference.page) + "#" + reference.anchor,
        title: reference.title)
    }
    return text.lines(range, links: links)
  }

  /// How many lines `file` has.
  func lineCount(_ file: String) -> Int {
    files[file]?.lineCount ?? 0
  }

  /// Whether line `number` of `file` only reports the call to the trace
  /// (`TracingStatements`): pages dim such lines, which the replica needs
  /// and the original does not have.
  func isTracing(_ file: String, _ number: Int) -> Bool {
    tracing[file]?.contains(number) ?? false
  }
}
