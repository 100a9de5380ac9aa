import Diagnostics
import Foundation
import Yams

/// An original library's own unit-test suite, as `scenarios/tests/<name>/
/// suite.yml` describes it: the library, where the suite is, every test in
/// its order, the tests not restated with why, and — for a library with no
/// tests — scenarios derived from its code. The suite's scenarios are the
/// `.scenario` files beside it; each names the test it restates with
/// `original NAME "LINK"`.
struct OriginalTestSuite {
  struct NotRestated {
    let test: String
    let reason: String
  }

  /// `scenarios/tests/mbprogresshud-1.2.0`.
  let folder: String
  let file: String
  let library: String
  /// The suite's file at the commit it was read at, if the library has one.
  let source: String?
  /// Other files of the suite at the same commit (the example app's other
  /// view controllers, for a suite of demos), which links may point into.
  let moreSources: [String]
  let about: String
  let tests: [String]
  let notRestated: [NotRestated]
  /// Scenario files from elsewhere in `scenarios/` the page shows too.
  let derived: [String]

  /// The page's path in the site: `tests/mbprogresshud-1.2.0.html`.
  var page: String { "tests/" + (folder.split(separator: "/").last.map(String.init) ?? folder) + ".html" }

  /// The suites under `scenarios/tests/`, in folder order.
  static func all(in layout: ProjectLayout) -> Result<[OriginalTestSuite], SiteBuildFailure> {
    var suites: [OriginalTestSuite] = []
    var diagnostics: [Diagnostic] = []
    for file in layout.files(in: layout.scenarios + "/tests", suffix: "/suite.yml") {
      do throws(Diagnostic) {
        switch load(try layout.read(file), file: file) {
        case .success(let suite): suites.append(suite)
        case .failure(let failure): diagnostics += failure.diagnostics
        }
      } catch {
        diagnostics.append(error)
      }
    }
    if !diagnostics.isEmpty { return .failure(SiteBuildFailure(diagnostics: diagnostics)) }
    return .success(suites)
  }

  /// Whether `link` points at a line of one of the suite's files (any
  /// link, for a suite with no file).
  func links(into link: String) -> Bool {
    guard let source else { return true }
    return ([source] + moreSources).contains { link.hasPrefix($0 + "#L") }
  }

  static func load(_ text: String, file: String) -> Result<OriginalTestSuite, SiteBuildFailure> {
    var fields: YAMLFields
    switch YAMLFields.file(text, file: file) {
    case .success(let parsed): fields = parsed
    case .failure(let failure): return .failure(failure)
    }
    guard
      fields.checkKeys(
        known: ["library", "source", "more_sources", "about", "tests", "not_restated", "derived"],
        required: ["library", "about", "tests"])
    else { return .failure(SiteBuildFailure(diagnostics: fields.diagnostics)) }
    let library = fields.string("library") ?? ""
    let source = fields.url("source")
    let about = fields.string("about") ?? ""
    var tests: [String] = []
    for entry in fields.list("tests") ?? [] {
      guard let name = entry.scalar?.string else {
        fields.report(entry, "a test is its name, as text")
        continue
      }
      if tests.contains(name) { fields.report(entry, "'\(name)' is listed twice") }
      tests.append(name)
    }
    var notRestated: [NotRestated] = []
    for entry in fields.list("not_restated") ?? [] {
      var item = YAMLFields(file: file, lineOffset: 0, node: entry)
      if item.checkKeys(known: ["test", "reason"], required: ["test", "reason"]) {
        let test = item.string("test") ?? ""
        if !tests.contains(test) {
          item.report(
            item.value("test"), Diagnostic.unknown("test", test, among: tests, line: 0, column: 0).text)
        }
        notRestated.append(NotRestated(test: test, reason: item.string("reason") ?? ""))
      }
      fields.absorb(item)
    }
    var moreSources: [String] = []
    for entry in fields.list("more_sources") ?? [] {
      guard let url = entry.scalar?.string, url.hasPrefix("https://") else {
        fields.report(entry, "a source is the https link to a file at its commit")
        continue
      }
      moreSources.append(url)
    }
    var derived: [String] = []
    for entry in fields.list("derived") ?? [] {
      guard let path = entry.scalar?.string, path.hasPrefix("scenarios/"), path.hasSuffix(".scenario"),
        !path.split(separator: "/").contains("..")
      else {
        fields.report(entry, "a derived scenario is a path scenarios/….scenario")
        continue
      }
      derived.append(path)
    }
    if !fields.diagnostics.isEmpty { return .failure(SiteBuildFailure(diagnostics: fields.diagnostics)) }
    let folder = String(file.dropLast("/suite.yml".count))
    return .success(
      OriginalTestSuite(
        folder: folder, file: file, library: library, source: source, moreSources: moreSources, about: about,
        tests: tests,
        notRestated: notRestated, derived: derived))
  }
}
