import Highlight
import Testing

/// Each class the Swift highlighter emits, on small snippets.
@Suite("Swift highlighting")
struct SwiftHighlightTests {
  func swift(_ code: String) -> HighlightedHTML {
    let highlighted = HighlightedHTML(code, .swift)
    #expect(highlighted.problems.isEmpty, "\(highlighted.problems)")
    #expect(highlighted.text == code)
    return highlighted
  }

  @Test("keywords, contextual ones included; identifiers stay plain")
  func keywords() {
    let h = swift(
      """
      public final class HUD {
        var count = 0 { didSet { print(oldValue) } }
        override func show() -> Bool { return self.count > 0 && true }
        var label: String? { get { nil } }
      }
      """)
    for keyword in [
      "public", "final", "class", "var", "didSet", "override", "func", "return", "self", "true",
    ] {
      #expect(h.classes(of: keyword) == ["hl-keyword"], "\(keyword)")
    }
    #expect(h.classes(of: "get") == ["hl-keyword"])
    #expect(h.classes(of: "nil") == ["hl-keyword"])
    #expect(h.classes(of: "count") == [])
    #expect(h.classes(of: "print") == [])
    #expect(h.classes(of: "show") == [])
  }

  @Test("types in type position, and capitalised names in expressions")
  func types() {
    let h = swift(
      """
      let hud: MBProgressHUD = MBProgressHUD(view: view)
      let delay = VirtualDuration.zero
      func first<T>(of items: [T]) -> T? { items.first }
      var timer: Kernel.Timer
      static func HUDForView(_ View: Int) -> Int { let Count = 1; return Count }
      enum Mode { case Fade }
      """)
    #expect(h.classes(of: "MBProgressHUD", occurrence: 1) == ["hl-type"])
    #expect(h.classes(of: "MBProgressHUD", occurrence: 2) == ["hl-type"])
    #expect(h.classes(of: "VirtualDuration") == ["hl-type"])
    #expect(h.classes(of: "T", occurrence: 2) == ["hl-type"])
    #expect(h.classes(of: "Kernel") == ["hl-type"])
    #expect(h.classes(of: "Timer") == ["hl-type"])
    #expect(h.classes(of: "zero") == [])
    #expect(h.classes(of: "view", occurrence: 2) == [])
    #expect(h.classes(of: "items", occurrence: 2) == [])
    // Declared names of functions, parameters, variables and cases are not
    // types, capitalised or not.
    #expect(h.classes(of: "HUDForView") == [])
    #expect(h.classes(of: "View") == [])
    #expect(h.classes(of: "Count", occurrence: 1) == [])
    #expect(h.classes(of: "Fade") == [])
  }

  @Test("strings: plain, interpolated (the code inside is code), multiline, raw")
  func strings() {
    let h = swift(
      """
      let a = "grace & <min>"
      let b = "shown \\(count) times"
      let c = \"\"\"
        two
        lines
        \"\"\"
      let d = #"raw \\d"#
      """)
    #expect(h.classes(of: "\"grace & <min>\"") == ["hl-string"])
    #expect(h.classes(of: "\"shown ") == ["hl-string"])
    #expect(h.classes(of: " times\"") == ["hl-string"])
    #expect(h.classes(of: "count") == [])
    #expect(h.classes(of: "two") == ["hl-string"])
    #expect(h.classes(of: "#\"raw \\d\"#") == ["hl-string"])
  }

  @Test("numbers in every literal form")
  func numbers() {
    let h = swift("let x = [42, 0x1F, 1_000, 1.5e-3, 0b101, 2.0]")
    for number in ["42", "0x1F", "1_000", "1.5e-3", "0b101", "2.0"] {
      #expect(h.classes(of: number) == ["hl-number"], "\(number)")
    }
  }

