import Foundation

/// The files `scholia new` writes: an author's project with one replica,
/// its catalog, a tool, an article with an excerpt, a graph and a runnable
/// scenario, and a test target that runs the scenarios. Each file is a
/// template in which `__NAME__` is the library's name, `__name__` its
/// lower-case form, `__SCHOLIA__` the path of the Scholia package and
/// `__DATE__` today; as
/// generated, the project builds, checks and passes its tests (CI builds
/// one: scripts/test-example).
struct ProjectScaffold {
  /// The library's name: a Swift type name (`Banner`).
  let name: String
  /// Where the Scholia package is, for the project's dependency.
  let scholiaPath: String
  /// The articles' date, `YYYY-MM-DD`.
  let date: String

  /// A name that can be a Swift type and a module: a capital letter, then
  /// letters and digits; nil when `name` is one, otherwise why not.
  static func problem(with name: String) -> String? {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
      return "'\(name)' must start with a capital letter (A–Z): it names the replica's class and modules"
    }
    guard
      name.unicodeScalars.allSatisfy({
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
      })
    else {
      return "'\(name)' may hold only letters and digits: it names the replica's class and modules"
    }
    return nil
  }

  /// Path below the project's folder → text.
  var files: [(path: String, text: String)] {
    Self.templates.map { (fill($0.path), fill($0.text)) }
  }

  private func fill(_ template: String) -> String {
    template.replacingOccurrences(of: "__SCHOLIA__", with: scholiaPath)
      .replacingOccurrences(of: "__NAME__", with: name)
      .replacingOccurrences(of: "__name__", with: name.lowercased())
      .replacingOccurrences(of: "__DATE__", with: date)
  }

  private static let templates: [(path: String, text: String)] = [
    (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n_site/\n"),
    ("Package.swift", packageManifest),
    ("Sources/Replicas/__NAME__/__NAME__.swift", replica),
    ("Sources/__NAME__Catalog/__NAME__Catalog.swift", catalog),
    ("Sources/site/main.swift", tool),
    ("Tests/__NAME__Tests/ScenarioTests.swift", tests),
    ("site/site.yml", siteSettings),
    ("Sources/Replicas/__NAME__/library.yml", librarySettings),
    ("articles/__name__.md", article),
    ("scenarios/__name__-waits-for-its-delay.scenario", delayScenario),
    ("scenarios/__name__-hidden-before-its-delay.scenario", hiddenScenario),
  ]

  private static let packageManifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    // Made by `scholia new __NAME__`: a replica, its catalog, and this project's
    // Scholia tool (`swift run site build`). Scholia is a dependency; none of
    // its files is here (its docs/tutorial.md says what each part is for).
    // No module shares a name with a type: the page engine compiles them all
    // as one module, where `__NAME__.traceName` would then be ambiguous.
    let package = Package(
      name: "__NAME__Articles",
      platforms: [.macOS(.v15)],
      dependencies: [.package(name: "Scholia", path: "__SCHOLIA__")],
      targets: [
        .target(
          name: "__NAME__Replica", dependencies: [.product(name: "ScholiaEngine", package: "Scholia")],
          path: "Sources/Replicas/__NAME__", exclude: ["library.yml"]),
        .target(
          name: "__NAME__Catalog", dependencies: ["__NAME__Replica", .product(name: "ScholiaEngine", package: "Scholia")],
          plugins: [.plugin(name: "CatalogInventory", package: "Scholia")]),
        .executableTarget(
          name: "site",
          dependencies: ["__NAME__Catalog", .product(name: "ScholiaCommandLine", package: "Scholia")],
          plugins: [.plugin(name: "CompiledSources", package: "Scholia")]),
        .testTarget(
          name: "__NAME__Tests", dependencies: ["__NAME__Catalog", .product(name: "ScholiaEngine", package: "Scholia")]),
      ]
    )

    """

  private static let replica = """
    import ReplicaSupport
    import SimKernel

    /// __NAME__: replace this with your library's class, method by method, in
    /// the original's order of effects (Scholia's docs/writing-a-replica.md).
    ///
    /// As generated, a view that appears only if it is still wanted after a
    /// delay, the way a HUD's grace time works: `show()` schedules
    /// `showTimer`, whose handler fades the view in; `hide()` before then
    /// invalidates the timer, and the view never appears.
    public final class __NAME__: SimView, ReplicaTracing {
      public static let traceName = "__NAME__"

      /// How long `show()` waits before the view appears, in seconds.
      public var delay = 0.5

      /// @timer
      var showTimer: RunLoopTimer?

      /// Asks for the view: it appears after `delay`, unless hidden first.
      ///
      /// @entry
      public func show() {
        enter(#function)
        defer { leave() }
        let timer = kernel.timer(
          interval: VirtualDuration(secondsValue: delay), repeats: false, label: "showTimer"
        ) { _ in
          self.handleShowTimer()
        }
        kernel.mainRunLoop.add(timer, forMode: .common)
        showTimer = timer
      }

      /// @handler showTimer
      /// @animation
      func handleShowTimer() {
        enter(#function)
        defer { leave() }
        showTimer = nil
        kernel.animate(label: "fadeIn", duration: .milliseconds(300), animations: { self.alpha = 1 })
      }

      /// Withdraws the request, or hides the view.
      ///
      /// @entry
      public func hide() {
        enter(#function)
        defer { leave() }
        showTimer?.invalidate()
        showTimer = nil
        alpha = 0
      }
    }

    """

  private static let catalog = """
    import __NAME__Replica
    import ScenarioCatalog
    import SimKernel

    /// This project's replicas, as its tool (`Sources/site/main.swift`) runs
    /// them and its page engine compiles them.
    public enum __NAME__Library: ReplicaLibrary {
      public static let catalogs = [__NAME__ReplicaCatalog.catalog]
    }

    /// __NAME__ in a scenario: one view on the key window, hidden at first.
    enum __NAME__ReplicaCatalog {
      static let catalog = ReplicaCatalog(
        name: "__NAME__",
        editionKind: "version",
        editions: [ReplicaEdition("1.0", displayName: "__NAME__ 1.0")],
        editionIsOptional: true,
        // What expectations may name: the replica's traced methods and
        // timers, derived from its code as this module builds (the
        // CatalogInventory plugin).
        inventory: __NAME__CatalogInventory.entry(tracedAs: __NAME__.traceName),
        reportedBlocks: [],
        classes: [viewClass, sceneClass],
        stage: stage)

      /// The app: the view on the key window. The short lines reach its
      /// methods (`show`, `hide`) and `delay` through `view`.
      static let stage = ReplicaStage(className: "__NAME__Scene", addressed: "view", observables: ["visible", "alpha"]) {
        context in
        let view = __NAME__(kernel: context.kernel, label: "__NAME__")
        view.alpha = 0
        context.kernel.keyWindow?.addSubview(view)
        return __NAME__Scene(view)
      }

      static let sceneClass = ScriptClass.of(
        __NAME__Scene.self, "__NAME__Scene", superclass: nil,
        members: [
          .property("visible", .bool, of: __NAME__Scene.self) { scene, _ in .bool(scene.view.visibleAlpha > 0) },
          .property("alpha", .number, of: __NAME__Scene.self) { scene, _ in .number(scene.view.visibleAlpha) },
          .property("view", .object("__NAME__"), of: __NAME__Scene.self) { scene, _ in .object(scene.view) },
        ])

      static let viewClass = ScriptClass.of(
        __NAME__.self, "__NAME__", superclass: "UIView",
        members: [
          .method("show", [], of: __NAME__.self) { view, _, _ in
            view.show()
            return .void
          },
          .method("hide", [], of: __NAME__.self) { view, _, _ in
            view.hide()
            return .void
          },
          .property("delay", .time, of: __NAME__.self, get: { view, _ in .number(view.delay) }) { view, value, _ in
            view.delay = value.number
          },
        ])
    }

    /// The app of a __NAME__ scenario.
    final class __NAME__Scene {
      let view: __NAME__

      init(_ view: __NAME__) {
        self.view = view
      }
    }

    """

  private static let tool = """
    import __NAME__Catalog
    import ScholiaCommandLine

    // This project's Scholia: the command line with __NAME__'s replicas beside
    // Scholia's own, and the modules it was compiled from (recorded by the
    // CompiledSources plugin) for the page engine.
    ScholiaTool(libraries: [__NAME__Library.self], compiledFrom: CompiledSources.modules).main()

    """

  private static let tests = """
    import Foundation
    import __NAME__Catalog
    import Scenarios
    import Testing

    /// Every scenario of the project runs and holds, as the site build
    /// requires.
    @Test("every scenario passes")
    func everyScenarioPasses() throws {
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenarios")
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasSuffix(".scenario")
      }
      #expect(!names.isEmpty)
      for name in names.sorted() {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let run = try ScenarioParser.parse(text, replicas: __NAME__Library.catalogs).run()
        #expect(run.passed, "\\(name): \\(run.results.filter { !$0.passed }.map(\\.text))")
      }
    }

    """

  private static let siteSettings = """
    # The project's settings. The theme is Scholia's built-in one; files in
    # site/templates/ or site/assets/ override it one by one. The library is
    # described beside its replica (Sources/Replicas/__NAME__/library.yml).
    title: Reading __NAME__
    description: >-
      How __NAME__ times what it does, read from a Swift replica whose figures you
      can re-run in the page.
    raw_html: false

    """

  private static let librarySettings = """
    # The library this replica follows, beside its code.
    name: __NAME__
    version: "1.0"
    license: MIT
    authors: You
    # Where the original is, for links to its lines: a repository and a commit.
    # repository: https://github.com/you/__NAME__
    # commit: 0123456789abcdef0123456789abcdef01234567

    """

  private static let article = """
    ---
    title: "__NAME__: why wait before showing?"
    summary: __NAME__ shows nothing until a delay has passed, so that work that finishes quickly never flashes a view. Read from its replica, with a graph of its timer and a figure you can re-run.
    library: __NAME__
    repository: https://github.com/you/__NAME__
    version: "1.0"
    license: MIT
    date: __DATE__
    tags: [timers]
    language: en
    ---

    Lead with the question your reader has, then let the code answer it.
    `show()` does not show anything: it schedules a timer.

    ```@source __NAME__.show
    ```

    ```@graph timers __NAME__ caption="Who schedules, fires and invalidates showTimer."
    ```

    Drag the slider: the view appears one delay after `show()`, and the
    expectations move with it.

    ```@scenario file=scenarios/__name__-waits-for-its-delay.scenario
    ```

    A `hide()` that comes first invalidates the timer, and nothing ever
    appears:

    ```@scenario file=scenarios/__name__-hidden-before-its-delay.scenario
    ```

    """

  private static let delayScenario = """
    title "__NAME__ appears one delay after show"
    hud __NAME__ 1.0
    param wait = 0.5 from 0.1 to 2
    set delay = wait

    at 0 show
    run until 3

    expect not visible at wait - 0.05
    expect timer showTimer fired at wait
    expect visible at wait + 0.1

    """

  private static let hiddenScenario = """
    title "A hide before the delay: __NAME__ never appears"
    hud __NAME__ 1.0
    param hideAt = 0.2 from 0 to 0.45

    at 0      show
    at hideAt hide
    run until 2

    expect timer showTimer invalidated at hideAt
    expect never visible

    """
}
