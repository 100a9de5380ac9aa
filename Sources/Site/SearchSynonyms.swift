import Diagnostics
import Yams

/// `site/synonyms.yml`: groups of words a reader may type for one another
/// (定时器 and 计时器, 动画 and 动效). Chinese has several common words for
/// many of the articles' terms, and the build splits CJK text into
/// characters and pairs without a dictionary, so no spelling finds another
/// on its own. The groups go into the search index; the page's search
/// (`site/assets/search.js`) looks for every spelling of a group a query
/// contains, so the index itself stays the size the text makes it.
///
/// The file is a list of groups, each a list of two or more words; a word
/// is one run of CJK characters or one English word (ASCII letters and
/// digits, lowercased), which is what a query's pieces are, and belongs to
/// one group only.
struct SearchSynonyms: Equatable {
  let groups: [[String]]

  static let none = SearchSynonyms(groups: [])

  /// Where the theme keeps it (optional: without it, no synonyms).
  static func file(in layout: ProjectLayout) -> String { layout.theme + "/synonyms.yml" }

  static func load(_ text: String, file: String) -> Result<SearchSynonyms, SiteBuildFailure> {
    var fields: YAMLFields
    switch YAMLFields.file(text, file: file) {
    case .success(let parsed): fields = parsed
    case .failure(let failure): return .failure(failure)
    }
    guard let list = fields.node.sequence else {
      fields.report(fields.node, "expected a list of synonym groups, each a list such as [定时器, 计时器]")
      return .failure(SiteBuildFailure(diagnostics: fields.diagnostics))
    }
    var groups: [[String]] = []
    var seen: [String: Int] = [:]
    for groupNode in list {
      guard let members = groupNode.sequence else {
        fields.report(groupNode, "a synonym group is a list of two or more words, such as [定时器, 计时器]")
        continue
      }
      var group: [String] = []
      for member in members {
        guard let scalar = member.scalar, let word = word(scalar.string) else {
          fields.report(
            member,
            "'\(member.scalar?.string ?? "a list")' is not one word: a synonym is one run of CJK characters or one English word"
          )
          continue
        }
        if let line = seen[word] {
          fields.report(member, "'\(word)' is already a synonym in the group on line \(line)")
          continue
        }
        seen[word] = groupNode.mark?.line ?? 0
        group.append(word)
      }
      if members.count < 2 {
        fields.report(groupNode, "a synonym group needs two or more words")
      } else if group.count == members.count {
        groups.append(group)
      }
    }
    if !fields.diagnostics.isEmpty { return .failure(SiteBuildFailure(diagnostics: fields.diagnostics)) }
    return .success(SearchSynonyms(groups: groups))
  }

  /// The word as a query's piece is spelled (English lowercased), or nil if
  /// it is not one piece.
  private static func word(_ text: String) -> String? {
    let scalars = text.unicodeScalars
    if scalars.count >= 2,
      scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    {
      return text.lowercased()
    }
    if !scalars.isEmpty, scalars.allSatisfy(SearchTokenizer.isCJK) { return text }
    return nil
  }
}