  @Test("comments, nested block comments, and doc comments apart from them")
  func comments() {
    let h = swift(
      """
      // a note
      /* outer /* inner */ still outer */
      /// Shows the HUD.
      /** Hides it. */
      /**/
      func f() {}  // trailing
      """)
    #expect(h.classes(of: "// a note") == ["hl-comment"])
    #expect(h.classes(of: "/* outer /* inner */ still outer */") == ["hl-comment"])
    #expect(h.classes(of: "/// Shows the HUD.") == ["hl-doc"])
    #expect(h.classes(of: "/** Hides it. */") == ["hl-doc"])
    #expect(h.classes(of: "/**/") == ["hl-comment"])
    #expect(h.classes(of: "// trailing") == ["hl-comment"])
    #expect(h.classes(of: "func") == ["hl-keyword"])
  }

  @Test("attributes: declaration attributes and type attributes")
  func attributes() {
    let h = swift(
      """
      @discardableResult
      @MainActor func run(_ body: @escaping () -> Void) -> Int { 0 }
      """)
    #expect(h.classes(of: "@discardableResult") == ["hl-attribute"])
    #expect(h.classes(of: "@MainActor") == ["hl-attribute"])
    #expect(h.classes(of: "@escaping") == ["hl-attribute"])
    #expect(h.classes(of: "Void") == ["hl-type"])
  }

  @Test("directives: #if and the names in its condition, #function, #selector, #available")
  func directives() {
    let h = swift(
      """
      #if DEBUG && os(Linux)
      let name = #function
      #elseif canImport(UIKit)
      let action = #selector(tap)
      #else
      if #available(iOS 13, *) {}
      #endif
      """)
    for directive in ["#if", "DEBUG", "os", "Linux", "#function", "#elseif", "canImport", "UIKit"] {
      #expect(h.classes(of: directive) == ["hl-directive"], "\(directive)")
    }
    #expect(h.classes(of: "&&") == ["hl-operator"])
    #expect(h.classes(of: "(", occurrence: 1) == [])
    #expect(h.classes(of: "#selector") == ["hl-directive"])
    #expect(h.classes(of: "tap") == [])
    #expect(h.classes(of: "#else") == ["hl-directive"])
    #expect(h.classes(of: "#available") == ["hl-directive"])
    #expect(h.classes(of: "#endif") == ["hl-directive"])
    #expect(h.classes(of: "let") == ["hl-keyword"])
  }

  @Test("operators are classed; assignment and punctuation are not")
  func operators() {
    let h = swift("let x = a + b ?? c; let ok = !done && x == 1")
    #expect(h.classes(of: "+") == ["hl-operator"])
    #expect(h.classes(of: "??") == ["hl-operator"])
    #expect(h.classes(of: "&&") == ["hl-operator"])
    #expect(h.classes(of: "==") == ["hl-operator"])
    #expect(h.classes(of: "!") == ["hl-operator"])
    #expect(h.classes(of: "=") == [])
    #expect(h.classes(of: ";") == [])
  }

  @Test("escapes &, <, > and \" everywhere, in code, strings and comments")
  func escaping() {
    let code = "if a < b && c > d { s = \"<b>\" } // \"x\" & y"
    let html = Highlighter.html(code, language: .swift)
    #expect(html.contains("&lt;"))
    #expect(html.contains("&gt;"))
    #expect(html.contains("&amp;&amp;"))
    #expect(html.contains("&quot;&lt;b&gt;&quot;"))
    #expect(!html.contains("<b>"))
    #expect(swift(code).text == code)
  }

  @Test("code that does not parse is still highlighted and kept intact")
  func malformed() {
    let h = swift("func (( { let x = \"open\n  return 1 }}} @ #")
    #expect(h.classes(of: "func") == ["hl-keyword"])
    #expect(h.classes(of: "\"open") == ["hl-string"])
    #expect(h.classes(of: "return") == ["hl-keyword"])
    #expect(h.classes(of: "1") == ["hl-number"])
  }
}
