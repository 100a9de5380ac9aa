import Escaping

/// The canonical text form of a trace, identical on every target.
///
/// A line is `seq time kind subject key=value…`. Times are decimal seconds
/// printed exactly; a value that is not a plain word is written as a JSON
/// string so that a line can always be split back on spaces.
public enum TraceText {
  public static func render(_ records: [TraceRecord]) -> String {
    var text = ""
    for record in records {
      text += line(record)
      text += "\n"
    }
    return text
  }

  public static func line(_ record: TraceRecord) -> String {
    var line = String(record.seq)
    line += " "
    line += record.time.secondsText
    line += " "
    line += record.event.kind
    line += " "
    line += word(record.event.subject)
    for (key, field) in record.event.fields {
      line += " "
      line += key
      line += "="
      line += value(field)
    }
    return line
  }

  static func value(_ field: TraceField) -> String {
    switch field {
    case .time(let time): return time.secondsText
    case .duration(let duration): return duration.secondsText
    case .int(let int): return String(int)
    case .bool(let bool): return bool ? "true" : "false"
    case .string(let string): return word(string)
    case .value(let value): return word(value.text)
    }
  }

  /// A string as is when it is a plain word, otherwise quoted.
  static func word(_ string: String) -> String {
    var plain = !string.isEmpty
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: "="):
        continue
      default:
        plain = false
      }
    }
    return plain ? string : JSONString.quote(string)
  }
}
