/// Finds the `@key` of a Scholia annotation line in a Swift `///` comment
/// and splits the comment's run so the key gets its own nested
/// `hl-annotation` span.
///
/// The rule is the one `SourceAnalysis` reads (docs/annotations.md,
/// `DeclarationIndexer`): after the `///`, spaces, then `@`, a known key,
/// and a space or the end of the line. Block doc comments, Objective-C and
/// unknown keys (`@param`) are never marked: the colour tells the reader
/// "the analysis reads this line", so it appears exactly where the analysis
/// does read one.
enum DocAnnotations {
  /// The annotation keys of Scholia's grammar, as UTF-8.
  static let keys: [[UInt8]] = [
    "original", "entry", "timer", "handler", "state", "animation", "completion",
  ].map { Array($0.utf8) }

  /// Appends the runs for the `///` comment at `start..<end` of `text` (one
  /// line, without its line break): one `doc` run, split around the
  /// annotation key if the line is an annotation line.
  static func appendRuns(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, to runs: inout [HighlightRun]
  ) {
    guard let key = annotationKey(text, start, end) else {
      runs.append(HighlightRun(start, end, .doc))
      return
    }
    runs.append(HighlightRun(start, key.lowerBound, .doc))
    runs.append(HighlightRun(key.lowerBound, key.upperBound, .doc, inner: .annotation))
    if end > key.upperBound { runs.append(HighlightRun(key.upperBound, end, .doc)) }
  }

  /// The byte range of `@key` in the `///` comment `start..<end`, if it is
  /// an annotation line.
  private static func annotationKey(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> Range<Int>? {
    var at = start + 3
    while at < end && text[at] == Byte.space { at += 1 }
    guard at < end && text[at] == Byte.at else { return nil }
    var keyEnd = at + 1
    while keyEnd < end && Byte.isLetter(text[keyEnd]) { keyEnd += 1 }
    guard keyEnd == end || text[keyEnd] == Byte.space || text[keyEnd] == Byte.carriageReturn,
      isKey(text, at + 1, keyEnd)
    else { return nil }
    return at..<keyEnd
  }

  private static func isKey(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    keyLoop: for key in keys where key.count == end - start {
      for k in 0..<key.count where key[k] != text[start + k] { continue keyLoop }
      return true
    }
    return false
  }
}
