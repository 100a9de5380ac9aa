import Highlight

/// The highlighter's HTML read back: its text (tags stripped, entities
/// decoded) and, for every UTF-8 byte of that text, the classes of the
/// spans around it, outermost first.
///
/// Reading is strict, so the tests also check the output's form: the only
/// tags are `<span class="…">` and `</span>`, they balance, no span is
/// empty, and `&`, `<`, `>`, `"` never appear unescaped.
struct HighlightedHTML {
  let text: String
  let bytes: [UInt8]
  let classes: [[String]]
  /// Everything that is not the expected form; empty when all is well.
  let problems: [String]

  init(_ html: String) {
    var bytes: [UInt8] = []
    var classes: [[String]] = []
    var problems: [String] = []
    var stack: [String] = []
    var spanIsEmpty = false
    let input = Array(html.utf8)
    var i = 0
    func hasPrefix(_ prefix: String, at index: Int) -> Bool {
      let p = Array(prefix.utf8)
      return index + p.count <= input.count && Array(input[index..<index + p.count]) == p
    }
    let open = "<span class=\""
    while i < input.count {
      let byte = input[i]
      if byte == UInt8(ascii: "<") {
        if hasPrefix("</span>", at: i) {
          if stack.isEmpty { problems.append("</span> without a span at byte \(i)") }
          if spanIsEmpty { problems.append("empty span at byte \(i)") }
          _ = stack.popLast()
          spanIsEmpty = false
          i += 7
        } else if hasPrefix(open, at: i) {
          var end = i + open.utf8.count
          while end < input.count && input[end] != UInt8(ascii: "\"") { end += 1 }
          stack.append(String(decoding: input[(i + open.utf8.count)..<end], as: UTF8.self))
          if end + 1 >= input.count || input[end + 1] != UInt8(ascii: ">") {
            problems.append("malformed span tag at byte \(i)")
          }
          spanIsEmpty = true
          i = end + 2
        } else {
          problems.append("unexpected tag or unescaped < at byte \(i)")
          i += 1
        }
        continue
      }
      var decoded = byte
      if byte == UInt8(ascii: "&") {
        let entities: [(String, UInt8)] = [
          ("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")),
          ("&quot;", UInt8(ascii: "\"")),
        ]
        if let (entity, value) = entities.first(where: { hasPrefix($0.0, at: i) }) {
          decoded = value
          i += entity.utf8.count
        } else {
          problems.append("unknown entity at byte \(i)")
          i += 1
        }
      } else {
        if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") {
          problems.append("unescaped \(UnicodeScalar(byte)) at byte \(i)")
        }
        i += 1
      }
      bytes.append(decoded)
      classes.append(stack)
      spanIsEmpty = false
    }
    if !stack.isEmpty { problems.append("unclosed spans \(stack)") }
    self.bytes = bytes
    self.classes = classes
    self.problems = problems
    self.text = String(decoding: bytes, as: UTF8.self)
  }

  init(_ code: String, _ language: Highlighter.Language) {
    self.init(Highlighter.html(code, language: language))
  }

  /// The classes around the `occurrence`-th (from 1) appearance of
  /// `fragment`, or `["mixed"]` if its bytes are not all in the same spans
  /// and `["absent"]` if it does not appear.
  func classes(of fragment: String, occurrence: Int = 1) -> [String] {
    let needle = Array(fragment.utf8)
    var seen = 0
    var start = 0
    while start + needle.count <= bytes.count {
      if Array(bytes[start..<start + needle.count]) == needle {
        seen += 1
        if seen == occurrence {
          let first = classes[start]
          let uniform = classes[start..<start + needle.count].allSatisfy { $0 == first }
          return uniform ? first : ["mixed"]
        }
      }
      start += 1
    }
    return ["absent"]
  }

  /// Maximal stretches of bytes in the same spans, in order.
  var runs: [(range: Range<Int>, classes: [String])] {
    var result: [(range: Range<Int>, classes: [String])] = []
    var start = 0
    for i in 1...bytes.count where i == bytes.count || classes[i] != classes[start] {
      if i > start { result.append((start..<i, classes[start])) }
      start = i
    }
    return result
  }

  /// The texts of the stretches classed exactly `classes`, in order.
  func texts(classed classes: [String]) -> [String] {
    runs.filter { $0.classes == classes }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
  }
}
