/// A classified stretch of the source: UTF-8 byte offsets `start..<end` and
/// the class to wrap them in, optionally with a second class nested inside.
///
/// Classifiers speak in byte offsets because swift-syntax does and because
/// the renderer walks UTF-8 bytes; offsets always fall on ASCII boundaries
/// (token edges, `@`, quotes), never inside a multi-byte scalar. Nesting is
/// one level deep, which is all annotations inside doc comments need:
/// consecutive runs with the same `outer` share one outer `<span>`.
struct HighlightRun: Equatable, Sendable {
  var start: Int
  var end: Int
  var outer: HighlightClass
  var inner: HighlightClass?

  init(_ start: Int, _ end: Int, _ outer: HighlightClass, inner: HighlightClass? = nil) {
    self.start = start
    self.end = end
    self.outer = outer
    self.inner = inner
  }
}
