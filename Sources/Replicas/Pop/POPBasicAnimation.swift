import ReplicaSupport
import SimKernel

/// A property animation over a fixed duration along a timing curve,
/// always interpolating from the from-value (`POPBasicTiming`).
///
/// Differences: a timing function is a `POPTimingFunction` (the control
/// points pop reads out of a `CAMediaTimingFunction`, through float).
///
/// @original POPBasicAnimation pop/POPBasicAnimation.mm
public final class POPBasicAnimation: POPPropertyAnimation {
  override public class var traceName: String { "POPBasicAnimation" }

  /// Seconds (0.4).
  ///
  /// @original duration pop/POPBasicAnimation.h:64
  public var duration = POPBasicTiming.defaultDuration
  /// `nil` until the first frame installs the default curve.
  ///
  /// @original timingFunction pop/POPBasicAnimation.h:69
  public var timingFunction: POPTimingFunction?
  /// The time fraction of the last frame, 0…1.
  var timeProgress = 0.0

  /// A basic animation with no property.
  ///
  /// @original +[POPBasicAnimation animation] pop/POPBasicAnimation.mm:19
  public init(kernel: Kernel) {
    super.init(kernel: kernel, type: .basic)
  }

  /// A basic animation of a built-in property (none for an unknown name).
  ///
  /// @original +[POPBasicAnimation animationWithPropertyNamed:] pop/POPBasicAnimation.mm:24
  public convenience init(kernel: Kernel, propertyNamed name: String) {
    self.init(kernel: kernel)
    property = POPAnimatableProperty.property(named: name)
  }

  /// A basic animation along `timingFunction` (`linearAnimation`,
  /// `easeInAnimation`… pass `.linear`, `.easeIn`…).
  ///
  /// @original +[POPBasicAnimation linearAnimation] pop/POPBasicAnimation.mm:36
  public convenience init(kernel: Kernel, timingFunction: POPTimingFunction) {
    self.init(kernel: kernel)
    self.timingFunction = timingFunction
  }

  /// Done when the time fraction is within 1e-6 of 1.
  ///
  /// @original _POPBasicAnimationState::isDone pop/POPBasicAnimationInternal.h:54
  override func isDone() -> Bool {
    enter(#function)
    defer { leave() }
    if super.isDone() { return true }
    return POPBasicTiming.isDone(timeProgress: timeProgress)
  }

  /// The eased fraction of the time since the start interpolates from the
  /// from-value to the to-value; it is also the progress.
  ///
  /// @original _POPBasicAnimationState::advance pop/POPBasicAnimationInternal.h:71
  override func advance(_ time: Double, _ dt: Double, _ object: AnyObject) -> Bool {
    enter(#function)
    defer { leave() }
    if timingFunction == nil { timingFunction = .default }
    let solved = POPBasicTiming.progress(
      localTime: time - startTime, duration: duration, timingFunction: timingFunction ?? .default)
    timeProgress = solved.timeProgress
    if let fromVec, let toVec, valueCount != 0 {
      currentVec = POPMath.interpolate(fromVec, toVec, solved.progress)
    }
    progress = solved.progress
    clampCurrentValue()
    return true
  }
}
