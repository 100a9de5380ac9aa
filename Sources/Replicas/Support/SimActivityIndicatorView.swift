import SimKernel

/// `UIActivityIndicatorViewStyle`: the styles replicas ask for. Every
/// style here is UIKit's 20 × 20 pt spinner; the colour is not modelled.
///
/// @original UIActivityIndicatorViewStyle (UIKit)
public enum SimActivityIndicatorStyle: Int, Sendable {
  /// `UIActivityIndicatorViewStyleGray`, before iOS 13.
  case gray
  /// `UIActivityIndicatorViewStyleMedium`, iOS 13 and later.
  case medium
}

/// `UIActivityIndicatorView`: a spinner that is either animating or not,
/// and hides itself while stopped when `hidesWhenStopped` is on (UIKit's
/// default). The spinning itself is not drawn; `isAnimating` is what a
/// scenario reads.
///
/// @original UIActivityIndicatorView (UIKit)
public final class SimActivityIndicatorView: SimView {
  /// UIKit's size of the medium (and gray) spinner.
  public static let size = Size(width: 20, height: 20)

  public let style: SimActivityIndicatorStyle
  public private(set) var isAnimating = false
  /// Whether the spinner hides while it is stopped. Changing it shows or
  /// hides a stopped spinner at once, as UIKit does.
  public var hidesWhenStopped = true {
    didSet {
      if !isAnimating { isHidden = hidesWhenStopped }
    }
  }

  /// `-initWithActivityIndicatorStyle:`: stopped, and so hidden.
  public init(kernel: Kernel, label: String, style: SimActivityIndicatorStyle) {
    self.style = style
    super.init(kernel: kernel, label: label, frame: Rect(origin: .zero, size: Self.size))
    isHidden = hidesWhenStopped
  }

  /// `-startAnimating`: shows the spinner and spins it.
  public func startAnimating() {
    isHidden = false
    guard !isAnimating else { return }
    isAnimating = true
    kernel.reportValue(object: ref.text, property: "animating", value: .bool(true))
  }

  /// `-stopAnimating`: stops it, and hides it if `hidesWhenStopped`.
  public func stopAnimating() {
    if hidesWhenStopped { isHidden = true }
    guard isAnimating else { return }
    isAnimating = false
    kernel.reportValue(object: ref.text, property: "animating", value: .bool(false))
  }
}
