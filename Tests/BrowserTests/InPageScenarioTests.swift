import Foundation
import TestSupport
import Testing

/// The shipped site in a real browser: headless Chromium, driven over the
/// DevTools protocol by scripts/browser-drive.mjs, runs a scenario figure of
/// the MBProgressHUD article in the page's WebAssembly engine, from a
/// loopback static server and from file://, and what it shows is compared
/// with what the command line prints.
@Suite("Scenarios in the page", .serialized, .tags(.chromium, .node, .wasmToolchain))
struct InPageScenarioTests {
  static let repository = BrowserSite.repository
  static let scholia = Scholia.executable
  typealias Run = ChildProcess
  static func run(_ tool: URL, _ arguments: [String]) throws -> Run { try BrowserSite.run(tool, arguments) }
  static func locate(_ names: [String]) -> URL? { BrowserSite.locate(names) }
  static var site: Result<URL, Error> { BrowserSite.site }

  /// The article page and the id prefix of its figure for `scenario`.
  static func figure(
    showing scenario: String, in site: URL, page: String = "articles/mbprogresshud.html"
  ) throws -> (page: String, prefix: String) {
    let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
    let pattern = try Regex(#"data-id-prefix="([^"]+)" data-title="\#(scenario)""#)
    let match = try #require(html.firstMatch(of: pattern), "no figure of \(scenario) in \(page)")
    return (page, String(try #require(match.output[1].substring)))
  }

  struct Report: Decodable {
    let staticSVG: String
    let rerunSVG: String
    let changedSVG: String
    let status: String
    let error: String
    let selection: [Int]
    let consoleErrors: [String]
    /// The picture and the clock at every tenth of the run after the slider moved.
    let scrubbed: [Scrubbed]
    /// The status after the slider moved, and its class (`passed`,
    /// `differs`: expectations written for other values).
    let changedStatus: String
    let changedStatusClass: String
    /// The address after the slider moved, and what a new tab opened at it
    /// drew and set its slider to.
    let hash: String
    let sharedSVG: String
    let sharedValue: String
    /// What "Copy command" shows.
    let command: String
    /// Each expectation's class and text after the slider moved.
    let expectations: [String]
    /// After the script error: the timeline and the expectations faded,
    /// and the note saying so.
    let stale: [Bool]
    /// The editor's line numbers and the script's lines.
    let gutter: [Int]
  }

  struct Scrubbed: Decodable {
    let position: Int
    let clock: String
    let picture: String
  }

  /// Works a figure as a reader would (scripts/browser-drive.mjs), from a
  /// server and from file://: Run, `parameter`'s slider to `value`, the
  /// scrubber, and a broken script; screenshots go to `shots` in the site.
  static func drive(
    _ page: String, _ prefix: String, _ parameter: String, _ value: String, chromium: URL, node: URL,
    site: URL,
    shots: String
  ) throws -> [String: Report] {
    let shots = site.appendingPathComponent(shots)
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    let broken = site.appendingPathComponent("broken.scenario")
    try Data("hud MBProgressHUD 1.2.0\nset graceTime = 0.5\nat 0 showAnimated tru\n".utf8).write(to: broken)
    let driven = try Self.run(
      node,
      [
        Self.repository.appendingPathComponent("scripts/browser-drive.mjs").path, chromium.path, site.path,
        page, prefix, parameter, value, broken.path, shots.path,
      ])
    #expect(driven.status == 0, "\(driven.stderr)")
    let reports = try JSONDecoder().decode([String: Report].self, from: Data(driven.stdout.utf8))
    #expect(Set(reports.keys) == ["http", "file"], "\(driven.stdout.prefix(3000))")
    return reports
  }

  @Test(
    "a figure re-runs to the build's SVG, follows a slider as the CLI does, and shows a script error in place"
  )
  func figureRunsInThePage() throws {
    let chromium = try #require(
      Self.locate(["chromium", "chromium-browser"]),
      "headless Chromium is needed: scripts/install-deps installs Debian's chromium")
    let node = try #require(Self.locate(["node"]), "node is needed: scripts/install-deps installs nodejs")
    let site = try Self.site.get()
    let scenario = "mbprogresshud-grace-hides-short-task"
    let (page, prefix) = try Self.figure(showing: scenario, in: site)
    let reports = try Self.drive(
      page, prefix, "task", "0.9", chromium: chromium, node: node, site: site, shots: "screenshots")

    let expected = try Self.run(
      Self.scholia,
      [
        "simulate", "scenarios/\(scenario).scenario", "--format", "svg", "--set", "task=0.9", "--id-prefix",
        prefix,
      ])
    #expect(expected.status == 1, "task=0.9 breaks the scenario's expectations")
    for (origin, report) in reports {
      #expect(report.staticSVG.hasPrefix("<svg "), "\(origin): the build's SVG")
      #expect(report.rerunSVG == report.staticSVG, "\(origin): a re-run with the article's values")
      #expect(report.status.hasPrefix("5 of 5 expectations passed"), "\(origin): \(report.status)")
      #expect(report.changedSVG == expected.stdout, "\(origin): task=0.9")
      #expect(
        report.error == """
          3:19: error: expected true or false for 'showAnimated', not 'tru'
          at 0 showAnimated tru
                            ^
          """, "\(origin)")
      #expect(report.selection == [62, 63], "\(origin): the editor selects the error's place")
      #expect(report.stale == [true, true, true], "\(origin): the last good run is marked stale")
      #expect(report.gutter == [4, 4], "\(origin): a line number for each line of the broken script")
      #expect(
        report.changedStatus.hasPrefix("0 of 5 expectations passed (written for task = 0.3) · "),
        "\(origin): \(report.changedStatus)")
      #expect(report.changedStatusClass == "status differs", "\(origin): neutral, not red")
      #expect(report.expectations.contains { $0.hasPrefix("differs ≠") }, "\(origin): \(report.expectations)")
      #expect(report.hash == "#" + prefix + "figure?task=0.9", "\(origin): \(report.hash)")
      #expect(report.sharedValue == "0.9", "\(origin): the link sets the slider")
      #expect(report.sharedSVG == expected.stdout, "\(origin): the link runs the same")
      #expect(
        report.command == "scholia simulate scenarios/\(scenario).scenario --set task=0.9",
        "\(origin): \(report.command)"
      )
      #expect(report.consoleErrors.isEmpty, "\(origin): \(report.consoleErrors)")
    }
  }

  @Test(
    "an MJRefresh figure re-runs to the build's SVG, follows its pull slider as the CLI does, and its scroll view follows the scrubber"
  )
  func scrollFigureRunsInThePage() throws {
    let reports = try Self.driveSlider(
      of: "mjrefresh-short-pull-stays-idle", in: "articles/mjrefresh.html", parameter: "pull",
      shots: "screenshots-mjrefresh")
    for (origin, report) in reports {

      // The scrubber moves the scroll view's content, and the clock says
      // by how much: the content is translated by minus the offset.
      #expect(report.scrubbed.count == 11, "\(origin)")
      var translations: [Double] = []
      for frame in report.scrubbed {
        #expect(frame.picture.contains("class=\"scroll-picture\""), "\(origin) at \(frame.position)")
        let moved = try #require(
          frame.picture.firstMatch(
            of: #/class="scroll-content" style="transform: translateY\(([-0-9.e+]+)px\);"/#),
          "\(origin) at \(frame.position): \(frame.picture.prefix(400))")
        let translation = try #require(Double(moved.output.1))
        let clock = try #require(
          frame.clock.firstMatch(of: #/offset (-?[0-9.]+) pt/#),
          "\(origin) at \(frame.position): \(frame.clock)")
        let offset = try #require(Double(clock.output.1))
        #expect(abs(-translation - offset) <= 0.05 + 1e-9, "\(origin) at \(frame.position): \(frame.clock)")
        translations.append(translation)
      }
      #expect(Set(translations).count > 1, "\(origin): the content stays at \(translations)")
      #expect(translations.contains { $0 > 0 }, "\(origin): a pull moves the content down: \(translations)")
    }
  }

  @Test(
    "a Pop figure re-runs to the build's SVG, follows its bounciness slider as the CLI does, and its boxes follow the scrubber"
  )
  func boxesFigureRunsInThePage() throws {
    let reports = try Self.driveSlider(
      of: "pop-spring-bounciness-speed", in: "articles/pop.html", parameter: "bounciness",
      shots: "screenshots-pop")
    for (origin, report) in reports {
      #expect(report.changedSVG != report.staticSVG, "\(origin): the slider changed nothing")

      // The scrubber moves box a: its left edge is its centre less half
      // its side, and the clock says where the centre is.
      #expect(report.scrubbed.count == 11, "\(origin)")
      var lefts: [Double] = []
      for frame in report.scrubbed {
        #expect(frame.picture.contains("class=\"boxes-picture\""), "\(origin) at \(frame.position)")
        let box = try #require(
          frame.picture.firstMatch(of: #/class="pop-box" style="left: ([-0-9.e+]+)px;/#),
          "\(origin) at \(frame.position): \(frame.picture.prefix(400))")
        let left = try #require(Double(box.output.1))
        let clock = try #require(
          frame.clock.firstMatch(of: #/a x (-?[0-9.]+)/#), "\(origin) at \(frame.position): \(frame.clock)")
        let center = try #require(Double(clock.output.1))
        #expect(abs(left + 30 - center) <= 0.05 + 1e-9, "\(origin) at \(frame.position): \(frame.clock)")
        lefts.append(left)
      }
      #expect(Set(lefts).count > 1, "\(origin): box a stays at \(lefts)")
    }
  }

  /// Drives the figure of the shipped `scenario` on `page` in Chromium,
  /// with `parameter`'s slider moved to the middle of its range, and checks
  /// what every such figure must do: re-run to the build's SVG, follow the
  /// slider to the CLI's SVG for the same value, and log no console error.
  /// The reports are for checks of the figure's own picture.
  static func driveSlider(of scenario: String, in page: String, parameter: String, shots: String) throws
    -> [String: Report]
  {
    let chromium = try #require(locate(["chromium", "chromium-browser"]), "headless Chromium is needed")
    let node = try #require(locate(["node"]), "node is needed")
    let built = try Self.site.get()
    let (page, prefix) = try figure(showing: scenario, in: built, page: page)
    let file = "scenarios/\(scenario).scenario"
    let value = try sliderValue(
      parameter, in: String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8))
    let reports = try drive(
      page, prefix, parameter, value, chromium: chromium, node: node, site: built, shots: shots)
    let expected = try run(
      scholia, ["simulate", file, "--format", "svg", "--set", "\(parameter)=\(value)", "--id-prefix", prefix])
    #expect(expected.status == 0 || expected.status == 1, "\(parameter)=\(value): \(expected.stderr)")
    for (origin, report) in reports {
      #expect(report.staticSVG.hasPrefix("<svg "), "\(origin): the build's SVG")
      #expect(report.rerunSVG == report.staticSVG, "\(origin): a re-run with the article's values")
      #expect(report.status.contains("expectations passed"), "\(origin): \(report.status)")
      #expect(report.changedSVG == expected.stdout, "\(origin): \(parameter)=\(value)")
      #expect(report.consoleErrors.isEmpty, "\(origin): \(report.consoleErrors)")
    }
    return reports
  }

  /// A value for `parameter`'s slider that the slider can hold (on its
  /// step of 1 or finer) and that is not the script's own: the middle of
  /// its range, rounded.
  static func sliderValue(_ parameter: String, in source: String) throws -> String {
    let declaration = try #require(
      source.firstMatch(
        of: try Regex(#"param \#(parameter) = ([0-9.]+)(?: points| number)? from ([0-9.]+) to ([0-9.]+)"#)),
      "no slider for \(parameter)")
    let numbers = try (1...3).map { index in
      let text = try #require(declaration.output[index].substring)
      return try #require(Double(String(text)))
    }
    var value = ((numbers[1] + numbers[2]) / 2).rounded()
    if value == numbers[0] { value += value + 1 <= numbers[2] ? 1 : -1 }
    return String(Int(value))
  }

  @Test("every restated original test on a Tests page re-runs in the page to the build's SVG")
  func testsPageRuns() throws {
    let chromium = try #require(Self.locate(["chromium", "chromium-browser"]), "headless Chromium is needed")
    let node = try #require(Self.locate(["node"]), "node is needed")
    let site = try Self.site.get()
    for (page, count) in [("tests/mbprogresshud-1.2.0.html", 16), ("tests/mbprogresshud-0.9.1.html", 1)] {
      let driven = try Self.run(
        node,
        [
          Self.repository.appendingPathComponent("scripts/browser-drive.mjs").path, chromium.path, site.path,
          page, "--time-all", "1",
        ])
      #expect(driven.status == 0, "\(driven.stderr)")
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(driven.stdout.utf8)) as? [String: Any],
        "\(driven.stdout.prefix(2000))")
      let times = try #require(
        json["times"] as? [String: [String: Any]], "\(page): \(driven.stdout.prefix(2000))")
      #expect(times.count == count, "\(page): \(times.keys.sorted())")
      for (prefix, report) in times {
        #expect(
          report["svgMatches"] as? Bool == true, "\(page) \(prefix): the page's run differs from the build's")
      }
      #expect(
        (json["consoleErrors"] as? [String])?.isEmpty == true, "\(page): \(json["consoleErrors"] ?? "")")
    }
  }

  @Test("a run that overstays its wall time is stopped, and the figure runs again afterwards")
  func wallTimeBound() throws {
    let chromium = try #require(Self.locate(["chromium", "chromium-browser"]), "headless Chromium is needed")
    let node = try #require(Self.locate(["node"]), "node is needed")
    let site = try Self.site.get()
    let (page, prefix) = try Self.figure(showing: "mbprogresshud-grace-hides-short-task", in: site)
    // 990 shows and hides over 300 s: within every engine bound, and far
    // longer than the 50 ms the test allows (about 0.4 s in wasm).
    let slow = site.appendingPathComponent("slow.scenario")
    var script = "hud MBProgressHUD 1.2.0\n"
    for index in 0..<990 {
      script +=
        "at \(index * 3 / 10).\(index * 3 % 10) "
        + (index.isMultiple(of: 2) ? "showAnimated" : "hideAnimated")
        + " true\n"
    }
    try Data((script + "run until 300\n").utf8).write(to: slow)
    let driven = try Self.run(
      node,
      [
        Self.repository.appendingPathComponent("scripts/browser-drive.mjs").path, chromium.path, site.path,
        page,
        "--wall-limit", prefix, slow.path,
      ])
    #expect(driven.status == 0, "\(driven.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(driven.stdout.utf8)) as? [String: [String: Any]],
      "\(driven.stdout.prefix(2000))")
    for origin in ["http", "file"] {
      let report = try #require(json[origin], "\(origin): \(driven.stdout.prefix(2000))")
      #expect(
        report["stopped"] as? String == "the run took more than 0.05 s of wall time and was stopped",
        "\(origin)")
      #expect((report["after"] as? String)?.hasPrefix("5 of 5 expectations passed") == true, "\(origin)")
      #expect((report["consoleErrors"] as? [String])?.isEmpty == true, "\(origin)")
    }
  }
}
