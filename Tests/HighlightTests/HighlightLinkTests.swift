import Highlight
import Testing

/// Links laid over highlighted lines (`HighlightedText`): around exactly
/// the bytes given, outside the colour spans, with the text unchanged; any
/// lines of a file rendered alike; links that are not one identifier on
/// one line left out.
@Suite("Links in highlighted code")
struct HighlightLinkTests {
  static let code = """
    let hud = MBProgressHUD(view: view)
    hud.showAnimated(true)
    // hud.hide()

    """

  /// The byte range of the `occurrence`th `word` in `code`.
  static func bytes(of word: String, occurrence: Int = 0) -> Range<Int> {
    let utf8 = Array(code.utf8)
    let needle = Array(word.utf8)
    var found = -1
    for start in 0...(utf8.count - needle.count) where Array(utf8[start..<start + needle.count]) == needle {
      found += 1
      if found == occurrence { return start..<start + needle.count }
    }
    return 0..<0
  }

  static func link(_ word: String, _ href: String) -> Highlighter.Link {
    Highlighter.Link(bytes: bytes(of: word), href: href, title: word)
  }

  @Test("without links, the lines are Highlighter.lines'")
  func sameAsLines() {
    let text = HighlightedText(Self.code, language: .swift)
    #expect(text.lineCount == 3)
    #expect(text.lines(1...3) == Highlighter.lines(Self.code, language: .swift))
    #expect(text.lines(2...3) == Array(Highlighter.lines(Self.code, language: .swift)[1...]))
    #expect(HighlightedText("", language: .swift).lines(1...1) == [""])
  }

  @Test("a link wraps its identifier outside the colour span, and the text is unchanged")
  func linkOutsideSpans() {
    let text = HighlightedText(Self.code, language: .swift)
    let lines = text.lines(
      1...3, links: [Self.link("MBProgressHUD", "#sym-MBProgressHUD"), Self.link("showAnimated", "a.html#s")])
    #expect(
      lines[0]
        == "<span class=\"hl-keyword\">let</span> hud = <a class=\"ref\" href=\"#sym-MBProgressHUD\" "
        + "title=\"MBProgressHUD\"><span class=\"hl-type\">MBProgressHUD</span></a>(view: view)")
    #expect(
      lines[1]
        == "hud.<a class=\"ref\" href=\"a.html#s\" title=\"showAnimated\">showAnimated</a>(<span class=\"hl-keyword\">true</span>)"
    )
    let plain = lines.map { $0.replacing(#/<[^>]*>/#, with: "") }
    #expect(
      plain == Self.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
  }

  @Test("a link inside a comment is written inside the comment's colour")
  func linkInComment() {
    let lines = HighlightedText(Self.code, language: .swift).lines(
      3...3, links: [Highlighter.Link(bytes: Self.bytes(of: "hide"), href: "#h", title: "hide")])
    #expect(
      lines == [
        "<span class=\"hl-comment\">// hud.</span><a class=\"ref\" href=\"#h\" title=\"hide\"><span class=\"hl-comment\">hide</span></a><span class=\"hl-comment\">()</span>"
      ])
  }

  @Test("links outside the lines, across a line break, empty or overlapping are left out")
  func unusableLinks() {
    let text = HighlightedText(Self.code, language: .swift)
    let plain = text.lines(2...2)
    let start = Self.bytes(of: "view", occurrence: 1).lowerBound
    let across = Highlighter.Link(
      bytes: start..<Self.bytes(of: "showAnimated").upperBound, href: "#x", title: "x")
    let empty = Highlighter.Link(
      bytes: Self.bytes(of: "true").lowerBound..<Self.bytes(of: "true").lowerBound, href: "#e", title: "e")
    let outside = Self.link("MBProgressHUD", "#m")
    #expect(text.lines(2...2, links: [across, empty, outside]) == plain)
    let first = Self.link("showAnimated", "#one")
    let overlapping = Highlighter.Link(bytes: Self.bytes(of: "Animated"), href: "#two", title: "two")
    #expect(!text.lines(2...2, links: [first, overlapping])[0].contains("#two"))
  }
}
