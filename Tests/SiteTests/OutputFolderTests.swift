import Foundation
import TestSupport
import Testing

@testable import Site

/// Where the build writes: only into a folder that is missing, empty or
/// Scholia's own; only files a build wrote are ever removed; a build killed
/// at any moment leaves a whole site visible. Every case on real folders.
@Suite("The output folder")
struct OutputFolderTests {
  typealias Support = SiteTestSupport

  static let marker = ".scholia-site"

  /// A site's files, as `replace(with:)` takes them.
  static func site(_ files: [String: String]) -> [String: [UInt8]] {
    files.mapValues { Array($0.utf8) }
  }

  static let oldSite = site(["index.html": "old", "assets/a.css": "a{}", "articles/gone.html": "gone"])
  static let newSite = site(["index.html": "new", "assets/a.css": "a{ }", "articles/kept.html": "kept"])

  /// What a folder holding `files` as Scholia's site looks like on disk.
  static func expected(_ files: [String: [UInt8]], plus extra: [String: String] = [:]) -> [String: [UInt8]] {
    var entries = files
    entries[marker] = Array(("scholia-output 1 site\n" + files.keys.sorted().map { $0 + "\n" }.joined()).utf8)
    for (path, text) in extra { entries[path] = Array(text.utf8) }
    for path in Array(entries.keys) {
      var parts = path.split(separator: "/").dropLast()
      while !parts.isEmpty {
        entries[parts.joined(separator: "/") + "/"] = []
        parts = parts.dropLast()
      }
    }
    return entries
  }

