/// What an animation tells its delegate. Every method is optional in pop;
/// here each has an empty default, which is the same as not responding.
/// The names are pop's in lower camel case (`popAnimationDidStart` for
/// `pop_animationDidStart:`).
///
/// @original POPAnimationDelegate pop/POPAnimation.h
public protocol POPAnimationDelegate: AnyObject {
  /// @original -[POPAnimationDelegate pop_animationDidStart:] pop/POPAnimation.h:119
  func popAnimationDidStart(_ anim: POPAnimation)
  /// @original -[POPAnimationDelegate pop_animationDidReachToValue:] pop/POPAnimation.h:125
  func popAnimationDidReachToValue(_ anim: POPAnimation)
  /// @original -[POPAnimationDelegate pop_animationDidStop:finished:] pop/POPAnimation.h:132
  func popAnimationDidStop(_ anim: POPAnimation, finished: Bool)
  /// @original -[POPAnimationDelegate pop_animationDidApply:] pop/POPAnimation.h:138
  func popAnimationDidApply(_ anim: POPAnimation)
  /// The internal progress-marker callback.
  ///
  /// @original -[NSObject pop_animation:didReachProgress:] pop/POPAnimationInternal.h:194
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
  /// @original -[POPAnimatorDelegate animatorWillAnimate:] pop/POPAnimator.h:52
  func animatorWillAnimate(_ animator: POPAnimator)
  /// @original -[POPAnimatorDelegate animatorDidAnimate:] pop/POPAnimator.h:57
  func animatorDidAnimate(_ animator: POPAnimator)
}

/// Told after every render pass; while one is registered the display link
/// keeps running.
///
/// @original POPAnimatorObserving pop/POPAnimator.h
public protocol POPAnimatorObserving: AnyObject {
  /// @original -[POPAnimatorObserving animatorDidAnimate:] pop/POPAnimatorPrivate.h:20
  func animatorDidAnimate(_ animator: POPAnimator)
}
