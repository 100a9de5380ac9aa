/// Values kept by trace name, or by a name within a scope (a method of an
/// object), for a pass over a run's records that asks about the same few
/// names in the same order again and again: every frame of a Pop
/// animation calls the same methods of the same objects in the same
/// order, and samples the same observables.
///
/// Each entry remembers which entry was asked for after it last time, and
/// a lookup tries the entry found last and that one before hashing. A
/// guess is compared with `TraceName.same`, which ends at once for the
/// same `String` (a method's name is one `String` for all its calls),
/// while hashing a name's bytes for a `Dictionary` made the timeline of a
/// Pop figure a fifth slower in the page's WebAssembly. A wrong guess only
/// costs a comparison.
public struct TraceNameTable<Value> {
  private struct Key: Hashable {
    let name: TraceName
    let scope: TraceName
  }

  private var names: [String] = []
  private var scopes: [String] = []
  private var values: [Value] = []
  /// For each entry, the entry looked up right after it last time.
  private var successors: [Int] = []
  private var positions: [Key: Int] = [:]
  /// The entry found last, or -1.
  private var last = -1

  public init() {}

  /// The value kept for `name` in `scope`, if any.
  public mutating func value(for name: String, in scope: String = "") -> Value? {
    guard let position = position(of: name, in: scope) else { return nil }
    return values[position]
  }

  /// Keeps `value` for `name` in `scope`, which the table does not hold
  /// yet.
  public mutating func insert(_ value: Value, for name: String, in scope: String = "") {
    let position = names.count
    names.append(name)
    scopes.append(scope)
    values.append(value)
    successors.append(-1)
    positions[Key(name: TraceName(name), scope: TraceName(scope))] = position
    follow(with: position)
  }

  private mutating func position(of name: String, in scope: String) -> Int? {
    if last >= 0 {
      if holds(name, in: scope, at: last) { return last }
      let guess = successors[last]
      if guess >= 0 && holds(name, in: scope, at: guess) {
        last = guess
        return guess
      }
    }
    guard let position = positions[Key(name: TraceName(name), scope: TraceName(scope))] else { return nil }
    follow(with: position)
    return position
  }

  private func holds(_ name: String, in scope: String, at position: Int) -> Bool {
    TraceName.same(names[position], name) && TraceName.same(scopes[position], scope)
  }

  private mutating func follow(with position: Int) {
    if last >= 0 { successors[last] = position }
    last = position
  }
}
