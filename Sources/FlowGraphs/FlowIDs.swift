import SourceAnalysis

/// Node ids derived from symbol names, so that a node keeps its id (and a
/// page's links to it) when the code around it changes:
/// `MBProgressHUD.hideAnimated(_:afterDelay:)` → `MBProgressHUD-hideAnimated-_-afterDelay`,
/// `timer:MBProgressHUD.graceTimer` → `timer-MBProgressHUD-graceTimer`.
enum FlowIDs {
  static func method(_ id: String) -> String {
    var name = id
    if name.hasSuffix("()") { name.removeLast(2) }
    if name.hasSuffix(":)") { name.removeLast(2) }
    return clean(name.replacingCharacters { "(:.".contains($0) ? "-" : $0 })
  }

  static func timer(_ node: String) -> String {
    clean("timer-" + node.dropFirst("timer:".count).replacingCharacters { $0 == "." ? "-" : $0 })
  }

  static func type(_ name: String) -> String {
    clean("type-" + name)
  }

  static func state(_ machine: String, _ value: String) -> String {
    clean("state-" + machine + "-" + value)
  }

  static func more(_ anchor: String) -> String {
    "more-" + anchor
  }

  /// A node id for a call-graph node: a method or a time source.
  static func node(_ callGraphNode: String) -> String {
    callGraphNode.hasPrefix("timer:") ? timer(callGraphNode) : method(callGraphNode)
  }

  /// Only `[A-Za-z0-9_-]`; anything else (`<`, `[`, a space) becomes `_`.
  private static func clean(_ text: String) -> String {
    String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
  }
}

extension StringProtocol {
  fileprivate func replacingCharacters(_ transform: (Character) -> Character) -> String {
    String(map(transform))
  }
}
