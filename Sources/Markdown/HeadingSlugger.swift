/// Makes heading ids for in-page links and the table of contents: a slug of
/// the heading's text, unique within the page.
///
/// Letters and digits of every script are kept — Chinese headings keep
/// their characters, so `## 宽限计时器` links as `#宽限计时器` rather than as
/// an empty or numbered id — and lowercased; every run of anything else
/// (spaces, punctuation, including full-width `，`) becomes one `-`. A repeat
/// gets `-2`, `-3`, … after it.
struct HeadingSlugger {
  private var used: Set<String> = []
  /// Per slug, the number its next repeat tries first. Every smaller number
  /// was taken already (`used` only grows), so starting there gives the id
  /// a search from 2 would give, and a page of 20,000 identical headings
  /// costs linear time, not quadratic.
  private var nextNumber: [String: Int] = [:]

  /// The id for the next heading with text `text`.
  mutating func id(for text: String) -> String {
    let base = Self.slug(text)
    var id = base
    var number = nextNumber[base] ?? 2
    while used.contains(id) {
      id = base + "-" + String(number)
      number += 1
    }
    nextNumber[base] = number
    used.insert(id)
    return id
  }

  /// The slug of `text`, before making it unique; `section` when nothing of
  /// the text is kept (a heading of punctuation only).
  static func slug(_ text: String) -> String {
    var slug = String.UnicodeScalarView()
    var pendingDash = false
    for scalar in text.unicodeScalars {
      if isKept(scalar) {
        if pendingDash && !slug.isEmpty { slug.append("-") }
        pendingDash = false
        if scalar.isASCII {
          slug.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar)
        } else {
          slug.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
        }
      } else {
        pendingDash = true
      }
    }
    return slug.isEmpty ? "section" : String(slug)
  }

  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
