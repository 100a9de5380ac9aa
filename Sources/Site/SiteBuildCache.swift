import Foundation
import SourceAnalysis

/// What one build can hand to the next (`scholia serve` keeps one): the
/// analysis of the replica sources, the figures each directive produced,
/// the gallery, each article as rendered with the page written for it, and
/// the pages made from many inputs with what they showed of them.
/// A rebuild after an edit to one article then renders only that article
/// and the pages that list every article (home, search); the other
/// articles' pages are carried over from the output folder (when the build
/// writes into one, see `SiteSink`).
///
/// Everything is keyed by its inputs, compared whole: the analysis and the
/// gallery by the settings, replica and scenario texts; a figure by its
/// directive as written and its place among the article's figures; an
/// article by its text (a digest of it, so that a build does not keep
/// every article's text), under the theme's templates and the list of
/// article files (links to other articles are checked against it). When
/// the pages made from many inputs by what they show of them (`PageKeys`).
/// When
/// the settings, a replica or a scenario changes, everything is dropped,
/// since any figure may depend on them; when the theme or the list of
/// articles changes, the articles and those pages are. Safe to use from the build's
/// worker threads.
public final class SiteBuildCache: @unchecked Sendable {
  /// The settings, replica and scenario texts the cached work was done on.
  struct Inputs: Equatable {
    let config: String
    let replicas: [String: String]
    let scenarios: [String: String]
  }

  struct Analysis {
    let index: SourceIndex
    let highlighted: HighlightedSources
  }

  /// What every article page depends on besides its own text and `Inputs`.
  struct ArticleInputs: Equatable {
    let templates: [String: String]
    let articleFiles: [String]
  }

  /// An article as the last build rendered it, and its page as written
  /// with the links to the articles on either side.
  struct Article {
    let text: TextDigest
    let neighbours: ArticleOrder.Neighbours
    let entry: ArticleEntry
    let page: FileStamp
  }

  /// A page made from many inputs (home, source and symbols pages, the
  /// gallery), what it was made from (`PageKeys`), and its file as written.
  struct Page {
    let key: String
    let file: FileStamp
  }

  /// A directive's output, the symbols it mentions, and what it is of when
  /// the gallery may show it too.
  struct Figure {
    let html: String
    let mentions: [String]
    let subject: FigureUse.Subject?
  }

  /// The numbers of search terms, which cached articles' search entries
  /// refer to; kept for the cache's whole life, so those stay valid.
  let searchTerms = SearchTerms()

  private let lock = NSLock()
  private var inputs: Inputs?
  private var analysis: Analysis?
  private var gallery: [GalleryFigure]?
  private var figures: [String: Figure] = [:]
  private var articleInputs: ArticleInputs?
  private var articles: [String: Article] = [:]
  private var pages: [String: Page] = [:]
  /// Figures and articles reused, since the cache was made (for tests and
  /// the benchmark to see that a rebuild reused work).
  public private(set) var hits = 0

  public init() {}

  /// Drops everything unless `inputs` are what the cache holds.
  func prepare(for inputs: Inputs) {
    locked {
      if self.inputs != inputs {
        self.inputs = inputs
        analysis = nil
        gallery = nil
        figures = [:]
        articles = [:]
        pages = [:]
      }
    }
  }

  /// Drops the articles unless `inputs` are what they were rendered with.
  func prepareArticles(for inputs: ArticleInputs) {
    locked {
      if articleInputs != inputs {
        articleInputs = inputs
        articles = [:]
        pages = [:]
      }
    }
  }

  /// The article rendered from `text` last time, if its page linked to the
  /// same `neighbours` and `carryOver` could take it from the previous
  /// output.
  func article(
    _ file: String, text: TextDigest, neighbours: ArticleOrder.Neighbours, carryOver: (FileStamp) -> Bool
  ) -> ArticleEntry? {
    guard let cached = locked({ articles[file] }), cached.text == text, cached.neighbours == neighbours,
      carryOver(cached.page)
    else {
      return nil
    }
    locked { hits += 1 }
    return cached.entry
  }

  func store(_ article: Article, for file: String) {
    locked { articles[file] = article }
  }

  /// Whether the page at `path` was made from `key` last time and
  /// `carryOver` could take it from the previous output.
  func page(_ path: String, key: String, carryOver: (FileStamp) -> Bool) -> Bool {
    guard let cached = locked({ pages[path] }), cached.key == key, carryOver(cached.file) else {
      return false
    }
    locked { hits += 1 }
    return true
  }

  func store(_ page: Page, for path: String) {
    locked { pages[path] = page }
  }

  func analysis(_ make: () -> Analysis) -> Analysis {
    if let cached = locked({ analysis }) { return cached }
    let made = make()
    locked { analysis = made }
    return made
  }

  func gallery(_ make: () throws(SiteBuildFailure) -> [GalleryFigure]) throws(SiteBuildFailure)
    -> [GalleryFigure]
  {
    if let cached = locked({ gallery }) { return cached }
    let made = try make()
    locked { gallery = made }
    return made
  }

  func figure(_ key: String) -> Figure? {
    locked {
      let found = figures[key]
      if found != nil { hits += 1 }
      return found
    }
  }

  func store(_ figure: Figure, for key: String) {
    locked { figures[key] = figure }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
