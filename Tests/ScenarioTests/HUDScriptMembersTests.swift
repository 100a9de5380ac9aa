import Scenarios
import ShippedCatalogs
import Testing

/// The HUD classes' members that version 1 had and version 2 scripts
/// lacked: the original library has them, and the stage's short lines now
/// reach them there.
@Suite("HUD script members")
struct HUDScriptMembersTests {
  @Test("SVProgressHUD: the shared view's intervals read and write, and decide the display duration")
  func svIntervals() throws {
    try expectPasses(
      """
      replica SVProgressHUD 2.3.1
      at 0 {
        let hud = SVProgressHUD.sharedView()
        check hud.graceTimeInterval == 0
        check hud.minimumDismissTimeInterval == 5
        check hud.maximumDismissTimeInterval > 1000000
        check hud.fadeInAnimationDuration == 0.15
        check hud.fadeOutAnimationDuration == 0.15
        hud.minimumDismissTimeInterval = 1
        hud.maximumDismissTimeInterval = 2
        hud.fadeInAnimationDuration = 0.3
        hud.fadeOutAnimationDuration = 0.4
        hud.graceTimeInterval = 0.1
        check hud.fadeOutAnimationDuration == 0.4
        check SVProgressHUD.displayDurationForString("Hi") == 1
        check SVProgressHUD.displayDurationForString("a status long enough to be shown for the longest") == 2
        SVProgressHUD.show()
      }
      run until 1
      expect timer graceTimer fired once by 0.2
      """)
  }

  @Test("TCProgressHUD: the image-only class methods")
  func tcImageOnly() throws {
    try expectPasses(
      """
      replica TCProgressHUD article
      at 0 {
        TCProgressHUD.showSuccessAndAutoHideAfterTime(1)
        TCProgressHUD.showErrorAndAutoHideAfterTime(2)
        check TCProgressHUD.sharedInstance().subviews.count == 2
        after 1.5 {
          check TCProgressHUD.sharedInstance().subviews.count == 1
        }
      }
      run until 3
      expect showSuccessAndAutoHideAfterTime called once
      expect showErrorAndAutoHideAfterTime called once
      """)
  }

  @Test("MBProgressHUD 0.9.1: a task on a thread or a queue, and the animation type")
  func mb091Tasks() throws {
    try expectPasses(
      """
      replica MBProgressHUD 0.9.1
      at 0 {
        let hud = MBProgressHUD(view: root)
        root.addSubview(hud)
        hud.animationType = .zoomOut
        check hud.animationType == .zoom
        hud.removeFromSuperViewOnHide = true
        hud.showWhileExecuting(0.5, animated: false)
        check hud.taskInProgress
        after 1 {
          check !hud.taskInProgress
          check hud.superview == nil
        }
      }
      at 2 {
        let other = MBProgressHUD(view: root)
        root.addSubview(other)
        other.showAnimated(false, whileExecutingBlock: 0.3)
        check other.taskInProgress
        after 1 {
          check !other.taskInProgress
        }
      }
      run until 4
      expect launchExecution called once
      expect cleanUp called twice
      """)
  }

  func expectPasses(_ source: String) throws {
    let run = try ScenarioParser.parse(source).run()
    #expect(run.stopped == nil)
    #expect(!run.results.isEmpty)
    for result in run.results where !result.passed {
      Issue.record("\(result.line): \(result.text) — \(result.detail)")
    }
  }
}
