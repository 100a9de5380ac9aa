import Cgraphviz

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// cgraph's memory for the graph being drawn: a bump allocator over one
/// region of reserved address space, so that cgraph's allocations come at
/// increasing addresses, in the order cgraph makes them.
///
/// That order is what makes the SVG deterministic. cgraph (Graphviz 2.42)
/// takes the address of a subgraph's interned name as the subgraph's id and
/// keeps subgraphs sorted by id; `dot` lays clusters out and writes them in
/// that order. With `malloc`, the order followed the heap's history, and
/// about half the renders of a two-cluster graph in one process came out
/// with the clusters swapped. Here a name's address follows the DOT text,
/// so clusters keep the text's order, as `dot -Tsvg` does in a fresh process.
///
/// Nothing is freed until the graph is closed and the whole region goes.
/// Pages are only backed when touched (an 11-node graph touches 35 KB).
/// One graph at a time: everything here runs under Graphviz's lock.
enum GraphvizArena {
  /// Far more than a figure's graph needs; past it, allocations fall back to
  /// `calloc` rather than fail.
  static let capacity = 1 << 30

  /// The discipline cgraph allocates through; allocated once and never
  /// freed, since every graph keeps a pointer to it.
  nonisolated(unsafe) static let discipline: UnsafeMutablePointer<Agmemdisc_t> = {
    let discipline = UnsafeMutablePointer<Agmemdisc_t>.allocate(capacity: 1)
    discipline.initialize(
      to: Agmemdisc_t(
        open: { _ in arenaBase },
        alloc: { _, size in allocate(size) },
        resize: { _, pointer, old, size in resize(pointer, from: old, to: size) },
        free: { _, pointer in release(pointer) },
        close: { _ in }
      ))
    return discipline
  }()

  /// Reserves a fresh region for the next graph; `false` if the address
  /// space could not be reserved.
  static func reserve() -> Bool {
    let region = mmap(
      nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
    guard let region, region != UnsafeMutableRawPointer(bitPattern: -1) else { return false }
    arenaBase = region
    arenaUsed = 0
    return true
  }

  /// Returns the region once the graph is closed.
  static func unreserve() {
    if let arenaBase {
      munmap(arenaBase, capacity)
    }
    arenaBase = nil
  }

  /// Zeroed memory, as cgraph expects: the region's pages start zeroed and
  /// are never reused.
  private static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
    let start = (arenaUsed + 15) & ~15
    guard let arenaBase, start + size <= capacity else {
      return calloc(1, size)
    }
    arenaUsed = start + size
    return arenaBase + start
  }

  private static func resize(_ pointer: UnsafeMutableRawPointer?, from old: Int, to size: Int)
    -> UnsafeMutableRawPointer?
  {
    guard let pointer, isInArena(pointer) else {
      let moved = realloc(pointer, size)
      if let moved, size > old {
        memset(moved + old, 0, size - old)
      }
      return moved
    }
    let moved = allocate(size)
    moved?.copyMemory(from: pointer, byteCount: min(old, size))
    return moved
  }

  private static func release(_ pointer: UnsafeMutableRawPointer?) {
    if let pointer, !isInArena(pointer) {
      free(pointer)
    }
  }

  private static func isInArena(_ pointer: UnsafeMutableRawPointer) -> Bool {
    guard let arenaBase else { return false }
    return pointer >= arenaBase && pointer < arenaBase + capacity
  }
}

/// The region of the graph being drawn, and how much of it is used.
nonisolated(unsafe) private var arenaBase: UnsafeMutableRawPointer?
nonisolated(unsafe) private var arenaUsed = 0
