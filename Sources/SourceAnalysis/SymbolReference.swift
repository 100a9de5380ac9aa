/// An identifier in a replica file that the analysis resolved to one of
/// the replicas' own declarations: the name of a called method, of a
/// property read or written, or of a replica type.
///
/// Pages link these to the declaration. The byte range comes from the
/// parser, so the page links exactly the token the analysis resolved,
/// rather than guessing again from the text which `show` is meant.
public struct SymbolReference: Hashable, Sendable {
  /// What the identifier names.
  public enum Target: Hashable, Sendable {
    /// A method, by its id (`MBProgressHUD.showAnimated(_:)`).
    case method(String)
    /// A property, by its id (`MBProgressHUD.graceTimer`).
    case property(String)
    /// A type, by its name.
    case type(String)

    /// The symbol id the index gives the declaration.
    public var id: String {
      switch self {
      case .method(let id), .property(let id), .type(let id): return id
      }
    }
  }

  /// The file, as the analysis was given it.
  public let file: String
  /// The identifier's UTF-8 byte offsets in the file.
  public let bytes: Range<Int>
  public let target: Target

  public init(file: String, bytes: Range<Int>, target: Target) {
    self.file = file
    self.bytes = bytes
    self.target = target
  }
}
