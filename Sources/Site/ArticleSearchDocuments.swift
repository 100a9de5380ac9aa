import Markdown

/// An article as search documents: the article itself (its title, with its
/// summary and the text before its first section as the body) and each
/// section down to level 3, whose body is its own text up to the next such
/// heading (deeper headings and their paragraphs included). A word in a
/// section's paragraphs thus leads to that section's heading, not to the
/// top of the article.
struct ArticleSearchDocuments {
  let documents: [SearchIndex.Document]

  init(rendered: RenderedArticle, url: String, frontMatter: FrontMatter) {
    let text = Array(rendered.plainText.utf8)
    let sections = rendered.headings.filter { $0.level <= 3 }
    func body(from start: Int, to end: Int) -> String {
      let (start, end) = (min(start, text.count), min(end, text.count))
      guard start < end else { return "" }
      return String(decoding: text[start..<end], as: UTF8.self).trimmingWhitespace
    }
    let introduction = body(from: 0, to: sections.first?.plainTextOffset ?? text.count)
    var documents = [
      SearchIndex.Document(
        title: frontMatter.title, url: url, kind: .article, excerpt: frontMatter.summary ?? "",
        body: [frontMatter.summary ?? "", introduction].filter { !$0.isEmpty }.joined(separator: "\n"))
    ]
    for (index, heading) in sections.enumerated() {
      // The heading's own line is the title, not the body.
      let start = heading.plainTextOffset + heading.text.utf8.count + 1
      let end = index + 1 < sections.count ? sections[index + 1].plainTextOffset : text.count
      documents.append(
        SearchIndex.Document(
          title: heading.text, url: url + "#" + heading.id, kind: .section, excerpt: frontMatter.title,
          body: body(from: start, to: end)))
    }
    self.documents = documents
  }
}

extension String {
  /// Without the newlines and spaces around it.
  fileprivate var trimmingWhitespace: String {
    var scalars = Substring(self)
    while scalars.first?.isWhitespace == true { scalars.removeFirst() }
    while scalars.last?.isWhitespace == true { scalars.removeLast() }
    return String(scalars)
  }
}
