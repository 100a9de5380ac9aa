import ReplicaSupport
import SimKernel

/// An animation whose block runs every frame and says whether to go on;
/// it writes no property itself.
///
/// @original POPCustomAnimation pop/POPCustomAnimation.mm
public final class POPCustomAnimation: POPAnimation {
  override public class var traceName: String { "POPCustomAnimation" }

  /// The render time of the frame being run.
  ///
  /// @original currentTime pop/POPCustomAnimation.h:39
  public private(set) var currentTime = 0.0
  /// Seconds since the last frame (0 on the start frame).
  ///
  /// @original elapsedTime pop/POPCustomAnimation.h:44
  public private(set) var elapsedTime = 0.0
  /// Called with the animated object and the animation; false ends it.
  ///
  /// @original animate pop/POPCustomAnimation.mm:15
  public var animate: (AnyObject, POPCustomAnimation) -> Bool

  /// @original +[POPCustomAnimation animationWithBlock:] pop/POPCustomAnimation.mm:23
  public init(kernel: Kernel, block: @escaping (AnyObject, POPCustomAnimation) -> Bool) {
    animate = block
    super.init(kernel: kernel, type: .custom)
  }

  /// The start time once started, the begin time before.
  ///
  /// @original -[POPCustomAnimation beginTime] pop/POPCustomAnimation.mm:39
  override public var beginTime: Double {
    get { startTime > 0 ? startTime : beginTimeStorage }
    set { beginTimeStorage = newValue }
  }

  /// @original -[POPCustomAnimation _advance:currentTime:elapsedTime:] pop/POPCustomAnimation.mm:45
  override func advanceCustom(_ object: AnyObject, _ currentTime: Double, _ elapsedTime: Double) -> Bool {
    enter(#function)
    defer { leave() }
    self.currentTime = currentTime
    self.elapsedTime = elapsedTime
    return animate(object, self)
  }
}
