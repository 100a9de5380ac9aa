extension Highlighter {
  /// The languages the highlighter knows: the replicas' Swift and the
  /// originals' Objective-C.
  public enum Language: String, CaseIterable, Sendable {
    case swift
    case objc

    /// The language a fence's info string or a file extension names:
    /// `swift`, `objc`, `objective-c`, `objectivec`, `obj-c`, `m`, `mm`, `h`
    /// (case-insensitive); `nil` for anything else, so the caller decides
    /// what an unknown language means instead of getting a wrong guess.
    public init?(name: String) {
      switch name.lowercased() {
      case "swift": self = .swift
      case "objc", "objective-c", "objectivec", "obj-c", "m", "mm", "h": self = .objc
      default: return nil
      }
    }
  }
}
