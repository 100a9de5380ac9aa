import SimKernel
import TestSupport
import Testing

/// A view tree is no deeper than `SimView.maxHierarchyDepth`, and nothing
/// that walks or releases one recurses: a chain at the bound is put in a
/// window and released on a stack far too small for one frame per level.
@Suite("View tree depth")
struct ViewTreeDepthTests {
  /// A chain of `count` views under `root`, each the only subview of the
  /// one before; the deepest view.
  static func chain(under root: SimView, _ count: Int, kernel: Kernel) -> SimView {
    var bottom = root
    for index in 0..<count {
      let view = kernel.view(label: "v\(index)")
      bottom.addSubview(view)
      bottom = view
    }
    return bottom
  }

  @Test("a view one level past the bound is not added, and the run halts with the reason")
  func insertPastTheBound() {
    let kernel = Kernel()
    let root = kernel.view(label: "root")
    let bottom = Self.chain(under: root, SimView.maxHierarchyDepth - 1, kernel: kernel)
    #expect(!kernel.isHalted)
    let extra = kernel.view(label: "extra")
    bottom.addSubview(extra)
    #expect(extra.superview == nil)
    #expect(kernel.isHalted)
    #expect(throws: KernelError.self) { try kernel.runUntilIdle() }
    do {
      try kernel.runUntilIdle()
    } catch {
      #expect(
        error.message
          == "a view tree deeper than \(SimView.maxHierarchyDepth) views: \(extra.ref.text) was not added to "
          + "\(bottom.ref.text) at 0 s")
    }
  }

  @Test("a deep subtree moved under a tree counts its own depth")
  func subtreePastTheBound() {
    let kernel = Kernel()
    let top = kernel.view(label: "top")
    let topBottom = Self.chain(under: top, 600, kernel: kernel)
    let other = kernel.view(label: "other")
    _ = Self.chain(under: other, 500, kernel: kernel)
    topBottom.addSubview(other)
    #expect(other.superview == nil)
    #expect(kernel.isHalted)
  }

  @Test("a chain at the bound, in a window, is drawn and released on a 64 KiB stack")
  func releaseWithoutRecursion() {
    let halted = OnSmallStack.run(bytes: 64 * 1024) { () -> Bool in
      let kernel = Kernel()
      let window = kernel.window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      let detached = kernel.view(label: "detached")
      let bottom = Self.chain(under: detached, SimView.maxHierarchyDepth - 2, kernel: kernel)
      bottom.setNeedsDisplay()
      window.addSubview(detached)
      detached.removeFromSuperview()
      return kernel.isHalted
    }
    #expect(!halted)
  }
}
