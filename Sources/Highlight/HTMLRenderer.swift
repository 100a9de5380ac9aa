import Escaping

/// Writes source text and its classified runs as escaped HTML with
/// `<span class="hl-…">` runs, either as one string or one string per line.
///
/// Every source byte is written exactly once, escaped or as is, in order, and
/// tags are the only additions: that is what makes the output's text equal
/// the input. Spans open lazily, just before the first byte they cover that
/// is not a line break, so a run never leaves an empty `<span></span>` behind
/// (a comment ending in a newline, a line that is only a newline).
///
/// In line mode every span is closed at each `\n` and reopened on the next
/// line, so each line is a self-contained fragment that a page can wrap in
/// its own anchored element.
///
/// Links (`Highlighter.Link`) are written outside the colour spans: the
/// spans open inside an `<a>` are closed before it closes.
struct HTMLRenderer {
  private let splitLines: Bool
  private var out: [UInt8] = []
  private var lines: [String] = []
  private var openOuter: HighlightClass?
  private var openInner: HighlightClass?
  /// The links not yet written past, in order.
  private var links: ArraySlice<Highlighter.Link> = []
  private var linkOpen = false

  /// `<span class="hl-…">` for every class, indexed by raw value.
  private static let openTags: [[UInt8]] = HighlightClass.allCases.map {
    Array("<span class=\"\($0.cssClass)\">".utf8)
  }
  private static let closeTag = Array("</span>".utf8)

  private init(splitLines: Bool, capacity: Int) {
    self.splitLines = splitLines
    out.reserveCapacity(splitLines ? 128 : capacity)
  }

  /// The whole text as one HTML fragment.
  static func html(_ text: UnsafeBufferPointer<UInt8>, _ runs: [HighlightRun]) -> String {
    var renderer = HTMLRenderer(splitLines: false, capacity: text.count * 2 + runs.count * 32)
    renderer.render(text, runs)
    renderer.closeAll()
    return String(decoding: renderer.out, as: UTF8.self)
  }

  /// The text as one HTML fragment per `\n`-separated line; an empty last
  /// line after a trailing `\n` is not returned.
  static func lines(_ text: UnsafeBufferPointer<UInt8>, _ runs: [HighlightRun]) -> [String] {
    lines(text, runs, links: [], range: 0..<text.count)
  }

  /// The bytes `range` of the text (whole lines) as one fragment per line,
  /// with `links` (in order, inside `range`, one line each) around their
  /// bytes.
  static func lines(
    _ text: UnsafeBufferPointer<UInt8>, _ runs: [HighlightRun], links: [Highlighter.Link], range: Range<Int>
  ) -> [String] {
    var renderer = HTMLRenderer(splitLines: true, capacity: 0)
    renderer.links = links[...]
    renderer.render(text, runs, range)
    renderer.closeAll()
    if range.isEmpty || text[range.upperBound - 1] != Byte.newline { renderer.endLine() }
    return renderer.lines
  }

  private mutating func render(
    _ text: UnsafeBufferPointer<UInt8>, _ runs: [HighlightRun], _ range: Range<Int>? = nil
  ) {
    let end = range?.upperBound ?? text.count
    var position = range?.lowerBound ?? 0
    for run in runs where run.end > position {
      if run.start >= end { break }
      let start = max(run.start, position)
      if start > position { emit(text, position, start, nil, nil) }
      let stop = min(run.end, end)
      emit(text, start, stop, run.outer, run.inner)
      position = stop
    }
    if end > position { emit(text, position, end, nil, nil) }
  }

  /// `write`, with the links that begin, cover or end in `start..<end`
  /// opened and closed around their bytes.
  private mutating func emit(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
    _ outer: HighlightClass?, _ inner: HighlightClass?
  ) {
    var at = start
    while at < end {
      guard let link = links.first, link.bytes.lowerBound < end else {
        write(text, at, end, outer, inner)
        return
      }
      if at < link.bytes.lowerBound {
        write(text, at, link.bytes.lowerBound, outer, inner)
        at = link.bytes.lowerBound
      }
      if !linkOpen {
        closeAll()
        out.append(contentsOf: "<a class=\"ref\" href=\"".utf8)
        out.append(contentsOf: HTMLEscape.url(link.href).utf8)
        out.append(contentsOf: "\" title=\"".utf8)
        out.append(contentsOf: HTMLEscape.attribute(link.title).utf8)
        out.append(contentsOf: "\">".utf8)
        linkOpen = true
      }
      let stop = min(end, link.bytes.upperBound)
      write(text, at, stop, outer, inner)
      at = stop
      if stop == link.bytes.upperBound {
        closeAll()
        out.append(contentsOf: "</a>".utf8)
        linkOpen = false
        links.removeFirst()
      }
    }
  }

  /// Writes `start..<end` of `text` inside the spans `outer` and `inner`.
  ///
  /// Bytes that need no escaping are copied in stretches, not one by one:
  /// most of a block is such stretches, and this loop is most of the
  /// renderer's time.
  private mutating func write(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
    _ outer: HighlightClass?, _ inner: HighlightClass?
  ) {
    var synced = false
    var copied = start
    var i = start
    while i < end {
      let byte = text[i]
      guard Self.needsAttention[Int(byte)] else {
        i += 1
        continue
      }
      if i > copied {
        if !synced {
          open(outer, inner)
          synced = true
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<i]))
      }
      if byte == Byte.newline && splitLines {
        closeAll()
        endLine()
        synced = false
      } else {
        if !synced {
          open(outer, inner)
          synced = true
        }
        if let entity = HTMLEscape.textEntities[Int(byte)] {
          out.append(contentsOf: entity)
        } else {
          out.append(byte)
        }
      }
      i += 1
      copied = i
    }
    if end > copied {
      if !synced { open(outer, inner) }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<end]))
    }
  }

  /// The bytes `write` must stop at: those HTML text escapes, and `\n`,
  /// which ends a line in line mode.
  private static let needsAttention: [Bool] = (0...255).map {
    HTMLEscape.textEntities[$0] != nil || UInt8($0) == Byte.newline
  }

  /// Makes the open spans exactly `outer` and `inner`, keeping an outer span
  /// open across runs that share it.
  private mutating func open(_ outer: HighlightClass?, _ inner: HighlightClass?) {
    if openOuter != outer {
      closeAll()
      if let outer {
        out.append(contentsOf: Self.openTags[Int(outer.rawValue)])
        openOuter = outer
      }
    }
    if openInner != inner {
      if openInner != nil {
        out.append(contentsOf: Self.closeTag)
        openInner = nil
      }
      if let inner {
        out.append(contentsOf: Self.openTags[Int(inner.rawValue)])
        openInner = inner
      }
    }
  }

  private mutating func closeAll() {
    if openInner != nil {
      out.append(contentsOf: Self.closeTag)
      openInner = nil
    }
    if openOuter != nil {
      out.append(contentsOf: Self.closeTag)
      openOuter = nil
    }
  }

  private mutating func endLine() {
    lines.append(String(decoding: out, as: UTF8.self))
    out.removeAll(keepingCapacity: true)
  }
}
