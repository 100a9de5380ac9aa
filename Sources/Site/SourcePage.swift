import Escaping
import SourceAnalysis

/// An annotated source page in the manner of Docco: the replica file cut
/// into sections at its doc comments, each comment (rendered as Markdown,
/// its annotations as badges) beside the code it documents. Every line has
/// an anchor (`L12`), every symbol one from its name, and each symbol's
/// section says which articles mention it.
struct SourcePage {
  struct Section {
    let prose: String
    let code: String
    /// The original's methods beside the replica's (`OriginalBeside`),
    /// when the library has a checkout; else empty.
    let beside: String
  }

  let file: String
  let sections: [Section]
  let symbolCount: Int

  /// A mention of a symbol by an article: the article's title, the
  /// section's heading, and the address of that section.
  struct Mention: Hashable {
    let title: String
    let section: String?
    let url: String
  }

  static func build(
    file: String, text: String, index: SourceIndex, highlighted: [String], tracing: (Int) -> Bool,
    callers: CallerList, library: SiteConfig.Library?, originals: OriginalBeside?,
    mentions: [String: [Mention]], prose render: (String) -> String, relativeRoot: String
  ) -> SourcePage {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let symbols = symbolsByLine(file, index)
    let originalFile = index.types.first { $0.location.file == file }
      .flatMap { type in type.annotations.first { $0.key == .original }?.originalReference?.file }
    var sections: [Section] = []
    // A protocol requirement and its default implementation share an id:
    // the anchor goes on the first, so that ids stay unique on the page.
    var placed: Set<String> = []
    var number = 1
    while number <= lines.count && !(number == lines.count && lines[number - 1].isEmpty) {
      var doc: [String] = []
      while number <= lines.count, let line = docLine(lines[number - 1]) {
        doc.append(line)
        number += 1
      }
      var code = ""
      var sectionSymbols: [String] = []
      while number <= lines.count, docLine(lines[number - 1]) == nil {
        if number == lines.count && lines[number - 1].isEmpty { break }
        var anchors = ""
        for id in symbols[number] ?? [] {
          let anchor = SymbolAnchors.anchor(id)
          if placed.insert(anchor).inserted { anchors += "<a class=\"sym\" id=\"" + anchor + "\"></a>" }
          sectionSymbols.append(id)
        }
        let body = number <= highlighted.count ? highlighted[number - 1] : ""
        let kind = tracing(number) ? "line tracing" : "line"
        code +=
          "<span class=\"\(kind)\" id=\"L\(number)\">" + anchors + "<a class=\"ln\" href=\"#L\(number)\">"
          + String(number) + "</a>" + body + "</span>\n"
        number += 1
      }
      sections.append(
        Section(
          prose: prose(
            doc, symbols: sectionSymbols, library: library, originalFile: originalFile,
            mentions: mentions, render: render, relativeRoot: relativeRoot)
            + callers.html(for: sectionSymbols, onPageOf: file),
          code: code,
          beside: originals?.html(
            for: sectionSymbols, source: lines, highlighted: highlighted, tracing: tracing) ?? ""))
    }
    return SourcePage(file: file, sections: sections, symbolCount: symbols.values.reduce(0) { $0 + $1.count })
  }

  /// The text of a `///` line, or nil for any other line.
  static func docLine(_ line: String) -> String? {
    let trimmed = line.drop { $0 == " " }
    guard trimmed.hasPrefix("///") else { return nil }
    var text = trimmed.dropFirst(3)
    if text.first == " " { text = text.dropFirst() }
    return String(text)
  }

  private static func symbolsByLine(_ file: String, _ index: SourceIndex) -> [Int: [String]] {
    var found: [Int: [String]] = [:]
    for type in index.types where type.location.file == file {
      found[type.location.line, default: []].append(type.name)
    }
    for method in index.methods where method.location.file == file {
      found[method.location.line, default: []].append(method.id)
    }
    for property in index.properties where property.location.file == file {
      found[property.location.line, default: []].append(property.id)
    }
    return found
  }

  private static func prose(
    _ doc: [String], symbols: [String], library: SiteConfig.Library?, originalFile: String?,
    mentions: [String: [Mention]], render: (String) -> String, relativeRoot: String
  ) -> String {
    var badges = ""
    var text: [String] = []
    for line in doc {
      if line.hasPrefix("@") {
        let key = String(line.dropFirst().prefix { $0.isLetter })
        let value = String(line.dropFirst(1 + key.count)).trimmingSpaces
        if key == "original" {
          var original = "<code>" + HTMLEscape.text(value) + "</code>"
          let reference = try? OriginalReference.parse(value).get()
          if let file = reference?.file ?? originalFile,
            let url = library?.originalURL(file, line: reference?.line)
          {
            original = "<a href=\"" + HTMLEscape.url(url) + "\">" + original + "</a>"
          }
          badges += "<span class=\"badge original\">original " + original + "</span> "
        } else {
          badges +=
            "<span class=\"badge badge-\(HTMLEscape.attribute(key))\">@" + HTMLEscape.text(key)
            + (value.isEmpty ? "" : " " + HTMLEscape.text(value)) + "</span> "
        }
      } else {
        text.append(line)
      }
    }
    var out = ""
    if !badges.isEmpty { out += "<p class=\"badges\">" + badges + "</p>\n" }
    let markdown = text.joined(separator: "\n").trimmingSpaces
    if !markdown.isEmpty { out += render(markdown) }
    var seen: Set<Mention> = []
    var links: [String] = []
    for symbol in symbols {
      for mention in mentions[symbol] ?? [] where seen.insert(mention).inserted {
        links.append(
          "<a href=\"" + HTMLEscape.url(relativeRoot + mention.url) + "\">" + HTMLEscape.text(mention.title)
            + (mention.section.map { " › " + HTMLEscape.text($0) } ?? "") + "</a>"
        )
      }
    }
    if !links.isEmpty {
      out += "<p class=\"mentions\">Mentioned in " + links.joined(separator: ", ") + "</p>\n"
    }
    return out
  }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\n" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\n" { text = text.dropLast() }
    return String(text)
  }
}
