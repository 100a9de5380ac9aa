import Escaping

/// Writing SVG markup by hand: escaped text, coordinates in tenths of a
/// pixel printed exactly (`125` → `12.5`), and one element per line.
///
/// Coordinates are integers until they are printed, so they are short and
/// the same on every target; nothing goes through floating-point
/// formatting.
struct TimelineSVGMarkup {
  private(set) var text = ""
  private var depth = 0

  /// A tenth-of-a-pixel coordinate as SVG number text.
  static func number(_ tenths: Int64) -> String {
    let sign = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    let whole = sign + String(magnitude / 10)
    return magnitude % 10 == 0 ? whole : whole + "." + String(magnitude % 10)
  }

  /// Attributes as ` name="value"`, values escaped; coordinates go in as
  /// `number(_:)` text.
  static func attributes(_ pairs: [(String, String)]) -> String {
    var text = ""
    for (name, value) in pairs { text += " " + name + "=\"" + XMLEscape.escape(value) + "\"" }
    return text
  }

  mutating func line(_ markup: String) {
    text += String(repeating: "  ", count: depth) + markup + "\n"
  }

  /// `<name …/>`, or `<name …><title>…</title></name>` with a tooltip.
  mutating func element(_ name: String, _ pairs: [(String, String)], title: String? = nil) {
    guard let title else {
      line("<" + name + Self.attributes(pairs) + "/>")
      return
    }
    line(
      "<" + name + Self.attributes(pairs) + "><title>" + XMLEscape.escape(title) + "</title></" + name + ">")
  }

  /// `<name …>text</name>`, with a `<title>` first when there is one (the
  /// exact figures behind a rounded text, shown on hover).
  mutating func element(_ name: String, _ pairs: [(String, String)], content: String, title: String?) {
    guard let title else { return textElement(name, pairs, content) }
    line(
      "<" + name + Self.attributes(pairs) + "><title>" + XMLEscape.escape(title) + "</title>"
        + XMLEscape.escape(content) + "</" + name + ">")
  }

  /// `<name …>text</name>`.
  mutating func textElement(_ name: String, _ pairs: [(String, String)], _ content: String) {
    line("<" + name + Self.attributes(pairs) + ">" + XMLEscape.escape(content) + "</" + name + ">")
  }

  mutating func open(_ name: String, _ pairs: [(String, String)]) {
    line("<" + name + Self.attributes(pairs) + ">")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    line("</" + name + ">")
  }
}
