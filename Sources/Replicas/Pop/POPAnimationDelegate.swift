/// What an animation tells its delegate. Every method is optional in pop;
/// here each has an empty default, which is the same as not responding.
/// The names are pop's in lower camel case (`popAnimationDidStart` for
/// `pop_animationDidStart:`).
///
/// @original POPAnimationDelegate pop/POPAnimation.h
public protocol POPAnimationDelegate: AnyObject {
  /// @original -[POPAnimationDelegate popAnimationDidStart:]
  func popAnimationDidStart(_ anim: POPAnimation)
  /// @original -[POPAnimationDelegate popAnimationDidReachToValue:]
  func popAnimationDidReachToValue(_ anim: POPAnimation)
  /// @original -[POPAnimationDelegate popAnimationDidStop:finished:]
  func popAnimationDidStop(_ anim: POPAnimation, finished: Bool)
  /// @original -[POPAnimationDelegate popAnimationDidApply:]
  func popAnimationDidApply(_ anim: POPAnimation)
  /// The internal progress-marker callback.
  ///
  /// @original -[NSObject pop_animation:didReachProgress:] pop/POPAnimationInternal.h
  func popAnimation(_ anim: POPAnimation, didReachProgress progress: Double)
}

extension POPAnimationDelegate {
  public func popAnimationDidStart(_ anim: POPAnimation) {}
  public func popAnimationDidReachToValue(_ anim: POPAnimation) {}
  public func popAnimationDidStop(_ anim: POPAnimation, finished: Bool) {}
  public func popAnimationDidApply(_ anim: POPAnimation) {}
  public func popAnimation(_ anim: POPAnimation, didReachProgress progress: Double) {}
}

/// Told around every render pass.
///
/// @original POPAnimatorDelegate pop/POPAnimator.h
public protocol POPAnimatorDelegate: AnyObject {
  /// @original -[POPAnimatorDelegate animatorWillAnimate:]
  func animatorWillAnimate(_ animator: POPAnimator)
  /// @original -[POPAnimatorDelegate animatorDidAnimate:]
  func animatorDidAnimate(_ animator: POPAnimator)
}

/// Told after every render pass; while one is registered the display link
/// keeps running.
///
/// @original POPAnimatorObserving pop/POPAnimator.h
public protocol POPAnimatorObserving: AnyObject {
  /// @original -[POPAnimatorObserving animatorDidAnimate:]
  func animatorDidAnimate(_ animator: POPAnimator)
}
