import Escaping
import Testing

/// One escaper per context: what each one turns into what.
@Suite("Escaping")
struct EscapingTests {
  static let hostile = "a<b>&\"c\"'d'</script>"

  @Test("HTML text escapes & < > and double quotes, and leaves the rest, non-ASCII included")
  func htmlText() {
    #expect(HTMLEscape.text(Self.hostile) == "a&lt;b&gt;&amp;&quot;c&quot;'d'&lt;/script&gt;")
    #expect(HTMLEscape.text("宽限 ✓ plain") == "宽限 ✓ plain")
  }

  @Test("an HTML attribute value also escapes single quotes")
  func htmlAttribute() {
    #expect(HTMLEscape.attribute(Self.hostile) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;&lt;/script&gt;")
  }

  @Test("a URL keeps URL characters and %, entities for & and ', and percent-encodes the rest")
  func url() {
    #expect(
      HTMLEscape.url("https://x.org/a b?q=1&r='2'#宽")
        == "https://x.org/a%20b?q=1&amp;r=&#x27;2&#x27;#%E5%AE%BD")
    #expect(HTMLEscape.url("a\"><script>") == "a%22%3E%3Cscript%3E")
    #expect(HTMLEscape.url("already%20encoded") == "already%20encoded")
  }

  @Test("XML escapes the five specials and replaces characters XML cannot hold")
  func xml() {
    #expect(XMLEscape.escape(Self.hostile) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;&lt;/script&gt;")
    #expect(
      XMLEscape.escape("tab\tline\nnul\u{0}bell\u{7}del\u{7F}")
        == "tab\tline\nnul\u{FFFD}bell\u{FFFD}del\u{FFFD}")
    #expect(XMLEscape.escape("plain 宽限") == "plain 宽限")
  }

  @Test("JSON strings escape quotes, backslashes, controls and <, and pass other UTF-8 through")
  func json() {
    #expect(
      JSONString.quote("a\"b\\c\nd\re\tf\u{1}g</script>宽") == #""a\"b\\c\nd\re\tf\u0001g\u003c/script>宽""#)
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    JSONString.append("x", to: &bytes)
    #expect(bytes == Array("[\"x\"".utf8))
  }
}
