import Foundation

/// Every search term a build (and, through `SiteBuildCache`, the builds
/// after it) has met, numbered: an article's search entry is a list of
/// numbers and weights, so that the index gathers postings into arrays
/// instead of hashing every term of every document again, and a rebuild
/// reuses unchanged articles' entries as they are.
///
/// Terms are numbered by their exact bytes (`TermTable`); terms that are
/// different bytes but equal as Swift strings (canonically equivalent) get
/// different numbers and are merged when the index is written, as one term
/// (`SearchIndex.json`). The terms in string order are kept sorted as terms
/// are added. Safe to use from the build's worker threads.
final class SearchTerms: @unchecked Sendable {
  private let lock = NSLock()
  private var numbers = TermTable(capacity: 4096)
  private var terms: [String] = []
  /// Every number, in the string order of its term.
  private var sorted: [Int32] = []
  /// Numbers given since `sorted` was last brought up to date.
  private var unsorted: [Int32] = []

  /// The number of each of a document's terms, in their order there, new
  /// terms numbered in turn: only a new term is made a `String`.
  func numbers(of document: TermTable) -> [Int32] {
    lock.lock()
    defer { lock.unlock() }
    return [Int32](unsafeUninitializedCapacity: document.count) { buffer, initialized in
      for local in 0..<Int32(document.count) {
        buffer[Int(local)] = document.withTerm(local) { term in
          let (number, inserted) = numbers.insert(term, hash: document.hash(of: local))
          if inserted {
            terms.append(String(decoding: term, as: UTF8.self))
            unsorted.append(number)
          }
          return number
        }
      }
      initialized = document.count
    }
  }

  /// How many terms have numbers, and each number's term.
  func snapshot() -> (count: Int, term: (Int32) -> String, inStringOrder: [Int32]) {
    lock.lock()
    defer { lock.unlock() }
    if !unsorted.isEmpty {
      let terms = self.terms
      let added = unsorted.sorted { terms[Int($0)] < terms[Int($1)] }
      var merged: [Int32] = []
      merged.reserveCapacity(sorted.count + added.count)
      var (old, new) = (0, 0)
      while old < sorted.count || new < added.count {
        if new == added.count || (old < sorted.count && !(terms[Int(added[new])] < terms[Int(sorted[old])])) {
          merged.append(sorted[old])
          old += 1
        } else {
          merged.append(added[new])
          new += 1
        }
      }
      sorted = merged
      unsorted = []
    }
    let terms = self.terms
    return (terms.count, { terms[Int($0)] }, sorted)
  }
}
