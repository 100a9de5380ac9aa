import Escaping

extension Diagnostic {
  /// `file:line:col: error: message; did you mean 'X'?` on one line (no
  /// file: `line:col: …`; no line: `file: error: …`). What tests compare,
  /// what editors jump from, and the first line of every other rendering.
  public var rendered: String {
    let place = Self.place(file, line, column)
    return (place.isEmpty ? "" : place + ": ") + severity.rawValue + ": " + text
  }

  /// The terminal form, like swiftc's: the one-line form, then the source
  /// line with a caret under the column (and `~` under the characters the
  /// fix would replace), then each note on a line of its own. `source` is
  /// the whole input, or nil when it is not at hand.
  public func rendered(source: String?) -> String {
    var text = rendered
    if line > 0, let source, let sourceLine = Self.line(line, of: source) {
      let number = String(line)
      let gutter = String(repeating: " ", count: number.count)
      var marker = ""
      for (index, character) in sourceLine.enumerated() where index < column - 1 {
        marker.append(character == "\t" ? "\t" : " ")
      }
      marker += "^" + String(repeating: "~", count: max(0, (fix?.length ?? 1) - 1))
      text += "\n" + number + " | " + sourceLine + "\n" + gutter + " | " + marker
    }
    for note in notes {
      let place = Self.place(file, note.line, note.column)
      text += "\n" + (place.isEmpty ? "" : place + ": ") + "note: " + note.message
    }
    return text
  }

  /// The error overlay's form: one `<li>` with the place, the message and
  /// its fix, the source line with its caret, and the notes, all escaped.
  public func overlayHTML(source: String?) -> String {
    var html = "<li class=\"diagnostic " + severity.rawValue + "\">"
    html += "<span class=\"place\">" + HTMLEscape.text(Self.place(file, line, column)) + "</span> "
    html += "<span class=\"severity\">" + severity.rawValue + ":</span> "
    html += "<span class=\"message\">" + HTMLEscape.text(message) + "</span>"
    if let fix {
      html +=
        " <span class=\"fix\">did you mean <code>" + HTMLEscape.text(fix.replacement) + "</code>?</span>"
    }
    let excerpt = rendered(source: source).split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst().prefix(line > 0 && source != nil ? 2 : 0)
    if !excerpt.isEmpty {
      html += "<pre class=\"excerpt\">" + HTMLEscape.text(excerpt.joined(separator: "\n")) + "</pre>"
    }
    for note in notes {
      html += "<p class=\"note\">note: " + HTMLEscape.text(note.message) + "</p>"
    }
    return html + "</li>"
  }

  /// `file:line:col`, `file`, or `line:col`: whatever of the place is known.
  private static func place(_ file: String, _ line: Int, _ column: Int) -> String {
    guard line > 0 else { return file }
    return (file.isEmpty ? "" : file + ":") + String(line) + ":" + String(column)
  }

  /// The message and its fix as one sentence (`unknown X 'a'; did you
  /// mean 'b'?`), for a stage that words a problem of its own around it.
  public var text: String {
    message + (fix.map { "; did you mean '" + $0.replacement + "'?" } ?? "")
  }

  /// Line `number` (1-based) of `source`, whichever line endings it uses.
  static func line(_ number: Int, of source: String) -> String? {
    var current = 1
    var start = source.startIndex
    var index = source.startIndex
    while index != source.endIndex {
      let character = source[index]
      if character == "\n" || character == "\r" || character == "\r\n" {
        if current == number { return String(source[start..<index]) }
        current += 1
        start = source.index(after: index)
      }
      index = source.index(after: index)
    }
    return current == number ? String(source[start..<source.endIndex]) : nil
  }
}
