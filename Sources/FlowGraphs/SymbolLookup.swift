import Diagnostics
import SourceAnalysis

/// Finds what a reader names on the command line or in a directive:
/// `MBProgressHUD.animateIn` (a type and a base name),
/// `MBProgressHUD.hideAnimated(_:afterDelay:)` (a full id), a type, a
/// timer.
struct SymbolLookup {
  let index: SourceIndex

  /// The one method `name` stands for.
  func method(_ name: String) throws(Diagnostic) -> MethodSymbol {
    let found = methods(name)
    if found.count == 1 { return found[0] }
    if found.isEmpty {
      // A base name without its type (`animateIn`): name the types that
      // have it, rather than the nearest spelling.
      let owners = Set(index.methods.filter { $0.baseName == name }.map { $0.type + "." + $0.baseName })
      if !owners.isEmpty {
        let sorted = owners.sorted()
        try methodWithType(name, sorted)
      }
      throw unknown("method", name, among: index.methods.map { $0.id })
    }
    throw Diagnostic(
      line: 0, column: 0,
      message: "'\(name)' is ambiguous: " + found.map { $0.id }.sorted().joined(separator: ", ")
        + "; give the full name")
  }

  /// The error for a base name given without its type: the one type
  /// that has it as the fix, or every such type listed.
  private func methodWithType(_ name: String, _ owners: [String]) throws(Diagnostic) -> Never {
    var diagnostic = Diagnostic(
      line: 0, column: 0, message: "unknown method '\(name)': a method is named with its type")
    if owners.count == 1 {
      diagnostic.fix = Diagnostic.Fix(replacement: owners[0], length: name.count)
    } else {
      diagnostic.message += " (" + owners.joined(separator: ", ") + ")"
    }
    throw diagnostic
  }

  /// Every method `name` stands for: a full id, or `Type.baseName` for
  /// all overloads.
  func methods(_ name: String) -> [MethodSymbol] {
    if let exact = index.method(name) { return [exact] }
    return index.methods.filter { $0.type + "." + $0.baseName == name }
  }

  func type(_ name: String) throws(Diagnostic) -> TypeSymbol {
    guard let type = index.type(name) else {
      throw unknown("type", name, among: index.types.map { $0.name })
    }
    return type
  }

  private func unknown(_ what: String, _ name: String, among candidates: [String]) -> Diagnostic {
    Self.unknown(what, name, among: candidates)
  }

  /// "unknown WHAT 'NAME'" with a fix from `candidates`, methods also
  /// offered by their base names (`show` for `show(animated:)`).
  static func unknown(_ what: String, _ name: String, among candidates: [String]) -> Diagnostic {
    var shortCandidates = candidates
    for candidate in candidates {
      if let open = candidate.firstIndex(of: "(") { shortCandidates.append(String(candidate[..<open])) }
    }
    return Diagnostic.unknown(what, name, among: Array(Set(shortCandidates)), line: 0, column: 0)
  }
}
