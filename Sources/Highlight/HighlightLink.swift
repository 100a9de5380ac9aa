extension Highlighter {
  /// A stretch of the source that a page links to another place: an
  /// identifier and the address of its definition.
  ///
  /// Links arrive from outside the highlighter (the source analysis knows
  /// what a name resolves to; the highlighter only knows how it looks), as
  /// UTF-8 byte offsets into the text being highlighted. The renderer wraps
  /// the bytes in `<a class="ref">` outside any colour spans, so colours
  /// and links never cross.
  public struct Link: Equatable, Sendable {
    /// The identifier's UTF-8 byte offsets in the highlighted text.
    public let bytes: Range<Int>
    /// Where it leads, relative to the page that shows it.
    public let href: String
    /// What a reader sees on hovering: the definition's name.
    public let title: String

    public init(bytes: Range<Int>, href: String, title: String) {
      self.bytes = bytes
      self.href = href
      self.title = title
    }
  }
}
