import Escaping
import SimKernel

/// Writing SVG markup by hand: escaped text, coordinates in tenths of a
/// pixel printed exactly (`125` → `12.5`), and one element per line.
///
/// Coordinates are integers until they are printed, so they are short and
/// the same on every target; nothing goes through floating-point
/// formatting. The markup is UTF-8 bytes until it is done: a figure has a
/// line per call, and joining `String`s for each of its pieces was most of
/// what drawing one cost.
struct TimelineSVGMarkup {
  /// The markup so far.
  private(set) var bytes: [UInt8] = []
  private var depth = 0

  /// A tenth-of-a-pixel coordinate as SVG number text.
  static func number(_ tenths: Int64) -> String {
    FixedPoint.text(tenths, fractionDigits: 1)
  }

  mutating func line(_ markup: String) {
    indent()
    bytes.append(contentsOf: markup.utf8)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// `<name …/>`, or `<name …><title>…</title></name>` with a tooltip.
  mutating func element(_ name: String, _ pairs: [(String, String)], title: String? = nil) {
    startTag(name, pairs)
    guard let title else { return endEmptyTag() }
    startTitle()
    escaped(title)
    endTitle(closing: name)
  }

  /// `<name …>text</name>`, with a `<title>` first when there is one (the
  /// exact figures behind a rounded text, shown on hover).
  mutating func element(_ name: String, _ pairs: [(String, String)], content: String, title: String?) {
    startTag(name, pairs)
    if let title {
      startTitle()
      escaped(title)
      bytes.append(contentsOf: "</title>".utf8)
    } else {
      bytes.append(UInt8(ascii: ">"))
    }
    escaped(content)
    endTag(name)
  }

  /// `<name …>text</name>`.
  mutating func textElement(_ name: String, _ pairs: [(String, String)], _ content: String) {
    startTag(name, pairs)
    bytes.append(UInt8(ascii: ">"))
    escaped(content)
    endTag(name)
  }

  mutating func open(_ name: String, _ pairs: [(String, String)]) {
    startTag(name, pairs)
    bytes.append(contentsOf: ">\n".utf8)
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    indent()
    endTag(name)
  }

  // MARK: An element piece by piece

  /// `<name` on a new line; attributes follow, then `endEmptyTag()` or a
  /// title. For the elements a figure has hundreds of, whose attributes
  /// and tooltip are written straight into the markup.
  mutating func startTag(_ name: String) {
    indent()
    bytes.append(UInt8(ascii: "<"))
    bytes.append(contentsOf: name.utf8)
  }

  /// ` name="value"`, the value escaped.
  mutating func attribute(_ name: String, _ value: String) {
    startAttribute(name)
    escaped(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// ` name="prefixvalue"`: an element id after the page's prefix.
  mutating func attribute(_ name: String, _ prefix: String, _ value: String) {
    startAttribute(name)
    escaped(prefix)
    escaped(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// ` name="value"` for a value that needs no escaping, such as a class.
  mutating func attribute(_ name: String, plain value: StaticString) {
    startAttribute(name)
    plain(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// ` id="prefixbase-n"`: a call tick's id after the page's prefix,
  /// written from its parts (`TimelineTickID`) without making its text.
  mutating func attribute(_ name: String, _ prefix: String, tick: TimelineTickID) {
    startAttribute(name)
    escaped(prefix)
    escaped(tick.base)
    if tick.number != 1 {
      bytes.append(UInt8(ascii: "-"))
      FixedPoint.append(Int64(tick.number), to: &bytes)
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// ` name="12.5"` for 125 tenths of a pixel.
  mutating func attribute(_ name: String, tenths: Int64) {
    startAttribute(name)
    FixedPoint.append(tenths, fractionDigits: 1, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// `/>` and the end of the line.
  mutating func endEmptyTag() {
    bytes.append(contentsOf: "/>\n".utf8)
  }

  /// `><title>`: the tooltip's text follows (`escaped(_:)`, `plain(_:)`,
  /// `decimal(_:)`), then `endTitle(closing:)`.
  mutating func startTitle() {
    bytes.append(contentsOf: "><title>".utf8)
  }

  /// `text`, escaped for content and attributes alike (`XMLEscape`).
  mutating func escaped(_ text: String) {
    XMLEscape.append(text, to: &bytes)
  }

  /// Text that needs no escaping, such as `" on "`.
  mutating func plain(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// A time in a tooltip, in seconds as `VirtualTime.secondsText` spells
  /// it (digits and a point, nothing to escape).
  mutating func seconds(_ time: VirtualTime) {
    time.appendSecondsText(to: &bytes)
  }

  /// A count in a tooltip.
  mutating func decimal(_ value: Int) {
    FixedPoint.append(Int64(value), to: &bytes)
  }

  /// `</title></name>` and the end of the line.
  mutating func endTitle(closing name: String) {
    bytes.append(contentsOf: "</title>".utf8)
    endTag(name)
  }

  private mutating func startTag(_ name: String, _ pairs: [(String, String)]) {
    startTag(name)
    for (attributeName, value) in pairs { attribute(attributeName, value) }
  }

  private mutating func startAttribute(_ name: String) {
    bytes.append(UInt8(ascii: " "))
    bytes.append(contentsOf: name.utf8)
    bytes.append(contentsOf: "=\"".utf8)
  }

  private mutating func endTag(_ name: String) {
    bytes.append(contentsOf: "</".utf8)
    bytes.append(contentsOf: name.utf8)
    bytes.append(contentsOf: ">\n".utf8)
  }

  private mutating func indent() {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }
}
