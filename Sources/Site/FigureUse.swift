import FlowGraphs
import Markdown

/// A figure an article shows that the gallery may show too, and the
/// section of the article it is in: what the gallery's links back to the
/// articles are made from.
struct FigureUse: Hashable {
  /// What a figure is of. Two graphs are of the same thing when they are
  /// of the same kind and their builder gave them the same title (`Timers
  /// of MBProgressHUD`, `Call paths into SVProgressHUD.fadeIn`), whatever
  /// the entries or limits they were drawn with; two scenarios when they
  /// run the same shipped file.
  enum Subject: Hashable {
    case graph(FlowGraphKind, title: String)
    case scenario(file: String)
  }

  /// A heading of the article: its anchor and its text.
  struct Section: Hashable {
    let id: String
    let text: String
  }

  let subject: Subject
  /// The heading the figure comes under; nil before the article's first
  /// heading.
  let section: Section?

  /// The figure of `subject` at article line `line`, among `headings` (in
  /// article order).
  init(_ subject: Subject, line: Int, headings: [ArticleHeading]) {
    self.subject = subject
    section = headings.last { $0.line <= line }.map { Section(id: $0.id, text: $0.text) }
  }
}
