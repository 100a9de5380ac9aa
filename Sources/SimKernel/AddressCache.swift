/// The last answers of a lookup that is asked the same few questions many
/// times, in a few slots picked by an address, tried before the lookup.
///
/// A traced call asks for its method's name and its receiver's script name;
/// a Pop test renders hundreds of frames through the same two objects and
/// a few dozen methods, and hashing those keys on every call was a
/// twentieth of its profile. Method names and objects both come with an
/// address (a literal's bytes, an object's identity), which picks a slot
/// at the cost of a shift; a key that meets another in its slot replaces
/// it, and the caller falls back to its dictionary.
struct AddressCache<Key: Equatable, Value> {
  private var entries: [(key: Key, value: Value)?]

  init(slots: Int) {
    entries = Array(repeating: nil, count: slots)
  }

  /// The value remembered for `key`, whose address is `address`, if its
  /// slot still holds it.
  func value(for key: Key, at address: UInt) -> Value? {
    guard let entry = entries[slot(address)], entry.key == key else { return nil }
    return entry.value
  }

  mutating func remember(_ value: Value, for key: Key, at address: UInt) {
    entries[slot(address)] = (key, value)
  }

  /// Forgets every answer, for when the lookup behind them changed.
  mutating func forgetAll() {
    for index in entries.indices { entries[index] = nil }
  }

  /// Objects are 16-byte aligned and literals are not: folding the bits
  /// above the alignment into the low ones spreads both.
  private func slot(_ address: UInt) -> Int {
    Int((address ^ (address >> 4) ^ (address >> 8)) % UInt(entries.count))
  }
}
