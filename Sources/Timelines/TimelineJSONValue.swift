import Escaping
import SimKernel

/// A JSON document built in memory and printed by hand (Embedded Swift
/// has no standard JSON encoder): object keys keep the order they were given,
/// so the same model always prints the same bytes.
public indirect enum TimelineJSONValue {
  case object([(String, TimelineJSONValue)])
  case array([TimelineJSONValue])
  case string(String)
  case int(Int64)
  /// A fixed-point number in thousandths, printed exactly: `16666666` is
  /// `16666.666` (Chrome's microsecond timestamps from nanoseconds).
  case thousandths(Int64)
  case number(Double)
  case bool(Bool)
  case null

  /// A trace value as JSON: times and durations in integer nanoseconds,
  /// non-finite numbers (which JSON cannot hold) as strings, as
  /// `TraceJSON` writes them.
  public init(_ value: TraceValue) {
    switch value {
    case .bool(let bool): self = .bool(bool)
    case .int(let int): self = .int(int)
    case .double(let double): self = .number(double)
    case .string(let string): self = .string(string)
    case .time(let time): self = .int(time.nanoseconds)
    case .duration(let duration): self = .int(duration.nanoseconds)
    }
  }

  /// On one line, without spaces.
  public var compact: String {
    var text = ""
    write(into: &text, indent: nil)
    return text
  }

  /// Indented by two spaces per level, for people and diffs; a container
  /// that holds only plain values stays on one line, so a span or a sample
  /// is one line.
  public var pretty: String {
    var text = ""
    write(into: &text, indent: "")
    return text + "\n"
  }

  private var isContainer: Bool {
    switch self {
    case .object, .array: return true
    case .string, .int, .thousandths, .number, .bool, .null: return false
    }
  }

  private var holdsContainers: Bool {
    switch self {
    case .object(let members): return members.contains { $0.1.isContainer }
    case .array(let elements): return elements.contains { $0.isContainer }
    case .string, .int, .thousandths, .number, .bool, .null: return false
    }
  }

  /// `indent` is `nil` for compact output, else the current indentation.
  private func write(into text: inout String, indent: String?) {
    switch self {
    case .object(let members):
      writeContainer(
        into: &text, indent: indent, open: "{", close: "}", count: members.count
      ) { index, text, inner in
        text += JSONString.quote(members[index].0)
        text += inner == nil ? ":" : ": "
        members[index].1.write(into: &text, indent: inner)
      }
    case .array(let elements):
      writeContainer(
        into: &text, indent: indent, open: "[", close: "]", count: elements.count
      ) { index, text, inner in
        elements[index].write(into: &text, indent: inner)
      }
    case .string(let string):
      text += JSONString.quote(string)
    case .int(let int):
      text += String(int)
    case .thousandths(let value):
      text += FixedPoint.text(value, fractionDigits: 3)
    case .number(let double):
      text += double.isFinite ? "\(double)" : JSONString.quote("\(double)")
    case .bool(let bool):
      text += bool ? "true" : "false"
    case .null:
      text += "null"
    }
  }

  /// Members on their own lines when pretty-printing a container of
  /// containers; otherwise on one line, separated by `, ` (pretty) or `,`.
  private func writeContainer(
    into text: inout String, indent: String?, open: String, close: String, count: Int,
    member: (Int, inout String, String?) -> Void
  ) {
    text += open
    guard count > 0 else {
      text += close
      return
    }
    if let indent, holdsContainers {
      let inner = indent + "  "
      for index in 0..<count {
        text += index == 0 ? "\n" : ",\n"
        text += inner
        member(index, &text, inner)
      }
      text += "\n" + indent + close
    } else {
      for index in 0..<count {
        if index > 0 { text += indent == nil ? "," : ", " }
        member(index, &text, indent == nil ? nil : "")
      }
      text += close
    }
  }

}
