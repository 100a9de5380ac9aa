import Replicas
import SimKernel
import Testing

/// TCProgressHUD, as the code is and as seed 003 describes it.
@Suite("TCProgressHUD")
struct TCProgressHUDTests {
  @Test("the code hides after 3 s whatever the time; the article after the time given (T1)")
  func autoHide() throws {
    for (variant, hiddenAt) in [(TCProgressHUD.Variant.code, "3"), (.article, "1.25")] {
      let stage = Stage()
      TCProgressHUD.sharedInstance(stage.kernel).variant = variant
      stage.at(0) { TCProgressHUD.showSuccessAndAutoHideAfterTime(1.25, stage.kernel) }
      try stage.run(until: 4000)
      #expect(stage.calls(of: "TCProgressHUD").last == hiddenAt + " hide()")
      #expect(TCProgressHUD.sharedInstance(stage.kernel).window == nil)
    }
  }

  @Test("the code's timer is in the common modes and cannot be cancelled (T3)")
  func staleTimer() throws {
    let stage = Stage()
    let container = TCProgressHUD.sharedInstance(stage.kernel)
    stage.at(0) { TCProgressHUD.showStatus("A", andAutoHideAfterTime: 1, stage.kernel) }
    stage.at(1000) { TCProgressHUD.hideHUD(stage.kernel) }
    stage.at(1500) { stage.kernel.mainRunLoop.switchMode(to: .tracking) }
    stage.at(2000) { TCProgressHUD.showStatus("B", stage.kernel) }
    try stage.run(until: 2500)
    #expect(container.subviews.count == 1)
    try stage.run(until: 3500)
    #expect(stage.timer("hideTimer") == ["0 schedule fire=3 common", "3 fire"])
    #expect(container.subviews.isEmpty)
  }

  @Test("views stack; hide removes the oldest; the container leaves when empty (T2)")
  func stacking() throws {
    let stage = Stage()
    let container = TCProgressHUD.sharedInstance(stage.kernel)
    TCProgressHUD.showStatus("first", stage.kernel)
    TCProgressHUD.showErrorWithStatus("second", stage.kernel)
    #expect(container.subviews.count == 2)
    TCProgressHUD.hideHUD(stage.kernel)
    #expect(container.subviews.first is TCTextAndImageHUDView)
    TCProgressHUD.hideHUD(stage.kernel)
    #expect(container.window == nil)
    TCProgressHUD.showProgressWithStatus(nil, stage.kernel)
    TCProgressHUD.hideAllHUDs(stage.kernel)
    #expect(container.subviews.isEmpty)
    #expect(container.window == nil)
  }
}
