/// The language an article is written in. It drives search tokenising
/// (Chinese has no spaces between words) and the page's `<html lang>`, so
/// only languages the site knows how to index are accepted.
public enum ArticleLanguage: String, CaseIterable, Hashable, Sendable {
  case english = "en"
  case chinese = "zh"
}
