/// How the trace names a kernel object: the label its creator gave it and an
/// id unique within one kernel, printed as `graceTimer#3`. Ids are handed out
/// in creation order, so they are the same on every run and every target.
public struct ObjectRef: Hashable, Sendable {
  public let id: Int
  public let label: String

  public init(id: Int, label: String) {
    self.id = id
    self.label = label
  }

  public var text: String { label + "#" + String(id) }
}
