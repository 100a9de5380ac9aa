/// A text's length and a 64-bit hash of its UTF-8 bytes, with the
/// process's random seed (SipHash): what `SiteBuildCache` keys an article
/// by, so that it need not keep every article's text. Two different texts
/// share a digest with probability about 2⁻⁶⁴, and since the seed is secret,
/// nobody can make them collide on purpose.
struct TextDigest: Equatable {
  let byteCount: Int
  let hash: Int

  init(_ text: String) {
    var text = text
    var hasher = Hasher()
    byteCount = text.withUTF8 { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      return bytes.count
    }
    hash = hasher.finalize()
  }
}