  @Test("a path that leaves the folder is refused, and the folder stays as it was")
  func refusesEscapingPaths() throws {
    let folder = try Support.temporaryFolder("escape")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = OutputFolder(url: folder.appendingPathComponent("site"))
    try output.replace(with: Self.oldSite)
    let before = try Support.snapshot(output.url)
    for bad in [
      "../escape.html", "/tmp/absolute.html", "a/../../escape.html", "a//b.html", "./c.html", Self.marker,
    ] {
      #expect(throws: (any Error).self, "\(bad) was accepted") {
        try output.replace(with: Self.site(["index.html": "new", bad: "x"]))
      }
      #expect(try Support.snapshot(output.url) == before)
    }
    #expect(
      try Support.snapshot(folder).keys.sorted() == ["site/"] + before.keys.map { "site/" + $0 }.sorted())
  }

  @Test("a missing or empty folder takes the site and is marked with the list of its files")
  func newAndEmptyFolders() throws {
    let folder = try Support.temporaryFolder("new")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
    for name in ["missing/deeper", "empty"] {
      let output = OutputFolder(url: folder.appendingPathComponent(name))
      try output.replace(with: Self.oldSite)
      #expect(try Support.snapshot(output.url) == Self.expected(Self.oldSite))
    }
    #expect(try Support.snapshot(folder).keys.filter { $0.contains("scholia-staging") }.isEmpty)
  }

  @Test("a rebuild removes the files the previous build wrote and keeps everything else")
  func keepsForeignFiles() throws {
    let folder = try Support.temporaryFolder("foreign")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = OutputFolder(url: folder.appendingPathComponent("site"))
    try output.replace(with: Self.oldSite)
    let extra = ["CNAME": "example.org", "assets/mine.css": "mine", "notes/a.txt": "a"]
    try Support.write(extra, into: output.url)
    try output.replace(with: Self.newSite)
    #expect(try Support.snapshot(output.url) == Self.expected(Self.newSite, plus: extra))
    #expect(try Support.snapshot(folder).keys.allSatisfy { $0.hasPrefix("site/") })
  }

  @Test("a file that is not Scholia's where the new site has one refuses the build and stays")
  func foreignFileInTheWay() throws {
    let folder = try Support.temporaryFolder("in-the-way")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = OutputFolder(url: folder.appendingPathComponent("site"))
    try output.replace(with: Self.oldSite)
    try Support.write(["articles/kept.html": "mine"], into: output.url)
    let before = try Support.snapshot(folder)
    #expect {
      try output.replace(with: Self.newSite)
    } throws: { error in
      "\(error)".contains("articles/kept.html, which Scholia did not write")
    }
    let after = try Support.snapshot(folder)
    #expect(Support.firstDifference(after, before) == nil)
  }

  @Test("a folder that is not empty and not Scholia's is refused, named with what it holds, and untouched")
  func refusesOtherFolders() throws {
    let folder = try Support.temporaryFolder("home")
    defer { try? FileManager.default.removeItem(at: folder) }
    let home = folder.appendingPathComponent("home")
    try Support.write([".ssh/id_ed25519": "secret", "notes.txt": "mine"], into: home)
    try Support.write([Self.marker: "not a marker\n"], into: folder.appendingPathComponent("fake"))
    for target in [home, folder.appendingPathComponent("fake")] {
      let before = try Support.snapshot(folder)
      #expect {
        try OutputFolder(url: target).replace(with: Self.newSite)
      } throws: { error in
        "\(error)".hasPrefix("the output folder \(target.path) is not empty and was not written by Scholia")
      }
      #expect(try Support.snapshot(folder) == before)
    }
    #expect {
      try OutputFolder(url: home).replace(with: Self.newSite)
    } throws: { error in
      "\(error)".contains("(it holds .ssh/, notes.txt)")
    }
  }

  @Test("a symlink to a folder that is not a site is refused; one to a site writes the site and stays a link")
  func symlinks() throws {
    let folder = try Support.temporaryFolder("links")
    defer { try? FileManager.default.removeItem(at: folder) }
    let documents = folder.appendingPathComponent("documents")
    try Support.write(["thesis.tex": "words"], into: documents)
    let toDocuments = folder.appendingPathComponent("to-documents")
    try FileManager.default.createSymbolicLink(at: toDocuments, withDestinationURL: documents)
    let before = try Support.snapshot(documents)
    #expect(throws: OutputFolder.Failure.self) {
      try OutputFolder(url: toDocuments).replace(with: Self.newSite)
    }
    #expect(try Support.snapshot(documents) == before)

    let site = folder.appendingPathComponent("site")
    try OutputFolder(url: site).replace(with: Self.oldSite)
    let toSite = folder.appendingPathComponent("to-site")
    try FileManager.default.createSymbolicLink(at: toSite, withDestinationURL: site)
    try OutputFolder(url: toSite).replace(with: Self.newSite)
    #expect(try Support.snapshot(site) == Self.expected(Self.newSite))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: toSite.path) == site.path)
  }

  @Test(
    "a build stopped at any step of the swap leaves a whole site visible, and the next build clears the rest")
  func interruptedSwap() throws {
    let extra = ["CNAME": "example.org"]
    for step in OutputFolder.Staging.CommitStep.allCases {
      let folder = try Support.temporaryFolder("swap")
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = OutputFolder(url: folder.appendingPathComponent("site"))
      try output.replace(with: Self.oldSite)
      try Support.write(extra, into: output.url)
      let staging = try output.stage()
      for (path, bytes) in Self.newSite { _ = try staging.write(path, bytes) }
      #expect(throws: OutputFolder.Failure.self) { try staging.commit(stoppingAfter: step) }

      let visible = try Support.snapshot(output.url)
      switch step {
      case .marked:
        #expect(visible == Self.expected(Self.oldSite, plus: extra), "\(step)")
      case .keptForeignFiles:
        // The site is the old one, whole; the CNAME waits in the staging
        // folder until the swap is finished or cleared.
        #expect(visible == Self.expected(Self.oldSite), "\(step)")
      case .exchanged, .cleared:
        #expect(visible == Self.expected(Self.newSite, plus: extra), "\(step)")
      }

      try output.replace(with: Self.newSite)
      #expect(try Support.snapshot(output.url) == Self.expected(Self.newSite, plus: extra), "\(step)")
      #expect(try Support.snapshot(folder).keys.allSatisfy { $0.hasPrefix("site") }, "\(step)")
    }
  }

  @Test(
    "a build abandoned while it writes leaves the previous site, and the next build clears its staging folder"
  )
  func abandonedBuild() throws {
    let folder = try Support.temporaryFolder("abandoned")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = OutputFolder(url: folder.appendingPathComponent("site"))
    try output.replace(with: Self.oldSite)
    let staging = try output.stage()
    _ = try staging.write("index.html", Array("half".utf8))
    #expect(try Support.snapshot(output.url) == Self.expected(Self.oldSite))
    try output.replace(with: Self.newSite)
    #expect(
      try Support.snapshot(folder).keys.sorted()
        == (Self.expected(Self.newSite).keys.map { "site/" + $0 } + ["site/"]).sorted())
  }

  @Test(
    "the output folder keeps its permissions across the swap: 0700 stays 0700",
    arguments: [0o700, 0o750, 0o711, 0o755] as [mode_t])
  func keepsItsMode(_ mode: mode_t) throws {
    let folder = try Support.temporaryFolder("mode")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = OutputFolder(url: folder.appendingPathComponent("site"))
    try FileManager.default.createDirectory(at: output.url, withIntermediateDirectories: false)
    try #require(chmod(output.url.path, mode) == 0)
    for files in [Self.oldSite, Self.newSite] {
      try output.replace(with: files)
      var status = stat()
      try #require(stat(output.url.path, &status) == 0)
      #expect(status.st_mode & 0o7777 == mode, "\(String(status.st_mode & 0o7777, radix: 8))")
    }
  }

  @Test("a folder in the staging folder's place that is not Scholia's is refused and untouched")
  func foreignStagingFolder() throws {
    let folder = try Support.temporaryFolder("squatter")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Support.write(["keep.txt": "mine"], into: folder.appendingPathComponent(".site.scholia-staging"))
    let before = try Support.snapshot(folder)
    #expect {
      try OutputFolder(url: folder.appendingPathComponent("site")).replace(with: Self.newSite)
    } throws: { error in
      "\(error)".contains("was not made by Scholia")
    }
    #expect(try Support.snapshot(folder).filter { !$0.key.hasPrefix("site") } == before)
  }

  // MARK: scholia build

  @Test(
    "scholia build refuses the filesystem root, the home folder, the project, a folder holding it, and inputs",
    arguments: [
      ("/", "is the filesystem root"), ("HOME", "is your home folder"), ("PROJECT", "is the project"),
      ("PROJECT/..", "holds the project"), ("PROJECT/articles", "is inside the project's articles/ folder"),
      ("PROJECT/site/assets", "is inside the project's site/ folder"),
      ("PROJECT/docs", "is not empty and was not written by Scholia"),
      ("PROJECT/.git", "is not empty and was not written by Scholia"),
    ])
  func refusesDangerousOutputs(_ output: String, _ message: String) throws {
    let folder = try Support.temporaryFolder("danger")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("project")
    try Support.copy(MalformedArticleTests.base, to: project)
    try Support.write(["docs/guide.md": "# Guide", ".git/HEAD": "ref: refs/heads/main"], into: project)
    let home = folder.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let before = try Support.snapshot(folder)
    let path = output.replacingOccurrences(of: "PROJECT", with: project.path)
      .replacingOccurrences(of: "HOME", with: home.path)
    let run = try Support.scholia(
      ["build", "--root", project.path, "--output", path, "--no-engine"], environment: ["HOME": home.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(try Support.snapshot(folder) == before)
  }

  @Test(
    "scholia build killed at any moment leaves the previous or the new site whole; the next build finishes")
  func killedBuilds() throws {
    let folder = try Support.temporaryFolder("killed")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("project")
    try Support.copy(MalformedArticleTests.base, to: project)
    let article = try #require(
      try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("articles").path)
        .sorted().first { $0.hasSuffix(".md") })
    let articleURL = project.appendingPathComponent("articles/" + article)
    let oldText = try String(contentsOf: articleURL, encoding: .utf8)
    func build(into output: URL, text: String) throws -> [String] {
      try text.write(to: articleURL, atomically: true, encoding: .utf8)
      return ["build", "--root", project.path, "--output", output.path, "--no-engine"]
    }
    func site(_ text: String, in name: String) throws -> [String: [UInt8]] {
      let output = folder.appendingPathComponent(name)
      #expect(try Support.scholia(try build(into: output, text: text)).status == 0)
      try Support.write(["CNAME": "example.org"], into: output)
      return try Support.snapshot(output)
    }
    let newText = oldText + "\nA changed paragraph.\n"
    let previous = try site(oldText, in: "previous")
    let next = try site(newText, in: "next")
    #expect(next != previous)

    let output = folder.appendingPathComponent("site")
    var seen: Set<String> = []
    for delay in stride(from: 0.0, through: 0.8, by: 0.1) {
      let reset = try Support.scholia(try build(into: output, text: oldText))
      #expect(reset.status == 0, "\(reset.stderr)")
      try Support.write(["CNAME": "example.org"], into: output)
      let process = Process()
      process.executableURL = Support.executable
      process.arguments = try build(into: output, text: newText)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let visible = try Support.snapshot(output)
      #expect(
        visible == previous || visible == next, "killed after \(delay) s, the site is neither whole site")
      seen.insert(visible == previous ? "previous" : "next")
      let finish = try Support.scholia(try build(into: output, text: newText))
      #expect(finish.status == 0, "\(finish.stderr)")
      #expect(try Support.snapshot(output) == next)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "next", "previous", "project", "site",
        ])
    }
    #expect(seen.contains("previous"))
  }
}
