import CallGraph

/// The key paths of a scroll view that can be observed here: the ones
/// MJRefresh observes (`contentOffset`, `contentSize`, and its pan gesture
/// recogniser's `state`).
public enum ScrollViewKeyPath: UInt8, Hashable, Sendable, CaseIterable {
  case contentOffset
  case contentSize
  /// `panGestureRecognizer.state`, observed on the recogniser.
  case panState

  /// The key path as the original registers it.
  public var name: String {
    switch self {
    case .contentOffset: return "contentOffset"
    case .contentSize: return "contentSize"
    case .panState: return "state"
    }
  }
}

/// `UIGestureRecognizerState`.
public enum PanGestureState: UInt8, Hashable, Sendable {
  case possible, began, changed, ended, cancelled, failed

  public var name: String {
    switch self {
    case .possible: return "possible"
    case .began: return "began"
    case .changed: return "changed"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    case .failed: return "failed"
    }
  }
}

/// One change as an observer receives it (`NSKeyValueObservingOptionNew |
/// NSKeyValueObservingOptionOld`): the old and the new value.
public enum KeyValueChange: Hashable, Sendable {
  case contentOffset(old: Point, new: Point)
  case contentSize(old: Size, new: Size)
  case panState(old: PanGestureState, new: PanGestureState)

  public var keyPath: ScrollViewKeyPath {
    switch self {
    case .contentOffset: return .contentOffset
    case .contentSize: return .contentSize
    case .panState: return .panState
    }
  }
}

/// `-observeValueForKeyPath:ofObject:change:context:`: an object that
/// registers with `SimScrollView.addObserver(_:forKeyPath:)` is told every
/// assignment of the key path, synchronously, inside the setter, even when
/// the value does not change (automatic KVO notifies on every set).
public protocol KeyValueObserving: AnyObject {
  func observeValue(
    forKeyPath keyPath: ScrollViewKeyPath, of scrollView: SimScrollView, change: KeyValueChange)
}

/// One registration: the observer, the key path, and the call-graph node
/// the registration made, so that deliveries are recorded as `notifies`
/// edges from it.
struct KeyValueObservation {
  let keyPath: ScrollViewKeyPath
  let observer: any KeyValueObserving
  let source: CallNode?
}
