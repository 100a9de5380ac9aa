import Replicas
import SimKernel
import Testing

@Suite("Replica smoke")
struct ReplicaSmokeTests {
  @Test("MBProgressHUD shows and hides")
  func showHide() throws {
    let kernel = Kernel()
    let window = kernel.window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let hud = MBProgressHUD.showHUDAddedTo(window, animated: true)
    try kernel.run(until: .milliseconds(500))
    hud.hideAnimated(true)
    try kernel.runUntilIdle()
    #expect(hud.superview == nil)
  }
}
