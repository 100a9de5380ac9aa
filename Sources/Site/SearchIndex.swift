/// The client-side search index: the documents (articles, their sections,
/// symbols) and, per term, the documents that contain it with a weight.
/// `site/assets/search.js` loads it, splits the query the same way
/// (`SearchTokenizer`) and ranks documents that contain every query term by
/// the sum of their weights.
///
/// A document's terms are weighed on their own (`Entry`), so that articles
/// can be tokenized in parallel and a rebuild can reuse an unchanged
/// article's entry; `add` then only appends to the postings.
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

  /// A document and its terms with their weights: its title counts five
  /// times its text.
  struct Entry {
    let document: Document
    /// In the order the terms first occur.
    let weights: [(term: String, weight: Int)]

    init(_ document: Document, text: String) {
      self.document = document
      var slots: [String: Int] = [:]
      var weights: [(term: String, weight: Int)] = []
      func count(_ term: String, _ weight: Int) {
        if let slot = slots[term] {
          weights[slot].weight += weight
        } else {
          slots[term] = weights.count
          weights.append((term, weight))
        }
      }
      SearchTokenizer.forEachTerm(in: document.title) { count($0, 5) }
      SearchTokenizer.forEachTerm(in: text) { count($0, 1) }
      self.weights = weights
    }
  }

  private(set) var documents: [Document] = []
  /// term → (document index, weight), by document index.
  private var postings: [String: [(document: Int, weight: Int)]] = [:]

  mutating func add(_ document: Document, text: String) {
    add(Entry(document, text: text))
  }

  mutating func add(_ entry: Entry) {
    let index = documents.count
    documents.append(entry.document)
    for (term, weight) in entry.weights { postings[term, default: []].append((index, weight)) }
  }

  /// Canonical JSON: documents in order, terms sorted, postings by document.
  var json: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(postings.count * 24 + documents.count * 96)
    out += "{\"docs\":[".utf8
    for (index, document) in documents.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out += "{\"t\":".utf8
      JSONText.append(document.title, to: &out)
      out += ",\"u\":".utf8
      JSONText.append(document.url, to: &out)
      out += ",\"k\":".utf8
      JSONText.append(document.kind.rawValue, to: &out)
      out += ",\"x\":".utf8
      JSONText.append(document.excerpt, to: &out)
      out.append(UInt8(ascii: "}"))
    }
    out += "],\"terms\":{".utf8
    var first = true
    for term in postings.keys.sorted() {
      if !first { out.append(UInt8(ascii: ",")) }
      first = false
      JSONText.append(term, to: &out)
      out += ":[".utf8
      var firstPosting = true
      for (document, weight) in postings[term]! {
        if !firstPosting { out.append(UInt8(ascii: ",")) }
        firstPosting = false
        JSONText.appendDecimal(document, to: &out)
        out.append(UInt8(ascii: ","))
        JSONText.appendDecimal(weight, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    }
    out += "}}\n".utf8
    return out
  }
}
