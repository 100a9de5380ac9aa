import Diagnostics
import Yams

/// Turns the front matter's YAML into a `FrontMatter`, or into one precise
/// diagnostic per problem, positioned in the article file.
///
/// It works on Yams' node tree rather than `Decodable`: the nodes carry the
/// line and column of every key and value, so `date: 2026-13-40` is reported
/// at the date itself, and every bad key is reported, not just the first.
/// Values are read from the scalar's text, not its YAML type, so
/// `version: 1.2` stays "1.2" rather than becoming a number.
struct FrontMatterDecoder {
  /// What decoding found. `rawHTML` is known whenever the YAML could be read
  /// and the key is absent or valid, even if other keys are broken, so the
  /// body can still be checked for raw HTML.
  struct Outcome {
    var frontMatter: FrontMatter?
    var rawHTML: Bool?
    var diagnostics: [Diagnostic] = []
  }

  /// Front matter with more structure markers than this is refused before
  /// Yams sees it. Yams composes nodes recursively, about half a kilobyte of
  /// stack per level in a debug build, and libyaml allows 1 000 levels: deep
  /// enough to overflow a 512 KiB thread stack. The count of markers bounds
  /// the depth; a real front matter has a couple of dozen.
  static let maxStructureMarkers = 100

  private let yaml: String
  private let closingLine: Int
  private var diagnostics: [Diagnostic] = []

  /// `yaml` starts on article line `ArticleSections.frontMatterFirstLine`
  /// and is followed by the closing `---` on `closingLine`.
  static func decode(_ yaml: String, closingLine: Int) -> Outcome {
    var decoder = FrontMatterDecoder(yaml: yaml, closingLine: closingLine)
    return decoder.decode()
  }

  private init(yaml: String, closingLine: Int) {
    self.yaml = yaml
    self.closingLine = closingLine
  }

  private mutating func decode() -> Outcome {
    if let excess = Self.excessStructureMarker(yaml) {
      let position = position(of: excess)
      return Outcome(diagnostics: [
        Diagnostic(
          line: position.line, column: position.column,
          message: "the front matter has more than \(Self.maxStructureMarkers) YAML structure markers "
            + "('- ', ': ', '? ', '[', '{'); it should be a short list of keys")
      ])
    }
    let root: Node?
    do {
      // No implicit tag resolution (values are read as text anyway, and it
      // runs a regular expression per scalar), and the encoding given so
      // that Yams does not consult the environment on every call.
      root = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
    } catch let error as YamlError {
      return Outcome(diagnostics: [diagnostic(for: error)])
    } catch {
      return Outcome(diagnostics: [
        Diagnostic(
          line: Self.firstLine, column: 1, message: "the front matter could not be read as YAML: \(error)")
      ])
    }
    var values: [FrontMatterKey: Node] = [:]
    if let root {
      guard case .mapping(let mapping) = root else {
        report(
          "the front matter must be YAML keys and values (like 'title: …'), not \(describe(root))", at: root)
        return Outcome(diagnostics: diagnostics)
      }
      for (keyNode, value) in mapping {
        guard case .scalar(let keyScalar) = keyNode else {
          report("a front matter key must be a plain name, not \(describe(keyNode))", at: keyNode)
          continue
        }
        guard let key = FrontMatterKey(rawValue: keyScalar.string) else {
          reportUnknownKey(keyScalar.string, at: keyNode)
          continue
        }
        values[key] = value
      }
    }
    let missing = FrontMatterKey.required.filter { values[$0] == nil }
    if !missing.isEmpty {
      let names = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      diagnostics.append(
        Diagnostic(
          line: closingLine, column: 1,
          message: "the front matter is missing the required key\(missing.count > 1 ? "s" : "") \(names)"))
    }
    return build(values)
  }

