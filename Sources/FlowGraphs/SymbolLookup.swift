import Diagnostics
import SourceAnalysis

/// Finds what a reader names on the command line or in a directive:
/// `MBProgressHUD.animateIn` (a type and a base name),
/// `MBProgressHUD.hideAnimated(_:afterDelay:)` (a full id), a type, a
/// timer.
struct SymbolLookup {
  let index: SourceIndex

  /// The one method `name` stands for.
  func method(_ name: String) throws(GraphQueryError) -> MethodSymbol {
    let found = methods(name)
    if found.count == 1 { return found[0] }
    if found.isEmpty {
      throw GraphQueryError(unknown("method", name, among: index.methods.map { $0.id }))
    }
    throw GraphQueryError(
      "'\(name)' is ambiguous: " + found.map { $0.id }.sorted().joined(separator: ", ")
        + "; give the full name")
  }

  /// Every method `name` stands for: a full id, or `Type.baseName` for
  /// all overloads.
  func methods(_ name: String) -> [MethodSymbol] {
    if let exact = index.method(name) { return [exact] }
    return index.methods.filter { $0.type + "." + $0.baseName == name }
  }

  func type(_ name: String) throws(GraphQueryError) -> TypeSymbol {
    guard let type = index.type(name) else {
      throw GraphQueryError(unknown("type", name, among: index.types.map { $0.name }))
    }
    return type
  }

  private func unknown(_ what: String, _ name: String, among candidates: [String]) -> String {
    Self.unknownMessage(what, name, among: candidates)
  }

  static func unknownMessage(_ what: String, _ name: String, among candidates: [String]) -> String {
    var shortCandidates = candidates
    for candidate in candidates {
      if let open = candidate.firstIndex(of: "(") { shortCandidates.append(String(candidate[..<open])) }
    }
    if let near = Suggestion.nearest(to: name, in: Array(Set(shortCandidates)).sorted()) {
      return "unknown \(what) '\(name)'; did you mean '\(near)'?"
    }
    return "unknown \(what) '\(name)'"
  }
}
