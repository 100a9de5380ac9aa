import Diagnostics
import Foundation
import SourceAnalysis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An `@original` file is read inside its library's checkout and nowhere
/// else. The annotations come from the replica sources, which anybody may
/// send; the checkout is a folder the author chose to publish from. A name
/// such as `../private/Keys.m`, or a symlink in the clone that points out
/// of it, would otherwise put any file the author can read on a source
/// page: the extension is the only thing the annotation's grammar checks.
extension OriginalCheckout {
  /// Where an annotation's file name leads.
  enum Place: Equatable {
    /// The file, inside the clone (symlinks resolved when it exists).
    case inside(URL)
    /// Out of the clone, by `..`, by a symlink, or by an `original_folder`
    /// that leaves it; the real path it leads to.
    case outside(String)
  }

  /// The file `file` names, relative to `folder`, judged by its real path:
  /// the path with its symlinks resolved when the file exists, else with
  /// its `..` removed (a missing file is read as no file, but a name that
  /// climbs out is refused all the same).
  func place(of file: String) -> Place {
    let named = folder.path + "/" + file
    let real = Self.realPath(named) ?? URL(fileURLWithPath: named).standardizedFileURL.path
    let root = clone.path == "/" ? "/" : clone.path + "/"
    return real.hasPrefix(root) ? .inside(URL(fileURLWithPath: real)) : .outside(real)
  }

  /// An error at each `@original` of `library`'s replicas whose file leads
  /// out of the checkout, is not in it, or whose line does not declare
  /// what the annotation names (`OriginalDeclaration`).
  func problems(in index: SourceIndex, of library: SiteConfig.Library) -> [Diagnostic] {
    let annotations =
      index.types.flatMap(\.annotations) + index.methods.flatMap(\.annotations)
      + index.properties.flatMap(\.annotations)
    var found: [Diagnostic] = []
    var files: [String: [String]?] = [:]
    for annotation in annotations where annotation.location.file.hasPrefix(library.replicas + "/") {
      guard let reference = annotation.originalReference, let file = reference.file else { continue }
      if case .outside(let real) = place(of: file) {
        found.append(
          Diagnostic(
            at: annotation.location,
            "'@original' names '\(file)', which leads out of \(library.name)'s checkout \(clone.path) (to \(real)); an original's file is read only inside its checkout"
          ))
        continue
      }
      if files[file] == nil { files[file] = .some(lines(of: file)) }
      guard let lines = files[file] ?? nil else {
        found.append(
          Diagnostic(
            at: annotation.location,
            "'@original' names '\(file)', which is not in \(library.name)'s checkout \(folder.path)"))
        continue
      }
      if let line = reference.line, !OriginalDeclaration.declares(reference, in: lines, at: line) {
        found.append(Self.misplaced(reference, file: file, line: line, lines: lines, at: annotation))
      }
    }
    return found
  }

  /// The error for an `@original` whose line declares something else, with
  /// the line that declares it as a note when the file has one.
  private static func misplaced(
    _ reference: OriginalReference, file: String, line: Int, lines: [String], at annotation: Annotation
  ) -> Diagnostic {
    let what = reference.isSelector ? "method" : "name"
    var message = "'@original' puts '\(reference.symbol)' at \(file):\(line), "
    if line > lines.count {
      message += "but the file has \(lines.count) lines"
    } else {
      let text = lines[line - 1].trimmingCharacters(in: .whitespaces)
      let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
      message += "which does not declare that \(what): it reads '\(shown)'"
    }
    var diagnostic = Diagnostic(at: annotation.location, message)
    if let declared = OriginalDeclaration.line(declaring: reference, in: lines) {
      diagnostic.notes.append(.init("'\(reference.symbol)' is declared at \(file):\(declared)"))
    }
    return diagnostic
  }

  /// `path` with every symlink resolved, or nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
