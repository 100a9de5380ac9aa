import Foundation

/// A deterministic synthetic corpus of source-reading articles, for the
/// site-build benchmark: the same articles laid out for Scholia, for Hugo
/// and for libcmark alone, so the three build the same text.
///
/// Each article has Scholia front matter (docs/articles.md; `language`
/// alternates `en` and `zh`), `##`/`###` headings, English and Chinese
/// paragraphs with inline code, emphasis and links (to earlier articles and
/// to GitHub), lists, a blockquote now and then, and 3–6 fenced Swift or
/// Objective-C blocks of 10–40 lines; about 8 KB. The same seed and count
/// give byte-identical files, and each article depends only on the seed and
/// its number, so 100 articles are the first 100 of 1,000.
///
/// Layout under the root:
///
///     corpus.txt                    what this is (count, seed)
///     site/                         Scholia's theme (copied) and site.yml
///     articles/article-00001.md …   the articles, for Scholia
///     hugo/                         Hugo: config-plain.toml,
///                                   config-highlight.toml, layouts/,
///                                   content/articles/ (the same files)
///     jekyll/                       Jekyll: _config.yml, _layouts/,
///                                   index.html, articles/ (the same files)
///     cmark/article-00001.md …      the bodies without front matter
struct SyntheticCorpus {
  let articles: Int
  let seed: UInt64

  static let defaultSeed: UInt64 = 20_261_122
  static let marker = "corpus.txt"
  static let managedFolders = ["site", "articles", "hugo", "jekyll", "cmark"]

  /// `article-00001.md` for index 0.
  static func fileName(_ index: Int) -> String {
    let digits = String(index + 1)
    return "article-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".md"
  }

  struct Article {
    let name: String
    let frontMatter: String
    let body: String
    let codeBlocks: Int
    var text: String { frontMatter + body }
  }

  struct Library {
    let name: String
    let repository: String
    let versions: [String]
    let license: String
  }

  static let libraries = [
    Library(
      name: "MBProgressHUD", repository: "https://github.com/jdg/MBProgressHUD",
      versions: ["1.2.0", "1.1.0", "0.9.1"], license: "MIT"),
    Library(
      name: "SVProgressHUD", repository: "https://github.com/SVProgressHUD/SVProgressHUD",
      versions: ["2.3.1", "2.2.5"], license: "MIT"),
    Library(
      name: "MJRefresh", repository: "https://github.com/CoderMJLee/MJRefresh", versions: ["3.7.9", "3.4.3"],
      license: "MIT"),
    Library(name: "pop", repository: "https://github.com/facebook/pop", versions: ["1.0.12"], license: "BSD"),
    Library(
      name: "SDWebImage", repository: "https://github.com/SDWebImage/SDWebImage",
      versions: ["5.19.0", "4.4.8"],
      license: "MIT"),
    Library(
      name: "AFNetworking", repository: "https://github.com/AFNetworking/AFNetworking",
      versions: ["4.0.1", "3.2.1"], license: "MIT"),
    Library(
      name: "Masonry", repository: "https://github.com/SnapKit/Masonry", versions: ["1.1.0"], license: "MIT"),
    Library(
      name: "YYText", repository: "https://github.com/ibireme/YYText", versions: ["1.0.7"], license: "MIT"),
    Library(
      name: "IQKeyboardManager", repository: "https://github.com/hackiftekhar/IQKeyboardManager",
      versions: ["6.5.16"], license: "MIT"),
    Library(
      name: "lottie-ios", repository: "https://github.com/airbnb/lottie-ios", versions: ["4.4.3"],
      license: "Apache-2.0"),
  ]
  static let tags = [
    "hud", "timers", "animation", "run-loop", "refresh", "gcd", "layout", "kvo", "networking", "images",
    "threading",
  ]
  static let englishTopics = [
    "the grace timer", "every path into {m}", "timers and run-loop modes", "hiding twice",
    "the minimum show time", "what {m} does with {v}",
  ]
  static let chineseTopics = ["宽限计时器", "进入 {m} 的每条路径", "计时器与运行循环模式", "两次隐藏", "最短显示时间", "{m} 如何使用 {v}"]

