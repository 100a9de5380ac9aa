/// What a run of source text is, for colouring: one case per CSS class the
/// highlighter emits.
///
/// The set is deliberately small and shared by both languages, so one theme
/// styles Swift and Objective-C excerpts alike and a reader comparing a
/// replica with its original sees the same colours for the same roles.
enum HighlightClass: UInt8, CaseIterable, Sendable {
  case keyword
  case type
  case string
  case number
  case comment
  /// Documentation comments (`///`, `/** */`), styled apart from ordinary
  /// comments because in the replicas they carry the prose and annotations.
  case doc
  case attribute
  case directive
  case `operator`
  /// The `@key` of a Scholia annotation line inside a doc comment; always
  /// nested in a `doc` run.
  case annotation

  /// The CSS class name, `hl-` plus the case, so highlighter classes never
  /// collide with the page's own.
  var cssClass: String {
    switch self {
    case .keyword: "hl-keyword"
    case .type: "hl-type"
    case .string: "hl-string"
    case .number: "hl-number"
    case .comment: "hl-comment"
    case .doc: "hl-doc"
    case .attribute: "hl-attribute"
    case .directive: "hl-directive"
    case .operator: "hl-operator"
    case .annotation: "hl-annotation"
    }
  }
}
