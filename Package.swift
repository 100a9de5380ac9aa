// swift-tools-version: 6.1
import PackageDescription

/// The engine targets (`CallGraph`, `SimKernel`, `Workloads`, `ReplicaSupport`, `Replicas`,
/// `Escaping`, `Diagnostics`, `Timelines`, `ScenarioCatalog`, `Scenarios`, `ShippedCatalogs`,
/// `PageEngine`, `EngineWasm`, and the C header
/// module `CMemoryHints`) must stay Embedded-Swift
/// compatible: they are also compiled to WebAssembly by `scholia wasm` and
/// the site build (see docs/engine.md), outside SwiftPM.
let package = Package(
  name: "Scholia",
  platforms: [.macOS(.v15)],
  products: [
    // What an author's project depends on (docs/tutorial.md): the engine,
    // the replica support and catalog surface for their replicas and catalogs, the command line
    // their tool's `main` hands its libraries to, and the plugins that
    // record what the tool is compiled from and give a catalog module its
    // replicas' inventory.
    .library(
      name: "ScholiaEngine",
      targets: ["SimKernel", "ReplicaSupport", "ScenarioCatalog", "Scenarios", "Timelines", "Diagnostics"]),
    // Scholia's own replicas, for a project that builds on them: its page
    // module then compiles them too (docs/decisions.md, 32).
    .library(name: "ScholiaReplicas", targets: ["Replicas"]),
    .library(name: "ScholiaCommandLine", targets: ["ScholiaCommandLine", "SourceFingerprint"]),
    .plugin(name: "CompiledSources", targets: ["CompiledSources"]),
    .plugin(name: "CatalogInventory", targets: ["CatalogInventory"]),
    .executable(name: "scholia", targets: ["scholia"]),
    .executable(name: "scholia-bench", targets: ["scholia-bench"]),
    .executable(name: "scholia-fuzz", targets: ["scholia-fuzz"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
  ],
  targets: [
    .target(name: "CallGraph"),
    .target(name: "CMemoryHints"),
    .target(
      name: "SimKernel",
      dependencies: ["CallGraph", "Escaping", "CMemoryHints"],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(
      name: "Workloads",
      dependencies: ["SimKernel"],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
    ),
    .target(
      name: "ReplicaSupport",
      dependencies: ["SimKernel"],
      path: "Sources/Replicas/Support",
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
    ),
    .target(
      name: "Replicas",
      dependencies: ["SimKernel", "ReplicaSupport"],
      exclude: ["Support"],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
    ),
    .target(name: "Escaping"),
    .target(name: "Diagnostics", dependencies: ["Escaping"]),
    .target(name: "Timelines", dependencies: ["SimKernel", "Escaping"]),
    .target(name: "ScenarioCatalog", dependencies: ["SimKernel", "ReplicaSupport"]),
    .target(
      name: "Scenarios",
      dependencies: [
        "SimKernel", "ReplicaSupport", "ScenarioCatalog", "Diagnostics", "Escaping", "Timelines",
      ]),
    .target(
      name: "ShippedCatalogs",
      dependencies: [
        "SimKernel", "ReplicaSupport", "Replicas", "ScenarioCatalog", "Scenarios", "Diagnostics",
      ],
      plugins: ["CatalogInventory"]),
    .target(
      name: "PageEngine", dependencies: ["Scenarios", "ShippedCatalogs", "Timelines"],
      exclude: ["wasm_runtime.c"]),
    .target(
      name: "EngineWasm",
      dependencies: [
        "SimKernel", "Workloads", "Replicas", "Timelines", "ScenarioCatalog", "Scenarios", "ShippedCatalogs",
        "PageEngine",
      ]),
    .target(name: "StableHashing"),
    .target(name: "SourceFingerprint", dependencies: ["StableHashing"]),
    .executableTarget(name: "scholia-source-digest", dependencies: ["SourceFingerprint"]),
    .plugin(name: "CompiledSources", capability: .buildTool(), dependencies: ["scholia-source-digest"]),
    .executableTarget(name: "scholia-inventory", dependencies: ["SourceAnalysis", "StableHashing"]),
    .plugin(name: "CatalogInventory", capability: .buildTool(), dependencies: ["scholia-inventory"]),
    .target(
      name: "WasmBuild",
      dependencies: [
        "StableHashing", "SourceFingerprint", "SourceAnalysis",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .target(
      name: "SourceAnalysis",
      dependencies: [
        "CallGraph", "Diagnostics",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]
    ),
    .systemLibrary(
      name: "Cgraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
    .target(
      name: "FlowGraphs",
      dependencies: ["CallGraph", "SourceAnalysis", "Cgraphviz", "Diagnostics", "Escaping"]),
    .target(
      name: "Highlight",
      dependencies: [
        "Diagnostics", "Escaping", "StableHashing",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(name: "GraphCheck", dependencies: ["CallGraph", "Diagnostics", "SimKernel", "SourceAnalysis"]),
    .systemLibrary(
      name: "Ccmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
    .target(
      name: "Markdown",
      dependencies: ["Ccmark", "Diagnostics", "Escaping", .product(name: "Yams", package: "Yams")]
    ),
    .target(name: "CFileSwap"),
    .target(
      name: "Site",
      dependencies: [
        "CFileSwap", "Diagnostics", "Escaping", "Markdown", "Highlight", "SourceAnalysis", "FlowGraphs",
        "StableHashing", "Timelines", "ScenarioCatalog", "Scenarios",
        .product(name: "Yams", package: "Yams"), .product(name: "Mustache", package: "swift-mustache"),
      ],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
    ),
    .target(
      name: "SiteServe",
      dependencies: [
        "Site", "Markdown", "Escaping", "ScenarioCatalog",
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    .target(
      name: "ScholiaCommandLine",
      dependencies: [
        "SimKernel", "Workloads", "Replicas", "Timelines", "Scenarios", "ScenarioCatalog", "ShippedCatalogs",
        "PageEngine", "EngineWasm", "Diagnostics", "WasmBuild", "SourceFingerprint", "SourceAnalysis",
        "FlowGraphs",
        "GraphCheck", "Site", "SiteServe",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "scholia", dependencies: ["ScholiaCommandLine", "SourceFingerprint"], plugins: ["CompiledSources"]
    ),
    .executableTarget(
      name: "scholia-bench",
      dependencies: [
        "SimKernel", "Workloads", "WasmBuild", "SourceAnalysis", "FlowGraphs", "Diagnostics", "Timelines",
        "Scenarios", "ShippedCatalogs", "Site", "Replicas",
        "Ccmark",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .target(name: "CFuzzerDriver"),
    .executableTarget(
      name: "scholia-fuzz",
      dependencies: [
        "CFuzzerDriver", "Diagnostics", "Markdown", "Timelines", "Scenarios", "ShippedCatalogs", "Site",
        "SiteServe",
        "SourceAnalysis",
      ]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "SimKernelTests", dependencies: ["SimKernel", "TestSupport"]),
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "Escaping"]),
    .testTarget(
      name: "SourceAnalysisTests",
      dependencies: [
        "CallGraph", "Diagnostics", "SourceAnalysis", "GraphCheck", "ScenarioCatalog", "Scenarios",
        "ShippedCatalogs",
      ],
      exclude: ["MalformedAnnotations"]),
    .testTarget(
      name: "FlowGraphTests", dependencies: ["CallGraph", "FlowGraphs", "Diagnostics"], exclude: ["Golden"]),
    .testTarget(
      name: "ReplicaTests",
      dependencies: [
        "SimKernel", "Replicas", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "ScenarioTests",
      dependencies: [
        "SimKernel", "Replicas", "Timelines", "ScenarioCatalog", "Scenarios", "ShippedCatalogs",
        "TestSupport",
      ],
      exclude: ["Malformed", "Adversarial"]),
    .testTarget(
      name: "ScenarioLanguageTests",
      dependencies: ["Diagnostics", "SimKernel", "ScenarioCatalog", "Scenarios"]),
    .testTarget(name: "TimelineTests", dependencies: ["SimKernel", "Timelines"]),
    .testTarget(
      name: "ParityTests",
      dependencies: [
        "SimKernel", "Workloads", "Scenarios", "ShippedCatalogs", "EngineWasm", "WasmBuild",
        "SourceFingerprint", "TestSupport",
      ]),
    .testTarget(
      name: "CLITests",
      dependencies: ["scholia", "ScholiaCommandLine", "scholia-fuzz", "SourceFingerprint", "TestSupport"]),
    .testTarget(
      name: "MarkdownTests", dependencies: ["Markdown", "Ccmark", "Diagnostics"], exclude: ["Malformed"]),
    .testTarget(
      name: "HighlightTests",
      dependencies: [
        "Highlight", .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
      ]),
    .testTarget(
      name: "SiteTests", dependencies: ["Site", "ShippedCatalogs", "scholia", "TestSupport"],
      exclude: ["Malformed"]),
    .testTarget(name: "BrowserTests", dependencies: ["scholia", "Site", "ShippedCatalogs", "TestSupport"]),
    .testTarget(
      name: "SiteServeTests",
      dependencies: [
        "Diagnostics", "SiteServe", "Site", "ShippedCatalogs", "TestSupport",
        .product(name: "FlyingSocks", package: "FlyingFox"),
        .product(name: "Clocks", package: "swift-clocks"),
      ]),
  ]
)
