import Highlight
import Testing

/// The public surface: language names, the class list, determinism and the
/// batch call.
@Suite("Highlighter API")
struct HighlighterAPITests {
  @Test(
    "language names from fences and file extensions",
    arguments: [
      ("swift", Highlighter.Language.swift), ("Swift", .swift), ("objc", .objc), ("objective-c", .objc),
      ("Objective-C", .objc), ("objectivec", .objc), ("obj-c", .objc), ("m", .objc), ("mm", .objc),
      ("h", .objc), ("OBJC", .objc),
    ])
  func languageNames(name: String, language: Highlighter.Language) {
    #expect(Highlighter.Language(name: name) == language)
  }

  @Test("unknown language names are nil", arguments: ["", "c++", "js", "swift5", " swift", "objective c"])
  func unknownLanguages(name: String) {
    #expect(Highlighter.Language(name: name) == nil)
  }

  @Test("cssClasses lists exactly the classes the highlighter emits")
  func cssClasses() {
    #expect(
      Set(Highlighter.cssClasses) == [
        "hl-keyword", "hl-type", "hl-string", "hl-number", "hl-comment", "hl-doc", "hl-attribute",
        "hl-directive", "hl-operator", "hl-annotation",
      ])
    #expect(Highlighter.cssClasses.count == 10)
    var seen: Set<String> = []
    let swift = """
      /// @entry
      @discardableResult func f(_ x: Int) -> String { // note
      #if DEBUG
        return "s" + 1
      #endif
      }
      """
    let objc = "#import <A.h>\n/** @state */ NSString *s = @\"x\"; int n = 0x1F; // c"
    for (code, language) in [(swift, Highlighter.Language.swift), (objc, .objc)] {
      for classes in HighlightedHTML(code, language).classes { seen.formUnion(classes) }
    }
    for (_, code) in TestSources.replicas {
      for classes in HighlightedHTML(code, .swift).classes { seen.formUnion(classes) }
    }
    #expect(seen == Set(Highlighter.cssClasses))
  }

  @Test("the same input gives the same output, call after call")
  func deterministic() {
    for (path, code) in TestSources.replicas {
      for language in Highlighter.Language.allCases {
        #expect(
          Highlighter.html(code, language: language) == Highlighter.html(code, language: language), "\(path)")
        #expect(
          Highlighter.lines(code, language: language) == Highlighter.lines(code, language: language),
          "\(path)")
      }
    }
  }

  @Test("the batch call equals highlighting the blocks one by one, in order")
  func batch() {
    var blocks: [(code: String, language: Highlighter.Language)] = []
    for (_, code) in TestSources.replicas {
      let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
      for start in stride(from: 0, to: lines.count, by: 20) {
        let block = lines[start..<min(start + 20, lines.count)].joined(separator: "\n")
        blocks.append((block, .swift))
        blocks.append((block, .objc))
      }
    }
    #expect(blocks.count > 100)
    let batched = Highlighter.html(blocks)
    #expect(batched == blocks.map { Highlighter.html($0.code, language: $0.language) })
    #expect(Highlighter.html([]) == [])
    #expect(
      Highlighter.html([(code: "let x = 1", language: .swift)]) == [
        Highlighter.html("let x = 1", language: .swift)
      ])
  }
}
