import Foundation
import Scenarios
import TestSupport
import Testing
import WasmBuild

/// The page module's shadow stack lies below its static data, so that an
/// overflow traps instead of writing into the data, and the deepest
/// script the language accepts runs in it as it does natively: before,
/// 32 nested parentheses overflowed a 64 KiB stack placed above the data
/// and corrupted it (the reader's tab hung).
@Suite("The page module's stack", .serialized, .tags(.node, .wasmToolchain))
struct PageModuleStackTests {
  static let module = Result { () throws -> URL in
    try WasmBuilder(packageRoot: ParityTests.packageRoot, toolchain: try WasmToolchain.locate(), kind: .page)
      .build().module
  }

  /// What the page gives a figure with `script`, from the page module in
  /// node.
  func pageOutput(_ script: String) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let node = try #require(
      WasmToolchain.findOnPath("node", path: path), "node is needed (apt install nodejs)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "nested-\(UUID().uuidString).scenario")
    try Data(script.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let runner = ParityTests.packageRoot.appendingPathComponent("scripts/engine-node.mjs").path
    let result = try ProcessResult.run(
      node, [runner, try Self.module.get().path, "page", file.path, "t", "p-"])
    try #require(result.status == 0, "node failed: \(result.output)")
    return result.output
  }

  @Test("the stack pointer starts at the stack's top, 1 MiB, and every data segment lies above it")
  func stackFirst() throws {
    let layout = try WasmLayout(bytes: [UInt8](Data(contentsOf: try Self.module.get())))
    #expect(layout.mutableI32Globals.contains(1 << 20))
    #expect(!layout.dataSegmentOffsets.isEmpty)
    #expect(layout.dataSegmentOffsets.allSatisfy { $0 >= 1 << 20 }, "data at \(layout.dataSegmentOffsets)")
  }

  @Test("the deepest script the bounds allow, and scripts far past them, come out as natively")
  func deepScriptsAsNatively() throws {
    let scripts =
      [
        NestedScripts.deepest(
          blocks: ScriptNesting.maxBlockDepth, expressions: ScriptNesting.maxExpressionDepth)
      ]
      + NestedScripts.pathological(5000)
    for script in scripts {
      let native = ScenarioPage.output(source: script, overrides: "", title: "t", idPrefix: "p-")
      #expect(try pageOutput(script) == native)
    }
  }
}

extension PageModuleStackTests {
  @Test("the page fuzzer's kept inputs come out as natively (its findings trapped the page before)")
  func keptFuzzInputsAsNatively() throws {
    #expect(KeptFuzzInputs.files("scenario-v2").count >= 6)
    for file in KeptFuzzInputs.files("scenario-v2") {
      let script = try String(contentsOf: file, encoding: .utf8)
      let native = ScenarioPage.output(source: script, overrides: "", title: "t", idPrefix: "p-")
      #expect(try pageOutput(script) == native, "\(file.lastPathComponent)")
    }
  }
}

/// Just enough of the WebAssembly binary format to read where a linked
/// module put its stack pointer and its data: the initial values of its
/// mutable `i32` globals and the offsets of its active data segments.
struct WasmLayout {
  var mutableI32Globals: [Int] = []
  var dataSegmentOffsets: [Int] = []

  struct Malformed: Error {}

  init(bytes: [UInt8]) throws {
    var reader = Reader(bytes: bytes, position: 8)
    guard bytes.count > 8, bytes[0..<4] == [0x00, 0x61, 0x73, 0x6D] else { throw Malformed() }
    while reader.position < bytes.count {
      let id = try reader.byte()
      let size = try reader.unsigned()
      let end = reader.position + size
      switch id {
      case 6:
        for _ in 0..<(try reader.unsigned()) {
          let type = try reader.byte()
          let mutable = try reader.byte() == 1
          let value = try reader.constant()
          if type == 0x7F, mutable, let value { mutableI32Globals.append(value) }
        }
      case 11:
        for _ in 0..<(try reader.unsigned()) {
          let flags = try reader.unsigned()
          if flags == 2 { _ = try reader.unsigned() }
          if flags != 1, let offset = try reader.constant() { dataSegmentOffsets.append(offset) }
          reader.position += try reader.unsigned()
        }
      default:
        break
      }
      reader.position = end
    }
  }

  struct Reader {
    let bytes: [UInt8]
    var position: Int

    mutating func byte() throws -> UInt8 {
      guard position < bytes.count else { throw Malformed() }
      position += 1
      return bytes[position - 1]
    }

    mutating func unsigned() throws -> Int {
      var value = 0
      var shift = 0
      while true {
        let next = try byte()
        value |= Int(next & 0x7F) << shift
        if next & 0x80 == 0 { return value }
        shift += 7
      }
    }

    /// An initialiser expression; its value when it is one `i32.const`.
    mutating func constant() throws -> Int? {
      let opcode = try byte()
      var value: Int?
      if opcode == 0x41 {
        var result = 0
        var shift = 0
        var next: UInt8
        repeat {
          next = try byte()
          result |= Int(next & 0x7F) << shift
          shift += 7
        } while next & 0x80 != 0
        if next & 0x40 != 0 { result |= -(1 << shift) }
        value = result
      }
      while try byte() != 0x0B {}
      return value
    }
  }
}
