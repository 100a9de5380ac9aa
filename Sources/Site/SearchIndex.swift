import Escaping

/// The client-side search index: the documents (articles, their sections,
/// symbols) and, per term, the documents that contain it with a weight,
/// and the synonym groups of `site/synonyms.yml`. `site/assets/search.js`
/// loads it, splits the query the same way (`SearchTokenizer`), takes the
/// query's last word as a prefix while the reader types, and ranks
/// documents that contain every query word by the sum of their weights.
///
/// A document's terms are weighed on their own (`Entry`), so that articles
/// can be tokenized in parallel and a rebuild can reuse an unchanged
/// article's entry; terms are numbered (`SearchTerms`), so `add` only
/// keeps entries; the postings are gathered when the index is written.
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
    /// The text searched besides the title: a section's own paragraphs, an
    /// article's summary and introduction, a symbol's documentation. The
    /// page cuts each result's snippet from it.
    let body: String
  }

  /// A document and its terms with their weights.
  ///
  /// A term in the title weighs `titleWeight`, more than the body can give
  /// (its count, up to `bodyCap`): a reader who types the words of a
  /// heading wants that section before the ones that merely mention them,
  /// however often.
  struct Entry {
    static let titleWeight: Int32 = 16
    static let bodyCap: Int32 = 8

    let document: Document
    /// Term numbers, in the order the terms first occur, and their weights.
    let terms: [Int32]
    let weights: [Int32]

    init(_ document: Document, terms numbering: SearchTerms) {
      self.document = document
      var counted = DocumentTerms()
      counted.inTitle = true
      SearchTokenizer.forEachTerm(in: document.title, into: &counted)
      counted.inTitle = false
      SearchTokenizer.forEachTerm(in: document.body, into: &counted)
      self.terms = numbering.numbers(of: counted.table)
      let (titled, counts) = (counted.titled, counted.counts)
      // At exactly their size: entries are kept for the whole build.
      self.weights = [Int32](unsafeUninitializedCapacity: counts.count) { buffer, initialized in
        for slot in counts.indices {
          buffer[slot] = (titled[slot] ? Self.titleWeight : 0) + min(counts[slot], Self.bodyCap)
        }
        initialized = counts.count
      }
    }
  }

  struct Posting {
    let document: Int32
    var weight: Int32
  }

  /// Every term's documents, in one array: a term's postings are
  /// neighbours, by document. Made from the entries when the index is
  /// written, at exactly its size, and dropped after.
  struct Postings {
    let all: [Posting]
    /// Term number → where its postings start in `all`; one more at the end.
    let starts: [Int]

    init(_ entries: [Entry], termCount: Int) {
      var starts = [Int](repeating: 0, count: termCount + 1)
      for entry in entries {
        for term in entry.terms { starts[Int(term) + 1] += 1 }
      }
      for index in 0..<termCount { starts[index + 1] += starts[index] }
      var next = starts
      all = [Posting](unsafeUninitializedCapacity: starts[termCount]) { buffer, count in
        for (document, entry) in entries.enumerated() {
          for (term, weight) in zip(entry.terms, entry.weights) {
            buffer[next[Int(term)]] = Posting(document: Int32(document), weight: weight)
            next[Int(term)] += 1
          }
        }
        count = starts[termCount]
      }
      self.starts = starts
    }

    subscript(term: Int32) -> ArraySlice<Posting> {
      all[starts[Int(term)]..<starts[Int(term) + 1]]
    }
  }

  let terms: SearchTerms
  let synonyms: SearchSynonyms
  /// The documents in order, each with its terms.
  private(set) var entries: [Entry] = []

  init(terms: SearchTerms, synonyms: SearchSynonyms) {
    self.terms = terms
    self.synonyms = synonyms
  }

  mutating func add(_ document: Document) {
    add(Entry(document, terms: terms))
  }

  mutating func add(_ entry: Entry) {
    entries.append(entry)
  }

  /// Canonical JSON: synonym groups, documents in order (`b`, the body,
  /// left out when empty), terms sorted, postings by document as pairs of
  /// the document's distance from the previous posting's (from 0 for the
  /// first) and the weight: small numbers, a fifth fewer bytes.
  /// Terms that are equal strings but different bytes are one term, shown
  /// as the document that comes first spells it.
  /// Emitted in pieces of about a megabyte, so that the index (tens of
  /// megabytes for thousands of articles) is never held whole.
  func json(_ emit: ([UInt8]) -> Void) {
    let piece = 1 << 20
    var out: [UInt8] = []
    out.reserveCapacity(piece + 4096)
    func flush(_ force: Bool = false) {
      if force || out.count >= piece {
        emit(out)
        out.removeAll(keepingCapacity: true)
      }
    }
    out += "{\"synonyms\":[".utf8
    for (index, group) in synonyms.groups.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "["))
      for (offset, word) in group.enumerated() {
        if offset > 0 { out.append(UInt8(ascii: ",")) }
        JSONString.append(word, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    }
    out += "],\"docs\":[".utf8
    for (index, document) in entries.lazy.map(\.document).enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out += "{\"t\":".utf8
      JSONString.append(document.title, to: &out)
      out += ",\"u\":".utf8
      JSONString.append(document.url, to: &out)
      out += ",\"k\":".utf8
      JSONString.append(document.kind.rawValue, to: &out)
      out += ",\"x\":".utf8
      JSONString.append(document.excerpt, to: &out)
      if !document.body.isEmpty {
        out += ",\"b\":".utf8
        JSONString.append(document.body, to: &out)
      }
      out.append(UInt8(ascii: "}"))
      flush()
    }
    out += "],\"terms\":{".utf8
    let known = terms.snapshot()
    let postings = Postings(entries, termCount: known.count)
    var first = true
    var group: [Int32] = []
    // Terms equal as strings are neighbours in string order: one term.
    for (offset, number) in known.inStringOrder.enumerated() {
      group.append(number)
      let next = offset + 1 < known.inStringOrder.count ? known.inStringOrder[offset + 1] : nil
      if let next, known.term(next) == known.term(number) { continue }
      Self.appendTerm(
        group, spelled: known.term, postings: postings,
        position: { entries[Int($1)].terms.firstIndex(of: $0) ?? 0 }, first: &first, to: &out)
      group.removeAll(keepingCapacity: true)
      flush()
    }
    out += "}}\n".utf8
    flush(true)
  }

  /// `"term":[document,weight,…]` for the numbers of one term, if any
  /// document holds it; spelled as the first document spells it first
  /// (`position`: where a number comes among a document's terms).
  private static func appendTerm(
    _ numbers: [Int32], spelled term: (Int32) -> String, postings: Postings,
    position: (Int32, Int32) -> Int, first: inout Bool, to out: inout [UInt8]
  ) {
    let used = numbers.filter { !postings[$0].isEmpty }
    func firstUse(_ number: Int32) -> (Int32, Int) {
      let document = postings[number].first!.document
      return (document, used.count == 1 ? 0 : position(number, document))
    }
    guard let shown = used.min(by: { firstUse($0) < firstUse($1) }) else { return }
    if !first { out.append(UInt8(ascii: ",")) }
    first = false
    JSONString.append(term(shown), to: &out)
    out += ":[".utf8
    let merged = used.count == 1 ? postings[shown] : merge(used.map { postings[$0] })
    var previous: Int32 = 0
    for (offset, posting) in merged.enumerated() {
      if offset > 0 { out.append(UInt8(ascii: ",")) }
      JSONText.appendDecimal(Int(posting.document - previous), to: &out)
      previous = posting.document
      out.append(UInt8(ascii: ","))
      JSONText.appendDecimal(Int(posting.weight), to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  /// Postings of several numbers for one term, as one list by document.
  private static func merge(_ lists: [ArraySlice<Posting>]) -> ArraySlice<Posting> {
    var byDocument: [Int32: Int32] = [:]
    for list in lists {
      for posting in list { byDocument[posting.document, default: 0] += posting.weight }
    }
    return byDocument.keys.sorted().map { Posting(document: $0, weight: byDocument[$0]!) }[...]
  }
}