  /// Reads every value that is present, so each bad one gets its diagnostic,
  /// then assembles the front matter if nothing was wrong.
  private mutating func build(_ values: [FrontMatterKey: Node]) -> Outcome {
    let title = values[.title].flatMap { text($0, key: .title) }
    let summary = values[.summary].flatMap { text($0, key: .summary) }
    let library = values[.library].flatMap { text($0, key: .library) }
    let repository = values[.repository].flatMap { url($0, key: .repository) }
    let version = values[.version].flatMap { text($0, key: .version) }
    let commit = values[.commit].flatMap { text($0, key: .commit) }
    let license = values[.license].flatMap { text($0, key: .license) }
    let date = values[.date].flatMap { self.date($0) }
    let tags = values[.tags].map { self.tags($0) } ?? []
    let language = values[.language].flatMap { self.language($0) }
    let rawHTML: Bool? = values[.rawHTML].map { self.flag($0, key: .rawHTML) } ?? false

    var outcome = Outcome(rawHTML: rawHTML, diagnostics: diagnostics)
    if diagnostics.isEmpty, let title, let library, let repository, let version, let license, let date,
      let tags, let language, let rawHTML
    {
      let libraryPlace = values[.library].map { place(of: $0) } ?? (line: Self.firstLine, column: 1)
      outcome.frontMatter = FrontMatter(
        title: title, summary: summary, library: library,
        libraryPlace: FrontMatter.Place(line: libraryPlace.line, column: libraryPlace.column),
        repository: repository, version: version,
        commit: commit, license: license, date: date, tags: tags, language: language, rawHTML: rawHTML)
    }
    return outcome
  }

  // MARK: Values

  /// A value that becomes a link: text that passes the articles' link
  /// policy (no `javascript:`, `vbscript:` or `data:` URL).
  private mutating func url(_ node: Node, key: FrontMatterKey) -> String? {
    guard let value = text(node, key: key) else { return nil }
    if let scheme = LinkDestination.forbiddenScheme(of: value) {
      report("'\(key.rawValue)' links to a '\(scheme):' URL, which is not allowed", at: node)
      return nil
    }
    return value
  }

  /// A single non-empty value, read as text whatever YAML would make of it.
  private mutating func text(_ node: Node, key: FrontMatterKey) -> String? {
    guard case .scalar(let scalar) = node else {
      report("'\(key.rawValue)' must be a single value, not \(describe(node))", at: node)
      return nil
    }
    guard !Self.isNull(scalar) else {
      report("'\(key.rawValue)' has no value", at: node)
      return nil
    }
    return scalar.string
  }

  private mutating func date(_ node: Node) -> ArticleDate? {
    guard let text = text(node, key: .date) else { return nil }
    switch ArticleDate.parse(text) {
    case .success(let date):
      return date
    case .failure(let error):
      report("'date' must be a real day in YYYY-MM-DD form, not '\(text)': \(error.explanation)", at: node)
      return nil
    }
  }

  /// A list of words: `[hud, timers]` or a block list. A lone word is
  /// refused rather than taken as a one-tag list, because it is as likely a
  /// slip as an intent.
  private mutating func tags(_ node: Node) -> [String]? {
    guard case .sequence(let sequence) = node else {
      report("'tags' must be a list, like [hud, timers], not \(describe(node))", at: node)
      return nil
    }
    var tags: [String] = []
    var valid = true
    for element in sequence {
      guard case .scalar(let scalar) = element, !Self.isNull(scalar), !scalar.string.isEmpty else {
        report("each tag must be a word, not \(describe(element))", at: element)
        valid = false
        continue
      }
      tags.append(scalar.string)
    }
    return valid ? tags : nil
  }

  private mutating func language(_ node: Node) -> ArticleLanguage? {
    guard let text = text(node, key: .language) else { return nil }
    guard let language = ArticleLanguage(rawValue: text) else {
      let known = ArticleLanguage.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
      report("'language' must be \(known), not '\(text)'", at: node)
      return nil
    }
    return language
  }

  /// `true` or `false`, unquoted, as YAML 1.2 writes booleans.
  private mutating func flag(_ node: Node, key: FrontMatterKey) -> Bool? {
    if case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any {
      switch scalar.string {
      case "true", "True", "TRUE": return true
      case "false", "False", "FALSE": return false
      default: break
      }
    }
    report("'\(key.rawValue)' must be true or false, not \(describe(node))", at: node)
    return nil
  }

  // MARK: Diagnostics

  private mutating func reportUnknownKey(_ key: String, at node: Node) {
    let (line, column) = place(of: node)
    diagnostics.append(
      Diagnostic.unknown(
        "front matter key", key, among: FrontMatterKey.allCases.map(\.rawValue), line: line, column: column))
  }

  private mutating func report(_ message: String, at node: Node) {
    let (line, column) = place(of: node)
    diagnostics.append(Diagnostic(line: line, column: column, message: message))
  }

