import Escaping

/// The canonical JSON form of a trace, identical on every target.
///
/// Written by hand: Embedded Swift has no standard JSON encoder. Times
/// are integer nanoseconds (`t`, and every time-valued field), so nothing is
/// rounded; keys keep the order of `TraceEvent.fields`.
public enum TraceJSON {
  public static func render(_ records: [TraceRecord]) -> String {
    var json = "["
    var first = true
    for record in records {
      json += first ? "\n" : ",\n"
      first = false
      json += object(record)
    }
    json += first ? "]\n" : "\n]\n"
    return json
  }

  static func object(_ record: TraceRecord) -> String {
    var json = "{\"seq\":"
    json += String(record.seq)
    json += ",\"t\":"
    json += String(record.time.nanoseconds)
    json += ",\"kind\":"
    json += JSONString.quote(record.event.kind)
    json += ",\"subject\":"
    json += JSONString.quote(record.event.subject)
    for (key, field) in record.event.fields {
      json += ","
      json += JSONString.quote(key)
      json += ":"
      json += value(field)
    }
    json += "}"
    return json
  }

  static func value(_ field: TraceField) -> String {
    switch field {
    case .time(let time): return String(time.nanoseconds)
    case .duration(let duration): return String(duration.nanoseconds)
    case .int(let int): return String(int)
    case .bool(let bool): return bool ? "true" : "false"
    case .string(let string): return JSONString.quote(string)
    case .value(let value):
      switch value {
      case .bool(let bool): return bool ? "true" : "false"
      case .int(let int): return String(int)
      case .double(let double): return double.isFinite ? "\(double)" : JSONString.quote("\(double)")
      case .string(let string): return JSONString.quote(string)
      case .time(let time): return String(time.nanoseconds)
      case .duration(let duration): return String(duration.nanoseconds)
      }
    }
  }
}
