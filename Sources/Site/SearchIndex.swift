/// The client-side search index: the documents (articles, their sections,
/// symbols) and, per term, the documents that contain it with a weight.
/// `site/assets/search.js` loads it, splits the query the same way
/// (`SearchTokenizer`) and ranks documents that contain every query term by
/// the sum of their weights.
///
/// A document's terms are weighed on their own (`Entry`), so that articles
/// can be tokenized in parallel and a rebuild can reuse an unchanged
/// article's entry; terms are numbered (`SearchTerms`), so `add` only
/// appends to arrays.
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
    /// Term numbers, in the order the terms first occur, and their weights.
    let terms: [Int32]
    let weights: [Int32]

    init(_ document: Document, text: String, terms numbering: SearchTerms) {
      self.document = document
      var slots: [String: Int] = [:]
      var terms: [String] = []
      var weights: [Int32] = []
      func count(_ term: String, _ weight: Int32) {
        if let slot = slots[term] {
          weights[slot] += weight
        } else {
          slots[term] = terms.count
          terms.append(term)
          weights.append(weight)
        }
      }
      SearchTokenizer.forEachTerm(in: document.title) { count($0, 5) }
      SearchTokenizer.forEachTerm(in: text) { count($0, 1) }
      self.terms = numbering.numbers(of: terms)
      self.weights = weights
    }
  }

  struct Posting {
    let document: Int32
    var weight: Int32
  }

  let terms: SearchTerms
  private(set) var documents: [Document] = []
  /// Term number → the documents that contain it, by document index.
  private var postings: [[Posting]] = []

  init(terms: SearchTerms) {
    self.terms = terms
  }

  mutating func add(_ document: Document, text: String) {
    add(Entry(document, text: text, terms: terms))
  }

  mutating func add(_ entry: Entry) {
    let index = Int32(documents.count)
    documents.append(entry.document)
    for (term, weight) in zip(entry.terms, entry.weights) {
      while postings.count <= Int(term) { postings.append([]) }
      postings[Int(term)].append(Posting(document: index, weight: weight))
    }
  }

  /// Canonical JSON: documents in order, terms sorted, postings by document.
  /// Terms that are equal strings but different bytes are one term, shown
  /// as the document that comes first spells it.
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
    let known = terms.snapshot()
    var first = true
    var group: [Int32] = []
    // Terms equal as strings are neighbours in string order: one term.
    for (offset, number) in known.inStringOrder.enumerated() {
      group.append(number)
      let next = offset + 1 < known.inStringOrder.count ? known.inStringOrder[offset + 1] : nil
      if let next, known.term(next) == known.term(number) { continue }
      appendTerm(group, spelled: known.term, first: &first, to: &out)
      group.removeAll(keepingCapacity: true)
    }
    out += "}}\n".utf8
    return out
  }

  /// `"term":[document,weight,…]` for the numbers of one term, if any
  /// document holds it; spelled as the document that comes first spells it.
  private func appendTerm(
    _ numbers: [Int32], spelled term: (Int32) -> String, first: inout Bool, to out: inout [UInt8]
  ) {
    let used = numbers.filter { Int($0) < postings.count && !postings[Int($0)].isEmpty }
    guard let shown = used.min(by: { postings[Int($0)][0].document < postings[Int($1)][0].document }) else {
      return
    }
    if !first { out.append(UInt8(ascii: ",")) }
    first = false
    JSONText.append(term(shown), to: &out)
    out += ":[".utf8
    let merged = used.count == 1 ? postings[Int(shown)] : Self.merge(used.map { postings[Int($0)] })
    for (offset, posting) in merged.enumerated() {
      if offset > 0 { out.append(UInt8(ascii: ",")) }
      JSONText.appendDecimal(Int(posting.document), to: &out)
      out.append(UInt8(ascii: ","))
      JSONText.appendDecimal(Int(posting.weight), to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  /// Postings of several numbers for one term, as one list by document.
  private static func merge(_ lists: [[Posting]]) -> [Posting] {
    var byDocument: [Int32: Int32] = [:]
    for list in lists {
      for posting in list { byDocument[posting.document, default: 0] += posting.weight }
    }
    return byDocument.keys.sorted().map { Posting(document: $0, weight: byDocument[$0]!) }
  }
}