  /// Article `index` (0-based).
  func article(_ index: Int) -> Article {
    var random = SplitMix64(seed: seed, item: index)
    let language: SyntheticProse.Language = index % 2 == 0 ? .english : .chinese
    let other: SyntheticProse.Language = language == .english ? .chinese : .english
    let library = random.pick(Self.libraries)
    let version = random.pick(library.versions)
    var links: [String] = []
    for _ in 0..<random.number(in: 3...5) {
      links.append(Self.fileName(index == 0 ? 0 : random.below(index)))
    }
    var prose = SyntheticProse(library: library.name, version: version, articleLinks: links, random: random)

    // Front matter.
    let topic = prose.fill(
      prose.random.pick(language == .english ? Self.englishTopics : Self.chineseTopics), language)
    let title =
      language == .english
      ? "\(library.name) \(version), part \(index + 1): \(topic)"
      : "\(library.name) \(version) 源码阅读（第 \(index + 1) 篇）：\(topic)"
    var tags: [String] = []
    let tagCount = prose.random.number(in: 2...4)
    while tags.count < tagCount {
      let tag = prose.random.pick(Self.tags)
      if !tags.contains(tag) { tags.append(tag) }
    }
    let month = prose.random.number(in: 1...12)
    let day = prose.random.number(in: 1...28)
    let date =
      String(prose.random.number(in: 2015...2025)) + "-" + (month < 10 ? "0" : "") + String(month) + "-"
      + (day < 10 ? "0" : "") + String(day)
    let frontMatter = """
      ---
      title: "\(title)"
      summary: "\(prose.summary(language))"
      library: \(library.name)
      repository: \(library.repository)
      version: \(version)
      license: \(library.license)
      date: \(date)
      tags: [\(tags.joined(separator: ", "))]
      language: \(language == .english ? "en" : "zh")
      ---


      """

    // Code blocks first, kept to a bit over half of the article.
    let target = prose.random.number(in: 5200...7800)
    var lineCounts: [Int] = []
    for _ in 0..<prose.random.number(in: 3...6) { lineCounts.append(prose.random.number(in: 10...40)) }
    while lineCounts.reduce(0, +) * Self.codeBytesPerLine > target * 55 / 100,
      let longest = lineCounts.indices.max(by: { lineCounts[$0] < lineCounts[$1] }), lineCounts[longest] > 10
    {
      lineCounts[longest] -= 1
    }

    var parts: [String] = [prose.paragraph(language), prose.paragraph(other)]
    for lines in lineCounts {
      parts.append(prose.heading(language, level: 2))
      parts.append(prose.paragraph(language))
      if prose.random.chance(1, in: 2) {
        parts.append("```swift\n" + SyntheticCode.swift(lines: lines, using: &prose.random) + "```")
      } else {
        parts.append("```objc\n" + SyntheticCode.objc(lines: lines, using: &prose.random) + "```")
      }
      if prose.random.chance(1, in: 2) {
        parts.append(prose.paragraph(prose.random.chance(1, in: 3) ? other : language))
      }
      switch prose.random.below(4) {
      case 0:
        parts.append(prose.heading(language, level: 3))
        parts.append(prose.bulletList(language))
      case 1: parts.append(prose.numberedList(prose.random.chance(1, in: 2) ? language : other))
      case 2: parts.append(prose.blockquote(language))
      default: break
      }
    }
    parts.append(language == .english ? "## Summary" : "## 小结")
    var size = frontMatter.utf8.count + parts.reduce(0) { $0 + $1.utf8.count + 2 }
    var turn = 0
    repeat {
      let paragraph = prose.paragraph(turn % 3 == 2 ? other : language)
      parts.append(paragraph)
      size += paragraph.utf8.count + 2
      turn += 1
    } while size < target
    return Article(
      name: Self.fileName(index), frontMatter: frontMatter, body: parts.joined(separator: "\n\n") + "\n",
      codeBlocks: lineCounts.count)
  }

  /// The average UTF-8 bytes of a generated code line (measured), used
  /// only to size the code against the article.
  static let codeBytesPerLine = 31

  struct Summary {
    var articleBytes = 0
    var codeBlocks = 0
    var smallest = Int.max
    var largest = 0
  }

