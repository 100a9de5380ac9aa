import ScenarioCatalog
import ShippedCatalogs
import Testing

/// Every shipped stage names what its class has: a run records its
/// observables and picture samples by reading members, and a name with no
/// readable member would be left out of every run without a word.
@Suite("Shipped stages")
struct ShippedStageTests {
  @Test("each observable and picture sample is a readable member of the stage's class")
  func membersExist() {
    for catalog in ReplicaRegistry.catalogs {
      guard let stage = catalog.stage else {
        Issue.record("\(catalog.name) has no stage")
        continue
      }
      let classes = catalog.scriptClasses
      #expect(classes.named(stage.className) != nil, "\(catalog.name): no class \(stage.className)")
      for name in stage.observables + stage.picture {
        let member = classes.member(name, of: stage.className)
        #expect(member?.get != nil, "\(catalog.name): \(stage.className) cannot read '\(name)'")
      }
      #expect(
        stage.defaultObservables.contains { stage.observables.contains($0) },
        "\(catalog.name): no default observable is an observable")
      if let addressed = stage.addressed {
        let member = classes.member(addressed, of: stage.className)
        guard case .object(let className)? = member?.type else {
          Issue.record("\(catalog.name): '\(addressed)' is not an object property of \(stage.className)")
          continue
        }
        #expect(classes.named(className) != nil, "\(catalog.name): no class \(className)")
      }
    }
  }
}
