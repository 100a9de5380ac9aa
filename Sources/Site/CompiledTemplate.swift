import Mustache

/// A theme template compiled once into text and tags, and rendered by
/// appending to one string: the same output as swift-mustache's
/// `MustacheLibrary.render` for the same context, at a fraction of its cost.
///
/// Every page goes through a template and the layout, and swift-mustache,
/// for each tag, splits the name, casts each context level to several
/// protocols and escapes text character by character through a dictionary;
/// on a 1,000-article corpus that was a tenth of the build's CPU time. The
/// theme's templates stay the source of the HTML: this parses them the way
/// swift-mustache does (`MustacheTemplate.parse`: a tag alone on its line
/// takes the line with it, the whitespace before a tag is its own text) and
/// looks names up the way it does (`getChild`: `.`, dotted names, climbing
/// the context stack, `Mirror` for values that are not dictionaries).
///
/// Only what a page template needs is compiled: text, variables (`{{x}}`,
/// `{{{x}}}`, `{{& x}}`), sections, inverted sections and comments. A
/// template with partials, inheritance, delimiter changes, pragmas or
/// transforms does not compile (`init` returns nil) and its pages are
/// rendered by swift-mustache (`Theme.render`).
struct CompiledTemplate {
  indirect enum Part {
    case text(String)
    case variable(String, escaped: Bool)
    case section(String, inverted: Bool, [Part])
  }

  let parts: [Part]

  /// The template `text`, which swift-mustache has parsed without error,
  /// or nil if it uses more than this renders.
  init?(_ text: String) {
    var parser = Parser(Array(text))
    guard let parts = parser.parse(section: nil, newLine: true) else { return nil }
    self.parts = parts
  }

  func render(_ context: [String: Any]) -> String {
    var out = ""
    var stack: [Any] = [context]
    Self.render(parts, &stack, into: &out)
    return out
  }

  private static func render(_ parts: [Part], _ stack: inout [Any], into out: inout String) {
    for part in parts {
      switch part {
      case .text(let text):
        out += text
      case .variable(let name, let escaped):
        guard let value = lookUp(name, in: stack) else { continue }
        let text = value as? String ?? String(describing: value)
        if escaped { appendEscaped(text, to: &out) } else { out += text }
      case .section(let name, let inverted, let body):
        let value = lookUp(name, in: stack)
        if inverted {
          renderInverted(body, value, &stack, into: &out)
        } else {
          renderSection(body, value, &stack, into: &out)
        }
      }
    }
  }

  /// A list renders once per element, `true` once, `false` and a missing
  /// value never, any other value once with it on top of the stack.
  private static func renderSection(
    _ body: [Part], _ value: Any?, _ stack: inout [Any], into out: inout String
  ) {
    switch value {
    case let list as any MustacheSequence:
      for element in list {
        stack.append(element)
        render(body, &stack, into: &out)
        stack.removeLast()
      }
    case let flag as Bool:
      if flag { render(body, &stack, into: &out) }
    case let null as MustacheCustomRenderable where null.isNull:
      return
    case .some(let value):
      stack.append(value)
      render(body, &stack, into: &out)
      stack.removeLast()
    case .none:
      return
    }
  }

  /// An empty list renders once with the list on top, `false` and a
  /// missing value once, anything else never.
  private static func renderInverted(
    _ body: [Part], _ value: Any?, _ stack: inout [Any], into out: inout String
  ) {
    switch value {
    case let list as any MustacheSequence:
      guard list.isEmptySequence else { return }
      stack.append(list)
      render(body, &stack, into: &out)
      stack.removeLast()
    case let flag as Bool:
      if !flag { render(body, &stack, into: &out) }
    case let null as MustacheCustomRenderable where null.isNull:
      render(body, &stack, into: &out)
    case .some:
      return
    case .none:
      render(body, &stack, into: &out)
    }
  }

  /// `.` is the top of the stack; `.a.b` starts from it; `a.b` starts from
  /// the nearest level that has an `a`.
  private static func lookUp(_ name: String, in stack: [Any]) -> Any? {
    if name == "." { return stack.last }
    let names = name.split(separator: ".")
    guard let first = names.first else { return stack.last }
    var value: Any?
    if name.first == "." {
      value = child(first, of: stack.last!)
    } else {
      value = stack.reversed().lazy.compactMap { child(first, of: $0) }.first
    }
    for next in names.dropFirst() {
      guard let current = value else { return nil }
      value = child(next, of: current)
    }
    return value
  }

  private static func child(_ name: Substring, of value: Any) -> Any? {
    if let dictionary = value as? [String: Any] { return dictionary[String(name)] }
    guard
      let matched = Mirror(reflecting: value).children.first(where: {
        $0.label.map { $0[...] == name } ?? false
      })
    else {
      return nil
    }
    let wrapped = Mirror(reflecting: matched.value)
    guard wrapped.displayStyle == .optional else { return matched.value }
    return wrapped.children.first?.value
  }

