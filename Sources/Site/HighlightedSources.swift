import Highlight

/// Each replica file highlighted once, line by line, shared by its source
/// page and every excerpt of it, so both show the same markup.
final class HighlightedSources {
  private var files: [String: [String]] = [:]
  private var tracing: [String: Set<Int>] = [:]
  private let texts: [String: String]

  init(texts: [String: String]) {
    self.texts = texts
  }

  /// Whether line `number` of `file` only reports the call to the trace
  /// (`enter(#function)`, `defer { leave() }`): pages dim such lines, which
  /// the replica needs and the original does not have.
  func isTracing(_ file: String, _ number: Int) -> Bool {
    if tracing[file] == nil {
      var found: Set<Int> = []
      for (offset, line) in (texts[file] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.drop { $0 == " " }
        if code.hasPrefix("enter(#function") || code.hasPrefix("defer { leave(")
          || code.contains("enterBlock(\"")
          || code.hasPrefix("Self.enter(#function")
        {
          found.insert(offset + 1)
        }
      }
      tracing[file] = found
    }
    return tracing[file]!.contains(number)
  }

  /// The highlighted lines of `file` (relative path).
  func lines(_ file: String) -> [String] {
    if let cached = files[file] { return cached }
    let lines = Highlighter.lines(texts[file] ?? "", language: .swift)
    files[file] = lines
    return lines
  }
}
