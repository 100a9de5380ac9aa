/// The `String`s of the names replicas pass as `StaticString`s (the
/// `#function` of every traced method), each made once per kernel.
///
/// A traced call used to decode its method's name into a new `String`
/// (an allocation and a UTF-8 check) on every call, and the trace then
/// held, copied and freed that string with the record: a Pop figure's run
/// makes thousands of calls of a few dozen methods. A literal's bytes sit
/// in the binary and never move, so its address and length identify it,
/// and every call of one method now shares one `String`.
final class StaticNames {
  private struct Key: Hashable {
    let address: UInt
    let count: Int
  }

  private var texts: [Key: String] = [:]
  /// The last name found in each of a few slots picked by address, tried
  /// before the dictionary: hashing a key on every traced call was about a
  /// twentieth of the profile of a Pop test that renders 1,200 frames.
  private var recent: [(key: Key, text: String)?] = Array(repeating: nil, count: recentSlots)
  private static let recentSlots = 64

  /// `name` as a `String`, the same instance every time it is asked for.
  func text(of name: StaticString) -> String {
    guard name.hasPointerRepresentation else { return decoded(name) }
    let address = UInt(bitPattern: name.utf8Start)
    let key = Key(address: address, count: name.utf8CodeUnitCount)
    let slot = Int((address ^ (address >> 6)) % UInt(Self.recentSlots))
    if let hit = recent[slot], hit.key == key { return hit.text }
    let text = texts[key] ?? decoded(name)
    texts[key] = text
    recent[slot] = (key, text)
    return text
  }

  private func decoded(_ name: StaticString) -> String {
    name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }
}