  /// Writes the corpus under `root` (created if needed). `root` must be
  /// empty, missing, or a corpus written before (its folders are replaced).
  /// `themeRoot` is a Scholia project whose `site/templates`,
  /// `site/assets` and `site/synonyms.yml` are copied.
  @discardableResult
  func write(to root: URL, themeRoot: URL) throws -> Summary {
    let manager = FileManager.default
    if manager.fileExists(atPath: root.path) {
      let entries = try manager.contentsOfDirectory(atPath: root.path)
      if !entries.isEmpty && !entries.contains(Self.marker) {
        throw CorpusError(
          "\(root.path) is neither empty nor a synthetic corpus (no \(Self.marker)); refusing to write")
      }
      for name in Self.managedFolders + [Self.marker] where entries.contains(name) {
        try manager.removeItem(at: root.appendingPathComponent(name))
      }
    }
    for folder in ["site", "articles", "hugo/content/articles", "hugo/layouts/_default", "cmark"]
      + Self.jekyllFolders
    {
      try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let themeSite = themeRoot.appendingPathComponent("site")
    for folder in ["templates", "assets"] {
      let source = themeSite.appendingPathComponent(folder)
      guard manager.fileExists(atPath: source.path) else {
        throw CorpusError("no Scholia theme at \(source.path) (pass the project root with --theme)")
      }
      try manager.copyItem(at: source, to: root.appendingPathComponent("site/" + folder))
    }
    // The search's synonym groups, as the shipped site has them.
    let synonyms = themeSite.appendingPathComponent("synonyms.yml")
    if manager.fileExists(atPath: synonyms.path) {
      try manager.copyItem(at: synonyms, to: root.appendingPathComponent("site/synonyms.yml"))
    }
    try write(Self.siteYAML, root, "site/site.yml")
    try write(Self.hugoConfig(highlight: false), root, "hugo/config-plain.toml")
    try write(Self.hugoConfig(highlight: true), root, "hugo/config-highlight.toml")
    for (path, text) in Self.hugoLayouts { try write(text, root, "hugo/layouts/" + path) }
    for (path, text) in Self.jekyllFiles { try write(text, root, "jekyll/" + path) }

    var summary = Summary()
    for index in 0..<articles {
      let article = article(index)
      let text = article.text
      try write(text, root, "articles/" + article.name)
      try write(text, root, "hugo/content/articles/" + article.name)
      try write(text, root, "jekyll/articles/" + article.name)
      try write(article.body, root, "cmark/" + article.name)
      let bytes = text.utf8.count
      summary.articleBytes += bytes
      summary.codeBlocks += article.codeBlocks
      summary.smallest = min(summary.smallest, bytes)
      summary.largest = max(summary.largest, bytes)
    }
    try write(
      "synthetic corpus for scholia-bench site: articles \(articles), seed \(seed)\n", root, Self.marker)
    return summary
  }

  private func write(_ text: String, _ root: URL, _ path: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(path))
  }

  static let siteYAML = """
    # Written by scholia-bench corpus: a site of synthetic articles, no replicas.
    title: Synthetic corpus
    description: Deterministic synthetic source-reading articles for the site-build benchmark.
    libraries: []

    """

  /// The two Hugo modes differ only in `codeFences`. Only the kinds of page
  /// Scholia makes too are built: one page per article and a home page that
  /// lists them all (plus Hugo's section page); no taxonomies, feeds or
  /// sitemap. Every article is built whatever its date.
  static func hugoConfig(highlight: Bool) -> String {
    """
    baseURL = "https://example.org/"
    title = "Synthetic corpus"
    disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
    buildFuture = true

    [markup.highlight]
      codeFences = \(highlight)

    """
  }

  static let hugoLayouts = [
    (
      "_default/single.html",
      """
      <!doctype html>
      <html lang="{{ .Params.language }}">
      <head><meta charset="utf-8"><title>{{ .Title }}</title></head>
      <body>
      <article>
      <h1>{{ .Title }}</h1>
      <p>{{ .Params.library }} {{ .Params.version }} · {{ .Params.license }} · {{ .Date.Format "2006-01-02" }}</p>
      {{ .TableOfContents }}
      {{ .Content }}
      </article>
      </body>
      </html>

      """
    ),
    (
      "_default/list.html",
      """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
      <body><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body>
      </html>

      """
    ),
    (
      "index.html",
      """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>{{ .Site.Title }}</title></head>
      <body><ul>
      {{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Params.library }} {{ .Params.version }} · {{ .Date.Format "2006-01-02" }}<p>{{ .Params.summary }}</p></li>
      {{ end }}</ul></body>
      </html>

      """
    ),
  ]
}

struct CorpusError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
