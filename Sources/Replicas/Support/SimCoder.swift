import SimKernel

/// `NSCoder`, as far as a HUD's `initWithCoder:` needs one: an archive
/// that decodes nothing (the originals' tests pass an empty unarchiver).
///
/// @original NSCoder (Foundation)
public final class SimCoder {
  public let kernel: Kernel

  public init(kernel: Kernel) {
    self.kernel = kernel
  }
}
