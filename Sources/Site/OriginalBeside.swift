import CallGraph
import Escaping
import Highlight
import SourceAnalysis

/// The original's method beside the replica's, on a source page whose
/// library has a checkout: for each method whose `@original` gives a file
/// and line, the Objective-C cut from the author's clone at that line,
/// highlighted, next to the replica's lines, with the differences named —
/// the calls one makes and the other does not, compared by the name the
/// original calls them, and the replica's tracing lines. Collapsed by
/// default, so that the page still reads as the replica's.
struct OriginalBeside {
  let checkout: OriginalCheckout
  let library: SiteConfig.Library
  let index: SourceIndex

  /// The blocks for the methods among `symbols` (a section's), in order;
  /// empty when none has an original in the checkout. `source` is the
  /// replica file's text by line, `highlighted` the same as HTML.
  func html(for symbols: [String], source: [String], highlighted: [String], tracing: (Int) -> Bool) -> String
  {
    var files: [String: [String]] = [:]
    var out = ""
    for id in symbols {
      guard let method = index.method(id),
        let reference = method.annotation(.original)?.originalReference,
        let file = reference.file, let line = reference.line
      else { continue }
      if files[file] == nil { files[file] = checkout.lines(of: file) ?? [] }
      guard let original = OriginalMethodText(files[file] ?? [], line: line) else { continue }
      out += block(
        method, reference, file: file, line: line, original, source: source, highlighted: highlighted,
        tracing: tracing)
    }
    return out
  }

  private func block(
    _ method: MethodSymbol, _ reference: OriginalReference, file: String, line: Int,
    _ original: OriginalMethodText, source: [String], highlighted: [String], tracing: (Int) -> Bool
  ) -> String {
    let place = file + ":" + String(line)
    var originalLink = HTMLEscape.text(place)
    if let url = library.originalURL(file, line: line) {
      originalLink = "<a href=\"" + HTMLEscape.url(url) + "\">" + originalLink + "</a>"
    }
    let replicaLines = method.location.line...max(method.location.line, method.lines.upperBound)
    var out =
      "<details class=\"original-beside\">\n<summary>The original beside the replica: <code>"
      + HTMLEscape.text(reference.symbol) + "</code></summary>\n<div class=\"beside\">\n"
    out +=
      "<figure class=\"original\"><figcaption>Original, " + originalLink
      + "</figcaption><pre class=\"code\"><code>"
    let objc = Highlighter.lines(original.lines.joined(separator: "\n"), language: .objc)
    for (number, text) in zip(line..., objc) {
      out += "<span class=\"line\"><span class=\"ln\">" + String(number) + "</span>" + text + "</span>\n"
    }
    out += "</code></pre></figure>\n"
    out +=
      "<figure class=\"replica\"><figcaption>Replica, <a href=\"#L\(replicaLines.lowerBound)\">line "
      + String(replicaLines.lowerBound) + "</a></figcaption><pre class=\"code\"><code>"
    for number in replicaLines where number <= highlighted.count {
      let kind = tracing(number) ? "line tracing" : "line"
      out +=
        "<span class=\"\(kind)\"><span class=\"ln\">" + String(number) + "</span>" + highlighted[number - 1]
        + "</span>\n"
    }
    out += "</code></pre></figure>\n</div>\n"
    let replicaText = replicaLines.filter { $0 <= source.count }.map { source[$0 - 1] }.joined(
      separator: "\n")
    let replicaCallsAnything = OriginalMethodText.calls(
      in: OriginalMethodText.codeOnly(Array(replicaText.utf8)))
    out += differences(
      original.calls, replicaCalls(method), alsoCalledByReplica: replicaCallsAnything,
      tracingLines: replicaLines.filter(tracing).count)
    return out + "</details>\n"
  }

  /// What the replica's method calls among the replica's methods, by the
  /// name the original gives each: its `@original` name when it has one,
  /// else its Swift name as a selector (`hideAnimated(_:afterDelay:)` is
  /// `hideAnimated:afterDelay:`).
  private func replicaCalls(_ method: MethodSymbol) -> [String] {
    var found: [String] = []
    for edge in index.edges where edge.from == .method(method.id) && edge.kind == .call {
      guard case .method(let calleeID) = edge.to, let callee = index.method(calleeID) else { continue }
      let name = callee.annotation(.original)?.originalReference?.calledName ?? Self.selector(of: callee)
      if !found.contains(name) { found.append(name) }
    }
    return found
  }

  static func selector(of method: MethodSymbol) -> String {
    guard !method.parameters.isEmpty else { return method.baseName }
    return method.baseName + ":"
      + method.parameters.dropFirst().map { ($0.label == "_" ? "" : $0.label) + ":" }.joined()
  }

  /// Two names are one call when they are equal or share the part before
  /// the first colon (`setProgress:` and `setProgress`, from a setter).
  private static func sameCall(_ one: String, _ other: String) -> Bool {
    one == other || one.prefix { $0 != ":" } == other.prefix { $0 != ":" }
  }

  /// The differences by name. A call of the original counts as made by the
  /// replica too when the replica's text calls a function of that name
  /// (`invalidate`, on the engine's timer) or the engine's spelling of it
  /// (`EngineSpellings`), though only the replica's own methods are listed
  /// as calls the original does not make: the engine's API stands in for
  /// UIKit and Foundation, not for the library.
  private func differences(
    _ original: [String], _ replica: [String], alsoCalledByReplica: [String], tracingLines: Int
  ) -> String {
    let madeByReplica =
      replica + alsoCalledByReplica + EngineSpellings.originalNames(for: alsoCalledByReplica)
    let onlyOriginal = original.filter { name in
      !madeByReplica.contains { Self.sameCall($0, name) }
    }
    let onlyReplica = replica.filter { name in !original.contains { Self.sameCall($0, name) } }
    var items: [String] = []
    let code = { (names: [String]) in
      names.map { "<code>" + HTMLEscape.text($0) + "</code>" }.joined(separator: ", ")
    }
    if !onlyOriginal.isEmpty {
      items.append("The original calls " + code(onlyOriginal) + "; the replica does not.")
    }
    if !onlyReplica.isEmpty {
      items.append("The replica calls " + code(onlyReplica) + "; the original does not.")
    }
    if tracingLines > 0 {
      items.append(
        "The replica adds \(tracingLines) tracing line\(tracingLines == 1 ? "" : "s") (<code>enter(#function)</code>, <code>defer { leave() }</code>), which report the call to the trace; the original has none."
      )
    }
    if items.isEmpty { items.append("Both make the same calls, by name.") }
    return "<ul class=\"differences\">\n" + items.map { "<li>" + $0 + "</li>\n" }.joined() + "</ul>\n"
  }
}
