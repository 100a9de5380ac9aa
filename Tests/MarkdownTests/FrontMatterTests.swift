import Markdown
import Testing

@Suite("Front matter")
struct FrontMatterTests {
  @Test("every key is read, optional ones included")
  func complete() throws {
    let article = try Articles.parse(
      "Text.\n", extra: "commit: 0b6f4b4\nraw_html: true")
    let front = article.frontMatter
    #expect(front.title == "MBProgressHUD 1.2.0: every path into animateIn")
    #expect(front.summary == "One or two sentences for the home page.")
    #expect(front.library == "MBProgressHUD")
    #expect(front.repository == "https://github.com/jdg/MBProgressHUD")
    #expect(front.version == "1.2.0")
    #expect(front.commit == "0b6f4b4")
    #expect(front.license == "MIT")
    #expect(front.date.description == "2026-11-22")
    #expect(front.date.year == 2026 && front.date.month == 11 && front.date.day == 22)
    #expect(front.tags == ["hud", "timers"])
    #expect(front.language == .english)
    #expect(front.rawHTML)
    #expect(article.bodyFirstLine == Articles.bodyFirstLine + 2)
  }

  @Test("optional keys default: no summary, commit or tags, raw HTML off")
  func defaults() throws {
    let text = """
      ---
      title: 计时器
      library: MBProgressHUD
      repository: https://github.com/jdg/MBProgressHUD
      version: 1.2
      license: MIT
      date: 2024-02-29
      language: zh
      ---
      正文。
      """
    let front = try ArticleParser.parse(text).frontMatter
    #expect(front.summary == nil)
    #expect(front.commit == nil)
    #expect(front.tags == [])
    #expect(!front.rawHTML)
    #expect(front.language == .chinese)
    #expect(front.title == "计时器")
    #expect(front.version == "1.2", "a version is text, not a number")
    #expect(front.date.description == "2024-02-29", "2024 is a leap year")
  }

  @Test("block-style tags and quoted values are read too")
  func blockTags() throws {
    let article = try Articles.parse("Text.\n", extra: "commit: '0123456'")
    #expect(article.frontMatter.commit == "0123456")
    let text = Articles.frontMatter.replacingOccurrences(
      of: "tags: [hud, timers]", with: "tags:\n  - hud\n  - \"run loop\"")
    #expect(try ArticleParser.parse(text).frontMatter.tags == ["hud", "run loop"])
  }

  @Test(
    "dates that do not exist are refused, with the reason",
    arguments: [
      ("2023-02-29", "day 29 is not in that month, which has 28 days"),
      ("2026-04-31", "day 31 is not in that month, which has 30 days"),
      ("2026-00-10", "there is no month 0"),
      ("2026-1-5", "write it as YYYY-MM-DD"),
      ("26-11-22", "write it as YYYY-MM-DD"),
      ("2026-11-22T10:00", "write it as YYYY-MM-DD"),
      ("1900-02-29", "day 29 is not in that month, which has 28 days"),
    ])
  func badDates(date: String, reason: String) {
    let text = Articles.frontMatter.replacingOccurrences(of: "date: 2026-11-22", with: "date: \(date)")
    #expect(
      Articles.diagnostics(text) == [
        "8:7: error: 'date' must be a real day in YYYY-MM-DD form, not '\(date)': \(reason)"
      ])
  }

  @Test("2000-02-29 exists (a century divisible by 400 is a leap year)")
  func leapCentury() throws {
    let text = Articles.frontMatter.replacingOccurrences(of: "date: 2026-11-22", with: "date: 2000-02-29")
    #expect(try ArticleParser.parse(text).frontMatter.date.description == "2000-02-29")
  }

  @Test("every problem is reported at once, front matter and body, in file order")
  func allProblems() {
    let text = """
      ---
      title: [not, a, title]
      sumary: x
      library: MBProgressHUD
      repository: https://github.com/jdg/MBProgressHUD
      version: 1.2.0
      license: MIT
      date: 2026-02-30
      language: en
      raw_html: "true"
      ---
      A [bad link](javascript:void(0)) and <b>bold</b>.
      """
    #expect(
      Articles.diagnostics(text) == [
        "2:8: error: 'title' must be a single value, not a list",
        "3:1: error: unknown front matter key 'sumary'; did you mean 'summary'?",
        "8:7: error: 'date' must be a real day in YYYY-MM-DD form, not '2026-02-30': "
          + "day 30 is not in that month, which has 28 days",
        "10:11: error: 'raw_html' must be true or false, not 'true'",
        "12:3: error: links to 'javascript:' URLs are not allowed",
      ], "raw HTML is not judged while 'raw_html' itself is broken")
  }

  @Test("an unknown key far from every known one lists them all")
  func unknownWithoutSuggestion() {
    let text = Articles.article("Text.\n", extra: "作者: 某人")
    #expect(
      Articles.diagnostics(text) == [
        "11:1: error: unknown front matter key '作者' (expected one of: commit, date, language, library, license, "
          + "raw_html, repository, summary, tags, title, version)"
      ])
  }

  @Test("positions count Unicode scalars, so values after Chinese text point at the right column")
  func scalarColumns() {
    let text = Articles.frontMatter.replacingOccurrences(
      of: "tags: [hud, timers]", with: "tags: [计时器, {a: b}]")
    #expect(Articles.diagnostics(text) == ["9:13: error: each tag must be a word, not a mapping"])
  }

  @Test("empty values and empty front matter")
  func empty() {
    let text = Articles.frontMatter.replacingOccurrences(of: "license: MIT", with: "license:")
    #expect(Articles.diagnostics(text) == ["7:9: error: 'license' has no value"])
    #expect(
      Articles.diagnostics("---\n---\nBody.\n") == [
        "2:1: error: the front matter is missing the required keys 'title', 'library', 'repository', "
          + "'version', 'license', 'date', 'language'"
      ])
    #expect(
      Articles.diagnostics("---\n# only a comment\n---\n") == [
        "3:1: error: the front matter is missing the required keys 'title', 'library', 'repository', "
          + "'version', 'license', 'date', 'language'"
      ])
    #expect(
      Articles.diagnostics("") == [
        "1:1: error: an article starts with front matter: a line '---', YAML keys, then another '---'"
      ])
    #expect(
      Articles.diagnostics("---") == [
        "1:1: error: the front matter that starts here has no closing '---' line"
      ])
  }

  @Test("Windows line endings, a byte-order mark and spaces after the fences are accepted")
  func lineEndings() throws {
    let text =
      "\u{FEFF}"
      + Articles.article("# Title\r\n\r\nText [x](javascript:y).\r\n")
      .replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "\r\r\n", with: "\r\n")
      .replacingOccurrences(of: "---\r\n", with: "---  \r\n")
    #expect(Articles.diagnostics(text) == ["14:6: error: links to 'javascript:' URLs are not allowed"])
    let clean = try ArticleParser.parse(text.replacingOccurrences(of: "javascript:y", with: "y"))
    #expect(clean.bodyFirstLine == 12)
    #expect(clean.frontMatter.title == "MBProgressHUD 1.2.0: every path into animateIn")
    #expect(clean.document.children.first?.line == 12)
  }

  @Test("YAML anchors and aliases resolve like any YAML")
  func aliases() throws {
    let text = Articles.frontMatter.replacingOccurrences(
      of: "library: MBProgressHUD", with: "library: &lib MBProgressHUD"
    )
    .replacingOccurrences(of: "tags: [hud, timers]", with: "tags: [*lib]")
    #expect(try ArticleParser.parse(text).frontMatter.tags == ["MBProgressHUD"])
  }
}
