import SimKernel

/// `UIImage`, as far as replicas look at one: a name to tell images apart
/// and a size in points.
///
/// @original UIImage (UIKit)
public struct SimImage: Hashable, Sendable {
  public var name: String
  public var size: Size

  public init(name: String, size: Size) {
    self.name = name
    self.size = size
  }
}

/// `UIViewContentMode`: the modes replicas set on image views.
///
/// @original UIViewContentMode (UIKit)
public enum SimContentMode: Int, Sendable {
  case scaleToFill
  case center
  case right
}

/// `UIImageView`: a still image, or a sequence of frames it cycles through
/// while animating.
///
/// Which frame shows is computed from the virtual clock, not drawn: while
/// animating, frame `⌊(t mod d) × n / d⌋` of the `n` frames, where `t` is the
/// time since `startAnimating` and `d` the cycle's length
/// (`animationDuration`, or UIKit's default of `n / 30` s when it is 0).
/// While stopped, `image` shows. All in integer nanoseconds.
///
/// @original UIImageView (UIKit)
public final class SimImageView: SimView {
  /// The still image. Setting it is traced by name.
  public var image: SimImage? {
    didSet {
      guard image != oldValue else { return }
      kernel.reportValue(object: ref.text, property: "image", value: .string(image?.name ?? ""))
    }
  }
  public var animationImages: [SimImage]?
  /// The length of one cycle through `animationImages`, in seconds.
  public var animationDuration = 0.0
  public var contentMode = SimContentMode.scaleToFill
  /// When the running animation started; `nil` while stopped.
  public private(set) var animationStart: VirtualTime?

  /// `-initWithImage:`: sized to the image.
  public convenience init(kernel: Kernel, label: String, image: SimImage?) {
    self.init(kernel: kernel, label: label, frame: Rect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// `-isAnimating`.
  public var isAnimating: Bool { animationStart != nil }

  /// `-startAnimating`: cycles through `animationImages` from the first,
  /// if there are any.
  public func startAnimating() {
    guard let images = animationImages, !images.isEmpty else { return }
    animationStart = kernel.now
    kernel.reportValue(object: ref.text, property: "animating", value: .bool(true))
  }

  /// `-stopAnimating`: back to the still image.
  public func stopAnimating() {
    guard animationStart != nil else { return }
    animationStart = nil
    kernel.reportValue(object: ref.text, property: "animating", value: .bool(false))
  }

  /// The index in `animationImages` of the frame on screen now, or `nil`
  /// when not animating.
  public var displayedFrameIndex: Int? {
    guard let start = animationStart, let images = animationImages, !images.isEmpty else { return nil }
    let count = Int64(images.count)
    var cycle = VirtualDuration(secondsValue: animationDuration).nanoseconds
    if cycle <= 0 { cycle = count * VirtualDuration.nanosecondsPerSecond / 30 }
    let elapsed = (kernel.now - start).nanoseconds % cycle
    return Int(elapsed * count / cycle)
  }

  /// The image on screen now: the animation's current frame, or `image`.
  public var displayedImage: SimImage? {
    if let index = displayedFrameIndex, let images = animationImages { return images[index] }
    return image
  }
}
