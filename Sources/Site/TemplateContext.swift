/// Template contexts are plain dictionaries; a missing value is a missing
/// key (so `{{#key}}` sections skip it), never an `Optional` in an `Any`.
enum TemplateContext {
  static func compact(_ values: [String: Any?]) -> [String: Any] {
    var out: [String: Any] = [:]
    for (key, value) in values {
      if let value { out[key] = value }
    }
    return out
  }
}
