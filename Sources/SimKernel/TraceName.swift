/// A name from the trace (an object, a method, an observable, an id made
/// from them) compared and hashed by its UTF-8 bytes.
///
/// `String`'s own equality and hashing compare canonical equivalents,
/// which links Unicode normalization into the page's WebAssembly module
/// and costs more than comparing bytes; the trace spells one object or
/// method with the same bytes every time, so bytes are enough. The
/// timeline and the expectations read every call and sample of a run
/// through this.
public struct TraceName: Hashable, Sendable {
  public let text: String

  public init(_ text: String) {
    self.text = text
  }

  public static func == (lhs: TraceName, rhs: TraceName) -> Bool {
    same(lhs.text, rhs.text)
  }

  public func hash(into hasher: inout Hasher) {
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
  }

  /// Whether `text` is spelled `other`, byte for byte.
  public static func same(_ text: String, _ other: String) -> Bool {
    identical(text, other) || (text.utf8.count == other.utf8.count && bytes(of: text, from: 0, are: other))
  }

  /// Whether the two values are copies of one `String`, bit for bit: the
  /// same storage, count and flags (or the same small string's bytes),
  /// and so the same text. A method's name is one `String` for all its
  /// calls, so this answers most of the timeline's comparisons without
  /// reading either string's bytes. Bits that differ prove nothing (a
  /// copy's padding need not be copied); the bytes are compared then.
  private static func identical(_ text: String, _ other: String) -> Bool {
    withUnsafeBytes(of: text) { text in
      withUnsafeBytes(of: other) { other in
        for index in 0..<MemoryLayout<String>.size where text[index] != other[index] { return false }
        return true
      }
    }
  }

  /// Whether the first bytes of `text` are those of `prefix`.
  public static func starts(_ text: String, with prefix: String) -> Bool {
    text.utf8.count >= prefix.utf8.count && bytes(of: text, from: 0, are: prefix)
  }

  /// Whether the last bytes of `text` are those of `suffix`.
  public static func ends(_ text: String, with suffix: String) -> Bool {
    let start = text.utf8.count - suffix.utf8.count
    return start >= 0 && bytes(of: text, from: start, are: suffix)
  }

  /// How many bytes of `text` come before its first `byte` (all of them
  /// if it has none), read in place where the string holds UTF-8. The
  /// generic search of a string's bytes, `utf8.firstIndex(of:)`, is slow in
  /// the page's WebAssembly: finding the `(` of every call's method name
  /// was an eighth of a Pop figure's run there.
  public static func count(of text: String, before byte: UInt8) -> Int {
    let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
      var count = 0
      while count < bytes.count && bytes[count] != byte { count += 1 }
      return count
    }
    if let counted { return counted }
    var count = 0
    for each in text.utf8 {
      if each == byte { break }
      count += 1
    }
    return count
  }

  /// Whether `part`'s bytes are in `text` from byte `start` (which leaves
  /// room for them): compared in place where both strings hold UTF-8
  /// (every native string does), or byte by byte otherwise. Bytes at the
  /// same address are the same bytes: a method's name is one `String` for
  /// all its calls (`Kernel.methodName`) and a class's trace name one
  /// literal, so the timeline's lookups of a run's calls by name mostly
  /// end there.
  private static func bytes(of text: String, from start: Int, are part: String) -> Bool {
    let compared = text.utf8.withContiguousStorageIfAvailable { whole in
      part.utf8.withContiguousStorageIfAvailable { part in
        if let first = whole.baseAddress, first + start == part.baseAddress { return true }
        for index in 0..<part.count where whole[start + index] != part[index] { return false }
        return true
      }
    }
    return (compared ?? nil) ?? text.utf8.dropFirst(start).starts(with: part.utf8)
  }
}
