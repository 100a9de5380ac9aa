import Cgraphviz

/// Feeds DOT text from memory to cgraph's parser, with cgraph reading into
/// `GraphvizArena`.
///
/// `agmemread` would be simpler but always allocates with `malloc` (see
/// `GraphvizArena` for why that is not deterministic); `agread` takes a
/// discipline, whose input side is this.
enum GraphvizInput {
  /// Parses `dot`; `nil` if it holds no graph or does not parse (cgraph has
  /// reported why). Call with an arena reserved.
  static func read(_ dot: String) -> UnsafeMutablePointer<Agraph_t>? {
    var dot = dot
    return dot.withUTF8 { bytes in
      var input = Input(bytes: bytes, offset: 0)
      return withUnsafeMutablePointer(to: &input) { agread($0, discipline) }
    }
  }

  private struct Input {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int
  }

  /// Memory from the arena, ids from cgraph's default (a `nil` id
  /// discipline), input from `Input`; allocated once and never freed.
  nonisolated(unsafe) private static let discipline: UnsafeMutablePointer<Agdisc_t> = {
    let input = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1)
    input.initialize(
      to: Agiodisc_t(
        afread: { channel, buffer, size in
          guard let channel, let buffer, size > 0 else { return 0 }
          let input = channel.assumingMemoryBound(to: Input.self)
          let count = min(Int(size), input.pointee.bytes.count - input.pointee.offset)
          guard count > 0, let start = input.pointee.bytes.baseAddress else { return 0 }
          UnsafeMutableRawPointer(buffer).copyMemory(from: start + input.pointee.offset, byteCount: count)
          input.pointee.offset += count
          return Int32(count)
        },
        putstr: { _, _ in -1 },
        flush: { _ in -1 }
      ))
    let discipline = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
    discipline.initialize(to: Agdisc_t(mem: GraphvizArena.discipline, id: nil, io: input))
    return discipline
  }()
}
