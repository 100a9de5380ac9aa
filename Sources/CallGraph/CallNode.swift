/// A node of the call graph, in the one vocabulary that the source
/// analysis (what the code can do), the engine's call recorder (what a run
/// did) and the graphs share: a method, or a time source that a type's code
/// makes. Two replicas may both have a `graceTimer`, so a time source is
/// named by its owner as well as its label.
public enum CallNode: Hashable, Sendable {
  /// A method by its id: the type, the base name and the argument labels,
  /// `MBProgressHUD.hideAnimated(_:afterDelay:)`.
  case method(String)
  /// A timer, perform request, display link or run-loop observer, by the
  /// type whose code makes it and its label: `MBProgressHUD`, `graceTimer`.
  case timeSource(owner: String, label: String)
  /// A key path another object's changes are observed on, by the type
  /// whose code registers the observer and the path: `MJRefreshComponent`,
  /// `contentOffset`.
  case keyPath(owner: String, path: String)

  /// How messages and text renderings name it: the method's id, or
  /// `timer:Owner.label`.
  public var text: String {
    switch self {
    case .method(let id): return id
    case .timeSource(let owner, let label): return "timer:" + owner + "." + label
    case .keyPath(let owner, let path): return "kvo:" + owner + "." + path
    }
  }

  /// Whether it is a method (not a time source or a key path).
  public var isMethod: Bool {
    if case .method = self { return true }
    return false
  }

  /// The type the node belongs to: the method's type (its id before the
  /// last dot ahead of the argument list), or the time source's owner.
  public var owner: String {
    switch self {
    case .method(let id):
      let head = id.prefix { $0 != "(" }
      guard let dot = head.lastIndex(of: ".") else { return String(head) }
      return String(head[..<dot])
    case .timeSource(let owner, _): return owner
    case .keyPath(let owner, _): return owner
    }
  }

  /// The same node with its owner renamed: how a run's node, named after
  /// a type as it is traced, becomes the analysed type's node.
  public func withOwner(_ newOwner: String) -> CallNode {
    switch self {
    case .method(let id):
      let oldOwner = owner
      return .method(newOwner + id.dropFirst(oldOwner.count))
    case .timeSource(_, let label): return .timeSource(owner: newOwner, label: label)
    case .keyPath(_, let path): return .keyPath(owner: newOwner, path: path)
    }
  }
}
