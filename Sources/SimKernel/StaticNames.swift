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
  /// The last names found, by the literal's address.
  private var recent = AddressCache<Key, String>(slots: 64)

  /// `name` as a `String`, the same instance every time it is asked for.
  func text(of name: StaticString) -> String {
    guard name.hasPointerRepresentation else { return decoded(name) }
    let address = UInt(bitPattern: name.utf8Start)
    let key = Key(address: address, count: name.utf8CodeUnitCount)
    if let hit = recent.value(for: key, at: address) { return hit }
    let text = texts[key] ?? decoded(name)
    texts[key] = text
    recent.remember(text, for: key, at: address)
    return text
  }

  private func decoded(_ name: StaticString) -> String {
    name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }
}
