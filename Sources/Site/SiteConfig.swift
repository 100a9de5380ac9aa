import Yams

/// `site/site.yml`: the site's title and description, whether raw HTML is
/// allowed in every article, and the libraries the replicas follow (which
/// the home page lists and source pages link to). A library may instead be
/// described beside its replica, in the folder's `library.yml` (the same
/// keys, the folder implied): an author's project keeps each library's
/// name, version, repository, commit, licence and authors with its code.
public struct SiteConfig: Sendable {
  public struct Library: Sendable {
    public let name: String
    public let version: String
    public let repository: String?
    public let license: String
    public let authors: String
    /// The replica folder that follows this library.
    public let replicas: String
    /// Where the original's files are inside its repository.
    public let originalFolder: String?
    /// The commit the articles read: links to the original's lines point
    /// at it, so that they stay right when the repository moves on.
    public let commit: String?
    /// The author's own clone of the original, if site.yml names one: the
    /// source pages then show the original's methods beside the replica's.
    public let checkout: Checkout?

    /// `checkout:` as written, and where, for the error a missing folder gets.
    public struct Checkout: Sendable {
      public let path: String
      public let line: Int
      public let column: Int
    }

    /// The original file at the commit read (else the version), on GitHub,
    /// at its line when one is given.
    func originalURL(_ file: String, line: Int? = nil) -> String? {
      guard let repository, version != "-" else { return nil }
      let path = (originalFolder.map { $0 + "/" } ?? "") + file
      return repository + "/blob/" + (commit ?? version) + "/" + path + (line.map { "#L\($0)" } ?? "")
    }
  }

  public let title: String
  public let description: String
  public let rawHTML: Bool
  public let libraries: [Library]

  public static let file = "site/site.yml"

  public static func load(_ text: String, file: String = file) -> Result<SiteConfig, SiteBuildFailure> {
    var fields: YAMLFields
    switch YAMLFields.file(text, file: file) {
    case .success(let parsed): fields = parsed
    case .failure(let failure): return .failure(failure)
    }
    guard
      fields.checkKeys(
        known: ["title", "description", "raw_html", "libraries"], required: ["title"])
    else { return .failure(SiteBuildFailure(diagnostics: fields.diagnostics)) }
    let title = fields.string("title") ?? ""
    let description = fields.string("description") ?? ""
    let rawHTML = fields.bool("raw_html") ?? false
    var libraries: [Library] = []
    for entry in fields.list("libraries") ?? [] {
      var library = YAMLFields(file: file, lineOffset: 0, node: entry)
      if let read = Self.library(&library, replicas: nil) { libraries.append(read) }
      fields.absorb(library)
    }
    if !fields.diagnostics.isEmpty { return .failure(SiteBuildFailure(diagnostics: fields.diagnostics)) }
    return .success(
      SiteConfig(title: title, description: description, rawHTML: rawHTML, libraries: libraries))
  }

  /// The name of the file beside a replica folder's sources that describes
  /// its library.
  public static let libraryFile = "library.yml"

  /// `folder/library.yml`'s library, following the replicas in `folder`.
  static func loadLibrary(_ text: String, file: String, folder: String) -> Result<Library, SiteBuildFailure> {
    var fields: YAMLFields
    switch YAMLFields.file(text, file: file) {
    case .success(let parsed): fields = parsed
    case .failure(let failure): return .failure(failure)
    }
    let library = Self.library(&fields, replicas: folder)
    guard let library, fields.diagnostics.isEmpty else {
      return .failure(SiteBuildFailure(diagnostics: fields.diagnostics))
    }
    return .success(library)
  }

  /// One library's keys: site.yml's entries name their replicas' folder,
  /// a `library.yml` is in it.
  private static func library(_ library: inout YAMLFields, replicas folder: String?) -> Library? {
    let known =
      ["name", "version", "repository", "license", "authors", "original_folder", "commit", "checkout"]
      + (folder == nil ? ["replicas"] : [])
    let required = ["name", "version", "license", "authors"] + (folder == nil ? ["replicas"] : [])
    guard library.checkKeys(known: known, required: required) else { return nil }
    let checkout = library.string("checkout").map { path in
      let place = library.diagnostic(library.value("checkout"), "")
      return Library.Checkout(path: path, line: place.line, column: place.column)
    }
    return Library(
      name: library.string("name") ?? "", version: library.string("version") ?? "",
      repository: library.url("repository"), license: library.string("license") ?? "",
      authors: library.string("authors") ?? "", replicas: folder ?? library.string("replicas") ?? "",
      originalFolder: library.string("original_folder"), commit: library.string("commit"),
      checkout: checkout)
  }

  /// The settings with `more` libraries after site.yml's.
  func adding(_ more: [Library]) -> SiteConfig {
    SiteConfig(title: title, description: description, rawHTML: rawHTML, libraries: libraries + more)
  }

  /// The library whose replicas live in the folder of `file`.
  func library(for file: String) -> Library? {
    libraries.first { file.hasPrefix($0.replicas + "/") }
  }
}
