import Diagnostics

/// The libraries described beside their replicas: each
/// `<replicas>/<Library>/library.yml` (`SiteConfig.libraryFile`) follows
/// the replicas in its folder. A folder that site.yml's `libraries:`
/// describes too is an error at the file: a library is described in one
/// place.
struct LibraryFiles {
  let libraries: [SiteConfig.Library]
  /// Every file's path and text, for the build cache's key.
  let texts: String
  let diagnostics: [Diagnostic]

  static func load(_ layout: ProjectLayout, besides config: SiteConfig) -> LibraryFiles {
    let depth = layout.replicas.split(separator: "/").count + 2
    var libraries: [SiteConfig.Library] = []
    var texts = ""
    var diagnostics: [Diagnostic] = []
    for file in layout.files(in: layout.replicas, suffix: "/" + SiteConfig.libraryFile)
    where file.split(separator: "/").count == depth {
      let text: String
      do throws(Diagnostic) {
        text = try layout.read(file)
      } catch {
        diagnostics.append(error)
        continue
      }
      texts += file + "\n" + text + "\n"
      let folder = String(file.dropLast(SiteConfig.libraryFile.count + 1))
      if config.libraries.contains(where: { $0.replicas == folder }) {
        diagnostics.append(
          Diagnostic(
            file: file, line: 1, column: 1,
            message: "\(SiteConfig.file) also describes the library of \(folder): keep one of the two"))
        continue
      }
      switch SiteConfig.loadLibrary(text, file: file, folder: folder) {
      case .success(let library): libraries.append(library)
      case .failure(let failure): diagnostics += failure.diagnostics
      }
    }
    return LibraryFiles(libraries: libraries, texts: texts, diagnostics: diagnostics)
  }
}
