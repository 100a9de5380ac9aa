import Foundation
import ShippedCatalogs
import Site
import TestSupport
import Testing

/// The original beside the replica: a small site written inline
/// (`LampProject`) whose library names a checkout — a folder holding
/// `Lamp.m`, a few lines of Objective-C written for the tests — and a
/// replica whose `@original` annotations give that file's lines.
@Suite("Original beside replica")
struct OriginalBesideTests {
  /// Why the inline site did not build.
  struct Diagnostics: Error {
    let rendered: [String]
  }

  /// The site built from the inline files, or its rendered diagnostics.
  static func build(
    checkout: String?, replica: String = LampProject.replica(), original: String = LampProject.original
  ) throws -> Result<
    SiteBuilder.Output, Diagnostics
  > {
    let folder = try SiteTestSupport.temporaryFolder("original-beside")
    defer { try? FileManager.default.removeItem(at: folder) }
    var files = [
      "site/site.yml": LampProject.siteYAML(checkout: checkout),
      "Sources/Replicas/Lamp/Lamp.swift": replica,
      "clones/lamp/Lamp.m": original,
    ]
    for (name, text) in InlineSiteTests.templates { files["site/templates/\(name).mustache"] = text + "\n" }
    files["site/templates/source.mustache"] =
      "{{#sections}}<section><div class=\"prose\">{{{prose}}}</div><pre><code>{{{code}}}</code></pre>{{{beside}}}</section>\n{{/sections}}\n"
    try SiteTestSupport.write(files, into: folder)
    do throws(SiteBuildFailure) {
      return .success(
        try SiteBuilder(layout: ProjectLayout(root: folder), replicas: ReplicaRegistry.catalogs).build())
    } catch {
      return .failure(Diagnostics(rendered: error.diagnostics.map(\.rendered)))
    }
  }

  static func sourcePage(checkout: String?) throws -> String {
    switch try build(checkout: checkout) {
    case .success(let output): return try SiteTestSupport.text(output, "source/Lamp/Lamp.swift.html")
    case .failure(let diagnostics):
      Issue.record(
        Comment(rawValue: "the site did not build:\n" + diagnostics.rendered.joined(separator: "\n")))
      return ""
    }
  }

  /// The `<details>` block that follows `symbol`'s summary.
  static func block(_ page: String, _ symbol: String) throws -> String {
    let summary = "<summary>The original beside the replica: <code>" + symbol + "</code></summary>"
    let start = try #require(page.range(of: summary), "no block for \(symbol)")
    let end = try #require(page.range(of: "</details>", range: start.upperBound..<page.endIndex))
    return String(page[start.lowerBound..<end.upperBound])
  }

  static func plain(_ html: String) -> String {
    html.replacing(#/<[^>]*>/#, with: "").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
  }

  @Test("with a checkout, each method's original is cut at its line and shown beside the replica, collapsed")
  func besideWithCheckout() throws {
    let page = try Self.sourcePage(checkout: "clones/lamp")
    #expect(page.components(separatedBy: "<details class=\"original-beside\">").count == 3)
    let switchOn = try Self.block(page, "-[Lamp switchOn]")
    let text = Self.plain(switchOn)
    // The original's method, lines 8 to 12 and no more, numbered from its line.
    #expect(text.contains("8- (void)switchOn {"))
    #expect(text.contains("[self warmUp:0.5];"))
    #expect(text.contains("12}"))
    #expect(!text.contains("glow {") && !text.contains("@end"))
    #expect(switchOn.contains("hl-"), "the Objective-C is highlighted")
    // The replica's method beside it, with its tracing lines marked.
    #expect(text.contains("public func switchOn()"))
    #expect(switchOn.contains("<span class=\"line tracing\">"))
    // The differences, by the name the original calls them.
    #expect(switchOn.contains("The original calls <code>warmUp:</code>; the replica does not."))
    #expect(switchOn.contains("The replica calls <code>settle</code>; the original does not."))
    #expect(switchOn.contains("The replica adds 2 tracing lines"))
    #expect(!Self.plain(switchOn).contains("calls glow"), "glow is called by both")
    // A body with braces in a string and a comment ends at its own brace.
    let glow = Self.plain(try Self.block(page, "-[Lamp glow]"))
    #expect(glow.contains("NSLog(@\"{ not a brace }\");"))
    #expect(glow.contains("16}"))
    #expect(!glow.contains("@end"))
    #expect(glow.contains("The original calls NSLog; the replica does not."))
  }

  @Test(
    "the engine's spelling of a UIKit or Foundation call is not a difference; a run loop or a lock the replica lacks is"
  )
  func engineSpellings() throws {
    let original = """
      #import "Lamp.h"

      @implementation Lamp

      - (void)dim {
          NSTimer *timer = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(glow) userInfo:nil repeats:NO];
          [[NSRunLoop currentRunLoop] addTimer:timer forMode:NSRunLoopCommonModes];
          [UIView animateWithDuration:0.3 animations:^{ self.alpha = 0; }];
          dispatch_async(dispatch_get_main_queue(), ^{ [self glow]; });
          pthread_mutex_lock(&_lock);
      }

      @end
      """
    let replica = """
      import SimKernel

      /// @original Lamp Lamp.m
      public final class Lamp {
        /// @original -[Lamp dim] Lamp.m:5
        public func dim() {
          let timer = kernel.timer(interval: .seconds(1), repeats: false, label: "dimTimer") { _ in }
          kernel.mainRunLoop.add(timer, forMode: .common)
          kernel.animate(label: "dim", duration: .milliseconds(300), animations: {})
          kernel.mainQueue.async(label: "glow") {}
        }
      }
      """
    let output: SiteBuilder.Output
    switch try Self.build(checkout: "clones/lamp", replica: replica, original: original) {
    case .success(let built): output = built
    case .failure(let diagnostics):
      Issue.record(Comment(rawValue: diagnostics.rendered.joined(separator: "\n")))
      return
    }
    let dim = try Self.block(try SiteTestSupport.text(output, "source/Lamp/Lamp.swift.html"), "-[Lamp dim]")
    // `glow` is a real difference too: the replica's block is empty.
    #expect(
      dim.contains(
        "The original calls <code>currentRunLoop</code>, <code>glow</code>, <code>pthread_mutex_lock</code>; the replica does not."
      ))
  }

