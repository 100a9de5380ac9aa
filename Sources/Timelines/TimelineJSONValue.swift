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
  /// A fixed-point number, printed exactly: `16666666` in thousandths is
  /// `16666.666` (Chrome's microsecond timestamps from nanoseconds).
  case fixed(Int64, fractionDigits: Int)
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

  /// A trace value as a page draws it: `init(_:)`'s, with numbers
  /// rounded as a reader sees them (`displayed(_:)`).
  public init(displaying value: TraceValue) {
    if case .double(let double) = value {
      self = .displayed(double)
    } else {
      self.init(value)
    }
  }

  /// A number to four decimals, as a timeline's text shows it
  /// (`DisplayedNumber`): for what a page draws (a picture's positions and
  /// opacities), where more digits change nothing a reader sees. Written
  /// as a fixed-point integer, which is exact, the same on every target,
  /// and far cheaper in the page than a shortest round-trip double.
  public static func displayed(_ value: Double) -> TimelineJSONValue {
    let scaled = (value * 10_000).rounded()
    guard scaled.magnitude < 1e18 else { return .number(value) }
    return .fixed(Int64(scaled), fractionDigits: 4)
  }

  /// On one line, without spaces.
  public var compact: String { String(decoding: compactBytes, as: UTF8.self) }

  /// `compact`'s UTF-8 bytes. The document is written as bytes and made a
  /// `String` at most once: a page figure's picture has a number per frame
  /// and observable, and appending `String`s piece by piece was a tenth of
  /// a Pop figure's run in the page.
  public var compactBytes: [UInt8] {
    var bytes: [UInt8] = []
    write(into: &bytes, indent: nil)
    return bytes
  }

  /// Indented by two spaces per level, for people and diffs; a container
  /// that holds only plain values stays on one line, so a span or a sample
  /// is one line.
  public var pretty: String {
    var bytes: [UInt8] = []
    write(into: &bytes, indent: 0)
    bytes.append(UInt8(ascii: "\n"))
    return String(decoding: bytes, as: UTF8.self)
  }

  private var isContainer: Bool {
    switch self {
    case .object, .array: return true
    case .string, .int, .fixed, .number, .bool, .null: return false
    }
  }

  private var holdsContainers: Bool {
    switch self {
    case .object(let members): return members.contains { $0.1.isContainer }
    case .array(let elements): return elements.contains { $0.isContainer }
    case .string, .int, .fixed, .number, .bool, .null: return false
    }
  }

  /// `indent` is `nil` for compact output, else the current indentation
  /// in spaces.
  private func write(into bytes: inout [UInt8], indent: Int?) {
    switch self {
    case .object(let members):
      writeContainer(
        into: &bytes, indent: indent, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count
      ) { index, bytes, inner in
        JSONString.append(members[index].0, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if inner != nil { bytes.append(UInt8(ascii: " ")) }
        members[index].1.write(into: &bytes, indent: inner)
      }
    case .array(let elements):
      writeContainer(
        into: &bytes, indent: indent, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: elements.count
      ) { index, bytes, inner in
        elements[index].write(into: &bytes, indent: inner)
      }
    case .string(let string):
      JSONString.append(string, to: &bytes)
    case .int(let int):
      FixedPoint.append(int, to: &bytes)
    case .fixed(let value, let fractionDigits):
      FixedPoint.append(value, fractionDigits: fractionDigits, to: &bytes)
    case .number(let double):
      if double.isFinite {
        bytes.append(contentsOf: double.description.utf8)
      } else {
        JSONString.append(double.description, to: &bytes)
      }
    case .bool(let bool):
      bytes.append(contentsOf: (bool ? "true" : "false").utf8)
    case .null:
      bytes.append(contentsOf: "null".utf8)
    }
  }

  /// Members on their own lines when pretty-printing a container of
  /// containers; otherwise on one line, separated by `, ` (pretty) or `,`.
  private func writeContainer(
    into bytes: inout [UInt8], indent: Int?, open: UInt8, close: UInt8, count: Int,
    member: (Int, inout [UInt8], Int?) -> Void
  ) {
    bytes.append(open)
    guard count > 0 else {
      bytes.append(close)
      return
    }
    if let indent, holdsContainers {
      let inner = indent + 2
      for index in 0..<count {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: inner))
        member(index, &bytes, inner)
      }
      bytes.append(UInt8(ascii: "\n"))
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
      bytes.append(close)
    } else {
      for index in 0..<count {
        if index > 0 {
          bytes.append(UInt8(ascii: ","))
          if indent != nil { bytes.append(UInt8(ascii: " ")) }
        }
        member(index, &bytes, indent == nil ? nil : 0)
      }
      bytes.append(close)
    }
  }
}
