/// One method of the original, cut from its file at the line an
/// `@original` annotation gives: from that line to the brace that closes
/// its body, and the calls the body makes, by the name the original calls
/// them (`showUsingAnimation:` for `[self showUsingAnimation:YES]`,
/// `startIfNeeded` for `startIfNeeded(obj, t, 0)`).
///
/// Braces, brackets and parentheses are matched outside comments, strings
/// and character literals, which is all Objective-C and C++ need for a
/// body's extent; the calls are read the same way.
struct OriginalMethodText {
  /// The method's lines, its signature first.
  let lines: [String]
  /// Message selectors and function names the body calls, each once, in
  /// the order they first appear.
  let calls: [String]

  /// The method that starts at `line` (1-based) of `fileLines`, or nil
  /// when no body opens there before a `;` (a declaration, a property), the
  /// line is a macro's, or its braces never close.
  init?(_ fileLines: [String], line: Int) {
    guard line >= 1 && line <= fileLines.count, !fileLines[line - 1].drop(while: { $0 == " " }).hasPrefix("#")
    else { return nil }
    let text = fileLines[(line - 1)...].joined(separator: "\n")
    let code = Self.codeOnly(Array(text.utf8))
    guard let open = code.firstIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: ";") }),
      code[open] == UInt8(ascii: "{")
    else { return nil }
    guard let close = Self.closing(code, from: open) else { return nil }
    let lineCount = code[...close].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    lines = Array(fileLines[(line - 1)..<(line - 1 + lineCount)])
    calls = Self.calls(in: Array(code[(open + 1)..<close]))
  }

  /// The bytes with comments, strings and character literals blanked to
  /// spaces (newlines kept), so that what is left is code.
  static func codeOnly(_ bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    var index = 0
    func blank(_ from: Int, _ to: Int) {
      for position in from..<min(to, out.count) where out[position] != UInt8(ascii: "\n") {
        out[position] = UInt8(ascii: " ")
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
        let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        blank(index, end)
        index = end
      } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        var end = index + 2
        while end + 1 < bytes.count
          && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
        {
          end += 1
        }
        blank(index, end + 2)
        index = end + 2
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        var end = index + 1
        while end < bytes.count && bytes[end] != byte && bytes[end] != UInt8(ascii: "\n") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        blank(index, end + 1)
        index = end + 1
      } else {
        index += 1
      }
    }
    return out
  }

  /// The index of the bracket that closes the one at `open` (`(`, `[` or
  /// `{`), counting only that kind; nil when it never closes.
  static func closing(_ code: [UInt8], from open: Int) -> Int? {
    let opening = code[open]
    let closer =
      opening == UInt8(ascii: "(")
      ? UInt8(ascii: ")") : opening == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
    var depth = 0
    for index in open..<code.count {
      if code[index] == opening { depth += 1 }
      if code[index] == closer {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// Words that take parentheses without being calls.
  private static let notCalls: Set<String> = [
    "if", "for", "while", "switch", "return", "sizeof", "typeof", "__typeof", "__typeof__", "catch",
    "selector", "encode", "synchronized", "autoreleasepool", "defined", "alignof", "decltype",
  ]

  /// Selectors of message sends and names of called functions in `code`,
  /// in one pass. Brackets of every kind nest on one stack, a closing one
  /// of any kind closing the innermost open one; a message's selector is
  /// the `keyword:` parts (or the one word) directly inside its `[`, after
  /// the receiver, until its `[` is closed or the code ends. Each word is
  /// read for the innermost bracket only, so the cost is linear even where
  /// thousands of `[` never close (scanning ahead from each, as this once
  /// did, made an 80 KB method take a minute).
  static func calls(in code: [UInt8]) -> [String] {
    let partners = samekindPartners(code)
    /// An open bracket; for a message, where its selector starts and the
    /// message's place in `found`.
    struct Open {
      var selectorStart: Int?
      var message = 0
    }
    var open: [Open] = []
    var found: [(name: String, isMessage: Bool)] = []
    var selectors: [(parts: String, word: String?)] = []
    var index = 0
    while index < code.count {
      let byte = code[index]
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") {
        if byte == UInt8(ascii: "["), isMessageStart(code, index) {
          open.append(Open(selectorStart: skipReceiver(code, index + 1, partners), message: selectors.count))
          found.append(("", true))
          selectors.append(("", nil))
        } else {
          if byte == UInt8(ascii: "("), let name = word(endingBefore: index, in: code),
            !notCalls.contains(name),
            !isDeclaration(code, before: index - name.utf8.count)
          {
            found.append((name, false))
          }
          open.append(Open())
        }
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") {
        _ = open.popLast()
      } else if isWordByte(byte) {
        var end = index
        while end < code.count && isWordByte(code[end]) { end += 1 }
        if let innermost = open.last, let start = innermost.selectorStart, index >= start {
          let name = String(decoding: code[index..<end], as: UTF8.self)
          if end < code.count && code[end] == UInt8(ascii: ":") {
            selectors[innermost.message].parts += name + ":"
          } else if selectors[innermost.message].word == nil {
            selectors[innermost.message].word = name
          }
        }
        index = end
        continue
      }
      index += 1
    }
    var names: [String] = []
    var seen: Set<String> = []
    var message = 0
    for call in found {
      var name = call.name
      if call.isMessage {
        let selector = selectors[message]
        name = selector.parts.isEmpty ? (selector.word ?? "") : selector.parts
        message += 1
      }
      if !name.isEmpty && seen.insert(name).inserted { names.append(name) }
    }
    return names
  }

  /// `[` opens a message unless it follows a value it would subscript
  /// (`a[i]`, `f()[0]`) or `@` (an array literal).
  private static func isMessageStart(_ code: [UInt8], _ index: Int) -> Bool {
    var before = index - 1
    while before >= 0 && isSpace(code[before]) { before -= 1 }
    guard before >= 0 else { return true }
    let previous = code[before]
    if previous == UInt8(ascii: "@") { return false }
    if previous == UInt8(ascii: "]") || previous == UInt8(ascii: ")") { return false }
    if isWordByte(previous) {
      let name = word(endingBefore: before + 1, in: code) ?? ""
      return ["return", "else", "case", "in"].contains(name)
    }
    return true
  }

  /// For each `(`, `[` and `{`, the index of the bracket of its kind that
  /// closes it (counting only that kind, as `closing` does), or nil; found
  /// in one pass with a stack per kind.
  static func samekindPartners(_ code: [UInt8]) -> [Int?] {
    var partners = [Int?](repeating: nil, count: code.count)
    let pairs: [(open: UInt8, close: UInt8)] = [
      (UInt8(ascii: "("), UInt8(ascii: ")")), (UInt8(ascii: "["), UInt8(ascii: "]")),
      (UInt8(ascii: "{"), UInt8(ascii: "}")),
    ]
    var opened: [[Int]] = [[], [], []]
    for (index, byte) in code.enumerated() {
      for kind in pairs.indices {
        if byte == pairs[kind].open {
          opened[kind].append(index)
        } else if byte == pairs[kind].close, let start = opened[kind].popLast() {
          partners[start] = index
        }
      }
    }
    return partners
  }

  /// Where a message's selector starts, past its receiver (which starts
  /// after spaces at `start`): a nested message, or a chain of words, dots
  /// and arrows (`self.bezelView.layer`, `super`, `NSTimer`), after any
  /// cast.
  private static func skipReceiver(_ code: [UInt8], _ start: Int, _ partners: [Int?]) -> Int {
    var index = start
    while index < code.count && isSpace(code[index]) { index += 1 }
    if index < code.count && code[index] == UInt8(ascii: "(") {
      index = (partners[index] ?? code.count) + 1
      while index < code.count && isSpace(code[index]) { index += 1 }
    }
    if index < code.count && code[index] == UInt8(ascii: "[") {
      return min((partners[index] ?? code.count) + 1, code.count)
    }
    while index < code.count
      && (isWordByte(code[index]) || code[index] == UInt8(ascii: ".")
        || (code[index] == UInt8(ascii: "-") && index + 1 < code.count
          && code[index + 1] == UInt8(ascii: ">"))
        || (code[index] == UInt8(ascii: ">") && index > 0 && code[index - 1] == UInt8(ascii: "-")))
    {
      index += 1
    }
    return index
  }

  /// `void f(` or `CGFloat x(` declares rather than calls: the word before
  /// the name is a type, not an operator or punctuation.
  private static func isDeclaration(_ code: [UInt8], before start: Int) -> Bool {
    var index = start - 1
    while index >= 0 && isSpace(code[index]) { index -= 1 }
    guard index >= 0, isWordByte(code[index]) else { return false }
    let previous = word(endingBefore: index + 1, in: code) ?? ""
    return !["return", "else", "case", "new", "delete", "throw"].contains(previous)
  }

  private static func word(endingBefore end: Int, in code: [UInt8]) -> String? {
    var start = end
    while start > 0 && isWordByte(code[start - 1]) { start -= 1 }
    guard start < end, !(code[start] >= UInt8(ascii: "0") && code[start] <= UInt8(ascii: "9")) else {
      return nil
    }
    return String(decoding: code[start..<end], as: UTF8.self)
  }

  /// A byte of an identifier or a number.
  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r")
  }
}
