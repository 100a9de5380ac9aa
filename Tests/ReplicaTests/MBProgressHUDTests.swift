import ReplicaSupport
import Replicas
import SimKernel
import Testing

/// MBProgressHUD 1.2.0: every show and hide path into animateIn, the three
/// timers, and the brief's edge cases, with exact virtual times.
@Suite("MBProgressHUD 1.2.0")
struct MBProgressHUDTests {
  func hud(_ stage: Stage) -> MBProgressHUD {
    let hud = MBProgressHUD(view: stage.view)
    stage.view.addSubview(hud)
    return hud
  }

  @Test(
    "a HUD taken off its view with a hide pending still hides, on a live object: the timer retains it, as on iOS"
  )
  func removedHUDStillHides() throws {
    let stage = Stage()
    do {
      let hud = hud(stage)
      stage.at(0) {
        hud.showAnimated(false)
        hud.hideAnimated(true, afterDelay: .milliseconds(500))
        hud.removeFromSuperview()
      }
    }
    try stage.run(until: 1000)
    #expect(stage.timer("hideDelayTimer") == ["0 schedule fire=0.5 common", "0.5 fire", "0.5 invalidate"])
    #expect(
      stage.calls(of: "MBProgressHUD").filter { !$0.hasPrefix("0 ") } == [
        "0.5 handleHideTimer(_:)", "0.5 hideAnimated(_:)", "0.5 hideUsingAnimation(_:)",
        "0.5 animateIn(_:withType:completion:)", "0.8 done()",
        "0.8 setNSProgressDisplayLinkEnabled(_:)",
      ])
  }

  @Test("show directly: showUsingAnimation then animateIn, at once; the bezel fades in over 0.3 s")
  func showDirect() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) { hud.showAnimated(true) }
    try stage.run(until: 400)
    #expect(
      stage.calls(of: "MBProgressHUD").suffix(4) == [
        "0 showAnimated(_:)", "0 showUsingAnimation(_:)", "0 setNSProgressDisplayLinkEnabled(_:)",
        "0 animateIn(_:withType:completion:)",
      ])
    #expect(hud.alpha == 1)
    #expect(hud.bezelView.alpha == 1)
    #expect(hud.bezelView.presentationValue(.alpha) == 1)
  }

  @Test("show after graceTime: the grace timer, in the common modes, calls showUsingAnimation")
  func showViaGraceTimer() throws {
    let stage = Stage()
    let hud = hud(stage)
    hud.graceTime = .milliseconds(500)
    stage.at(0) { hud.showAnimated(true) }
    try stage.run(until: 1000)
    #expect(stage.timer("graceTimer") == ["0 schedule fire=0.5 common", "0.5 fire"])
    #expect(
      stage.calls(of: "MBProgressHUD").suffix(4) == [
        "0.5 handleGraceTimer(_:)", "0.5 showUsingAnimation(_:)", "0.5 setNSProgressDisplayLinkEnabled(_:)",
        "0.5 animateIn(_:withType:completion:)",
      ])
  }

  @Test("show without animation: alphas jump to 1, no animateIn")
  func showInstantly() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) { hud.showAnimated(false) }
    try stage.run(until: 10)
    #expect(!stage.calls(of: "MBProgressHUD").contains { $0.hasSuffix("animateIn(_:withType:completion:)") })
    #expect(hud.bezelView.presentationValue(.alpha) == 1)
    #expect(hud.backgroundView.alpha == 1)
  }

  @Test("hide directly: animateIn out, then done 0.3 s later; removal only if asked")
  func hideDirect() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) { hud.showAnimated(true) }
    stage.at(500) { hud.hideAnimated(true) }
    try stage.run(until: 1000)
    #expect(
      stage.calls(of: "MBProgressHUD").suffix(5) == [
        "0.5 hideAnimated(_:)", "0.5 hideUsingAnimation(_:)", "0.5 animateIn(_:withType:completion:)",
        "0.8 done()", "0.8 setNSProgressDisplayLinkEnabled(_:)",
      ])
    #expect(hud.alpha == 0)
    #expect(hud.superview != nil)
  }

  @Test("hide within minShowTime: minShowTimer at showStarted + minShowTime, then the animated hide")
  func hideViaMinShowTimer() throws {
    let stage = Stage()
    let hud = hud(stage)
    hud.minShowTime = .seconds(1)
    hud.removeFromSuperViewOnHide = true
    stage.at(100) { hud.showAnimated(true) }
    stage.at(300) { hud.hideAnimated(true) }
    try stage.run(until: 2000)
    #expect(stage.timer("minShowTimer") == ["0.3 schedule fire=1.1 common", "1.1 fire"])
    #expect(
      stage.calls(of: "MBProgressHUD").filter { !$0.contains("setNSProgress") }.suffix(5) == [
        "0.3 hideAnimated(_:)", "1.1 handleMinShowTimer(_:)", "1.1 hideUsingAnimation(_:)",
        "1.1 animateIn(_:withType:completion:)", "1.4 done()",
      ])
    #expect(hud.superview == nil)
  }

  @Test("hide after a delay: hideDelayTimer calls hideAnimated with its userInfo")
  func hideViaDelayTimer() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) { hud.showAnimated(true) }
    stage.at(200) { hud.hideAnimated(false, afterDelay: .milliseconds(700)) }
    try stage.run(until: 1500)
    #expect(stage.timer("hideDelayTimer") == ["0.2 schedule fire=0.9 common", "0.9 fire", "0.9 invalidate"])
    #expect(
      stage.calls(of: "MBProgressHUD").filter { !$0.contains("setNSProgress") }.suffix(4) == [
        "0.9 handleHideTimer(_:)", "0.9 hideAnimated(_:)", "0.9 hideUsingAnimation(_:)", "0.9 done()",
      ])
  }

  @Test("the class helpers: showHUDAddedTo shows a new HUD; hideHUDForView skips finished HUDs")
  func classHelpers() throws {
    let stage = Stage()
    var hud: MBProgressHUD?
    var found: [Bool] = []
    stage.at(0) { hud = MBProgressHUD.showHUDAddedTo(stage.view, animated: true) }
    stage.at(500) { found.append(MBProgressHUD.hideHUDForView(stage.view, animated: true)) }
    stage.at(600) { found.append(MBProgressHUD.hideHUDForView(stage.view, animated: true)) }
    try stage.run(until: 1000)
    #expect(found == [true, false])
    #expect(hud?.removeFromSuperViewOnHide == true)
    #expect(hud?.superview == nil)
    #expect(stage.calls(of: "MBProgressHUD").contains("0.8 done()"))
  }

  @Test("two shows within the grace time: the first timer still fires, hidden or not (E2)")
  func twoGraceTimers() throws {
    let stage = Stage()
    let hud = hud(stage)
    hud.graceTime = .milliseconds(500)
    stage.at(0) { hud.showAnimated(true) }
    stage.at(200) { hud.showAnimated(true) }
    stage.at(300) { hud.hideAnimated(true) }
    try stage.run(until: 1000)
    #expect(
      stage.timer("graceTimer") == [
        "0 schedule fire=0.5 common", "0.2 schedule fire=0.7 common", "0.3 invalidate", "0.5 fire",
      ])
    #expect(!stage.calls(of: "MBProgressHUD").contains("0.5 showUsingAnimation(_:)"))
  }

  @Test("a delayed hide scheduled while the HUD animates out survives (E11, the #503 fix)")
  func delayedHideDuringHideAnimation() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) { hud.showAnimated(true) }
    stage.at(500) { hud.hideAnimated(true) }
    stage.at(600) {
      hud.showAnimated(true)
      hud.hideAnimated(true, afterDelay: .seconds(1))
    }
    try stage.run(until: 2500)
    #expect(stage.timer("hideDelayTimer").contains("1.6 fire"))
  }

  @Test("show while min-show is pending cancels it and restarts the window (E13)")
  func showCancelsMinShow() throws {
    let stage = Stage()
    let hud = hud(stage)
    hud.minShowTime = .seconds(1)
    stage.at(0) { hud.showAnimated(true) }
    stage.at(200) { hud.hideAnimated(true) }
    stage.at(400) { hud.showAnimated(true) }
    try stage.run(until: 2000)
    #expect(stage.timer("minShowTimer") == ["0.2 schedule fire=1 common", "0.4 invalidate"])
    #expect(hud.bezelView.visibleAlpha == 1)
    #expect(!hud.finished)
  }

  @Test("a grace-delayed show during a hide animation lets the hide finish unfinished (E15)")
  func graceShowDuringHideAnimation() throws {
    let stage = Stage()
    let hud = hud(stage)
    stage.at(0) { hud.showAnimated(true) }
    stage.at(500) {
      hud.hideAnimated(true)
      hud.graceTime = .seconds(1)
      hud.showAnimated(true)
    }
    try stage.run(until: 1000)
    #expect(stage.calls(of: "MBProgressHUD").contains("0.8 done()"))
    #expect(hud.alpha == 1)
    #expect(hud.bezelView.alpha == 0)
    try stage.run(until: 2000)
    #expect(hud.bezelView.alpha == 1)
  }

  @Test("progress follows an NSProgress every frame, in the default mode only")
  func progressObject() throws {
    let stage = Stage()
    let hud = hud(stage)
    let progress = SimProgress(totalUnitCount: 100)
    hud.mode = .determinate
    hud.progressObject = progress
    stage.at(0) { hud.showAnimated(true) }
    stage.at(100) { progress.completedUnitCount = 40 }
    stage.at(200) { stage.kernel.mainRunLoop.switchMode(to: .tracking) }
    stage.at(250) { progress.completedUnitCount = 80 }
    try stage.run(until: 400)
    #expect(hud.progress == 0.4)
    stage.at(450) { stage.kernel.mainRunLoop.switchMode(to: .default) }
    try stage.run(until: 500)
    #expect(hud.progress == 0.8)
    stage.at(600) { hud.hideAnimated(false) }
    try stage.run(until: 700)
    #expect(stage.kernel.display.linkCount == 0)
  }
}
