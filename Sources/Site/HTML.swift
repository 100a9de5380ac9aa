import Markdown

/// Escaping for text and attribute values in the pages the site writes:
/// the Markdown stage's, so articles and pages escape alike.
enum HTML {
  static func escape(_ text: String) -> String {
    HTMLEscaping.escaped(text)
  }
}
