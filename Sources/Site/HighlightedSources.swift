import Highlight

/// Each replica file highlighted once, line by line, shared by its source
/// page and every excerpt of it, so both show the same markup. Everything
/// is computed up front (in parallel), so readers on any thread see
/// immutable data.
final class HighlightedSources: Sendable {
  private let files: [String: [String]]
  private let tracing: [String: Set<Int>]

  init(texts: [String: String]) {
    let names = texts.keys.sorted()
    let results = Parallel.map(names) { name in
      (Highlighter.lines(texts[name] ?? "", language: .swift), Self.tracingLines(texts[name] ?? ""))
    }
    var files: [String: [String]] = [:]
    var tracing: [String: Set<Int>] = [:]
    for (name, result) in zip(names, results) {
      files[name] = result.0
      tracing[name] = result.1
    }
    self.files = files
    self.tracing = tracing
  }

  /// The highlighted lines of `file` (relative path).
  func lines(_ file: String) -> [String] {
    files[file] ?? []
  }

  /// Whether line `number` of `file` only reports the call to the trace
  /// (`enter(#function)`, `defer { leave() }`): pages dim such lines, which
  /// the replica needs and the original does not have.
  func isTracing(_ file: String, _ number: Int) -> Bool {
    tracing[file]?.contains(number) ?? false
  }

  private static func tracingLines(_ text: String) -> Set<Int> {
    var found: Set<Int> = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let code = line.drop { $0 == " " }
      if code.hasPrefix("enter(#function") || code.hasPrefix("defer { leave(")
        || code.contains("enterBlock(\"")
        || code.hasPrefix("Self.enter(#function")
      {
        found.insert(offset + 1)
      }
    }
    return found
  }
}
