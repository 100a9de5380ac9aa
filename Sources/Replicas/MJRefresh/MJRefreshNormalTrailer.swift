import ReplicaSupport
import SimKernel

/// A trailer with an arrow (20 × 20 pt) left of the label, which turns
/// half round when Pulling.
///
/// @original MJRefreshNormalTrailer MJRefresh/Custom/Trailer/MJRefreshNormalTrailer.m
open class MJRefreshNormalTrailer: MJRefreshStateTrailer {
  open override class var traceName: String { "MJRefreshNormalTrailer" }

  private var arrowViewStorage: SimImageView?

  /// @original -[MJRefreshNormalTrailer arrowView] MJRefresh/Custom/Trailer/MJRefreshNormalTrailer.m:20
  public final var arrowView: SimImageView {
    if let arrowViewStorage { return arrowViewStorage }
    let arrowView = SimImageView(kernel: kernel, label: "arrowView", image: MJRefreshBundle.trailArrowImage)
    arrowViewStorage = arrowView
    addSubview(arrowView)
    return arrowView
  }

  /// The arrow near the left edge (centred when the label is hidden), the
  /// label centred in the rest.
  ///
  /// @original -[MJRefreshNormalTrailer placeSubviews] MJRefresh/Custom/Trailer/MJRefreshNormalTrailer.m:28
  open override func placeSubviews() {
    enter(#function)
    defer { leave() }
    super.placeSubviews()
    let arrowSize = arrowView.image?.size ?? .zero
    let selfCenter = Point(x: mj_w * 0.5, y: mj_h * 0.5)
    let arrowCenter = Point(x: arrowSize.width * 0.5 + 5, y: mj_h * 0.5)
    let stateHidden = stateLabel.isHidden
    arrowView.mj_size = arrowView.image?.size ?? .zero
    arrowView.center = stateHidden ? selfCenter : arrowCenter
    if stateHidden { return }
    let stateLabelW = MJRefreshConst.labelFont.pointSize.rounded(.up)
    let arrowHidden = arrowView.isHidden
    let stateCenterX = (mj_w + arrowSize.width) * 0.5
    stateLabel.center = arrowHidden ? selfCenter : Point(x: stateCenterX, y: mj_h * 0.5)
    stateLabel.mj_size = Size(width: stateLabelW, height: mj_h)
  }

  /// Pulling turns the arrow to π; Idle turns it back (from Refreshing:
  /// to π, then back to 0 at once when that ends).
  ///
  /// @animation
  /// @original -[MJRefreshNormalTrailer setState:] MJRefresh/Custom/Trailer/MJRefreshNormalTrailer.m:56
  open override func setState(_ state: MJRefreshState) {
    enter(#function)
    defer { leave() }
    let oldState = _state
    if state == oldState { return }
    super.setState(state)
    if state == .idle {
      if oldState == .refreshing {
        kernel.animate(
          label: "arrowViewRotation", duration: VirtualDuration(secondsValue: fastAnimationDuration),
          animations: {
            self.arrowView.rotation = Double.pi
          },
          completion: { _ in
            self.arrowView.rotation = 0
          })
      } else {
        kernel.animate(
          label: "arrowViewIdentity", duration: VirtualDuration(secondsValue: fastAnimationDuration),
          animations: {
            self.arrowView.rotation = 0
          })
      }
    } else if state == .pulling {
      kernel.animate(
        label: "arrowViewRotation", duration: VirtualDuration(secondsValue: fastAnimationDuration),
        animations: {
          self.arrowView.rotation = Double.pi
        })
    }
  }
}
