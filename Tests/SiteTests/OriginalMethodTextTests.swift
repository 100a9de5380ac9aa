import Testing

@testable import Site

/// The calls read from an original method's body: each message's selector
/// and each called function, in order, once each.
@Suite("Original method calls")
struct OriginalMethodTextTests {
  static func calls(_ code: String) -> [String] {
    OriginalMethodText.calls(in: OriginalMethodText.codeOnly(Array(code.utf8)))
  }

  @Test("messages, nested messages, casts, blocks and functions, by the name the original calls them")
  func calls() {
    let body = """
      [self warmUp:0.5];
      [[NSTimer alloc] initWithTimeInterval:1 target:self selector:@selector(tick) userInfo:nil repeats:NO];
      CGFloat x = MAX(floor(a[1]), 0);
      [(id)self.layer removeAllAnimations];
      [UIView animateWithDuration:0.3 animations:^{ [self.bezel setAlpha:0]; } completion:nil];
      [self warmUp:1]; // "[self comment:1]"
      return [super hash];
      """
    #expect(
      Self.calls(body) == [
        "warmUp:", "initWithTimeInterval:target:selector:userInfo:repeats:", "alloc", "MAX", "floor",
        "removeAllAnimations", "animateWithDuration:animations:completion:", "setAlpha:", "hash",
      ])
  }

  @Test(
    "a closing bracket of any kind ends the innermost open one, so a message never takes a later one's words")
  func mismatchedClosers() {
    // Reading on from each `[` to a `]` at its own depth took `y:` and
    // `z:` into the first selector, and the rest of the body into each
    // (a quadratic amount of text).
    #expect(Self.calls("[a x:); [b y:); [c z:]") == ["x:", "y:", "z:"])
  }

  @Test("thousands of `[` that never close: each message's own keyword")
  func unclosed() {
    let body = (0..<3_000).map { "[a k\($0): " }.joined()
    #expect(Self.calls(body) == (0..<3_000).map { "k\($0):" })
  }
}
