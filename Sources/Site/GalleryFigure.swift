import SourceAnalysis

/// One figure of the gallery: its anchor and HTML, what it is of (to find
/// the articles that show the same), and where the gallery files it.
struct GalleryFigure {
  /// The library a figure belongs to: the one whose replica its symbols
  /// are in, or none when they span several (the whole class hierarchy).
  struct Library: Hashable, Comparable {
    /// Where the group comes: the libraries in `site/site.yml`'s order,
    /// then replica folders it does not list, then figures across
    /// libraries.
    let rank: Int
    let name: String

    static let across = Library(rank: Int.max, name: "Across libraries")

    static func < (a: Library, b: Library) -> Bool { (a.rank, a.name) < (b.rank, b.name) }

    /// The library of the replica file `file`.
    static func of(file: String, config: SiteConfig, replicaRoot: String) -> Library {
      if let position = config.libraries.firstIndex(where: { file.hasPrefix($0.replicas + "/") }) {
        return Library(rank: position, name: config.libraries[position].name)
      }
      let folder = file.dropFirst(replicaRoot.count + 1).split(separator: "/").first.map(String.init) ?? file
      return Library(rank: config.libraries.count, name: folder)
    }

    /// The library of the types named `types` (a figure's), looked up
    /// among `files` (type name → its file).
    static func of(
      types: some Sequence<String>, files: [String: String], config: SiteConfig, replicaRoot: String
    )
      -> Library
    {
      let libraries = Set(
        types.compactMap { files[$0] }.map { of(file: $0, config: config, replicaRoot: replicaRoot) })
      return libraries.count == 1 ? libraries.first! : .across
    }
  }

  /// The figure's anchor in the gallery, and the prefix of its SVG's ids.
  let name: String
  let html: String
  let subject: FigureUse.Subject
  let library: Library
  let kind: GalleryKind
}