  /// Where `node` is in the article file. Composed nodes always carry a
  /// mark; only nodes built by hand lack one.
  private func place(of node: Node) -> (line: Int, column: Int) {
    ((node.mark?.line ?? 1) + Self.firstLine - 1, node.mark?.column ?? 1)
  }

  /// Yams' own errors, moved into the article file and reworded as one
  /// sentence: libyaml's problem, then its context. When the problem is
  /// only found at the end of the YAML (an unclosed quote or bracket), the
  /// diagnostic points where the unclosed thing starts instead.
  private func diagnostic(for error: YamlError) -> Diagnostic {
    func at(_ mark: Mark, _ message: String) -> Diagnostic {
      Diagnostic(line: mark.line + Self.firstLine - 1, column: mark.column, message: message)
    }
    let prefix = "malformed YAML in the front matter: "
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      guard let context else { return at(mark, prefix + problem) }
      if problem.contains("end of stream") {
        return at(context.mark, prefix + problem + " " + context.text + " that starts here")
      }
      let contextPosition = at(context.mark, "")
      return at(
        mark,
        prefix + problem + " (" + context.text + " at \(contextPosition.line):\(contextPosition.column))")
    case .reader(let problem, let offset, _, _):
      let position = position(ofCharacter: offset ?? 0)
      return Diagnostic(
        line: position.line, column: position.column, message: "unreadable front matter: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return at(context.mark, "front matter key \(names) is given more than once")
    default:
      return Diagnostic(
        line: Self.firstLine, column: 1, message: "the front matter could not be read as YAML: \(error)")
    }
  }

  private static let firstLine = ArticleSections.frontMatterFirstLine

  /// The article-file position of the YAML text's `offset`-th scalar.
  private func position(of scalarOffset: Int) -> (line: Int, column: Int) {
    var line = Self.firstLine
    var column = 1
    var previousWasCR = false
    for scalar in yaml.unicodeScalars.prefix(scalarOffset) {
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      if scalar == "\n" || scalar == "\r" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      previousWasCR = scalar == "\r"
    }
    return (line, column)
  }

  /// The article-file position of the YAML text's `offset`-th character,
  /// as Yams counts reader-error offsets.
  private func position(ofCharacter offset: Int) -> (line: Int, column: Int) {
    let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex) ?? yaml.endIndex
    return position(of: yaml.unicodeScalars.distance(from: yaml.startIndex, to: index))
  }

  // MARK: Helpers

  /// Whether a scalar is YAML's null: empty, `~` or `null`, unquoted.
  private static func isNull(_ scalar: Node.Scalar) -> Bool {
    guard scalar.style == .plain || scalar.style == .any else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// How a value reads in a message: its text when it is a scalar, else its
  /// shape.
  private func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): Self.isNull(scalar) ? "an empty value" : "'\(scalar.string)'"
    case .sequence: "a list"
    case .mapping: "a mapping"
    case .alias: "an alias"
    }
  }

  /// The scalar offset of the structure marker that takes the count past
  /// `maxStructureMarkers`, if any.
  ///
  /// Every YAML collection starts at a marker libyaml's scanner recognises:
  /// `[` or `{`; `-` followed by a blank; `?` or `:` followed by a blank, or
  /// anywhere inside a flow collection. So the number of markers bounds the
  /// nesting depth. To stay a bound without tracking quotes, `?` and `:`
  /// count everywhere once any `[` or `{` has been seen.
  private static func excessStructureMarker(_ yaml: String) -> Int? {
    let scalars = Array(yaml.unicodeScalars)
    var markers = 0
    var flowSeen = false
    for (offset, scalar) in scalars.enumerated() {
      let blankAfter: Bool
      switch offset + 1 < scalars.count ? scalars[offset + 1] : " " {
      case " ", "\t", "\n", "\r": blankAfter = true
      default: blankAfter = false
      }
      let isMarker: Bool
      switch scalar {
      case "[", "{":
        flowSeen = true
        isMarker = true
      case "-": isMarker = blankAfter
      case "?", ":": isMarker = blankAfter || flowSeen
      default: isMarker = false
      }
      if isMarker {
        markers += 1
        if markers > maxStructureMarkers { return offset }
      }
    }
    return nil
  }
}
