import SimKernel
import Testing

/// The app's singletons: made once per kernel on first use, and readable
/// from outside the app without being made.
@Suite("Singletons")
struct SingletonTests {
  final class Shared {}

  @Test("an existing singleton is read without being made; once made, it is the one `singleton` answers")
  func existing() {
    let kernel = Kernel()
    let before: Shared? = kernel.existingSingleton("shared")
    #expect(before == nil)
    let made = kernel.singleton("shared") { Shared() }
    let after: Shared? = kernel.existingSingleton("shared")
    #expect(after === made)
    #expect(kernel.singleton("shared") { Shared() } === made)
  }
}
