import Foundation
import TestSupport
import Testing

/// The command line from anywhere: the project found by walking up, or
/// named with `--project`; `--version`; one exit status per kind of
/// outcome; one error prefix; a suggestion for every misspelt name.
@Suite("scholia from anywhere")
struct AnywhereTests {
  static let repository = Scholia.repository

  func scholia(_ arguments: [String], in directory: URL? = nil) throws -> ChildProcess {
    try Scholia.run(arguments, directory: directory)
  }

  @Test("inside a project's subfolder, the project is found above: listing, graphs and check work")
  func walksUp() throws {
    let inside = Self.repository.appendingPathComponent("Sources/Replicas/Pop")
    let list = try scholia(["simulate", "--list"], in: inside)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.hasPrefix("../../../scenarios/mbprogresshud-"))
    #expect(list.stdout.contains("../../../scenarios/pop-autoreverse.scenario  Pop 1.0.11: Autoreverse"))
    let graph = try scholia(["graph", "hierarchy", "POPAnimation"], in: inside)
    #expect(graph.status == 0, "\(graph.stderr)")
    #expect(graph.stdout.hasPrefix("Class hierarchy of POPAnimation"))
  }

  @Test("outside a project: status 2 and how to name one; --project names it from anywhere")
  func outside() throws {
    let elsewhere = try TemporaryFolder.make("elsewhere")
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let lost = try scholia(["simulate", "--list"], in: elsewhere)
    #expect(lost.status == 2)
    #expect(
      lost.stderr
        == "scholia: error: not inside a Scholia project: no site/site.yml in this folder or any above it "
        + "(pass --project FOLDER)\n")
    let named = try scholia(
      ["graph", "timers", "POPAnimator", "--project", Self.repository.path], in: elsewhere)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(named.stdout.contains("pendingListObserver"))
  }

  @Test("--version prints the version")
  func version() throws {
    let run = try scholia(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression) != nil)
  }

  @Test("a missing scenario file is status 2 with the reason and the nearest name; a folder says so")
  func missingFile() throws {
    let misspelt = try scholia(["simulate", "scenarios/pop-autoreverze.scenario"], in: Self.repository)
    #expect(misspelt.status == 2)
    #expect(
      misspelt.stderr
        == "scholia: error: no scenario file at scenarios/pop-autoreverze.scenario; "
        + "did you mean 'scenarios/pop-autoreverse.scenario'?\n")
    let nowhere = try scholia(["simulate", "nowhere/x.scenario"], in: Self.repository)
    #expect(nowhere.status == 2)
    #expect(nowhere.stderr.contains("simulate --list shows the shipped ones"))
    let folder = try scholia(["simulate", "scenarios"], in: Self.repository)
    #expect(folder.status == 2)
    #expect(folder.stderr == "scholia: error: scenarios is a folder, not a scenario file\n")
  }

  @Test("status 1 is a failed expectation; 2 a wrong command line, option or input")
  func statuses() throws {
    let failed = try scholia(
      ["simulate", "scenarios/pop-spring-bounciness-speed.scenario", "--set", "bounciness=2"],
      in: Self.repository)
    #expect(failed.status == 1)
    for arguments in [
      ["simulate", "--widht", "90"], ["graph", "paths", "--frm", "public", "--into", "X.y"],
    ] {
      #expect(try scholia(arguments, in: Self.repository).status == 2, "\(arguments)")
    }
  }

  @Test("a misspelt nested subcommand, option or unqualified method gets a suggestion")
  func nestedSuggestions() throws {
    let path = try scholia(["graph", "path", "--from", "public", "--into", "MBProgressHUD.animateIn"])
    #expect(path.status == 2)
    #expect(path.stderr == "scholia: error: unknown graph subcommand 'path'; did you mean 'paths'?\n")
    let option = try scholia(["graph", "paths", "--frm", "public", "--into", "MBProgressHUD.animateIn"])
    #expect(option.stderr == "scholia: error: Unknown option '--frm'. Did you mean '--from'?\n")
    let bare = try scholia(["graph", "paths", "--into", "animateIn"], in: Self.repository)
    #expect(
      bare.stderr
        == "scholia: error: unknown method 'animateIn': a method is named with its type; "
        + "did you mean 'MBProgressHUD.animateIn'?\n")
    let shared = try scholia(["graph", "paths", "--into", "handleGraceTimer"], in: Self.repository)
    #expect(shared.stderr.contains("(MBProgressHUD.handleGraceTimer, MBProgressHUD091.handleGraceTimer)"))
  }

  @Test("help carries the exit statuses and examples")
  func help() throws {
    let root = try scholia(["--help"])
    #expect(root.stdout.contains("Exit status: 0 when all is well; 1 when"))
    #expect(root.stdout.contains("Examples:"))
    let simulate = try scholia(["simulate", "--help"])
    #expect(simulate.stdout.contains("scholia simulate --list"))
  }
}
