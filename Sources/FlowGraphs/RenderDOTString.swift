/// Quoted DOT strings for each place a text can go, because Graphviz
/// unescapes each attribute differently after the DOT parser has done its
/// part (measured with Graphviz 2.42):
///
/// - labels turn `\\` into `\` and `\n` into a line break, and would expand
///   `\N`, `\G`… into object names;
/// - tooltips are unescaped twice, so one backslash takes four;
/// - the graph's name is not unescaped at all, so a backslash in it cannot
///   be written and a trailing one would swallow the closing quote;
/// - everything shown is written to SVG with `&…;` sequences passed through
///   as entities, so a literal `&` is written `&amp;` to show as typed.
///
/// Other control characters are dropped (see `isControlCharacter`).
enum DOTString {
  /// A label: lines break where the text breaks.
  static func label(_ text: String) -> String {
    quoted(text, backslash: #"\\"#, newline: #"\n"#, ampersand: "&amp;")
  }

  /// A tooltip: lines break where the text breaks.
  static func tooltip(_ text: String) -> String {
    quoted(text, backslash: #"\\\\"#, newline: #"\n"#, ampersand: "&amp;")
  }

  /// A node's name, an `id` or a `class`: written to SVG as is.
  static func identifier(_ text: String) -> String {
    quoted(text, backslash: #"\\"#, newline: " ", ampersand: "&amp;")
  }

  /// The graph's name, shown in the root group's `<title>`.
  static func graphName(_ text: String) -> String {
    quoted(text, backslash: "", newline: " ", ampersand: "&amp;")
  }

  private static func quoted(_ text: String, backslash: String, newline: String, ampersand: String) -> String
  {
    var result = "\""
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n" where afterCarriageReturn: continue
      case "\"": result += #"\""#
      case "\\": result += backslash
      case "&": result += ampersand
      case "\t": result += " "
      case _ where scalar.isLineBreak: result += newline
      case _ where scalar.isControlCharacter: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
