import Foundation
import ReplicaSupport
import TestSupport
import Testing

/// `scholia check` holds every catalog's inventory to what its replica's
/// code traces: a method the catalog lists that the code no longer traces
/// is an error at the replica's type, naming it.
@Suite("scholia check: catalog inventories")
struct InventoryCheckTests {
  @Test("a traced method that stops reporting itself: the inventory disagrees, at the type")
  func untracedMethod() throws {
    let folder = try TemporaryFolder.make("inventory-check")
    defer { try? FileManager.default.removeItem(at: folder) }
    let replicas = folder.appendingPathComponent("Replicas")
    try FileManager.default.copyItem(
      at: Scholia.repository.appendingPathComponent("Sources/Replicas"), to: replicas)
    let file = replicas.appendingPathComponent("MBProgressHUD/MBProgressHUD.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "  private func handleGraceTimer(_ timer: RunLoopTimer) {\n    enter(#function)\n",
      with: "  private func handleGraceTimer(_ timer: RunLoopTimer) {\n")
    #expect(edited != text)
    try Data(edited.utf8).write(to: file)
    let check = try Scholia.run([
      "check", "--sources", replicas.path, "--scenarios",
      Scholia.repository.appendingPathComponent("scenarios").path,
    ])
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "error: the inventory of catalog 'MBProgressHUD' disagrees with this replica: methods it lists but the code does not trace: handleGraceTimer"
      ), "\(check.stderr)")
  }
}
