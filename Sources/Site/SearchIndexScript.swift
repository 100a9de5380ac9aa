/// `search-index.js`: the search index as a classic script that sets
/// `globalThis.ScholiaSearchIndex`, which scholia.js loads on the first
/// query. A script rather than `fetch("search-index.json")` because
/// browsers refuse `fetch` from a page opened from `file://`, and the site
/// must search there too (the same reason as `PageEngineScript`).
/// `search-index.json` stays beside it for other tools.
extension SearchIndex {
  /// The script around the index's `json` (made once for both files).
  static func script(json: [UInt8]) -> [UInt8] {
    Array("globalThis.ScholiaSearchIndex = ".utf8) + json + Array(";\n".utf8)
  }
}
