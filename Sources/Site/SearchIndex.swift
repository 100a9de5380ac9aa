/// The client-side search index: the documents (articles, their sections,
/// symbols) and, per term, the documents that contain it with a weight.
/// `site/assets/search.js` loads it, splits the query the same way
/// (`SearchTokenizer`) and ranks documents that contain every query term by
/// the sum of their weights.
struct SearchIndex {
  enum Kind: String {
    case article, section, symbol, source
  }

  struct Document {
    let title: String
    let url: String
    let kind: Kind
    /// A line shown under the title in results.
    let excerpt: String
  }

  private(set) var documents: [Document] = []
  /// term → (document index → weight).
  private var postings: [String: [Int: Int]] = [:]

  /// Adds a document; its title counts five times its text.
  mutating func add(_ document: Document, text: String) {
    let index = documents.count
    documents.append(document)
    for term in SearchTokenizer.terms(document.title) { postings[term, default: [:]][index, default: 0] += 5 }
    for term in SearchTokenizer.terms(text) { postings[term, default: [:]][index, default: 0] += 1 }
  }

  /// Canonical JSON: documents in order, terms sorted, postings by document.
  var json: String {
    var out = "{\"docs\":["
    for (index, document) in documents.enumerated() {
      if index > 0 { out += "," }
      out +=
        "{\"t\":" + JSONText.string(document.title) + ",\"u\":" + JSONText.string(document.url) + ",\"k\":"
        + JSONText.string(document.kind.rawValue) + ",\"x\":" + JSONText.string(document.excerpt) + "}"
    }
    out += "],\"terms\":{"
    var first = true
    for term in postings.keys.sorted() {
      if !first { out += "," }
      first = false
      out += JSONText.string(term) + ":["
      var firstPosting = true
      for (document, weight) in postings[term]!.sorted(by: { $0.key < $1.key }) {
        if !firstPosting { out += "," }
        firstPosting = false
        out += String(document) + "," + String(weight)
      }
      out += "]"
    }
    out += "}}\n"
    return out
  }
}

/// JSON string literals, escaped the one canonical way.
enum JSONText {
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<": out += "\\u003c"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
