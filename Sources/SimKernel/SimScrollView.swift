import CallGraph

/// A scroll view (`UIScrollView`): a content offset, a content size, insets,
/// the pan gesture's state, and the motion a finger gives it, with key-value
/// observation of the offset, the size and the pan state as MJRefresh uses
/// it.
///
/// Everything UIKit does here without documenting it is a modelling choice,
/// listed in docs/engine.md ("Scroll views") and pinned by
/// `ScrollViewTests`:
///
/// * **KVO** is delivered synchronously inside the setter, on every
///   assignment (equal values too), to observers in the order they
///   registered, with the old and the new value. A change made by an
///   observer inside its handler is delivered at once, re-entrantly.
/// * **Setting the offset from code** without animation stops a bounce, a
///   deceleration or an animated scroll in progress (UIKit's
///   `setContentOffset:` cancels the scroll animation).
/// * **Changing the inset** while the user is not dragging clamps the
///   offset into the new range at once (this is what lets content slide
///   back when MJRefresh restores its inset after a refresh). While
///   dragging, the offset is left alone.
/// * The offset's range is `-adjustedInset.top … max(that, contentHeight +
///   adjustedInset.bottom − height)`, and likewise across.
/// * The finger, deceleration and bounce are in `SimScrollView+Finger.swift`
///   and `ScrollPhysics`.
open class SimScrollView: SimView {
  var observations: [KeyValueObservation] = []

  /// `contentSize`; every assignment is observed.
  public final var contentSize: Size = .zero {
    didSet {
      if kernel.trace.isRecording, contentSize != oldValue {
        kernel.record(
          .valueChanged(object: ref.text, property: "contentSize.height", value: .double(contentSize.height)))
      }
      notify(.contentSize(old: oldValue, new: contentSize))
    }
  }

  /// `contentInset`. While the user is not dragging, a change clamps the
  /// offset into the new range.
  public final var contentInset: EdgeInsets = .zero {
    didSet {
      guard contentInset != oldValue else { return }
      if kernel.trace.isRecording {
        if contentInset.top != oldValue.top {
          kernel.record(
            .valueChanged(object: ref.text, property: "contentInset.top", value: .double(contentInset.top)))
        }
        if contentInset.bottom != oldValue.bottom {
          kernel.record(
            .valueChanged(
              object: ref.text, property: "contentInset.bottom", value: .double(contentInset.bottom)))
        }
        if contentInset.right != oldValue.right {
          kernel.record(
            .valueChanged(
              object: ref.text, property: "contentInset.right", value: .double(contentInset.right)))
        }
      }
      if !isDragging { clampOffset() }
    }
  }

  /// The part of the adjusted inset the system adds (safe area, bars):
  /// zero unless a scenario sets it.
  public final var systemInset: EdgeInsets = .zero

  /// `adjustedContentInset` (iOS 11): the content inset plus the system's.
  public final var adjustedContentInset: EdgeInsets { contentInset + systemInset }

  public final var alwaysBounceVertical = false
  public final var alwaysBounceHorizontal = false
  public final var isPagingEnabled = false
  public final var decelerationRate: ScrollPhysics.DecelerationRate = .normal

  /// A finger is down on the scroll view.
  public final internal(set) var isTracking = false
  /// The finger has moved the content (from the pan's `began` until it
  /// ends).
  public final internal(set) var isDragging = false
  /// The content moves on its own after the finger lifted: decelerating or
  /// bouncing back.
  public final internal(set) var isDecelerating = false
  /// `panGestureRecognizer.state`; every assignment is observed.
  public final internal(set) var panState: PanGestureState = .possible {
    didSet {
      if kernel.trace.isRecording, panState != oldValue {
        kernel.record(.valueChanged(object: ref.text, property: "panState", value: .string(panState.name)))
      }
      notify(.panState(old: oldValue, new: panState))
    }
  }

  /// The motion in progress after the finger lifted, or of an animated
  /// `setContentOffset`.
  var motion: ScrollMotion?
  /// The finger's state while it is down.
  var finger: Finger?

