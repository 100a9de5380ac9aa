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
  /// @original -[TinyHUD showAnimated:]
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
  /// @original -[TinyHUD hideAnimated:]
  public func hideAnimated(_ animated: Bool) {
    graceTimer.value?.invalidate()
    finished = true
    hideUsingAnimation(animated)
  }

  /// Hides now, whatever the delay says (an overload of `hideAnimated`).
  ///
  /// @entry
  /// @original -[TinyHUD hideAnimated:afterDelay:]
  public func hideAnimated(_ animated: Bool, afterDelay delay: VirtualDuration) {
    hideAnimated(animated)
  }

  /// Shows, unless a hide came first.
  ///
  /// @handler graceTimer
  /// @original -[TinyHUD handleGraceTimer:]
  private func handleGraceTimer(_ timer: RunLoopTimer) {
    if !finished {
      showUsingAnimation(true)
    }
  }

  /// @original -[TinyHUD showUsingAnimation:]
  private func showUsingAnimation(_ animated: Bool) {
    alpha = 1
  }

  /// @original -[TinyHUD hideUsingAnimation:]
  private func hideUsingAnimation(_ animated: Bool) {
    alpha = 0
  }
}
