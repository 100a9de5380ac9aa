/// Elements addressed by index that never move: they live in fixed-size
/// chunks, aligned to cache lines, which the owner allocates by appending
/// and frees all at once.
///
/// Reading a field through `pointer(_:)` is one load — no copy of the
/// element, no uniqueness check — and growing adds a chunk instead of
/// copying everything stored so far, so a simulation that makes a hundred
/// thousand timers never moves their state.
struct StableChunks<Element> {
  private static var chunkShift: Int { 12 }
  private static var chunkSize: Int { 1 << chunkShift }
  /// A cache line: an element of 32 or 64 bytes never straddles two.
  private static var chunkAlignment: Int { 64 }

  private var chunks: [UnsafeMutablePointer<Element>] = []
  private(set) var count = 0

  /// The element at `index`, which must be below `count`. The pointer stays
  /// good until `deallocateAll()`.
  @inline(__always)
  func pointer(_ index: Int) -> UnsafeMutablePointer<Element> {
    chunks[index >> Self.chunkShift] + (index & (Self.chunkSize - 1))
  }

  /// Stores `element` at index `count` and returns that index.
  mutating func append(_ element: Element) -> Int {
    if count == chunks.count << Self.chunkShift {
      let bytes = UnsafeMutableRawPointer.allocate(
        byteCount: Self.chunkSize * MemoryLayout<Element>.stride, alignment: Self.chunkAlignment)
      chunks.append(bytes.bindMemory(to: Element.self, capacity: Self.chunkSize))
    }
    pointer(count).initialize(to: element)
    count += 1
    return count - 1
  }

  /// Deinitializes every element and frees the chunks; for the owner's
  /// `deinit`.
  mutating func deallocateAll() {
    var remaining = count
    for chunk in chunks {
      chunk.deinitialize(count: min(remaining, Self.chunkSize))
      UnsafeMutableRawPointer(chunk).deallocate()
      remaining -= Self.chunkSize
    }
    chunks.removeAll()
    count = 0
  }
}