  @Test("every method's selector links to its line at the commit read; without a checkout, only the links")
  func linksWithoutCheckout() throws {
    let page = try Self.sourcePage(checkout: nil)
    #expect(page.contains("href=\"https://example.com/lamp/blob/0123abc/Lamp.m#L8\""))
    #expect(page.contains("href=\"https://example.com/lamp/blob/0123abc/Lamp.m#L14\""))
    #expect(
      page.contains("href=\"https://example.com/lamp/blob/0123abc/Lamp.m\""), "the class links to the file")
    #expect(!page.contains("original-beside"))
  }

  @Test("a checkout folder that is not there is an error at its line in site.yml")
  func missingCheckout() throws {
    guard case .failure(let failure) = try Self.build(checkout: "clones/nowhere") else {
      Issue.record("the site built with a missing checkout")
      return
    }
    let diagnostics = failure.rendered
    #expect(
      diagnostics == [
        "site/site.yml:10:15: error: no folder at 'clones/nowhere' ("
          + "\(diagnostics.first.map { Self.resolvedPath(in: $0) } ?? "")) for Lamp's checkout; clone the original there or remove 'checkout:'"
      ])
  }

  /// The absolute path a diagnostic gives in parentheses.
  static func resolvedPath(in diagnostic: String) -> String {
    let open = diagnostic.firstIndex(of: "(").map(diagnostic.index(after:)) ?? diagnostic.endIndex
    return String(diagnostic[open...].prefix { $0 != ")" })
  }

  @Test("scholia check reports a method's original with a file but no line, and stops")
  func checkReportsMissingLine() throws {
    let folder = try SiteTestSupport.temporaryFolder("original-no-line")
    defer { try? FileManager.default.removeItem(at: folder) }
    try SiteTestSupport.write(
      [
        "site/site.yml": LampProject.siteYAML(checkout: nil),
        "Sources/Replicas/Lamp/Lamp.swift": LampProject.replica(glowLine: "Lamp.m"),
      ], into: folder)
    let run = try SiteTestSupport.scholia(["check", "--project", folder.path])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "Sources/Replicas/Lamp/Lamp.swift:20:7: error: '@original -[Lamp glow] Lamp.m' needs its line, 'Lamp.m:LINE'"
      ), "\(run.stderr)")
  }

  @Test("a method's original with a file but no line is an error at the annotation")
  func missingLine() throws {
    guard
      case .failure(let failure) = try Self.build(
        checkout: nil, replica: LampProject.replica(glowLine: "Lamp.m"))
    else {
      Issue.record("the site built with an original that has no line")
      return
    }
    #expect(
      failure.rendered == [
        "Sources/Replicas/Lamp/Lamp.swift:20:7: error: '@original -[Lamp glow] Lamp.m' needs its line, 'Lamp.m:LINE': where its implementation starts at the commit the article reads"
      ])
  }
}
