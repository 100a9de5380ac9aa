import Highlight
import Testing

/// Scholia's annotation keys inside doc comments get a nested
/// `hl-annotation` span; nothing else does.
@Suite("Annotation highlighting")
struct AnnotationHighlightTests {
  @Test("every key of the grammar, on a /// line, with and without a value")
  func keys() {
    let code = """
      /// Shows the HUD.
      ///
      /// @entry
      /// @handler graceTimer
      /// @original -[MBProgressHUD showAnimated:] MBProgressHUD.m
      /// @timer
      /// @state
      /// @animation
      ///   @completion
      public func show() {}
      """
    let h = HighlightedHTML(code, .swift)
    #expect(h.problems.isEmpty)
    for key in ["@entry", "@handler", "@original", "@timer", "@state", "@animation", "@completion"] {
      #expect(h.classes(of: key) == ["hl-doc", "hl-annotation"], "\(key)")
    }
    #expect(h.classes(of: " graceTimer") == ["hl-doc"])
    #expect(h.classes(of: " -[MBProgressHUD showAnimated:] MBProgressHUD.m") == ["hl-doc"])
    #expect(h.classes(of: "/// Shows the HUD.") == ["hl-doc"])
    #expect(h.texts(classed: ["hl-doc", "hl-annotation"]).count == 7)
  }

  @Test("the annotation and its doc comment share one outer span")
  func nesting() {
    let html = Highlighter.html("/// @entry\nfunc f() {}", language: .swift)
    #expect(html.hasPrefix(#"<span class="hl-doc">/// <span class="hl-annotation">@entry</span></span>"#))
  }

  @Test("not annotations: unknown keys, keys mid-line or followed by punctuation, plain comments")
  func nonAnnotations() {
    let code = """
      /// @param x the value
      /// see @entry above
      /// @entry: now
      /// @entryPoint
      /// mail me@original.org
      func f() {}
      """
    let h = HighlightedHTML(code, .swift)
    #expect(h.texts(classed: ["hl-doc", "hl-annotation"]).isEmpty)
    let plain = HighlightedHTML("// @entry\n/* @state */\nfunc f() {}", .swift)
    #expect(plain.classes(of: "// @entry") == ["hl-comment"])
    #expect(plain.classes(of: "/* @state */") == ["hl-comment"])
  }

  @Test("only /// lines, as the analysis reads: not block doc comments, tabs, //// or Objective-C")
  func onlyWhatTheAnalysisReads() {
    let swift = HighlightedHTML(
      """
      /**
       * @entry
       @state
       */
      /** @completion */
      ///\t@timer
      //// @handler graceTimer
      func hide() {}
      """, .swift)
    #expect(swift.problems.isEmpty)
    #expect(swift.texts(classed: ["hl-doc", "hl-annotation"]).isEmpty)
    #expect(swift.classes(of: "/** @completion */") == ["hl-doc"])
    #expect(swift.classes(of: "//// @handler graceTimer") == ["hl-doc"])
    let objc = HighlightedHTML("/// @entry\n/** @state */\n//! @timer\n- (void)show;", .objc)
    #expect(objc.texts(classed: ["hl-doc", "hl-annotation"]).isEmpty)
    #expect(objc.classes(of: "/// @entry") == ["hl-doc"])
  }

  @Test("a key ends at a space, the end of the line or a carriage return")
  func keyEnds() {
    let h = HighlightedHTML("///@entry\n///   @state\r\n/// @timer", .swift)
    #expect(h.texts(classed: ["hl-doc", "hl-annotation"]) == ["@entry", "@state", "@timer"])
  }

  @Test("the replicas' annotations are all marked: one per annotation line")
  func replicas() {
    for (path, code) in TestSources.replicas {
      let h = HighlightedHTML(code, .swift)
      let expected = code.split(separator: "\n").filter { line in
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("/// @") else { return false }
        let key = trimmed.dropFirst(5).prefix { $0.isLetter }
        return ["original", "entry", "timer", "handler", "state", "animation", "completion"]
          .contains(String(key))
      }.count
      #expect(h.texts(classed: ["hl-doc", "hl-annotation"]).count == expected, "\(path)")
    }
  }
}
