import SimKernel

/// `NSProgress`, reduced to what the HUDs read: a fraction of work done,
/// which a background task advances.
///
/// @original NSProgress (Foundation)
public final class SimProgress {
  public var totalUnitCount: Int64
  public var completedUnitCount: Int64 = 0

  public init(totalUnitCount: Int64) {
    self.totalUnitCount = totalUnitCount
  }

  public var fractionCompleted: Double {
    totalUnitCount > 0 ? Double(completedUnitCount) / Double(totalUnitCount) : 0
  }
}
