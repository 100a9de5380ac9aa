/// `search-index.js`: the search index as a classic script that sets
/// `globalThis.ScholiaSearchIndex`, which scholia.js loads on the first
/// query. A script rather than `fetch("search-index.json")` because
/// browsers refuse `fetch` from a page opened from `file://`, and the site
/// must search there too (the same reason as `PageEngineScript`).
/// `search-index.json` stays beside it for other tools.
extension SearchIndex {
  /// The script: the index's JSON (written in the same pass as
  /// `search-index.json`) between these.
  static let scriptPrefix = Array("globalThis.ScholiaSearchIndex = ".utf8)
  static let scriptSuffix = Array(";\n".utf8)
}
