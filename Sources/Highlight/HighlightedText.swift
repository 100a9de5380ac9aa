/// Source text classified once and rendered, line by line, as often as
/// pages need it: a replica file on its own source page and in every
/// excerpt of it, each time with links whose addresses suit that page.
///
/// Classifying Swift means parsing it with swift-syntax, which costs far
/// more than writing the HTML; keeping the runs lets each page pay only
/// for the lines it shows.
public struct HighlightedText: Sendable {
  private let bytes: [UInt8]
  private let runs: [HighlightRun]
  /// The UTF-8 offset at which each line starts.
  private let lineStarts: [Int]

  public init(_ code: String, language: Highlighter.Language) {
    var bytes: [UInt8] = []
    runs = Highlighter.withRuns(code, language) { text, runs in
      bytes = Array(text)
      return runs
    }
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == Byte.newline && offset + 1 < bytes.count {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// How many lines `lines` numbers: a final empty line after a trailing
  /// `\n` does not count, and an empty text is one empty line.
  public var lineCount: Int { lineStarts.count }

  /// Lines `range` (1-based, clamped to the text) as HTML, one string per
  /// line as `Highlighter.lines` gives them, with `links` wrapped around
  /// their bytes. Links outside the lines, empty, overlapping an earlier
  /// one, or spanning a line break are left out: a link is one identifier.
  public func lines(_ range: ClosedRange<Int>, links: [Highlighter.Link] = []) -> [String] {
    let first = max(range.lowerBound, 1)
    let last = min(range.upperBound, lineCount)
    guard first <= last else { return [] }
    let start = lineStarts[first - 1]
    let end = last < lineCount ? lineStarts[last] : bytes.count
    return bytes.withUnsafeBufferPointer { text in
      HTMLRenderer.lines(text, runs, links: usable(links, within: start..<end), range: start..<end)
    }
  }

  private func usable(_ links: [Highlighter.Link], within range: Range<Int>) -> [Highlighter.Link] {
    var kept: [Highlighter.Link] = []
    for link in links.sorted(by: { $0.bytes.lowerBound < $1.bytes.lowerBound })
    where !link.bytes.isEmpty && range.contains(link.bytes.lowerBound)
      && link.bytes.upperBound <= range.upperBound
      && link.bytes.lowerBound >= (kept.last?.bytes.upperBound ?? range.lowerBound)
      && !bytes[link.bytes].contains(Byte.newline)
    {
      kept.append(link)
    }
    return kept
  }
}
