import SimKernel

/// A tiny HUD with a grace timer: it shows only if it is still wanted when
/// the grace time is over.
///
/// @original TinyHUD TinyHUD.m
public final class TinyHUD: SimView {
  /// How long to wait before showing.
  ///
  /// @original graceTime
  public var graceTime: VirtualDuration = .zero

  /// Set by a hide; the grace timer's show checks it.
  ///
  /// @state
  /// @original finished
  public private(set) var finished = false

  /// @timer
  /// @original graceTimer
  private var graceTimer = WeakTimer()

  /// Shows now, or when the grace timer fires.
  ///
  /// @entry
  /// @original -[TinyHUD showAnimated:] TinyHUD.m:20
  public func showAnimated(_ animated: Bool) {
    finished = false
    if graceTime > .zero {
      let timer = kernel.timer(interval: graceTime, repeats: false, label: "graceTimer") {
        [unowned(unsafe) self] timer in
        self.handleGraceTimer(timer)
      }
      kernel.mainRunLoop.add(timer, forMode: .common)
      graceTimer = WeakTimer(timer)
    } else {
      showUsingAnimation(animated)
    }
  }

  /// Hides now; a pending grace timer will not show the HUD.
  ///
  /// @entry
  /// @original -[TinyHUD hideAnimated:] TinyHUD.m:30
  public func hideAnimated(_ animated: Bool) {
    graceTimer.value?.invalidate()
    finished = true
    hideUsingAnimation(animated)
  }

  /// Hides now, whatever the delay says (an overload of `hideAnimated`).
  ///
  /// @entry
  /// @original -[TinyHUD hideAnimated:afterDelay:] TinyHUD.m:40
  public func hideAnimated(_ animated: Bool, afterDelay delay: VirtualDuration) {
    hideAnimated(animated)
  }

  /// Shows, unless a hide came first.
  ///
  /// @handler graceTimer
  /// @original -[TinyHUD handleGraceTimer:] TinyHUD.m:50
  private func handleGraceTimer(_ timer: RunLoopTimer) {
    if !finished {
      showUsingAnimation(true)
    }
  }

  /// @original -[TinyHUD showUsingAnimation:] TinyHUD.m:60
  private func showUsingAnimation(_ animated: Bool) {
    alpha = 1
  }

  /// @original -[TinyHUD hideUsingAnimation:] TinyHUD.m:70
  private func hideUsingAnimation(_ animated: Bool) {
    alpha = 0
  }
}
