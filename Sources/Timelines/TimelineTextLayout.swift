/// Fitting text into terminal columns: one `Character` is one column,
/// which holds for the ASCII, box and block characters the timeline uses.
enum TimelineTextLayout {
  /// `text` cut to `width` columns, ending in `…` when cut.
  static func truncate(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 1 else { return String(text.prefix(max(width, 0))) }
    return String(text.prefix(width - 1)) + "…"
  }

  /// `text` cut in the middle, keeping its end: lane labels end in what
  /// tells them apart (`minShowTimer#4`, `HUD.visibleAlpha`).
  static func truncateMiddle(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 4 else { return truncate(text, to: width) }
    let tail = width / 3
    return String(text.prefix(width - 1 - tail)) + "…" + String(text.suffix(tail))
  }

  /// `text` followed by spaces up to `width` columns.
  static func pad(_ text: String, to width: Int) -> String {
    let missing = width - text.count
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` preceded by spaces up to `width` columns.
  static func padLeft(_ text: String, to width: Int) -> String {
    let missing = width - text.count
    return missing > 0 ? String(repeating: " ", count: missing) + text : text
  }

  /// Words filled into lines of at most `width` columns; a word longer
  /// than a line is truncated. A unit stays on the line of its number
  /// (`0.5 s`), which reads badly split.
  static func wrap(_ text: String, width: Int) -> [String] {
    var words: [String] = []
    for word in text.split(separator: " ") {
      if let last = words.last, isUnit(word) {
        words[words.count - 1] = last + " " + word
      } else {
        words.append(String(word))
      }
    }
    var lines: [String] = []
    var line = ""
    for word in words {
      let word = truncate(word, to: width)
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private static func isUnit(_ word: Substring) -> Bool {
    let bare = word.prefix { $0 != "." && $0 != "," && $0 != ";" && $0 != ")" }
    return bare == "s" || bare == "ms" || bare == "µs" || bare == "ns"
  }

  /// Without trailing spaces, which the renderings never end a line with.
  static func trimTrailing(_ text: String) -> String {
    var end = text.endIndex
    while end > text.startIndex {
      let before = text.index(before: end)
      guard text[before] == " " else { break }
      end = before
    }
    return String(text[..<end])
  }
}