  /// swift-mustache's HTML escaping: `<`, `>`, `&`, `"` and `'` when they
  /// are characters of their own (not followed by a combining mark).
  private static func appendEscaped(_ text: String, to out: inout String) {
    let special = text.utf8.contains { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }
    guard special else {
      out += text
      return
    }
    for character in text {
      switch character {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
  }
}

extension CompiledTemplate {
  /// swift-mustache's parser (`MustacheTemplate.parse`) for the tags
  /// compiled, over the template's characters as it reads them.
  fileprivate struct Parser {
    let text: [Character]
    var position = 0

    init(_ text: [Character]) {
      self.text = text
    }

    private var atEnd: Bool { position == text.count }
    /// The character at `position`, or NUL past the end.
    private var current: Character { atEnd ? "\0" : text[position] }

    /// The parts up to the end of section `section`, or of the text; nil if
    /// the text uses a tag not compiled.
    mutating func parse(section: String?, newLine startsLine: Bool) -> [Part]? {
      var parts: [Part] = []
      var newLine = startsLine
      var whitespaceBefore = ""
      func flushWhitespace() {
        if !whitespaceBefore.isEmpty {
          parts.append(.text(whitespaceBefore))
          whitespaceBefore = ""
        }
      }
      while !atEnd {
        if newLine { whitespaceBefore = read { $0 == " " || $0 == "\t" } }
        guard let text = readUntilTagOrNewline() else { return nil }
        if current.isNewline {
          parts.append(.text(whitespaceBefore + text + String(current)))
          newLine = true
          position += 1
          continue
        }
        if !text.isEmpty {
          parts.append(.text(whitespaceBefore + text))
          whitespaceBefore = ""
          newLine = false
        }
        if atEnd { break }
        var setNewLine = false
        switch current {
        case "#", "^":
          let inverted = current == "^"
          position += 1
          guard let name = readName() else { return nil }
          if isStandalone(newLine) {
            setNewLine = true
          } else {
            flushWhitespace()
          }
          guard let body = parse(section: name, newLine: setNewLine) else { return nil }
          parts.append(.section(name, inverted: inverted, body))
        case "/":
          position += 1
          guard let name = readName(), name == section else { return nil }
          if !isStandalone(newLine) { flushWhitespace() }
          return parts
        case "!":
          position += 1
          guard skipComment() else { return nil }
          setNewLine = isStandalone(newLine)
        case "{", "&":
          let braced = current == "{"
          flushWhitespace()
          position += 1
          guard let name = readName() else { return nil }
          if braced {
            guard current == "}" else { return nil }
            position += 1
          }
          parts.append(.variable(name, escaped: false))
        case ">", "<", "$", "=", "%":
          return nil
        default:
          flushWhitespace()
          guard let name = readName() else { return nil }
          parts.append(.variable(name, escaped: true))
        }
        newLine = setNewLine
      }
      return section == nil ? parts : nil
    }

    private mutating func read(while belongs: (Character) -> Bool) -> String {
      let start = position
      while !atEnd && belongs(text[position]) { position += 1 }
      return String(text[start..<position])
    }

    /// Text up to a line break (not read) or `{{` (read), or nil at a `{`
    /// too close to the end for swift-mustache.
    private mutating func readUntilTagOrNewline() -> String? {
      var read = ""
      while !atEnd {
        read += self.read { $0 != "\n" && $0 != "\r\n" && $0 != "{" }
        if current.isNewline { break }
        guard current == "{" else { continue }
        guard position + 2 <= text.count else { return nil }
        if text[position + 1] == "{" {
          position += 2
          break
        }
        read += "{"
        position += 1
      }
      return read
    }

    /// A tag's name and its closing `}}`; nil for a transform (`f(x)`) or a
    /// tag left open.
    private mutating func readName() -> String? {
      _ = read(while: \.isWhitespace)
      let name = read(while: Self.nameCharacters.contains)
      _ = read(while: \.isWhitespace)
      guard !name.contains("("), !name.contains(")"), readClosing() else { return nil }
      return name
    }

    private mutating func readClosing() -> Bool {
      guard position + 2 <= text.count, text[position] == "}", text[position + 1] == "}" else { return false }
      position += 2
      return true
    }

    private mutating func skipComment() -> Bool {
      while !atEnd {
        if readClosing() { return true }
        position += 1
      }
      return false
    }

    /// Whether a tag that began its line (`newLine`) ends it too, but for
    /// blanks: then its line, break included, is read.
    private mutating func isStandalone(_ newLine: Bool) -> Bool {
      guard newLine else { return false }
      if atEnd { return true }
      var ahead = position
      while ahead < text.count && (text[ahead] == " " || text[ahead] == "\t") { ahead += 1 }
      guard ahead < text.count, text[ahead].isNewline else { return false }
      position = ahead + 1
      return true
    }

    private static let nameCharacters = Set<Character>(
      "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
  }
}

extension Sequence {
  fileprivate var isEmptySequence: Bool {
    var iterator = makeIterator()
    return iterator.next() == nil
  }
}
