import CallGraph
import SourceAnalysis

/// Node ids derived from symbol names, so that a node keeps its id (and a
/// page's links to it) when the code around it changes:
/// `MBProgressHUD.hideAnimated(_:afterDelay:)` → `MBProgressHUD-hideAnimated-_-afterDelay`,
/// the time source `graceTimer` of `MBProgressHUD` → `timer-MBProgressHUD-graceTimer`,
/// the key path `contentOffset` that `MJRefreshComponent` observes →
/// `kvo-MJRefreshComponent-contentOffset`.
enum FlowIDs {
  static func method(_ id: String) -> String {
    var name = id
    if name.hasSuffix("()") { name.removeLast(2) }
    if name.hasSuffix(":)") { name.removeLast(2) }
    return clean(name.replacingCharacters { "(:.".contains($0) ? "-" : $0 })
  }

  static func timeSource(owner: String, label: String) -> String {
    clean("timer-" + owner + "-" + label)
  }

  static func keyPath(owner: String, path: String) -> String {
    clean("kvo-" + owner + "-" + path)
  }

  static func type(_ name: String) -> String {
    clean("type-" + name)
  }

  /// A template method's column: `setState(_:)` → `template-setState-_`.
  static func template(_ name: String) -> String {
    "template-" + method(name)
  }

  static func state(_ machine: String, _ value: String) -> String {
    clean("state-" + machine + "-" + value)
  }

  static func more(_ anchor: String) -> String {
    "more-" + anchor
  }

  /// A node id for a call-graph node: a method, a time source or an
  /// observed key path.
  static func node(_ callGraphNode: CallNode) -> String {
    switch callGraphNode {
    case .method(let id): return method(id)
    case .timeSource(let owner, let label): return timeSource(owner: owner, label: label)
    case .keyPath(let owner, let path): return keyPath(owner: owner, path: path)
    }
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