  public override init(kernel: Kernel, label: String, frame: Rect = .zero) {
    super.init(kernel: kernel, label: label, frame: frame)
  }

  // MARK: The offset

  /// `contentOffset`. Setting it stops any motion in progress; inside an
  /// animation block, the layer's bounds animate to it.
  public final var contentOffset: Point {
    get { boundsOrigin }
    set {
      stopMotion()
      assignOffset(newValue)
    }
  }

  /// `-setContentOffset:animated:`. Animated, the offset moves over
  /// `animatedScrollDuration` on an ease-in-out curve, observed at every
  /// frame, as UIKit's scroll animation does.
  public final func setContentOffset(_ offset: Point, animated: Bool) {
    guard animated else {
      contentOffset = offset
      return
    }
    stopMotion()
    startMotion(.animatedScroll(from: contentOffset, to: offset))
  }

  /// Modelling choice: UIKit's animated scroll takes about a third of a
  /// second and does not say how long; 0.3 s here.
  public static let animatedScrollDuration = VirtualDuration.milliseconds(300)

  /// The smallest offset the content rests at.
  public final var minimumOffset: Point {
    let inset = adjustedContentInset
    // 0 − x rather than −x: no inset gives +0, which prints as 0.
    return Point(x: 0 - inset.left, y: 0 - inset.top)
  }

  /// The largest offset the content rests at: its end against the bottom
  /// (or right) inset, or the minimum when the content is shorter.
  public final var maximumOffset: Point {
    let inset = adjustedContentInset
    let minimum = minimumOffset
    return Point(
      x: max(minimum.x, contentSize.width + inset.right - frame.size.width),
      y: max(minimum.y, contentSize.height + inset.bottom - frame.size.height))
  }

  /// Every change of the offset goes through here: the model value (and an
  /// animation, inside an animation block), then the observers.
  final func assignOffset(_ offset: Point) {
    let old = boundsOrigin
    kernel.animator.set(.boundsOriginX, of: self, to: offset.x)
    kernel.animator.set(.boundsOriginY, of: self, to: offset.y)
    notify(.contentOffset(old: old, new: boundsOrigin))
  }

  /// Brings an offset outside the range back to its nearest edge.
  private func clampOffset() {
    let minimum = minimumOffset
    let maximum = maximumOffset
    let offset = contentOffset
    let clamped = Point(
      x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    guard clamped != offset else { return }
    contentOffset = clamped
  }

  /// What is on screen (`layer.presentationLayer.bounds.origin`).
  public final var presentationOffset: Point {
    Point(x: presentationValue(.boundsOriginX), y: presentationValue(.boundsOriginY))
  }

  // MARK: Key-value observation

  /// `-addObserver:forKeyPath:options:context:` with the old and new values.
  public final func addObserver(_ observer: any KeyValueObserving, forKeyPath keyPath: ScrollViewKeyPath) {
    let source = kernel.callRecorder?.observes(keyPath.name)
    observations.append(KeyValueObservation(keyPath: keyPath, observer: observer, source: source))
  }

  /// `-removeObserver:forKeyPath:`: the observer's first registration for
  /// the path.
  public final func removeObserver(_ observer: any KeyValueObserving, forKeyPath keyPath: ScrollViewKeyPath) {
    guard let index = observations.firstIndex(where: { $0.keyPath == keyPath && $0.observer === observer })
    else { return }
    observations.remove(at: index)
  }

  /// Tells every observer of the change's key path, in registration order;
  /// observers registered or removed by a handler take effect for the next
  /// change.
  final func notify(_ change: KeyValueChange) {
    let keyPath = change.keyPath
    let current = observations
    for observation in current where observation.keyPath == keyPath {
      if let recorder = kernel.callRecorder {
        recorder.callback(from: observation.source, kind: .notifies) {
          observation.observer.observeValue(forKeyPath: keyPath, of: self, change: change)
        }
      } else {
        observation.observer.observeValue(forKeyPath: keyPath, of: self, change: change)
      }
    }
  }
}
