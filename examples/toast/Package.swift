// swift-tools-version: 6.1
import PackageDescription

// An author's project: a replica of Toast's timing core, its catalog, and
// the project's own Scholia tool (`swift run toast-site build`). Scholia is
// a dependency; none of its files is here.
let package = Package(
  name: "ToastArticle",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Scholia", path: "../..")],
  targets: [
    .target(
      name: "Toast", dependencies: [.product(name: "ScholiaEngine", package: "Scholia")],
      path: "Sources/Replicas/Toast", exclude: ["library.yml"]),
    .target(
      name: "ToastCatalog", dependencies: ["Toast", .product(name: "ScholiaEngine", package: "Scholia")],
      plugins: [.plugin(name: "CatalogInventory", package: "Scholia")]),
    .executableTarget(
      name: "toast-site",
      dependencies: ["ToastCatalog", .product(name: "ScholiaCommandLine", package: "Scholia")],
      plugins: [.plugin(name: "CompiledSources", package: "Scholia")]),
  ]
)
